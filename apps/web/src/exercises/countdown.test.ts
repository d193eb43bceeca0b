import { describe, expect, it } from 'vitest';
import { formatClock, isUrgent, remainingSeconds, timeLeftToAnnounce } from './countdown';

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

describe('timeLeftToAnnounce', () => {
  /** Every announcement of a countdown that ticks once a second from `from` seconds to zero. */
  const announced = (from: number) => {
    const said: string[] = [];
    let before: number | null = null;
    for (let now = from; now >= 0; now--) {
      const left = timeLeftToAnnounce(before, now);
      if (left) said.push(`${formatClock(now)} ${left.count} ${left.unit}`);
      before = now;
    }
    return said;
  };

  it('announces the start, every tenth minute, then 5, 2 and 1 minute and 30 seconds', () => {
    expect(announced(45 * 60)).toEqual([
      '45:00 45 minutes',
      '40:00 40 minutes',
      '30:00 30 minutes',
      '20:00 20 minutes',
      '10:00 10 minutes',
      '05:00 5 minutes',
      '02:00 2 minutes',
      '01:00 1 minutes',
      '00:30 30 seconds',
    ]);
  });

  it('says the whole minutes left when the runner opens mid-exam', () => {
    expect(timeLeftToAnnounce(null, 44 * 60 + 37)).toEqual({ unit: 'minutes', count: 44 });
    expect(timeLeftToAnnounce(null, 45)).toEqual({ unit: 'seconds', count: 45 });
  });

  it('announces once, the time now, after a jump past several marks', () => {
    expect(timeLeftToAnnounce(12 * 60, 4 * 60 + 10)).toEqual({ unit: 'minutes', count: 4 });
    expect(timeLeftToAnnounce(65, 28)).toEqual({ unit: 'seconds', count: 28 });
    expect(timeLeftToAnnounce(12 * 60, 11 * 60)).toBeNull();
  });

  it('stays quiet at the end and when the clock steps back', () => {
    expect(timeLeftToAnnounce(1, 0)).toBeNull();
    expect(timeLeftToAnnounce(null, 0)).toBeNull();
    expect(timeLeftToAnnounce(599, 601)).toBeNull();
  });
});
