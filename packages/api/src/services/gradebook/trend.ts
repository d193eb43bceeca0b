import { classes, exerciseAnswers, exercises, homework, type UserRow } from '@quanta/db';
import { and, desc, eq, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { studentForCaller } from '../../policies/child';
import { isoTime } from '../../presenters/time';
import { scoring, shownVerdict, verdict } from '../exercises/data';

/**
 * A student's accuracy over time, for the student or their parent: its newest 200 finished exercises (handed
 * in, or an exam whose time ran out), oldest first, with its accuracy in percent of the questions that can
 * score (descriptions left out). An exercise still open to correction counts only the verdicts the family
 * may already see, as its own page does.
 */
export async function studentTrend(deps: Deps, me: UserRow, studentId: string) {
  const now = deps.now();
  const student = await studentForCaller(deps.db, me, studentId, now);
  const closed = sql`(${exercises.correctionStatus} = 1 or (${homework.isExam} and ${exercises.endExamAt} <= ${now.toISOString()}::timestamptz))`;
  const finishedAt = sql<Date>`coalesce(${exercises.finishedAt}, ${exercises.endExamAt})`;
  const rows = await deps.db
    .select({
      exerciseId: exercises.id,
      homework: homework.name,
      klass: classes.name,
      finishedAt: sql<string>`${finishedAt}`.mapWith((v) => new Date(v as string)),
      total: sql<number>`(count(${exerciseAnswers.exerciseId}) filter (where ${scoring}))::int`.mapWith(Number),
      correct:
        sql<number>`(count(*) filter (where case when ${closed} then ${verdict} else ${shownVerdict} end))::int`.mapWith(
          Number,
        ),
    })
    .from(exercises)
    .innerJoin(homework, eq(homework.id, exercises.homeworkId))
    .innerJoin(classes, eq(classes.id, exercises.classId))
    .leftJoin(exerciseAnswers, eq(exerciseAnswers.exerciseId, exercises.id))
    .where(
      and(
        eq(exercises.studentId, student.id),
        or(isNotNull(exercises.finishedAt), and(eq(homework.isExam, true), lte(exercises.endExamAt, now))),
      ),
    )
    .groupBy(exercises.id, homework.id, classes.id)
    .orderBy(desc(finishedAt), desc(exercises.id))
    .limit(200);
  return {
    student: { _id: student.id, name: student.name },
    points: rows.reverse().map((r) => ({
      exerciseId: r.exerciseId,
      homework: r.homework,
      className: r.klass,
      finishedAt: isoTime(r.finishedAt),
      accuracy: r.total === 0 ? 0 : Math.round((100 * r.correct) / r.total),
    })),
  };
}
