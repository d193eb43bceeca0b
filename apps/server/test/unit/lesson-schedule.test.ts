import { expandSlots, type WeeklySlot } from '@quanta/api/services/lessons/schedule-expansion';
import { describe, expect, it } from 'vitest';

const slot = (weekday: number, start: string, minutes = 90, room = ''): WeeklySlot => ({
  weekday,
  start,
  minutes,
  room,
  link: '',
});
const instants = (lessons: { startsAt: Date }[]) => lessons.map((l) => l.startsAt.toISOString());

describe('expanding weekly slots into lessons', () => {
  it('keeps 18:00 in New York when daylight saving ends (2026-11-01)', () => {
    const made = expandSlots([slot(1, '18:00'), slot(4, '18:00')], {
      startDate: '2026-10-26',
      endDate: '2026-11-05',
      timeZone: 'America/New_York',
      holidays: new Set(),
    });
    expect(instants(made)).toEqual([
      '2026-10-26T22:00:00.000Z',
      '2026-10-29T22:00:00.000Z',
      '2026-11-02T23:00:00.000Z',
      '2026-11-05T23:00:00.000Z',
    ]);
    expect(made.map((l) => l.endsAt.getTime() - l.startsAt.getTime())).toEqual(Array(4).fill(90 * 60_000));
    expect(made.every((l) => l.plannedAt.getTime() === l.startsAt.getTime())).toBe(true);
  });

  it('keeps 18:00 in New York when daylight saving starts (2026-03-08)', () => {
    const made = expandSlots([slot(7, '18:00', 60)], {
      startDate: '2026-03-01',
      endDate: '2026-03-15',
      timeZone: 'America/New_York',
      holidays: new Set(),
    });
    expect(instants(made)).toEqual([
      '2026-03-01T23:00:00.000Z',
      '2026-03-08T22:00:00.000Z',
      '2026-03-15T22:00:00.000Z',
    ]);
  });

  it('maps weekday 1 to Monday and 7 to Sunday, and includes both end dates', () => {
    // 2026-11-23 is a Monday, 2026-11-29 a Sunday.
    const made = expandSlots([slot(7, '09:00'), slot(1, '09:00')], {
      startDate: '2026-11-23',
      endDate: '2026-11-29',
      timeZone: 'UTC',
      holidays: new Set(),
    });
    expect(instants(made)).toEqual(['2026-11-23T09:00:00.000Z', '2026-11-29T09:00:00.000Z']);
  });

  it('skips holidays and carries each slot’s room and link', () => {
    const made = expandSlots([slot(2, '16:30', 45, 'Room 101')], {
      startDate: '2026-09-01',
      endDate: '2026-09-22',
      timeZone: 'Asia/Shanghai',
      holidays: new Set(['2026-09-08', '2026-09-15']),
    });
    expect(instants(made)).toEqual(['2026-09-01T08:30:00.000Z', '2026-09-22T08:30:00.000Z']);
    expect(made.map((l) => l.room)).toEqual(['Room 101', 'Room 101']);
  });

  it('places a late-evening Shanghai lesson on its local day (the previous day in UTC)', () => {
    const made = expandSlots([slot(1, '07:00')], {
      startDate: '2026-11-23',
      endDate: '2026-11-23',
      timeZone: 'Asia/Shanghai',
      holidays: new Set(),
    });
    expect(instants(made)).toEqual(['2026-11-22T23:00:00.000Z']);
  });

  it('makes nothing without slots or with the dates the wrong way round', () => {
    const range = { startDate: '2026-11-23', endDate: '2026-11-01', timeZone: 'UTC', holidays: new Set<string>() };
    expect(expandSlots([slot(1, '09:00')], range)).toEqual([]);
    expect(expandSlots([], { ...range, endDate: '2026-12-31' })).toEqual([]);
  });
});
