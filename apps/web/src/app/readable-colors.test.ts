import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, over, readableInk, readablePlaceholder, textBackgrounds } from './readable-colors';
import { cssVariablesResolver, theme } from './theme';

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const grays = merged.colors.gray;
const tint = merged.colors.indigo[0];

describe('readable colours', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // Mantine's teal 8 on its own light badge: the 3.5:1 axe-core reported.
    expect(contrastRatio(merged.colors.teal[8], over(merged.colors.teal[8], 0.1))).toBeLessThan(3.6);
  });

  it('gives every palette colour an ink that reads at 4.5:1 on the page, table stripes, its light background and under white text', () => {
    const variables = cssVariablesResolver(merged).light;
    for (const [name, shades] of Object.entries(merged.colors)) {
      const ink = readableInk(shades, textBackgrounds(shades, grays, tint));
      for (const bg of [...textBackgrounds(shades, grays, tint), '#ffffff'])
        expect(contrastRatio(ink, bg), `${name} on ${bg}`).toBeGreaterThanOrEqual(4.5);
      // The stylesheet carries it wherever Mantine's shade 8 would not do.
      if (ink !== shades[8]) expect(variables[`--mantine-color-${name}-light-color`]).toBe(ink);
    }
    // Teal, green, orange and yellow need more than shade 8; indigo (the primary colour) does not.
    for (const name of ['teal', 'green', 'orange', 'yellow'])
      expect(variables[`--mantine-color-${name}-filled`], name).toBeDefined();
    // On a striped row, red's shade 9 on its light background gave 4.48:1: the rows count.
    expect(variables['--mantine-color-red-filled']).not.toBe(merged.colors.red[9]);
  });

  it('gives placeholders a gray that reads at 4.5:1 on inputs, enabled or not', () => {
    const ink = readablePlaceholder(grays);
    for (const bg of ['#ffffff', grays[1]]) expect(contrastRatio(ink, bg)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(grays[6], '#ffffff')).toBeLessThan(4.5);
  });
});
