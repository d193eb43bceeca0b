import dayjs from 'dayjs';

/** §9: 1 = one month (the default), 2 = one year; 3 = one lesson package. */
export type Duration = 1 | 2 | 3;
export const durations: Duration[] = [1, 2];

export const durationKey = (durationType: number) =>
  durationType === 3 ? 'package' : durationType === 2 ? 'year' : 'month';

/**
 * The durations a registration chooses from: a month or a year when the class includes the library, and
 * one package when it sells them (a class with packages but no library: a month or a package). None to
 * choose (a month, asked no question) when it does neither.
 */
export function durationChoices(includeLibrary: boolean, lessonPackageSize: number): Duration[] {
  const sells = lessonPackageSize > 0;
  if (includeLibrary) return sells ? [1, 2, 3] : [1, 2];
  return sells ? [1, 3] : [];
}

/** `2026-05-01` in the viewer's time zone; empty for none. */
export function formatDate(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('YYYY-MM-DD') : '';
}

/** Whether an expiry has passed at `now`. */
export const hasExpired = (iso: string | null | undefined, now = new Date()) => !!iso && new Date(iso) <= now;
