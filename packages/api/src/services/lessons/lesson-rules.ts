import type { AttendanceStatus, LessonStatus } from '@quanta/validators';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * The lesson rules that hold both in TypeScript and inside statements, each predicate beside its SQL;
 * rule-agreement.test.ts holds every pair together on a real database.
 */

const instantSql = (at: Date | SQL) => (at instanceof Date ? sql`${at.toISOString()}::timestamptz` : at);

/**
 * Whether a mark uses one lesson of the student's balance: present, late and absent (unexcused) do;
 * excused does not, and nothing on a cancelled lesson does.
 */
export function usesLesson(mark: AttendanceStatus, lesson: LessonStatus): boolean {
  return lesson === 'scheduled' && (mark === 'present' || mark === 'late' || mark === 'absent');
}

/** `usesLesson` as a condition on an attendance row's status and its lesson's status. */
export function usesLessonSql(mark: SQLWrapper, lesson: SQLWrapper): SQL {
  return sql`(${lesson} = 'scheduled' and ${mark} in ('present', 'late', 'absent'))`;
}

/** Whether two spans of time overlap: each starts before the other ends (touching ends do not). */
export function spansOverlap(a: { startsAt: Date; endsAt: Date }, b: { startsAt: Date; endsAt: Date }): boolean {
  return a.startsAt < b.endsAt && b.startsAt < a.endsAt;
}

/** `spansOverlap` of a row's span (`startsAt`, `endsAt` columns) with a given one. */
export function spansOverlapSql(
  row: { startsAt: SQLWrapper; endsAt: SQLWrapper },
  span: { startsAt: Date | SQL; endsAt: Date | SQL },
): SQL {
  return sql`(${row.startsAt} < ${instantSql(span.endsAt)} and ${instantSql(span.startsAt)} < ${row.endsAt})`;
}

/** Who asks a student's leave: their parent, or the student themself when they have no parent. */
export function asksLeave(caller: { role: string }, studentHasParent: boolean): boolean {
  return caller.role === 'Parent' || (caller.role === 'Student' && !studentHasParent);
}

/** The last instant leave can be asked for a lesson starting at `startsAt`. */
export const leaveDeadline = (startsAt: Date, cutoffHours: number) =>
  new Date(startsAt.getTime() - cutoffHours * 3_600_000);

/** Whether leave can still be asked at `now`: up to `cutoffHours` before the lesson starts, inclusive. */
export function leaveOpen(startsAt: Date, now: Date, cutoffHours: number): boolean {
  return now <= leaveDeadline(startsAt, cutoffHours);
}

/** `leaveOpen` as a condition on a lesson's `startsAt` column. */
export function leaveOpenSql(startsAt: SQLWrapper, now: Date | SQL, cutoffHours: number): SQL {
  return sql`(${instantSql(now)} <= ${startsAt} - make_interval(hours => ${cutoffHours}::int))`;
}
