import {
  classes,
  classStudents,
  type DbOrTx,
  type ExerciseAnswerRow,
  exerciseAnswers,
  exercises,
  familyLinks,
  homework,
  questions,
  sources,
  users,
} from '@quanta/db';
import { and, type Column, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { type ExerciseContext, exerciseContextColumns, exerciseContextOf } from '../../policies/exercise';
import type { AnswerWithQuestion } from '../../presenters/exercise';
import type { QuestionWithSource } from '../../presenters/question';
import { prepareOnce } from './prepared';

const answerColumns = Object.entries(getTableColumns(exerciseAnswers));
const questionColumns = Object.entries(getTableColumns(questions));

/**
 * An exercise's answers with their questions, in question order, as one JSON array of arrays (each the
 * answer's columns, then the question's, then its source's name): the database sends one narrow value
 * instead of a wide row per answer.
 */
const answersJson = sql`(select coalesce(json_agg(json_build_array(${sql.join(
  [...answerColumns, ...questionColumns].map(([, c]) => sql`${c}`),
  sql`, `,
)}, ${sources.name}) order by ${exerciseAnswers.position}), '[]'::json)
  from ${exerciseAnswers}
  inner join ${questions} on ${questions.id} = ${exerciseAnswers.questionId}
  left join ${sources} on ${sources.id} = ${questions.sourceId}
  where ${exerciseAnswers.exerciseId} = ${exercises.id})` as SQL<unknown>;

/** The columns `entries` of `values` from `offset`, each decoded as drizzle decodes it (timestamps to dates). */
function decode(entries: [string, Column][], values: unknown[], offset: number): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (let i = 0; i < entries.length; i++) {
    const [key, column] = entries[i]!;
    const value = values[offset + i];
    // JSON columns arrive parsed already; a JSON string value must not be parsed again.
    row[key] =
      value === null || value === undefined || column.columnType === 'PgJsonb'
        ? value
        : column.mapFromDriverValue(value);
  }
  return row;
}

/** The answers of `answersJson`, whichever way the driver handed the JSON over (parsed or as text). */
function answersOf(json: unknown): AnswerWithQuestion[] {
  const list = (typeof json === 'string' ? JSON.parse(json) : json) as unknown[][];
  const questionAt = answerColumns.length;
  const sourceAt = questionAt + questionColumns.length;
  return list.map((values) => {
    const question = decode(questionColumns, values, questionAt);
    question.sourceName = values[sourceAt] ?? null;
    return {
      answer: decode(answerColumns, values, 0) as ExerciseAnswerRow,
      question: question as unknown as QuestionWithSource,
    };
  });
}

/**
 * The runner's read: the exercise's context (see `findExercise`) and its answers with their questions in
 * question order, in one statement answering one row, prepared once per database session (every student
 * of an exam loads it at its start). Undefined for an unknown exercise; the caller checks access before
 * answering any of it.
 */
export async function runnerRead(
  db: DbOrTx,
  exerciseId: string,
): Promise<{ ctx: ExerciseContext; answers: AnswerWithQuestion[] } | undefined> {
  const statement = prepareOnce(db, 'runner_read', (d) =>
    d
      .select({ ...exerciseContextColumns, answers: answersJson })
      .from(exercises)
      .innerJoin(homework, eq(homework.id, exercises.homeworkId))
      .innerJoin(classes, eq(classes.id, exercises.classId))
      .innerJoin(users, eq(users.id, exercises.studentId))
      .leftJoin(familyLinks, eq(familyLinks.studentId, exercises.studentId))
      .leftJoin(
        classStudents,
        and(eq(classStudents.classId, exercises.classId), eq(classStudents.studentId, exercises.studentId)),
      )
      .where(eq(exercises.id, sql.placeholder('id')))
      .limit(1)
      .prepare('runner_read'),
  );
  const [row] = await statement.execute({ id: exerciseId });
  if (!row) return undefined;
  return { ctx: exerciseContextOf(row), answers: answersOf(row.answers) };
}
