import { describe, expect, it } from 'vitest';
import { homeSections } from './sections';

describe('home sections', () => {
  it('always has Physics then Math, then other categories', () => {
    const sections = homeSections([
      { category: 'Math', classes: ['m'] },
      { category: 'Chemistry', classes: ['c'] },
    ]);
    expect(sections).toEqual([
      { category: 'Physics', classes: [] },
      { category: 'Math', classes: ['m'] },
      { category: 'Chemistry', classes: ['c'] },
    ]);
  });
});
