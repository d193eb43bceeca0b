import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { zh } from '../i18n/zh';
import { categoryLabel } from './labels';

const t = ((key: string) => `t:${key}`) as unknown as TFunction;

describe('class labels', () => {
  it('translates the anchored categories and shows any other category as stored', () => {
    expect(categoryLabel(t, 'Physics')).toBe('t:classes.categories.Physics');
    expect(categoryLabel(t, 'Math')).toBe('t:classes.categories.Math');
    expect(categoryLabel(t, 'Chemistry')).toBe('Chemistry');
  });

  it('has a label for each anchored category in both languages, and they differ', () => {
    expect(en.classes.categories.Physics).not.toBe(zh.classes.categories.Physics);
    expect(en.classes.categories.Math).not.toBe(zh.classes.categories.Math);
  });
});
