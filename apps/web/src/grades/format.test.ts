import { chineseGradeScale, letterGradeScale } from '@quanta/grading/course-grade';
import { describe, expect, it } from 'vitest';
import { bandsOf, categoryName, pointsText, presetOf, weightShares, withBandAdded, withBandRemoved } from './format';

describe('grade screens’ helpers', () => {
  it('writes points with at most two decimals', () => {
    expect(pointsText(7.5)).toBe('7.5');
    expect(pointsText(8)).toBe('8');
    expect(pointsText(2 / 3)).toBe('0.67');
  });

  it('names a category by its own name, else its kind', () => {
    const kind = (k: string) => `kind:${k}`;
    expect(categoryName({ kind: 'quiz', name: '' }, kind)).toBe('kind:quiz');
    expect(categoryName({ kind: 'custom', name: 'Labs' }, kind)).toBe('Labs');
  });

  it('gives each category its share of the weights, none when they add up to nothing', () => {
    expect(weightShares([{ weight: 50 }, { weight: 20 }, { weight: 30 }])).toEqual([50, 20, 30]);
    expect(weightShares([{ weight: 1 }, { weight: 3 }])).toEqual([25, 75]);
    expect(weightShares([{ weight: 0 }, { weight: 0 }])).toEqual([0, 0]);
  });

  it('recognises the presets and keeps a copy when editing', () => {
    expect(presetOf(letterGradeScale)).toBe('letters');
    expect(presetOf(chineseGradeScale)).toBe('bands');
    const copy = bandsOf(letterGradeScale);
    copy[0]!.min = 95;
    expect(presetOf(copy)).toBeNull();
    expect(letterGradeScale[0]!.min).toBe(90);
  });

  it('adds and removes bands keeping them descending with the last at 0', () => {
    const added = withBandAdded([
      { label: 'Pass', min: 50 },
      { label: 'Fail', min: 0 },
    ]);
    expect(added).toEqual([
      { label: 'Pass', min: 50 },
      { label: 'Fail', min: 25 },
      { label: '', min: 0 },
    ]);
    expect(withBandAdded([{ label: 'All', min: 0 }])).toEqual([
      { label: 'All', min: 50 },
      { label: '', min: 0 },
    ]);
    expect(withBandRemoved(added, 2)).toEqual([
      { label: 'Pass', min: 50 },
      { label: 'Fail', min: 0 },
    ]);
  });
});
