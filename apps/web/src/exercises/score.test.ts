import { describe, expect, it } from 'vitest';
import { accuracyText, allAnswered, exerciseAction, percentOf, progressText, scorePercent } from './score';

describe('percentOf', () => {
  it('rounds to a whole percentage and is 0 for an empty exercise', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(5, 5)).toBe(100);
    expect(percentOf(0, 0)).toBe(0);
  });

  it('stays between 0 and 100', () => {
    expect(percentOf(7, 5)).toBe(100);
    expect(percentOf(-1, 5)).toBe(0);
  });
});

describe('progress and accuracy', () => {
  it('reads answered/total and correct/total', () => {
    expect(progressText({ answered: 2, total: 5 })).toBe('2/5');
    expect(accuracyText({ correct: 1, total: 5 })).toBe('1/5');
  });

  it('counts an exercise as done only when every question is answered', () => {
    expect(allAnswered({ answered: 5, total: 5 })).toBe(true);
    expect(allAnswered({ answered: 4, total: 5 })).toBe(false);
    expect(allAnswered({ answered: 0, total: 0 })).toBe(false);
  });

  it('offers the detail when all are answered or the exercise is closed, else the runner', () => {
    expect(exerciseAction({ answered: 3, total: 3, closed: false })).toBe('details');
    expect(exerciseAction({ answered: 2, total: 3, closed: false })).toBe('start');
    expect(exerciseAction({ answered: 0, total: 3, closed: true })).toBe('details');
  });
});

describe('scorePercent', () => {
  it('reads partial credits as a whole percentage of the most the exercise can score', () => {
    expect(scorePercent(2, 3)).toBe(67);
    expect(scorePercent(2.5, 4)).toBe(63);
    expect(scorePercent(0.67, 1)).toBe(67);
    expect(scorePercent(0, 0)).toBe(0);
  });
});
