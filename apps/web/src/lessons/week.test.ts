import { describe, expect, it } from 'vitest';
import { addDays, dayIn, groupByDay, isIsoDay, mondayOf, weekDays, weekdayOf, weekStart } from './week';

describe('days in the school time zone', () => {
  it('reads an instant as the date it falls on in the zone', () => {
    // 17:00 UTC on 1 March is 01:00 on 2 March in Shanghai, still 1 March in New York.
    expect(dayIn('2026-03-01T17:00:00Z', 'Asia/Shanghai')).toBe('2026-03-02');
    expect(dayIn('2026-03-01T17:00:00Z', 'America/New_York')).toBe('2026-03-01');
  });

  it('counts dates without zone shifts, across a daylight-saving change and a year end', () => {
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('numbers weekdays from Monday 1 to Sunday 7', () => {
    expect(weekdayOf('2026-03-02')).toBe(1);
    expect(weekdayOf('2026-03-08')).toBe(7);
    expect(mondayOf('2026-03-08')).toBe('2026-03-02');
    expect(mondayOf('2026-03-02')).toBe('2026-03-02');
  });

  it('lists a week Monday to Sunday', () => {
    expect(weekDays('2026-12-28')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });

  it("takes the week from ?week= when it is a date, else today's week in the zone", () => {
    expect(weekStart('2026-03-05', 'Asia/Shanghai')).toBe('2026-03-02');
    // Sunday 8 March 20:00 UTC is already Monday 9 March in Shanghai: a new week there, not in New York.
    const now = new Date('2026-03-08T20:00:00Z');
    expect(weekStart(undefined, 'Asia/Shanghai', now)).toBe('2026-03-09');
    expect(weekStart('not a date', 'America/New_York', now)).toBe('2026-03-02');
    expect(weekStart('2026-02-30', 'America/New_York', now)).toBe('2026-03-02');
  });

  it('accepts only real dates', () => {
    expect(isIsoDay('2026-02-28')).toBe(true);
    expect(isIsoDay('2026-02-29')).toBe(false);
    expect(isIsoDay('2026-3-1')).toBe(false);
    expect(isIsoDay(20260301)).toBe(false);
  });
});

describe('grouping lessons by day', () => {
  const days = weekDays('2026-03-02');
  const at = (startsAt: string, name: string) => ({ startsAt, name });

  it('puts each lesson on its day in the zone, by start, with every day present', () => {
    const groups = groupByDay(
      [
        at('2026-03-02T10:00:00Z', 'late Monday'),
        at('2026-03-02T01:00:00Z', 'early Monday'),
        // Sunday 1 March 17:00 UTC is Monday 2 March 01:00 in Shanghai.
        at('2026-03-01T17:00:00Z', 'midnight Monday'),
        at('2026-03-08T15:59:00Z', 'Sunday night'),
        at('2026-03-08T16:00:00Z', 'next week'),
      ],
      days,
      'Asia/Shanghai',
    );
    expect([...groups.keys()]).toEqual(days);
    expect(groups.get('2026-03-02')?.map((l) => l.name)).toEqual(['midnight Monday', 'early Monday', 'late Monday']);
    expect(groups.get('2026-03-08')?.map((l) => l.name)).toEqual(['Sunday night']);
    expect(groups.get('2026-03-03')).toEqual([]);
  });
});
