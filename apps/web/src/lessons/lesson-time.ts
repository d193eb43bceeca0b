/**
 * Lesson times as the screens write them: always in the school's time zone (the answer's `timeZone`),
 * 24-hour in Chinese.
 */

export type Language = 'en' | 'zh';

const locale = (language: Language) => (language === 'zh' ? 'zh-CN' : 'en-US');

/** Clock time in the zone: '09:00' in Chinese, '9:00 AM' in English. */
function clockFormat(timeZone: string, language: Language) {
  return new Intl.DateTimeFormat(locale(language), {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    ...(language === 'zh' ? { hourCycle: 'h23' as const, hour: '2-digit' as const } : {}),
  });
}

/** A lesson's time range in the school's zone: '09:00–10:30', '9:00 AM – 10:30 AM'. */
export function formatTimeRange(startsAt: string, endsAt: string, timeZone: string, language: Language): string {
  const clock = clockFormat(timeZone, language);
  const dash = language === 'zh' ? '–' : ' – ';
  return `${clock.format(new Date(startsAt))}${dash}${clock.format(new Date(endsAt))}`;
}

/** A timetable day's heading from its date 'YYYY-MM-DD': 'Mon, Mar 2', '3月2日周一'. */
export function formatDay(day: string, language: Language): string {
  // The date is a calendar date, not an instant: written at UTC midnight in UTC, it stays that date.
  return new Intl.DateTimeFormat(locale(language), {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** A lesson's date and weekday in the school's zone, as the roll heads it: 'Monday, March 2, 2026'. */
export function formatLessonDate(startsAt: string, timeZone: string, language: Language): string {
  return new Intl.DateTimeFormat(locale(language), { timeZone, dateStyle: 'full' }).format(new Date(startsAt));
}

/** The week's span for its heading: 'Mar 30 – Apr 5, 2026', '2026年3月30日 – 4月5日'. */
export function formatWeek(monday: string, sunday: string, language: Language): string {
  // Written as two dates rather than with `formatRange`, which some engines write numerically in Chinese.
  const date = (day: string, withYear: boolean) =>
    new Intl.DateTimeFormat(locale(language), {
      timeZone: 'UTC',
      ...(withYear && { year: 'numeric' as const }),
      month: language === 'zh' ? 'long' : 'short',
      day: 'numeric',
    }).format(new Date(`${day}T00:00:00Z`));
  return language === 'zh'
    ? `${date(monday, true)} – ${date(sunday, false)}`
    : `${date(monday, false)} – ${date(sunday, true)}`;
}

/** A lesson's start for a list of lessons: 'Tue, Mar 3, 2026, 4:00 PM', '2026年3月3日周二 16:00'. */
export function formatLessonStart(startsAt: string, timeZone: string, language: Language): string {
  const date = new Intl.DateTimeFormat(locale(language), {
    timeZone,
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  }).format(new Date(startsAt));
  return `${date}${language === 'zh' ? ' ' : ', '}${clockFormat(timeZone, language).format(new Date(startsAt))}`;
}

/** A lesson's length in minutes. */
export const minutesBetween = (startsAt: string, endsAt: string) =>
  Math.round((Date.parse(endsAt) - Date.parse(startsAt)) / 60_000);
