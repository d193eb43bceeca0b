import dayjs from 'dayjs';

/** §9: 1 = one month (the default), 2 = one year. */
export type Duration = 1 | 2;
export const durations: Duration[] = [1, 2];

export const durationKey = (durationType: number) => (durationType === 2 ? 'year' : 'month');

/** A student's standing in a class as the enrolment calls present it. */
export interface Standing {
  interested: boolean;
  paid: boolean;
  registered: boolean;
  inClass: boolean;
  expirationDate: string | null;
  isValid: boolean;
}

export interface RegisterActions {
  /** The register button and its wording, or none. */
  register: 'register' | 'renew' | 'changeDuration' | null;
  /** MAKE PAYMENT: an open request not paid yet. */
  pay: boolean;
  /** The disabled Enrolled button: a place that is valid now. */
  enrolled: boolean;
}

/**
 * The buttons a student's row offers on Class Register, by the server's rules: a request waiting for the
 * teacher's payment confirmation offers nothing; an open unpaid request offers MAKE PAYMENT (and, for a
 * class with the library, a new duration); a registration may be renewed at any time; a place the
 * teacher gave without a registration has no expiry, so it is only shown as Enrolled.
 */
export function registerActions(s: Standing, includeLibrary: boolean): RegisterActions {
  const enrolled = s.inClass && s.isValid;
  if (s.interested && s.paid) return { register: null, pay: false, enrolled };
  if (s.interested) return { register: includeLibrary ? 'changeDuration' : null, pay: true, enrolled };
  if (s.registered) return { register: 'renew', pay: false, enrolled };
  if (s.inClass) return { register: null, pay: false, enrolled };
  return { register: 'register', pay: false, enrolled: false };
}

/** `2026-05-01` in the viewer's time zone; empty for none. */
export function formatDate(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('YYYY-MM-DD') : '';
}

/** Whether an expiry has passed at `now`. */
export const hasExpired = (iso: string | null | undefined, now = new Date()) => !!iso && new Date(iso) <= now;
