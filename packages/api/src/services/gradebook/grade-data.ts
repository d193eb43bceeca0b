import {
  classHomework,
  type Database,
  type DbOrTx,
  exerciseAnswers,
  exerciseAttempts,
  exercises,
  gradeCategories,
  homework,
  homeworkQuestions,
  questions,
  siteSettings,
} from '@quanta/db';
import { limits } from '@quanta/validators';
import { and, asc, eq, inArray, notExists, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { CellState } from '../../presenters/gradebook';
import { canScoreSql } from '../exercises/can-score';
import { credit, scoring, shownCredit, verdict } from '../exercises/data';
import { type GradeCategory, gradeScaleKey, storedCategoriesOrDefaults, storedScale } from './grade-rules';

/** A homework column of a class as the grade reads it. */
export interface GradeHomework {
  id: string;
  name: string;
  isExam: boolean;
  dueDate: Date | null;
  /** The homework's own points; null: one per question that scores. */
  points: number | null;
  /** Its questions that score (descriptions left out). */
  questionCount: number;
  latePenaltyPercent: number;
  attemptsAllowed: number;
  attemptsCounted: string;
  /** The category set on the class's list (null: the default, and for homework off the list). */
  categoryId: string | null;
  /** On the class's list (false: published once and since taken off it). */
  listed: boolean;
}

const scoringQuestionCount = sql<number>`(select count(*)::int from ${homeworkQuestions}
  inner join ${questions} on ${questions.id} = ${homeworkQuestions.questionId}
  where ${homeworkQuestions.homeworkId} = ${homework.id} and ${canScoreSql(questions.isChoice)})`.mapWith(Number);

const homeworkColumns = {
  id: homework.id,
  name: homework.name,
  isExam: homework.isExam,
  dueDate: homework.dueDate,
  points: homework.points,
  questionCount: scoringQuestionCount,
  latePenaltyPercent: homework.latePenaltyPercent,
  attemptsAllowed: homework.attemptsAllowed,
  attemptsCounted: homework.attemptsCounted,
};

/**
 * A class's homework columns: the class's list in order, then any published to a student (`studentId`:
 * to that one) and since taken off the list, by name. Two queries.
 */
export async function classHomeworkColumns(db: DbOrTx, classId: string, studentId?: string): Promise<GradeHomework[]> {
  const [listed, unlisted] = await Promise.all([
    db
      .select({ ...homeworkColumns, categoryId: classHomework.categoryId, listed: sql<boolean>`true`.mapWith(Boolean) })
      .from(classHomework)
      .innerJoin(homework, eq(homework.id, classHomework.homeworkId))
      .where(eq(classHomework.classId, classId))
      .orderBy(asc(classHomework.position), asc(homework.id))
      .limit(limits.gradebookHomeworkMax),
    db
      .selectDistinct({
        ...homeworkColumns,
        categoryId: sql<string | null>`null::uuid`,
        listed: sql<boolean>`false`.mapWith(Boolean),
      })
      .from(exercises)
      .innerJoin(homework, eq(homework.id, exercises.homeworkId))
      .where(
        and(
          eq(exercises.classId, classId),
          studentId ? eq(exercises.studentId, studentId) : undefined,
          notExists(
            db
              .select({ x: sql`1` })
              .from(classHomework)
              .where(and(eq(classHomework.classId, classId), eq(classHomework.homeworkId, exercises.homeworkId))),
          ),
        ),
      )
      .orderBy(asc(homework.name), asc(homework.id))
      .limit(limits.gradebookHomeworkMax),
  ]);
  return [...listed, ...unlisted].slice(0, limits.gradebookHomeworkMax);
}

/** A kept attempt as the cell query carries it: attempt, earned, possible, finished at (ISO). */
export type KeptAttemptRow = [attempt: number, earned: number, possible: number, finishedAt: string | null];

/**
 * One exercise of a student as the cell query answers it: its homework, the counts of its answers that
 * can score (total, answered, correct, the credit, the credit the student already sees), its state, the
 * attempt under way, when it was handed in (or the exam's time ran out) and the attempts kept before it.
 */
export type CellRow = [
  homeworkId: string,
  total: number,
  answered: number,
  correct: number,
  score: number,
  state: CellState,
  scoreShown: number,
  attempt: number,
  handedInAt: string | null,
  kept: KeptAttemptRow[] | null,
];

const parsedJson = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

/**
 * Each student's cells, one row per student: the class's exercises (`studentId`: that student's) with their
 * answers counted and their credits summed, descriptions left out (one grouped pass over the answers of
 * the class's exercises), their kept attempts (one grouped pass over those), and the state worked out in
 * the database, as JSON arrays, so 12,000 cells cost 300 rows on the wire between the database and the
 * server.
 */
export function cellsByStudent(db: Database | DbOrTx, classId: string, now: Date, studentId?: string) {
  const ofClass = (column: SQLWrapper): SQL =>
    inArray(
      column,
      db
        .select({ id: exercises.id })
        .from(exercises)
        .where(and(eq(exercises.classId, classId), studentId ? eq(exercises.studentId, studentId) : undefined)),
    );
  const counts = db
    .select({
      exerciseId: exerciseAnswers.exerciseId,
      total: sql<number>`count(*)::int`.as('total'),
      answered: sql<number>`count(${exerciseAnswers.answeredAt})::int`.as('answered'),
      correct: sql<number>`(count(*) filter (where ${verdict}))::int`.as('correct'),
      score: sql<number>`coalesce(sum(${credit}), 0)::float8`.as('score'),
      scoreShown: sql<number>`coalesce(sum(${shownCredit}), 0)::float8`.as('score_shown'),
    })
    .from(exerciseAnswers)
    .where(and(ofClass(exerciseAnswers.exerciseId), scoring))
    .groupBy(exerciseAnswers.exerciseId)
    .as('c');
  const kept = db
    .select({
      exerciseId: exerciseAttempts.exerciseId,
      list: sql`json_agg(json_build_array(${exerciseAttempts.attempt}, ${exerciseAttempts.earned},
        ${exerciseAttempts.possible}, ${exerciseAttempts.finishedAt}) order by ${exerciseAttempts.attempt})`.as('list'),
    })
    .from(exerciseAttempts)
    .where(ofClass(exerciseAttempts.exerciseId))
    .groupBy(exerciseAttempts.exerciseId)
    .as('k');
  const at = sql`${now.toISOString()}::timestamptz`;
  const answered = sql`coalesce(${counts.answered}, 0)`;
  const examOver = sql`(${homework.isExam} and ${exercises.endExamAt} <= ${at})`;
  const finished = sql`(${exercises.finishedAt} is not null or ${examOver})`;
  const state = sql`case when ${exercises.correctionStatus} = 1 then 'corrected' when ${finished} then 'finished'
    when ${answered} > 0 then 'started' else 'notStarted' end`;
  const handedInAt = sql`coalesce(${exercises.finishedAt}, case when ${examOver} then ${exercises.endExamAt} end)`;
  return db
    .select({
      studentId: exercises.studentId,
      cells: sql<CellRow[]>`json_agg(json_build_array(${exercises.homeworkId}, coalesce(${counts.total}, 0),
        ${answered}, coalesce(${counts.correct}, 0), coalesce(${counts.score}, 0), ${state},
        coalesce(${counts.scoreShown}, 0), ${exercises.attempt}, ${handedInAt}, ${kept.list}))`.mapWith((v: unknown) =>
        parsedJson<CellRow[]>(v),
      ),
    })
    .from(exercises)
    .innerJoin(homework, eq(homework.id, exercises.homeworkId))
    .leftJoin(counts, eq(counts.exerciseId, exercises.id))
    .leftJoin(kept, eq(kept.exerciseId, exercises.id))
    .where(and(eq(exercises.classId, classId), studentId ? eq(exercises.studentId, studentId) : undefined))
    .groupBy(exercises.studentId);
}

/**
 * A class's grade setup as the grade reads it, in one statement: its categories in order (the defaults
 * while it has none stored) and the school's scale.
 */
export async function gradeSetupOf(
  db: DbOrTx,
  classId: string,
): Promise<{ categories: GradeCategory[]; scale: { label: string; min: number }[] }> {
  const [row] = await db
    .select({
      categories: sql<unknown>`(select json_agg(json_build_array(${gradeCategories.id}, ${gradeCategories.kind},
        ${gradeCategories.name}, ${gradeCategories.weight}) order by ${gradeCategories.position}, ${gradeCategories.id})
        from ${gradeCategories} where ${gradeCategories.classId} = ${classId})`,
      scale: sql<unknown>`(select ${siteSettings.value} from ${siteSettings} where ${siteSettings.key} = ${gradeScaleKey})`,
    })
    .from(sql`(select 1) as one`);
  const stored = (parsedJson<[string, string, string, number][] | null>(row?.categories) ?? []).map(
    ([id, kind, name, weight]) => ({ id, kind, name, weight: Number(weight) }),
  );
  return {
    categories: storedCategoriesOrDefaults(classId, stored),
    scale: storedScale(parsedJson<unknown>(row?.scale ?? null)),
  };
}
