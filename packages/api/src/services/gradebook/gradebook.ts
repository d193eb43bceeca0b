import {
  classHomework,
  classStudents,
  type Database,
  exerciseAnswers,
  exercises,
  homework,
  type UserRow,
  users,
} from '@quanta/db';
import { limits } from '@quanta/validators';
import { and, asc, eq, inArray, notExists, or, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { classForOwner } from '../../policies/class';
import { type CellState, type GradebookCell, presentGradebook } from '../../presenters/gradebook';
import { credit, scoring, verdict } from '../exercises/data';

type CellRow = [homeworkId: string, total: number, answered: number, correct: number, score: number, state: CellState];

/**
 * Each student's cells, one row per student: the class's exercises with their answers counted and their
 * credits summed, descriptions left out (one grouped pass over the answers of the class's exercises), and
 * the state worked out in the database, as JSON arrays, so 12,000 cells cost 300 rows on the wire between
 * the database and the server.
 */
function cellsByStudent(db: Database, classId: string, now: Date) {
  const counts = db
    .select({
      exerciseId: exerciseAnswers.exerciseId,
      total: sql<number>`count(*)::int`.as('total'),
      answered: sql<number>`count(${exerciseAnswers.answeredAt})::int`.as('answered'),
      correct: sql<number>`(count(*) filter (where ${verdict}))::int`.as('correct'),
      score: sql<number>`coalesce(sum(${credit}), 0)::float8`.as('score'),
    })
    .from(exerciseAnswers)
    .where(
      and(
        inArray(
          exerciseAnswers.exerciseId,
          db.select({ id: exercises.id }).from(exercises).where(eq(exercises.classId, classId)),
        ),
        scoring,
      ),
    )
    .groupBy(exerciseAnswers.exerciseId)
    .as('c');
  const answered = sql`coalesce(${counts.answered}, 0)`;
  const finished = sql`(${exercises.finishedAt} is not null or (${homework.isExam} and ${exercises.endExamAt} <= ${now.toISOString()}::timestamptz))`;
  const state = sql`case when ${exercises.correctionStatus} = 1 then 'corrected' when ${finished} then 'finished'
    when ${answered} > 0 then 'started' else 'notStarted' end`;
  return db
    .select({
      studentId: exercises.studentId,
      cells: sql<CellRow[]>`json_agg(json_build_array(${exercises.homeworkId}, coalesce(${counts.total}, 0),
        ${answered}, coalesce(${counts.correct}, 0), coalesce(${counts.score}, 0), ${state}))`.mapWith((v: unknown) =>
        typeof v === 'string' ? (JSON.parse(v) as CellRow[]) : (v as CellRow[]),
      ),
    })
    .from(exercises)
    .innerJoin(homework, eq(homework.id, exercises.homeworkId))
    .leftJoin(counts, eq(counts.exerciseId, exercises.id))
    .where(eq(exercises.classId, classId))
    .groupBy(exercises.studentId);
}

/**
 * The class gradebook: every student of the class (on its roster, or holding an exercise of it) against
 * every homework of it (the class's list in order, then any published and since taken off the list),
 * each cell the exercise's answered, correct and total questions, its score and its state. Four queries
 * at once.
 */
export async function gradebookOf(deps: Deps, me: UserRow, classId: string) {
  const now = deps.now();
  const klass = await classForOwner(deps.db, me, classId);
  const db = deps.db;
  const [listed, unlisted, students, cells] = await Promise.all([
    db
      .select({ id: homework.id, name: homework.name, isExam: homework.isExam, dueDate: homework.dueDate })
      .from(classHomework)
      .innerJoin(homework, eq(homework.id, classHomework.homeworkId))
      .where(eq(classHomework.classId, classId))
      .orderBy(asc(classHomework.position), asc(homework.id))
      .limit(limits.gradebookHomeworkMax),
    db
      .selectDistinct({ id: homework.id, name: homework.name, isExam: homework.isExam, dueDate: homework.dueDate })
      .from(exercises)
      .innerJoin(homework, eq(homework.id, exercises.homeworkId))
      .where(
        and(
          eq(exercises.classId, classId),
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
    db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(
        or(
          inArray(
            users.id,
            db.select({ id: classStudents.studentId }).from(classStudents).where(eq(classStudents.classId, classId)),
          ),
          inArray(
            users.id,
            db.select({ id: exercises.studentId }).from(exercises).where(eq(exercises.classId, classId)),
          ),
        ),
      )
      .orderBy(asc(users.name), asc(users.id))
      .limit(limits.gradebookStudentsMax),
    cellsByStudent(db, classId, now),
  ]);
  const homeworkList = [...listed, ...unlisted].slice(0, limits.gradebookHomeworkMax);
  const byStudent = new Map<string, Map<string, GradebookCell>>();
  for (const { studentId, cells: list } of cells) {
    byStudent.set(
      studentId,
      new Map(
        list.map(([homeworkId, total, answered, correct, score, state]) => [
          homeworkId,
          { total, answered, correct, score: Number(score), state },
        ]),
      ),
    );
  }
  return presentGradebook({ klass, homework: homeworkList, students, byStudent });
}
