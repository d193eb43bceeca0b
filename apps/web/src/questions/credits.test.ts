import { describe, expect, it } from 'vitest';
import { creditOptions, creditPercent, creditValue, shareOf } from './credits';

describe('credits', () => {
  it("offers Moodle's fractions, and their negatives only for a multi select", () => {
    const plain = creditOptions(false, 0);
    expect(plain).toHaveLength(21);
    expect(plain[0]).toEqual({ value: '1', label: '100 %' });
    expect(plain.map((o) => o.label)).toContain('83.333 %');
    expect(plain.some((o) => o.value.startsWith('-'))).toBe(false);
    const negatives = creditOptions(true, 0);
    expect(negatives).toHaveLength(41);
    expect(negatives.at(-1)).toEqual({ value: '-1', label: '-100 %' });
  });

  it('keeps an unlisted imported credit as an option of its own, and a negative one even on a single select', () => {
    expect(creditOptions(false, 0.45).map((o) => o.label)).toContain('45 %');
    expect(creditOptions(false, -0.5).map((o) => o.label)).toContain('-50 %');
  });

  it('selects the listed fraction close to a credit', () => {
    expect(creditValue(0.33333)).toBe('0.3333333');
    expect(creditValue(0.45)).toBe('0.45');
    expect(creditPercent(0.1428571)).toBe('14.286 %');
  });

  it("splits full credit into Moodle's equal shares", () => {
    expect([1, 2, 3, 4, 6, 7].map(shareOf)).toEqual([1, 0.5, 0.3333333, 0.25, 0.1666667, 0.1428571]);
    expect(shareOf(0)).toBe(0);
  });
});
