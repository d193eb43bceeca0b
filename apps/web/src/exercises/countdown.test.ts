import { describe, expect, it } from 'vitest';
import { formatClock, isUrgent, remainingSeconds } from './countdown';

describe('remainingSeconds', () => {
  it("counts down from the server's remaining time by the time elapsed since its answer", () => {
    expect(remainingSeconds(600, 1_000, 1_000)).toBe(600);
    expect(remainingSeconds(600, 1_000, 2_000)).toBe(599);
    expect(remainingSeconds(600, 1_000, 4_500)).toBe(597);
  });

  it('ignores the absolute clock of the browser (skew), using only elapsed time', () => {
    const skewed = 10_000_000_000;
    expect(remainingSeconds(120, skewed, skewed + 60_000)).toBe(60);
  });

  it('never goes below zero, and never above the server value when the clock steps back', () => {
    expect(remainingSeconds(5, 0, 10_000)).toBe(0);
    expect(remainingSeconds(5, 10_000, 0)).toBe(5);
  });
});

describe('formatClock', () => {
  it('shows mm:ss with leading zeros', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(9)).toBe('00:09');
    expect(formatClock(75)).toBe('01:15');
    expect(formatClock(15 * 60)).toBe('15:00');
  });

  it('lets minutes pass an hour', () => {
    expect(formatClock(180 * 60)).toBe('180:00');
  });

  it('treats negative and fractional values safely', () => {
    expect(formatClock(-3)).toBe('00:00');
    expect(formatClock(61.9)).toBe('01:01');
  });
});

describe('isUrgent', () => {
  it('marks the last minute', () => {
    expect(isUrgent(61)).toBe(false);
    expect(isUrgent(60)).toBe(true);
  });
});
