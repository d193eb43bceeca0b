import { classHomework, classStudents, exerciseAnswers, exercises, homework, type UserRow, users } from '@quanta/db';
import { limits } from '@quanta/validators';
import { and, asc, eq, inArray, notExists, or, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { classForOwner } from '../../policies/class';
import { type GradebookCell, presentGradebook } from '../../presenters/gradebook';
import { finishedAtOf } from '../exercises/rules';

const verdict = sql`coalesce(${exerciseAnswers.isCorrect}, ${exerciseAnswers.autoCorrect})`;

/**
 * The class gradebook: every student of the class (on its roster, or holding an exercise of it) against
 * every homework of it (the class's list in order, then any published and since taken off the list),
 * each cell the exercise's progress, accuracy and correction state. Four indexed queries; the cells are
 * counted in one grouped query over the class's exercises.
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
    db
      .select({
        id: exercises.id,
        studentId: exercises.studentId,
        homeworkId: exercises.homeworkId,
        startedAt: exercises.startedAt,
        endExamAt: exercises.endExamAt,
        finishedAt: exercises.finishedAt,
        correctionStatus: exercises.correctionStatus,
        total: sql<number>`count(${exerciseAnswers.exerciseId})::int`.mapWith(Number),
        answered: sql<number>`count(${exerciseAnswers.answeredAt})::int`.mapWith(Number),
        correct: sql<number>`(count(*) filter (where ${verdict}))::int`.mapWith(Number),
      })
      .from(exercises)
      .leftJoin(exerciseAnswers, eq(exerciseAnswers.exerciseId, exercises.id))
      .where(eq(exercises.classId, classId))
      .groupBy(exercises.id),
  ]);
  const homeworkList = [...listed, ...unlisted].slice(0, limits.gradebookHomeworkMax);
  const isExam = new Map(homeworkList.map((h) => [h.id, h.isExam]));
  const byStudent = new Map<string, Map<string, GradebookCell>>();
  for (const c of cells) {
    const finishedAt = finishedAtOf(c, isExam.get(c.homeworkId) ?? false, now);
    const state =
      c.correctionStatus === 1 ? 'corrected' : finishedAt ? 'finished' : c.answered > 0 ? 'started' : 'notStarted';
    const row = byStudent.get(c.studentId) ?? new Map<string, GradebookCell>();
    byStudent.set(c.studentId, row);
    row.set(c.homeworkId, {
      exerciseId: c.id,
      answered: c.answered,
      correct: c.correct,
      total: c.total,
      finishedAt,
      state,
    });
  }
  return presentGradebook({ klass, homework: homeworkList, students, byStudent });
}
