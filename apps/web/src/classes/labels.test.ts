import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { zh } from '../i18n/zh';
import { categoryLabel, priceLabel } from './labels';

const t = ((key: string) => `t:${key}`) as unknown as TFunction;

describe('class labels', () => {
  it('translates the anchored categories and shows any other category as stored', () => {
    expect(categoryLabel(t, 'Physics')).toBe('t:classes.categories.Physics');
    expect(categoryLabel(t, 'Math')).toBe('t:classes.categories.Math');
    expect(categoryLabel(t, 'Chemistry')).toBe('Chemistry');
  });

  it('writes a price with the school currency when the answer names one, and as a plain number otherwise', () => {
    expect(priceLabel(1200, 'en', 'usd')).toBe('$1,200');
    expect(priceLabel(99.5, 'en', 'usd')).toBe('$99.50');
    expect(priceLabel(1200, 'zh', 'cny')).toBe('¥1,200');
    expect(priceLabel(1200, 'en')).toBe('1,200');
  });

  it('has a label for each anchored category in both languages, and they differ', () => {
    expect(en.classes.categories.Physics).not.toBe(zh.classes.categories.Physics);
    expect(en.classes.categories.Math).not.toBe(zh.classes.categories.Math);
  });
});
