/**
 * The timetable's days. A day is a calendar date 'YYYY-MM-DD' in the school's time zone: the week's days
 * and a lesson's day are counted there, whatever zone the browser is in.
 */

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a value is a real calendar date 'YYYY-MM-DD' (as `?week=` must be). */
export function isIsoDay(value: unknown): value is string {
  if (typeof value !== 'string' || !isoDay.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date of an instant in a time zone: `dayIn('2026-03-01T17:00:00Z', 'Asia/Shanghai')` is '2026-03-02'. */
export function dayIn(instant: Date | string, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD; the parts are read rather than the string, to be safe.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The date `days` after a date (before, when negative). Dates are counted at UTC midnight: no zone shifts. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** 1 (Monday) to 7 (Sunday), as a class's slots number weekdays. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
}

/** The Monday of a date's week. */
export const mondayOf = (day: string): string => addDays(day, 1 - weekdayOf(day));

/** The week to show: the Monday of `?week=` when it is a date, else of today in the school's zone. */
export function weekStart(week: unknown, timeZone: string, now: Date = new Date()): string {
  return mondayOf(isIsoDay(week) ? week : dayIn(now, timeZone));
}

/** The seven dates, Monday to Sunday, of the week starting `monday`. */
export const weekDays = (monday: string): string[] => Array.from({ length: 7 }, (_, i) => addDays(monday, i));

/** Lessons by the day they start on in the school's zone, one (possibly empty) list for each of `days`. */
export function groupByDay<T extends { startsAt: string }>(
  list: readonly T[],
  days: readonly string[],
  timeZone: string,
): Map<string, T[]> {
  const groups = new Map<string, T[]>(days.map((day) => [day, []]));
  for (const entry of list) groups.get(dayIn(entry.startsAt, timeZone))?.push(entry);
  for (const group of groups.values()) group.sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  return groups;
}
