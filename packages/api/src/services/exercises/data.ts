import {
  classes,
  classHomework,
  classStudents,
  type DbOrTx,
  exerciseAnswers,
  exercises,
  homework,
  questions,
  sources,
  users,
} from '@quanta/db';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { homeworkHead } from '../../policies/exercise';
import type { AnswerCounts, AnswerWithQuestion, ExerciseHead } from '../../presenters/exercise';
import { prepareOnce } from '../../speedups/prepared';
import { questionWithSource } from '../questions/data';
import { withAnsweredVersions } from './answered-versions';
import { creditSql, shownCreditSql } from './credit';

/** Rows of a raw `execute`, whichever driver ran it (postgres-js answers an array, PGlite `{rows}`). */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

const exerciseHeadColumns = {
  exercise: exercises,
  homework: homeworkHead,
  klass: { id: classes.id, name: classes.name },
  student: { id: users.id, name: users.name, email: users.email },
  /** The student's extra time in the class's exams, from their roster place (0 without one). */
  place: {
    extraTimePercent: sql<number>`coalesce((select ${classStudents.extraTimePercent} from ${classStudents}
      where ${classStudents.classId} = ${exercises.classId} and ${classStudents.studentId} = ${exercises.studentId}), 0)`.mapWith(
      Number,
    ),
  },
};

/** Exercises with their homework, class and student names and the student's extra time, filtered by `where`; chain order, limit, offset. */
export function selectExerciseHeads(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(exerciseHeadColumns)
    .from(exercises)
    .innerJoin(homework, eq(homework.id, exercises.homeworkId))
    .innerJoin(classes, eq(classes.id, exercises.classId))
    .innerJoin(users, eq(users.id, exercises.studentId))
    .where(where)
    .$dynamic();
}

/** The answers of `exerciseIds` with their questions, in question order, by exercise. */
export async function loadAnswers(db: DbOrTx, exerciseIds: string[]): Promise<Map<string, AnswerWithQuestion[]>> {
  const byExercise = new Map<string, AnswerWithQuestion[]>(exerciseIds.map((id) => [id, []]));
  if (exerciseIds.length === 0) return byExercise;
  const rows = await db
    .select({ answer: exerciseAnswers, question: questionWithSource })
    .from(exerciseAnswers)
    .innerJoin(questions, eq(questions.id, exerciseAnswers.questionId))
    .leftJoin(sources, eq(sources.id, questions.sourceId))
    .where(inArray(exerciseAnswers.exerciseId, exerciseIds))
    .orderBy(asc(exerciseAnswers.exerciseId), asc(exerciseAnswers.position));
  for (const r of await withAnsweredVersions(db, rows)) byExercise.get(r.answer.exerciseId)?.push(r);
  return byExercise;
}

/**
 * The answers of one exercise with their questions, in question order: a statement prepared once per
 * database session, for the runner's load that every student of an exam makes at its start.
 */
export async function loadExerciseAnswers(db: DbOrTx, exerciseId: string): Promise<AnswerWithQuestion[]> {
  const statement = prepareOnce(db, 'exercise_answers_of', (d) =>
    d
      .select({ answer: exerciseAnswers, question: questionWithSource })
      .from(exerciseAnswers)
      .innerJoin(questions, eq(questions.id, exerciseAnswers.questionId))
      .leftJoin(sources, eq(sources.id, questions.sourceId))
      .where(eq(exerciseAnswers.exerciseId, sql.placeholder('id')))
      .orderBy(asc(exerciseAnswers.position))
      .prepare('exercise_answers_of'),
  );
  return withAnsweredVersions(db, await statement.execute({ id: exerciseId }));
}

/** An answer's verdict: the teacher's, else the auto-correction. */
export const verdict = sql`coalesce(${exerciseAnswers.isCorrect}, ${exerciseAnswers.autoCorrect})`;
/** An answer's verdict as a student sees it before the exercise closes (an auto-correction once checked). */
export const shownVerdict = sql`coalesce(${exerciseAnswers.isCorrect}, case when ${exerciseAnswers.locked} then ${exerciseAnswers.autoCorrect} end)`;
/** An answer's credit (services/exercises/credit): the teacher's verdict as 1 or 0, else its score. */
export const credit = creditSql(exerciseAnswers);
/** An answer's credit as a student sees it before the exercise closes. */
export const shownCredit = shownCreditSql(exerciseAnswers);
/** The answer is to a question that can score: not a description (kept on the answer, services/exercises/can-score). */
export const scoring = sql`${exerciseAnswers.scores}`;
const countWhere = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`.mapWith(Number);
const sumOf = (value: SQL) => sql<number>`coalesce(sum(${value}), 0)::float8`.mapWith(Number);

/** The progress, accuracy and score counts of a group of answers (of one exercise). */
const answerCountColumns = () => ({
  total: sql<number>`count(*)::int`.mapWith(Number).as('total'),
  answered: sql<number>`count(${exerciseAnswers.answeredAt})::int`.mapWith(Number).as('answered'),
  correct: countWhere(verdict).as('correct'),
  wrong: countWhere(sql`not ${verdict}`).as('wrong'),
  correctShown: countWhere(shownVerdict).as('correct_shown'),
  wrongShown: countWhere(sql`not ${shownVerdict}`).as('wrong_shown'),
  score: sumOf(credit).as('score'),
  scoreShown: sumOf(shownCredit).as('score_shown'),
});

/** Progress, accuracy and score counts of each exercise in `exerciseIds` (descriptions left out), in one grouped query. */
export async function countAnswers(db: DbOrTx, exerciseIds: string[]): Promise<Map<string, AnswerCounts>> {
  if (exerciseIds.length === 0) return new Map();
  const rows = await db
    .select({ exerciseId: exerciseAnswers.exerciseId, ...answerCountColumns() })
    .from(exerciseAnswers)
    .where(and(inArray(exerciseAnswers.exerciseId, exerciseIds), scoring))
    .groupBy(exerciseAnswers.exerciseId);
  return new Map(rows.map(({ exerciseId, ...counts }) => [exerciseId, counts]));
}

/** Heads of exercises in the order given by `ids` (unknown ids skipped). */
export async function headsInOrder(db: DbOrTx, ids: string[]): Promise<ExerciseHead[]> {
  if (ids.length === 0) return [];
  const rows = await selectExerciseHeads(db, inArray(exercises.id, ids));
  const byId = new Map(rows.map((r) => [r.exercise.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A class's order of its homework list, then publication order, for exercise lists of one class. */
export const inClassOrder = [
  asc(sql`(select ${classHomework.position} from ${classHomework}
    where ${classHomework.classId} = ${exercises.classId} and ${classHomework.homeworkId} = ${exercises.homeworkId})`),
  asc(exercises.createdAt),
  asc(exercises.id),
];
