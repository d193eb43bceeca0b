import { describe, expect, it } from 'vitest';
import { formatOfFile } from '../questions/QuestionFiles';
import { percent, sortRows } from './Gradebook';

const row = (name: string, mean: number | null, correct: number) => ({
  _id: name,
  name,
  email: `${name}@x.test`,
  mean,
  finished: 1,
  percent: mean === null ? null : 100 - mean,
  letter: null,
  categories: [],
  cells: [
    {
      answered: 4,
      correct,
      total: 4,
      score: correct,
      state: 'finished' as const,
      points: 4,
      earned: correct,
      latePercent: 0,
      attempts: 1,
    },
  ],
});

describe('gradebook sorting and question file formats', () => {
  it('sorts by name (as given), by mean, or by one homework’s accuracy, best first', () => {
    const rows = [row('Ann', 50, 1), row('Bob', null, 4), row('Cy', 75, 2)];
    expect(sortRows(rows, 'name').map((r) => r.name)).toEqual(['Ann', 'Bob', 'Cy']);
    expect(sortRows(rows, 'mean').map((r) => r.name)).toEqual(['Cy', 'Ann', 'Bob']);
    expect(sortRows(rows, 'course').map((r) => r.name)).toEqual(['Ann', 'Cy', 'Bob']);
    expect(sortRows(rows, 0).map((r) => r.name)).toEqual(['Bob', 'Cy', 'Ann']);
    expect(percent(1, 3)).toBe(33);
    expect(percent(0, 0)).toBe(0);
  });

  it('reads .xml as Moodle XML and anything else as GIFT', () => {
    expect(formatOfFile('bank.XML')).toBe('moodle');
    expect(formatOfFile('bank.gift.txt')).toBe('gift');
    expect(formatOfFile('bank.gift')).toBe('gift');
  });
});
