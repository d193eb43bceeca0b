import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, overWhite, readableInk, textBackgrounds } from './readable-colors';
import { cssVariablesResolver, theme } from './theme';

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const grays = merged.colors.gray;

describe('readable colours', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // Mantine's teal 8 on its own light badge: the 3.5:1 axe-core reported.
    expect(contrastRatio(merged.colors.teal[8], overWhite(merged.colors.teal[8], 0.1))).toBeLessThan(3.6);
  });

  it('gives every palette colour an ink that reads at 4.5:1 on the page, table stripes, its light background and under white text', () => {
    const variables = cssVariablesResolver(merged).light;
    for (const [name, shades] of Object.entries(merged.colors)) {
      const ink = readableInk(shades, textBackgrounds(shades, grays));
      for (const bg of [...textBackgrounds(shades, grays), '#ffffff'])
        expect(contrastRatio(ink, bg), `${name} on ${bg}`).toBeGreaterThanOrEqual(4.5);
      // The stylesheet carries it wherever Mantine's shade 8 would not do.
      if (ink !== shades[8]) expect(variables[`--mantine-color-${name}-light-color`]).toBe(ink);
    }
    // Teal, green, orange and yellow need more than shade 8; indigo (the primary colour) does not.
    for (const name of ['teal', 'green', 'orange', 'yellow'])
      expect(variables[`--mantine-color-${name}-filled`], name).toBeDefined();
    expect(variables['--mantine-color-indigo-filled']).toBeUndefined();
  });
});
