import { describe, expect, it } from 'vitest';
import { isoOrNull, isoTime } from '../src/presenters/time';

describe('ISO times in answers', () => {
  it('writes every date as toISOString does', () => {
    const samples = [
      Date.UTC(2026, 10, 25, 0, 23, 53, 121),
      Date.UTC(2026, 0, 1, 0, 0, 0, 0),
      Date.UTC(1999, 11, 31, 23, 59, 59, 999),
      Date.UTC(1000, 0, 1),
      Date.UTC(9999, 11, 31, 23, 59, 59, 999),
      Date.UTC(999, 11, 31, 23, 59, 59, 999),
      Date.UTC(10000, 0, 1),
      Date.UTC(-1, 5, 6, 7, 8, 9, 10),
      0,
      -1,
    ];
    for (let t = Date.UTC(1969, 0, 1); t < Date.UTC(2100, 0, 1); t += 86_399_997 * 13) samples.push(t);
    for (const t of samples) expect(isoTime(new Date(t)), String(t)).toBe(new Date(t).toISOString());
  });

  it('refuses an invalid date as toISOString does, and answers null for a missing one', () => {
    expect(() => isoTime(new Date(Number.NaN))).toThrow(RangeError);
    expect(isoOrNull(null)).toBeNull();
    expect(isoOrNull(undefined)).toBeNull();
    expect(isoOrNull(new Date(Date.UTC(2026, 1, 3, 4, 5, 6, 7)))).toBe('2026-02-03T04:05:06.007Z');
  });
});
