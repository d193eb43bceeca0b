import { classCategories, classStates } from '@quanta/validators';
import { describe, expect, it } from 'vitest';
import { categories, states } from './constants';

describe('class constants', () => {
  it('match the shared validators', () => {
    expect(categories).toEqual(classCategories);
    expect(states).toEqual(classStates);
  });
});
