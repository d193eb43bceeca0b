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

/**
 * How long a student's exam attempt runs: the homework's duration with their extra time in the class
 * (`class_students.extra_time_percent`, 0–300), in whole seconds.
 *
 * @example examSecondsAllowed(30, 50) // 2700
 */
export const examSecondsAllowed = (examDuration: number, extraTimePercent: number) =>
  Math.round((examDuration * 60 * (100 + extraTimePercent)) / 100);

/** An exam's window: no start before `opensAt`, none from `closesAt` on (null: no bound). */
export interface ExamWindow {
  opensAt: Date | null;
  closesAt: Date | null;
}

/**
 * Why an exam cannot be started at `now`, or null when it can. Only a start is refused: an attempt that
 * is running when the window closes runs to its own end.
 */
export function examStartRefusal(w: ExamWindow, now: Date): 'examNotOpen' | 'examEnded' | null {
  if (w.opensAt && now < w.opensAt) return 'examNotOpen';
  if (w.closesAt && now >= w.closesAt) return 'examEnded';
  return null;
}

/**
 * Whole seconds a save at `now` arrives after the exam's end (null when on time): a save in the grace
 * period is kept, marked with how late it came. A condition's twin is not needed: only the save's
 * statement reads it (`lateSecondsSql`), with the same clock columns as `examTakesAnswersSql`.
 */
export function lateSecondsSql(c: Pick<ExamClockColumns, 'endExamAt'>, now: SQL): SQL {
  return sql`(case when ${c.endExamAt} is not null and ${now} > ${c.endExamAt}
    then ceil(extract(epoch from ${now} - ${c.endExamAt}))::int end)`;
}
