import { TZDate } from '@date-fns/tz';

const pad = (n: number) => String(n).padStart(2, '0');

/** Wall-clock parts of an instant in a time zone: `YYYY-MM-DD` and `HH:MM` (the move form's fields). */
export function zonedParts(iso: string, timeZone: string): { day: string; time: string } {
  const at = new TZDate(Date.parse(iso), timeZone);
  return {
    day: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`,
    time: `${pad(at.getHours())}:${pad(at.getMinutes())}`,
  };
}

/**
 * The instant a wall-clock `day` and `time` name in `timeZone` (ISO, UTC): the form asks in the school's
 * zone whatever the browser's is, and the zone's own offset that day decides, across a clock change too.
 */
export function zonedInstant(day: string, time: string, timeZone: string): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const at = new TZDate(year, month - 1, date, hours, minutes, timeZone);
  return new Date(at.getTime()).toISOString();
}
