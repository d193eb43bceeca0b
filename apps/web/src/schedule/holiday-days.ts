import type { RouterOutputs } from '../session/storage';

export type Holiday = RouterOutputs['admin']['getHolidays']['list'][number];

/** Every day from `from` to `to` inclusive, as `YYYY-MM-DD` (a calendar's days: no time zone in play). */
export function daysOf(from: string, to: string | null): string[] {
  const last = to ?? from;
  const [start, end] = from <= last ? [from, last] : [last, from];
  const days: string[] = [];
  for (let at = Date.parse(`${start}T00:00:00Z`); at <= Date.parse(`${end}T00:00:00Z`); at += 86_400_000)
    days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

/** A holiday name's days, in order: the list groups the table's one row per day by name. */
export interface HolidayGroup {
  name: string;
  dates: string[];
}

export function groupHolidays(list: Holiday[]): HolidayGroup[] {
  const byName = new Map<string, string[]>();
  for (const h of list) byName.set(h.name, [...(byName.get(h.name) ?? []), h.date]);
  return [...byName]
    .map(([name, dates]) => ({ name, dates: [...dates].sort() }))
    .sort((a, b) => (a.dates[0] ?? '').localeCompare(b.dates[0] ?? ''));
}

/** Runs of consecutive days, `2026-10-01 – 2026-10-07`, for a short line. */
export function daySpans(dates: string[]): string[] {
  const spans: string[] = [];
  let first = '';
  let last = '';
  for (const day of [...dates].sort()) {
    if (first && Date.parse(day) - Date.parse(last) === 86_400_000) {
      last = day;
      continue;
    }
    if (first) spans.push(first === last ? first : `${first} – ${last}`);
    first = day;
    last = day;
  }
  if (first) spans.push(first === last ? first : `${first} – ${last}`);
  return spans;
}
