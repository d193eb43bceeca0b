/** Wall-clock parts of an instant in a time zone: `YYYY-MM-DD` and `HH:MM`. */
export function zonedParts(iso: string, timeZone: string): { day: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
}

/** The zone's offset from UTC at an instant, in minutes (Shanghai: 480). */
export function offsetMinutes(at: number, timeZone: string): number {
  const { day, time } = zonedParts(new Date(at).toISOString(), timeZone);
  const wall = Date.parse(`${day}T${time}:00Z`);
  return Math.round((wall - Math.floor(at / 60_000) * 60_000) / 60_000);
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The instant a wall-clock `day` and `time` name in `timeZone`, as ISO with the zone's offset
 * (`2026-03-08T10:00:00-04:00`): the form asks in the school's zone whatever the browser's is.
 */
export function zonedInstant(day: string, time: string, timeZone: string): string {
  const wall = Date.parse(`${day}T${time}:00Z`);
  // The offset at the wall time read as UTC is a first guess; one more look settles it across a change.
  let offset = offsetMinutes(wall, timeZone);
  offset = offsetMinutes(wall - offset * 60_000, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${day}T${time}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** A lesson's date and time as the school's zone writes them, in the page's language. */
export function formatInZone(iso: string, timeZone: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'zh' ? 'zh-CN' : 'en-GB', {
    timeZone,
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

/** A lesson's length in minutes. */
export const minutesBetween = (startsAt: string, endsAt: string) =>
  Math.round((Date.parse(endsAt) - Date.parse(startsAt)) / 60_000);
