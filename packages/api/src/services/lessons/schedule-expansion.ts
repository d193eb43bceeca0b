import { TZDate } from '@date-fns/tz';
import { addDays, getISODay } from 'date-fns';

/** A weekly slot: weekday 1 (Monday) to 7 (Sunday), local start 'HH:MM', length, room and link. */
export interface WeeklySlot {
  weekday: number;
  start: string;
  minutes: number;
  room: string;
  link: string;
}

/** A lesson a schedule makes: `plannedAt` is the slot's instant, which a later move leaves in place. */
export interface PlannedLesson {
  plannedAt: Date;
  startsAt: Date;
  endsAt: Date;
  room: string;
  link: string;
}

/**
 * Every lesson the weekly `slots` make from `startDate` to `endDate` (inclusive, 'YYYY-MM-DD' days in
 * `timeZone`), by start, leaving out the days in `holidays`. The start is a wall-clock time in the
 * school's zone, so it stays put across a daylight-saving change while its instant moves.
 *
 * @example expandSlots([{ weekday: 1, start: '18:00', minutes: 90, room: '', link: '' }],
 *   { startDate: '2026-10-26', endDate: '2026-11-02', timeZone: 'America/New_York', holidays: new Set() })
 *   // plannedAt 2026-10-26T22:00Z and 2026-11-02T23:00Z
 */
export function expandSlots(
  slots: readonly WeeklySlot[],
  range: { startDate: string; endDate: string; timeZone: string; holidays: ReadonlySet<string> },
): PlannedLesson[] {
  const made: PlannedLesson[] = [];
  if (slots.length === 0 || range.endDate < range.startDate) return made;
  const [y, m, d] = range.startDate.split('-').map(Number) as [number, number, number];
  // Days are walked as calendar days of the zone; noon keeps each away from any change of offset.
  for (let day = new TZDate(y, m - 1, d, 12, range.timeZone); ; day = addDays(day, 1)) {
    const iso = dayOf(day);
    if (iso > range.endDate) break;
    if (range.holidays.has(iso)) continue;
    const weekday = getISODay(day);
    for (const slot of slots) {
      if (slot.weekday !== weekday) continue;
      const [hours, minutes] = slot.start.split(':').map(Number) as [number, number];
      const startsAt = new Date(
        new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), hours, minutes, range.timeZone).getTime(),
      );
      made.push({
        plannedAt: startsAt,
        startsAt,
        endsAt: new Date(startsAt.getTime() + slot.minutes * 60_000),
        room: slot.room,
        link: slot.link,
      });
    }
  }
  return made.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/** A zoned date's calendar day, 'YYYY-MM-DD'. */
function dayOf(day: TZDate): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}
