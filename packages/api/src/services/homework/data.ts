import { classes, classHomework, type DbOrTx, homeworkQuestions, questions, sources, type UserRow } from '@quanta/db';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { Permission, requireAccess } from '../../access/access';
import type { HomeworkParts } from '../../presenters/homework';
import { questionWithSource } from '../questions/data';

/** The ordered questions and the classes of each homework in `ids`: two indexed queries for a whole page. */
export async function loadHomeworkParts(db: DbOrTx, ids: string[]): Promise<Map<string, HomeworkParts>> {
  const parts = new Map<string, HomeworkParts>(ids.map((id) => [id, { questions: [], classes: [] }]));
  if (ids.length === 0) return parts;
  const [questionRows, classRows] = await Promise.all([
    db
      .select({ homeworkId: homeworkQuestions.homeworkId, question: questionWithSource })
      .from(homeworkQuestions)
      .innerJoin(questions, eq(questions.id, homeworkQuestions.questionId))
      .leftJoin(sources, eq(sources.id, questions.sourceId))
      .where(inArray(homeworkQuestions.homeworkId, ids))
      .orderBy(asc(homeworkQuestions.homeworkId), asc(homeworkQuestions.position)),
    db
      .select({ homeworkId: classHomework.homeworkId, id: classes.id, name: classes.name })
      .from(classHomework)
      .innerJoin(classes, eq(classes.id, classHomework.classId))
      .where(inArray(classHomework.homeworkId, ids))
      .orderBy(asc(classes.name), asc(classes.id)),
  ]);
  for (const r of questionRows) parts.get(r.homeworkId)?.questions.push(r.question);
  for (const r of classRows) parts.get(r.homeworkId)?.classes.push({ id: r.id, name: r.name });
  return parts;
}

/**
 * The homework's questions in order, each with its name and what a choice answer is checked against:
 * the questions of item analysis and of the demo's answers.
 */
export function questionsInOrder(db: DbOrTx, homeworkId: string) {
  return db
    .select({
      id: questions.id,
      name: questions.name,
      isChoice: questions.isChoice,
      numChoice: questions.numChoice,
      correctAnswer: questions.correctAnswer,
    })
    .from(homeworkQuestions)
    .innerJoin(questions, eq(questions.id, homeworkQuestions.questionId))
    .where(eq(homeworkQuestions.homeworkId, homeworkId))
    .orderBy(asc(homeworkQuestions.position));
}

/** The homework's question ids in order. */
export async function questionIdsOf(db: DbOrTx, homeworkId: string): Promise<string[]> {
  const rows = await db
    .select({ id: homeworkQuestions.questionId })
    .from(homeworkQuestions)
    .where(eq(homeworkQuestions.homeworkId, homeworkId))
    .orderBy(asc(homeworkQuestions.position));
  return rows.map((r) => r.id);
}

/** Renumbers a homework's questions 0…n-1 in their current order, in one statement. */
export async function renumberQuestions(db: DbOrTx, homeworkId: string) {
  await db.execute(sql`
    update ${homeworkQuestions} as hq set position = r.n - 1
    from (
      select question_id, row_number() over (order by position) as n
      from ${homeworkQuestions} where homework_id = ${homeworkId}
    ) as r
    where hq.homework_id = ${homeworkId} and hq.question_id = r.question_id and hq.position <> r.n - 1`);
}

/**
 * Checks that a teacher may put these questions in a homework (`question.useInHomework`): each must exist
 * (404) and be the teacher's own or filed in a library open to them (403).
 */
export async function checkHomeworkQuestions(db: DbOrTx, me: UserRow, ids: string[], now: Date) {
  if (ids.length === 0) return;
  await requireAccess(db, me, Permission.QuestionUseInHomework, ids, now);
}
