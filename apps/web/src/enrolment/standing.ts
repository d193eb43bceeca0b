import dayjs from 'dayjs';

/** §9: 1 = one month (the default), 2 = one year. */
export type Duration = 1 | 2;
export const durations: Duration[] = [1, 2];

export const durationKey = (durationType: number) => (durationType === 2 ? 'year' : 'month');

/** `2026-05-01` in the viewer's time zone; empty for none. */
export function formatDate(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('YYYY-MM-DD') : '';
}

/** Whether an expiry has passed at `now`. */
export const hasExpired = (iso: string | null | undefined, now = new Date()) => !!iso && new Date(iso) <= now;
