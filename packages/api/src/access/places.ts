import { isPlaceValidAt } from '../services/enrolment/place-validity';
import { refused } from './access';

/**
 * A student works in a class while they hold a valid place in it (§4 expiry): without one they are told
 * that they are not in the class (403 'notInClass'), with an expired one to renew (403 'registrationExpired').
 * The rule the answer writes decide in SQL (`placeValidSql`) is the same one.
 */
export function requireValidPlace(
  place: { expiresAt: Date | null } | null,
  klass: { includeLibrary: boolean; endDate: string | null },
  now: Date,
): void {
  if (!place) throw refused('notInClass');
  if (!isPlaceValidAt({ ...klass, expiresAt: place.expiresAt }, now)) throw refused('registrationExpired');
}
