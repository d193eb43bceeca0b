import { classStudents, type DbOrTx, exercises, homeworkQuestions } from '@quanta/db';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { canScoreSql } from '../exercises/can-score';
import { drawnChoiceOrderSql, drawnPositionSql } from '../exercises/choice-order';

/** How many questions a homework holds now. */
export async function questionCountOf(db: DbOrTx, homeworkId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(homeworkQuestions)
    .where(eq(homeworkQuestions.homeworkId, homeworkId));
  return row?.n ?? 0;
}

/** The ids among `studentIds` that are on the class's roster. */
export async function rosterMembers(db: DbOrTx, classId: string, studentIds: string[]): Promise<Set<string>> {
  if (studentIds.length === 0) return new Set();
  const rows = await db
    .select({ id: classStudents.studentId })
    .from(classStudents)
    .where(and(eq(classStudents.classId, classId), inArray(classStudents.studentId, studentIds)));
  return new Set(rows.map((r) => r.id));
}

/**
 * Publishes a class's homework to students (already checked to be on its roster): one exercise each with
 * an empty answer per question of the homework, in its order at this moment (and, where the homework
 * shuffles them, the student's own order of the questions and of the choices, choice-order.ts). A student who has it
 * already is skipped, so two publishes racing still give one exercise. Two statements whatever the
 * number of students; run it in the caller's transaction. Answers the students published now.
 */
export async function publishToStudents(
  tx: DbOrTx,
  o: { classId: string; homeworkId: string; studentIds: string[]; now: Date },
): Promise<string[]> {
  if (o.studentIds.length === 0) return [];
  const made = await tx
    .insert(exercises)
    .values(
      o.studentIds.map((studentId) => ({ classId: o.classId, homeworkId: o.homeworkId, studentId, createdAt: o.now })),
    )
    .onConflictDoNothing({ target: [exercises.classId, exercises.homeworkId, exercises.studentId] })
    .returning({ id: exercises.id, studentId: exercises.studentId });
  if (made.length === 0) return [];
  await tx.execute(sql`
    insert into exercise_answers (exercise_id, question_id, position, scores, created_at, shown_position, choice_order)
    select exercises.id, homework_questions.question_id, homework_questions.position,
      ${canScoreSql(sql`questions.is_choice`)}, ${o.now.toISOString()}::timestamptz,
      case when homework.shuffle_questions then ${drawnPositionSql(sql`exercises.id`, sql`homework_questions.question_id`)} end,
      case when homework.shuffle_choices then ${drawnChoiceOrderSql(sql`exercises.id`, sql`homework_questions.question_id`)} end
    from exercises join homework_questions on homework_questions.homework_id = exercises.homework_id
      join homework on homework.id = exercises.homework_id
      join questions on questions.id = homework_questions.question_id
    where ${inArray(
      exercises.id,
      made.map((m) => m.id),
    )}`);
  return made.map((m) => m.studentId);
}
