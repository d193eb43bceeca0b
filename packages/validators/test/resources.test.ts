import { describe, expect, it } from 'vitest';
import { difficultyLevels, editResourceBaseInput, reportResourceInput } from '../src';

describe('difficultyLevels: settings values to question difficulty 1–5', () => {
  it('maps easy 1–2, medium 3, difficult 4, very difficult 5, all 1–5', () => {
    expect(difficultyLevels('easy')).toEqual([1, 2]);
    expect(difficultyLevels('medium')).toEqual([3]);
    expect(difficultyLevels('difficult')).toEqual([4]);
    expect(difficultyLevels('veryDifficult')).toEqual([5]);
    expect(difficultyLevels('all')).toEqual([1, 2, 3, 4, 5]);
  });

  it('covers every difficulty exactly once across the four levels', () => {
    const levels = (['easy', 'medium', 'difficult', 'veryDifficult'] as const).flatMap(difficultyLevels);
    expect(levels.sort()).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('resource inputs', () => {
  it('takes Max Resources as digits only', () => {
    expect(editResourceBaseInput.parse({ maxQuestions: '25' }).maxQuestions).toBe(25);
    expect(editResourceBaseInput.safeParse({ maxQuestions: '2 5' }).success).toBe(false);
    expect(editResourceBaseInput.safeParse({ maxQuestions: 'ten' }).error?.issues[0]?.message).toBe(
      'Please enter a number',
    );
  });

  it('defaults the report type to 3 (Other)', () => {
    expect(reportResourceInput.parse({ questionId: '00000000-0000-4000-8000-000000000000' }).errorType).toBe(3);
  });
});
