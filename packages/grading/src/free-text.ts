/**
 * A free-text answer against its key when the key is all the question has (no accepted answers): the rule
 * the server's auto-correction also writes in SQL (`autoCorrectSql`), so it keeps to what both can say.
 *
 * - Case and white space do not count: `24 J`, `24j`.
 * - When the key has no `=`, a final `= value` part counts: a student's working that ends in the key
 *   (`a = g sin(theta) = 4.9 m/s^2` against `4.9 m/s^2`) is right; anything before the last `=` is not judged.
 * - A key that is a number, a space and a unit (`1 s`, `4.9 m/s^2`, `30 °`) also takes that number alone:
 *   the unit may be left out, but a different one is wrong (`1 ms`). A unit written against the number
 *   (`2x`) is not taken for one, so an algebra key keeps its letter.
 */

/** Text compared ignoring case and white space. */
export const plainText = (s: string) => s.toLowerCase().replace(/\s+/g, '');

/** A number, a space, then a unit: a letter (or °, %, µ, Ω) first and no `=` in it. Groups: number, unit. */
export const keyWithUnit = /^\s*([+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+))\s+([a-zA-Z°%µΩ][^=]*)$/;

/**
 * Whether a free-text answer is right against a key (not blank).
 *
 * @example freeTextMatches('4.9 m/s^2', 'a = g sin(theta) = 4.9 m/s^2') // true
 * @example freeTextMatches('1 s', '1') // true
 */
export function freeTextMatches(key: string, answer: string): boolean {
  const k = plainText(key);
  const a = plainText(answer);
  if (a === k) return true;
  if (k.includes('=')) return false;
  const final = a.slice(a.lastIndexOf('=') + 1);
  if (final === k) return true;
  const number = keyWithUnit.exec(key)?.[1];
  return number !== undefined && final === number;
}

/** A plain number and nothing else. */
const plainNumber = /^\s*([+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?)\s*$/;

/**
 * A free-text key that is a number, or a number, a space and a unit, split in two; null for any other
 * text. The editor offers the Number answer type for such a key, which grades within a tolerance and
 * converts units.
 *
 * @example numberKey('4.9 m/s^2') // { number: '4.9', unit: 'm/s^2' }
 */
export function numberKey(key: string): { number: string; unit: string } | null {
  const plain = plainNumber.exec(key);
  if (plain) return { number: plain[1]!, unit: '' };
  const withUnit = keyWithUnit.exec(key);
  return withUnit ? { number: withUnit[1]!, unit: withUnit[2]!.trim() } : null;
}
