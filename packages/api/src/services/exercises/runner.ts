import {
  classes,
  classStudents,
  type Database,
  type DbOrTx,
  type ExerciseAnswerRow,
  exerciseAnswers,
  exercises,
  familyLinks,
  questions,
  sources,
  users,
} from '@quanta/db';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { classHead, type ExerciseContext } from '../../policies/exercise';
import type { AnswerWithQuestion } from '../../presenters/exercise';
import { prepareOnce } from '../../speedups/prepared';
import { questionsByRef, questionVersion } from '../../speedups/question-rows';
import { sessionUser } from '../accounts/session-lookups';
import { withAnsweredVersions } from './answered-versions';
import { homeworkColumns, homeworkOfExercise, studentColumns } from './json-parts';
import { col, decode, type Entries, jsonArray, parsed } from './json-rows';

const answerColumns: Entries = Object.entries(getTableColumns(exerciseAnswers));
const classColumns: Entries = Object.entries(classHead);
const placeColumns: Entries = [
  ['expiresAt', classStudents.expiresAt],
  ['extraTimePercent', classStudents.extraTimePercent],
];

/**
 * The runner's statement: the exercise, and its homework, class, student (with parent), roster place and
 * answers each as one JSON array read by a subquery on its key. Each subquery is planned on its own,
 * which PGlite (re-planning every statement) does in about a third of the time of the six-table join.
 * The answers come in question order, each the answer's columns, then its question's id, row version and
 * source's name: the questions themselves come from the question cache (every student of a homework
 * reads the same ones). They come as text, which names everything the runner's question list is made
 * of (see runner-list).
 */
const runnerColumns = {
  exercise: exercises,
  homework: homeworkOfExercise,
  klass: sql`(select ${jsonArray(classColumns)} from ${classes} where ${col(classes.id)} = ${col(exercises.classId)})`,
  student: sql`(select ${jsonArray(studentColumns, [
    sql`(select ${col(familyLinks.parentId)} from ${familyLinks} where ${col(familyLinks.studentId)} = ${col(users.id)})`,
  ])} from ${users} where ${col(users.id)} = ${col(exercises.studentId)})`,
  place: sql`(select ${jsonArray(placeColumns)} from ${classStudents}
    where ${col(classStudents.classId)} = ${col(exercises.classId)} and ${col(classStudents.studentId)} = ${col(exercises.studentId)})`,
  answers: sql`(select coalesce(json_agg(${jsonArray(answerColumns, [col(questions.id), questionVersion, col(sources.name)])}
      order by ${col(exerciseAnswers.position)}), '[]'::json)::text
    from ${exerciseAnswers}
    inner join ${questions} on ${col(questions.id)} = ${col(exerciseAnswers.questionId)}
    left join ${sources} on ${col(sources.id)} = ${col(questions.sourceId)}
    where ${col(exerciseAnswers.exerciseId)} = ${col(exercises.id)})`,
};

/** The answers of the runner's statement with their questions, read whole only where not cached. */
async function answersOf(db: DbOrTx, json: string): Promise<AnswerWithQuestion[]> {
  const at = answerColumns.length;
  const rows = parsed(json) as unknown[][];
  const refs = rows.map((values) => ({
    id: values[at] as string,
    version: values[at + 1] as string,
    sourceName: (values[at + 2] ?? null) as string | null,
  }));
  const found = await questionsByRef(db, refs);
  return rows.flatMap((values, i) => {
    const question = found[i];
    return question ? [{ answer: decode(answerColumns, values) as ExerciseAnswerRow, question }] : [];
  });
}

/** A row of the runner's statement (the exercise null when the id names none). */
export interface RunnerRow {
  exercise: ExerciseContext['exercise'] | null;
  homework: unknown;
  klass: unknown;
  student: unknown;
  place: unknown;
  answers: unknown;
}

/** The runner's read: the exercise's context, and its answers as the statement's text and as rows. */
export interface RunnerRead {
  ctx: ExerciseContext;
  /** The answers' JSON text: the same text, the same answers and questions. */
  answersJson: string;
  /** The answers with their questions, in question order (read from the text, questions from the cache). */
  answers: () => Promise<AnswerWithQuestion[]>;
}

/**
 * The runner's read: the exercise's context (as `findExercise` reads it) and its answers with their
 * questions in question order, in one statement answering one row, prepared once per database session
 * (every student of an exam loads it at its start), unless the request read it with its session
 * (`withSession`: `runnerWithSession`'s row). Undefined for an unknown exercise; the caller checks access
 * before answering any of it.
 */
export async function runnerRead(
  db: DbOrTx,
  exerciseId: string,
  withSession?: RunnerRow,
): Promise<RunnerRead | undefined> {
  if (withSession) return runnerOf(db, withSession);
  const statement = prepareOnce(db, 'runner_read', (d) =>
    d
      .select(runnerColumns)
      .from(exercises)
      .where(eq(exercises.id, sql.placeholder('id')))
      .prepare('runner_read'),
  );
  const [row] = await statement.execute({ id: exerciseId });
  return runnerOf(db, row);
}

/** The runner's statement joined to the session's (`sessionUser`): a runner request's one round trip. */
export const runnerWithSession = (db: Database) =>
  sessionUser(db, runnerColumns)
    .leftJoin(exercises, eq(exercises.id, sql.placeholder('readId')))
    .prepare('context_session_runner');

function runnerOf(db: DbOrTx, row: RunnerRow | undefined): RunnerRead | undefined {
  const homeworkValues = parsed(row?.homework);
  const classValues = parsed(row?.klass);
  const studentValues = parsed(row?.student);
  if (!row?.exercise || !homeworkValues || !classValues || !studentValues) return undefined;
  const place = parsed(row.place);
  const ctx = {
    exercise: row.exercise,
    homework: decode(homeworkColumns, homeworkValues),
    klass: decode(classColumns, classValues),
    student: { ...decode(studentColumns, studentValues), parentId: studentValues[studentColumns.length] ?? null },
    place: place ? decode(placeColumns, place) : null,
  } as ExerciseContext;
  const answersJson = typeof row.answers === 'string' ? row.answers : JSON.stringify(row.answers ?? []);
  return { ctx, answersJson, answers: async () => withAnsweredVersions(db, await answersOf(db, answersJson)) };
}
