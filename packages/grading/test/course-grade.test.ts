import { describe, expect, it } from 'vitest';
import {
  type AttemptResult,
  cellGrade,
  chineseGradeScale,
  courseGrade,
  type ExerciseGrading,
  type HomeworkGrading,
  homeworkPoints,
  lateness,
  letterGradeScale,
  letterOf,
} from '../src/course-grade';

const due = '2026-03-01T12:00:00Z';
const hw = (over: Partial<HomeworkGrading> = {}): HomeworkGrading => ({
  points: null,
  questionCount: 4,
  dueDate: due,
  latePenaltyPercent: 0,
  attemptsCounted: 'best',
  ...over,
});
const attempt = (
  earned: number,
  possible: number,
  finishedAt: string | null = '2026-03-01T10:00:00Z',
): AttemptResult => ({
  earned,
  possible,
  finishedAt,
});
const exercise = (current: AttemptResult, over: Partial<ExerciseGrading> = {}): ExerciseGrading => ({
  handedIn: true,
  current,
  kept: [],
  attempt: 1,
  ...over,
});
const before = '2026-02-28T00:00:00Z';
const after = '2026-03-05T00:00:00Z';

describe('homework points', () => {
  it('are the homework’s own, else one per question that scores', () => {
    expect(homeworkPoints({ points: null, questionCount: 8 })).toBe(8);
    expect(homeworkPoints({ points: 20, questionCount: 8 })).toBe(20);
  });
});

describe('lateness', () => {
  it.each([
    ['on time', '2026-03-01T12:00:00Z', 10, 0, 0],
    ['a minute late is a day', '2026-03-01T12:01:00Z', 10, 1, 10],
    ['exactly one day', '2026-03-02T12:00:00Z', 10, 1, 10],
    ['a day and a bit is two', '2026-03-02T12:00:01Z', 10, 2, 20],
    ['capped at everything', '2026-03-20T12:00:00Z', 25, 19, 100],
    ['no penalty set', '2026-03-20T12:00:00Z', 0, 19, 0],
  ])('%s', (_name, handed, penalty, days, lost) => {
    expect(lateness(handed, due, penalty)).toEqual({ days, lostPercent: lost });
  });

  it('is none without a due date or a hand-in', () => {
    expect(lateness('2026-03-20T12:00:00Z', null, 10)).toEqual({ days: 0, lostPercent: 0 });
    expect(lateness(null, due, 10)).toEqual({ days: 0, lostPercent: 0 });
  });
});

describe('a cell', () => {
  it('counts the handed-in fraction of the points, partial credit included', () => {
    expect(cellGrade(hw({ points: 10 }), exercise(attempt(2.5, 4)), before)).toEqual({
      points: 10,
      earned: 6.25,
      latePercent: 0,
      attempts: 1,
    });
  });

  it('does not count before the due date until handed in, then counts what was earned', () => {
    const open = exercise(attempt(3, 4, null), { handedIn: false });
    expect(cellGrade(hw(), open, before).earned).toBeNull();
    expect(cellGrade(hw(), open, after)).toMatchObject({ earned: 3, latePercent: 0 });
    expect(cellGrade(hw(), null, after)).toMatchObject({ earned: 0, points: 4, attempts: 0 });
    expect(cellGrade(hw({ dueDate: null }), open, after).earned).toBeNull();
  });

  it('loses the penalty per day late', () => {
    const late = exercise(attempt(4, 4, '2026-03-03T11:00:00Z'));
    expect(cellGrade(hw({ latePenaltyPercent: 10 }), late, after)).toMatchObject({ earned: 3.2, latePercent: 20 });
    expect(cellGrade(hw({ latePenaltyPercent: 60 }), late, after)).toMatchObject({ earned: 0, latePercent: 100 });
  });

  it('counts the best attempt (after its penalty) or the last', () => {
    const kept = [attempt(1, 4), attempt(4, 4, '2026-03-04T12:00:00Z')];
    const e = exercise(attempt(3, 4), { kept, attempt: 3 });
    // The second is perfect but 3 days late at 30 %: 2.8 points; the third (on time) earns 3.
    expect(cellGrade(hw({ latePenaltyPercent: 10 }), e, after)).toEqual({
      points: 4,
      earned: 3,
      latePercent: 0,
      attempts: 3,
    });
    expect(cellGrade(hw({ latePenaltyPercent: 0 }), e, after).earned).toBe(4);
    expect(cellGrade(hw({ attemptsCounted: 'last' }), e, after).earned).toBe(3);
    // An attempt under way does not count: the kept ones do.
    const retrying = exercise(attempt(0, 4, null), { kept, attempt: 3, handedIn: false });
    expect(cellGrade(hw({ attemptsCounted: 'last' }), retrying, before).earned).toBe(4);
    expect(cellGrade(hw({ attemptsCounted: 'best' }), retrying, before).earned).toBe(4);
  });
});

describe('the course grade', () => {
  const categories = [
    { id: 'hw', weight: 50 },
    { id: 'quiz', weight: 20 },
    { id: 'exam', weight: 30 },
  ];

  it('is the weighted mean of the categories that hold counted work', () => {
    const grade = courseGrade(categories, [
      { categoryId: 'hw', points: 4, earned: 3 },
      { categoryId: 'hw', points: 6, earned: 6 },
      { categoryId: 'exam', points: 10, earned: 6 },
      { categoryId: 'quiz', points: 5, earned: null },
    ]);
    // homework 90 %, exam 60 %, quiz nothing counted: (50 × 90 + 30 × 60) / 80 = 78.75.
    expect(grade).toEqual({
      percent: 78.8,
      categories: [
        { categoryId: 'hw', percent: 90 },
        { categoryId: 'quiz', percent: null },
        { categoryId: 'exam', percent: 60 },
      ],
    });
  });

  it('is null while nothing counts, or all weights are 0', () => {
    expect(courseGrade(categories, []).percent).toBeNull();
    expect(courseGrade([{ id: 'hw', weight: 0 }], [{ categoryId: 'hw', points: 4, earned: 4 }]).percent).toBeNull();
  });
});

describe('the letter', () => {
  it.each([
    [100, 'A', '优'],
    [90, 'A', '优'],
    [89.9, 'B', '良'],
    [70, 'C', '中'],
    [60, 'D', '及格'],
    [59.9, 'F', '不及格'],
    [0, 'F', '不及格'],
  ])('of %d %%', (percent, letter, band) => {
    expect(letterOf(letterGradeScale, percent)).toBe(letter);
    expect(letterOf(chineseGradeScale, percent)).toBe(band);
  });

  it('is null without a percent', () => {
    expect(letterOf(letterGradeScale, null)).toBeNull();
  });
});
