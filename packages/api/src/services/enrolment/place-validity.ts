import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type ClassTerms, shownExpiry } from './rules';

/** A roster place with its class's terms: what decides whether it gives access. */
export interface PlaceTerms extends ClassTerms {
  expiresAt: Date | null;
}

/**
 * Whether a roster place gives access at `now` (§4 expiry): the expiry the student is shown has not
 * passed. A place without expiry (a student the teacher added directly) lasts until the teacher removes
 * it. `placeValidSql` is the same rule inside a statement; rule-agreement.test.ts holds them together.
 */
export function isPlaceValidAt(place: PlaceTerms, now: Date): boolean {
  const shown = shownExpiry(place, place.expiresAt);
  return shown === null || shown > now;
}

/** The columns (or aliased expressions) `placeValidSql` reads. */
export interface PlaceColumns {
  expiresAt: SQLWrapper;
  includeLibrary: SQLWrapper;
  endDate: SQLWrapper;
}

/**
 * `isPlaceValidAt` as a condition: no expiry, an expiry ahead, or, for a class without the library, a
 * class end (the last instant of its end date, UTC, as `classEndInstant`) ahead. Never null, so a `not`
 * of it is as definite as the predicate. `now` is a Date or an expression already cast to timestamptz
 * (a prepared statement's placeholder).
 *
 * @example db.select().from(classStudents).innerJoin(classes, …).where(placeValidSql({ expiresAt: classStudents.expiresAt, includeLibrary: classes.includeLibrary, endDate: classes.endDate }, now))
 */
export function placeValidSql(c: PlaceColumns, now: Date | SQL): SQL {
  const at = now instanceof Date ? sql`${now.toISOString()}::timestamptz` : now;
  return sql`(${c.expiresAt} is null or ${c.expiresAt} > ${at}
    or (not ${c.includeLibrary} and ${c.endDate} is not null
      and (${c.endDate} + 1)::timestamp at time zone 'UTC' - interval '1 millisecond' > ${at}))`;
}
