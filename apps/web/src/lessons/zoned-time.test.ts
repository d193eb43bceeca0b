import { describe, expect, it } from 'vitest';
import { minutesBetween } from './lesson-time';
import { zonedInstant, zonedParts } from './zoned-time';

describe("times in the school's zone", () => {
  it('reads an instant as the wall clock of the zone', () => {
    expect(zonedParts('2026-03-02T01:30:00Z', 'Asia/Shanghai')).toEqual({ day: '2026-03-02', time: '09:30' });
    expect(zonedParts('2026-03-02T01:30:00Z', 'America/New_York')).toEqual({ day: '2026-03-01', time: '20:30' });
  });

  it('writes a wall-clock time as the instant it is in the zone, with the offset of that day', () => {
    expect(zonedInstant('2026-03-02', '09:30', 'Asia/Shanghai')).toBe('2026-03-02T01:30:00.000Z');
    expect(zonedInstant('2026-03-07', '10:00', 'America/New_York')).toBe('2026-03-07T15:00:00.000Z');
    expect(zonedInstant('2026-03-08', '10:00', 'America/New_York')).toBe('2026-03-08T14:00:00.000Z');
    expect(zonedInstant('2026-11-01', '10:00', 'America/New_York')).toBe('2026-11-01T15:00:00.000Z');
  });

  it('round-trips a lesson start', () => {
    const iso = zonedInstant('2026-03-08', '18:45', 'America/New_York');
    expect(zonedParts(iso, 'America/New_York')).toEqual({ day: '2026-03-08', time: '18:45' });
  });

  it("measures a lesson's minutes", () => {
    expect(minutesBetween('2026-03-02T01:30:00Z', '2026-03-02T03:00:00Z')).toBe(90);
  });
});
