import { describe, expect, it } from 'vitest';
import { formatDay, formatLessonDate, formatLessonStart, formatTimeRange, formatWeek } from './lesson-time';

describe('lesson times in the school time zone', () => {
  const start = '2026-03-02T01:00:00Z';
  const end = '2026-03-02T02:30:00Z';

  it('writes the range in the zone, 24-hour in Chinese', () => {
    expect(formatTimeRange(start, end, 'Asia/Shanghai', 'zh')).toBe('09:00–10:30');
    expect(formatTimeRange('2026-03-02T10:05:00Z', '2026-03-02T11:00:00Z', 'Asia/Shanghai', 'zh')).toBe('18:05–19:00');
  });

  it('writes English with AM and PM, in the same zone whatever the browser', () => {
    expect(formatTimeRange(start, end, 'Asia/Shanghai', 'en').replace(/\s/g, ' ')).toBe('9:00 AM – 10:30 AM');
    expect(formatTimeRange(start, end, 'America/New_York', 'en').replace(/\s/g, ' ')).toBe('8:00 PM – 9:30 PM');
  });

  it('heads a day and the roll with the date in the zone', () => {
    expect(formatDay('2026-03-02', 'en')).toBe('Mon, Mar 2');
    expect(formatDay('2026-03-02', 'zh')).toContain('3月2日');
    // 01:00 UTC on 2 March is still 1 March in New York.
    expect(formatLessonDate(start, 'America/New_York', 'en')).toBe('Sunday, March 1, 2026');
    expect(formatLessonDate(start, 'Asia/Shanghai', 'zh')).toContain('2026年3月2日');
  });

  it("writes a week's span", () => {
    expect(formatWeek('2026-03-30', '2026-04-05', 'en').replace(/\s/g, ' ')).toBe('Mar 30 – Apr 5, 2026');
    expect(formatWeek('2026-03-30', '2026-04-05', 'zh')).toBe('2026年3月30日 – 4月5日');
  });

  it("writes a lesson's start for a list, in the same voice as the timetable", () => {
    expect(formatLessonStart(start, 'Asia/Shanghai', 'en').replace(/\s/g, ' ')).toBe('Mon, Mar 2, 2026, 9:00 AM');
    expect(formatLessonStart(start, 'Asia/Shanghai', 'zh')).toBe('2026年3月2日周一 09:00');
  });
});
