import { describe, expect, it } from 'vitest';
import { daySpans, daysOf, groupHolidays } from './holiday-days';

describe('the days of a holiday', () => {
  it('lists every day of a range, both ends included', () => {
    expect(daysOf('2026-10-01', '2026-10-07')).toEqual([
      '2026-10-01',
      '2026-10-02',
      '2026-10-03',
      '2026-10-04',
      '2026-10-05',
      '2026-10-06',
      '2026-10-07',
    ]);
  });

  it('is one day for a single date or an open range', () => {
    expect(daysOf('2026-05-01', '2026-05-01')).toEqual(['2026-05-01']);
    expect(daysOf('2026-05-01', null)).toEqual(['2026-05-01']);
  });

  it('crosses month ends, leap days and a clock change', () => {
    expect(daysOf('2028-02-28', '2028-03-01')).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    expect(daysOf('2026-03-07', '2026-03-09')).toEqual(['2026-03-07', '2026-03-08', '2026-03-09']);
    expect(daysOf('2026-12-31', '2027-01-01')).toEqual(['2026-12-31', '2027-01-01']);
  });

  it('takes a range picked backwards', () => {
    expect(daysOf('2026-01-03', '2026-01-01')).toEqual(['2026-01-01', '2026-01-02', '2026-01-03']);
  });
});

describe('the holiday list', () => {
  const list = [
    { date: '2026-10-02', name: 'National Day' },
    { date: '2026-05-01', name: 'Labour Day' },
    { date: '2026-10-01', name: 'National Day' },
    { date: '2026-10-05', name: 'National Day' },
  ];

  it('groups days by name, earliest holiday first', () => {
    expect(groupHolidays(list)).toEqual([
      { name: 'Labour Day', dates: ['2026-05-01'] },
      { name: 'National Day', dates: ['2026-10-01', '2026-10-02', '2026-10-05'] },
    ]);
  });

  it('writes runs of days as spans', () => {
    expect(daySpans(['2026-10-05', '2026-10-01', '2026-10-02'])).toEqual(['2026-10-01 – 2026-10-02', '2026-10-05']);
    expect(daySpans([])).toEqual([]);
  });
});
