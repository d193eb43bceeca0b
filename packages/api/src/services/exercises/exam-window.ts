import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * Seconds after an exam's end in which answers still reach it: saves the runner made before the end and
 * could only send later (a dropped connection, a sleeping laptop). Not for an exam handed in before its end.
 */
export const examGraceSeconds = 120;

/** An exam sitting's clock: when it started, when its time runs out, when it was handed in or settled. */
export interface ExamClock {
  startedAt: Date | null;
  endExamAt: Date | null;
  finishedAt: Date | null;
}

/**
 * Whether a started exam takes answers at `now`: until its end plus the grace period, unless handed in
 * before its end (settling it at its end, `finishedAt = endExamAt`, does not close it earlier).
 * `examTakesAnswersSql` is the same rule inside a statement; rule-agreement.test.ts holds them together.
 */
export function examTakesAnswers(e: ExamClock, now: Date): boolean {
  if (!e.startedAt || !e.endExamAt) return false;
  if (e.finishedAt && e.finishedAt.getTime() !== e.endExamAt.getTime()) return false;
  return now.getTime() < e.endExamAt.getTime() + examGraceSeconds * 1000;
}

/** The columns (or aliased expressions) `examTakesAnswersSql` reads. */
export interface ExamClockColumns {
  startedAt: SQLWrapper;
  endExamAt: SQLWrapper;
  finishedAt: SQLWrapper;
}

const grace = sql.raw(`interval '${examGraceSeconds} seconds'`);

/**
 * `examTakesAnswers` as a condition, never null. `now` is a Date or an expression already cast to
 * timestamptz (a prepared statement's placeholder).
 */
export function examTakesAnswersSql(c: ExamClockColumns, now: Date | SQL): SQL {
  const at = now instanceof Date ? sql`${now.toISOString()}::timestamptz` : now;
  return sql`(${c.startedAt} is not null and ${c.endExamAt} is not null
    and (${c.finishedAt} is null or ${c.finishedAt} = ${c.endExamAt})
    and ${c.endExamAt} + ${grace} > ${at})`;
}
