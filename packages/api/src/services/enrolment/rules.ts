import { utc } from '@date-fns/utc';
import type { DurationType, MessageKey } from '@quanta/validators';
import { addMonths as addCalendarMonths } from 'date-fns';

/**
 * Adds calendar months in UTC, keeping the time of day and clamping to the month's last day:
 * `addMonths(2026-01-31, 1)` is 2026-02-28.
 */
export function addMonths(date: Date, months: number): Date {
  return new Date(addCalendarMonths(date, months, { in: utc }).getTime());
}

/** Duration type 3 buys one lesson package: lessons to use, not time. */
export const buysPackage = (durationType: DurationType | number) => durationType === 3;

/** The months one period of a registration by time adds (1 month or 1 year); a package adds none. */
export const durationMonths = (durationType: DurationType | number) =>
  buysPackage(durationType) ? 0 : durationType === 2 ? 12 : 1;

/**
 * The expiry after confirming one more period, which starts where `periodStartOf` says. A package adds
 * lessons, not time: the expiry stays.
 *
 * @example extendExpiry(null, 1, new Date('2026-11-27T10:00Z'), '2027-01-05') // 2027-02-05T00:00Z
 */
export function extendExpiry(
  current: Date | null,
  durationType: DurationType | number,
  now: Date,
  classStart: string | null,
): Date | null {
  if (buysPackage(durationType)) return current;
  return addMonths(periodStartOf(current, now, classStart), durationMonths(durationType));
}

/**
 * Where one more period starts: the latest of now, the class's first day (a place bought before the class
 * starts runs from its start) and the current expiry (a renewal runs on from the end of the place it extends).
 */
export function periodStartOf(current: Date | null, now: Date, classStart: string | null): Date {
  let start = now;
  const first = classStartInstant(classStart);
  if (first && first > start) start = first;
  if (current && current > start) start = current;
  return start;
}

/** A class's start date counts from the start of that day (UTC), as its end date counts to the end of its day. */
export function classStartInstant(startDate: string | null): Date | null {
  return startDate ? new Date(`${startDate}T00:00:00.000Z`) : null;
}

/** A class's end date counts to the end of that day (UTC). */
export function classEndInstant(endDate: string | null): Date | null {
  return endDate ? new Date(`${endDate}T23:59:59.999Z`) : null;
}

export interface ClassTerms {
  includeLibrary: boolean;
  endDate: string | null;
}

/**
 * The expiry a student is shown (§4 My Class row): the registration's own expiry for a class with the
 * library; otherwise the later of the class's end date and that expiry; none without an expiry.
 */
export function shownExpiry(terms: ClassTerms, expiresAt: Date | null): Date | null {
  if (!expiresAt) return null;
  if (terms.includeLibrary) return expiresAt;
  const end = classEndInstant(terms.endDate);
  return end && end > expiresAt ? end : expiresAt;
}

export type EnrolmentStatus = Extract<MessageKey, 'statusRegistered' | 'statusPendingPayment' | 'statusInterested'>;

/**
 * The status text key of a student's request (§4). `interested` and `paid` describe the open request
 * (a first registration or a renewal); confirming it settles both, leaving `registered`.
 */
export function statusOf(flags: { interested: boolean; paid: boolean; registered: boolean }): EnrolmentStatus | null {
  if (flags.interested && flags.paid) return 'statusPendingPayment';
  if (flags.interested) return 'statusInterested';
  if (flags.registered) return 'statusRegistered';
  return null;
}

/** What a student's row of Class Register offers: the register button's wording (or none), MAKE PAYMENT, Enrolled. */
export interface StandingActions {
  register: 'register' | 'renew' | 'changeDuration' | null;
  pay: boolean;
  /** The disabled Enrolled button: a place that is valid now. */
  enrolled: boolean;
}

/**
 * The buttons a student's standing offers: a request waiting for the teacher's payment confirmation offers
 * nothing; an open unpaid request offers MAKE PAYMENT (and, for a class with the library, a new duration);
 * a registration may be renewed at any time; a place the teacher gave without a registration has no
 * expiry, so it is only shown as Enrolled.
 */
export function standingActions(
  s: { interested: boolean; paid: boolean; registered: boolean; inClass: boolean; isValid: boolean },
  includeLibrary: boolean,
): StandingActions {
  const enrolled = s.inClass && s.isValid;
  if (s.interested && s.paid) return { register: null, pay: false, enrolled };
  if (s.interested) return { register: includeLibrary ? 'changeDuration' : null, pay: true, enrolled };
  if (s.registered) return { register: 'renew', pay: false, enrolled };
  if (s.inClass) return { register: null, pay: false, enrolled };
  return { register: 'register', pay: false, enrolled: false };
}
