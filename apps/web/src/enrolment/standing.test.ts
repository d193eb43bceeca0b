import { describe, expect, it } from 'vitest';
import { durationChoices, durationKey, formatDate, hasExpired } from './standing';

const future = '2999-01-01T00:00:00.000Z';
const past = '2000-01-01T00:00:00.000Z';

describe('dates and durations', () => {
  it('names durations 1 and 2', () => {
    expect(durationKey(1)).toBe('month');
    expect(durationKey(2)).toBe('year');
  });

  it('formats an expiry as a date and none as blank', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('2026-05-01T12:00:00.000Z')).toMatch(/^2026-05-0[12]$/);
  });

  it('tells a passed expiry', () => {
    expect(hasExpired(past)).toBe(true);
    expect(hasExpired(future)).toBe(false);
    expect(hasExpired(null)).toBe(false);
  });
});

describe('the durations a registration offers', () => {
  it('names a lesson package', () => expect(durationKey(3)).toBe('package'));

  it('offers a month or a year with the library, and a package when the class sells them', () => {
    expect(durationChoices(true, 0)).toEqual([1, 2]);
    expect(durationChoices(true, 10)).toEqual([1, 2, 3]);
    expect(durationChoices(false, 10)).toEqual([1, 3]);
    expect(durationChoices(false, 0)).toEqual([]);
  });
});
