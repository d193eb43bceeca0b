import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { themeVariablesCss } from './theme-variables';

const file = new URL('./theme-variables.css', import.meta.url);

describe('the theme stylesheet', () => {
  it('holds the variables Mantine would compute for the theme on every page load', () => {
    const expected = themeVariablesCss();
    if (process.env.UPDATE_THEME_CSS === '1') writeFileSync(file, expected);
    expect(readFileSync(file, 'utf8')).toBe(expected);
    // The app's own resolver (dimmed text in gray 7) and the primary colour are in it.
    expect(expected).toContain('--mantine-color-dimmed: var(--mantine-color-gray-7)');
    expect(expected).toContain('--mantine-primary-color-filled: var(--mantine-color-indigo-filled)');
  });
});
