import {
  type ConvertCSSVariablesInput,
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
} from '@mantine/core';
import { cssVariablesResolver, theme } from './theme';

/** The entries of `input` that differ from `defaults`. */
function changed(input: Record<string, string>, defaults: Record<string, string>) {
  return Object.fromEntries(Object.entries(input).filter(([key, value]) => defaults[key] !== value));
}

/**
 * The theme's CSS variables as Mantine's provider would write them at run time: those of the app's theme and
 * resolver that differ from Mantine's defaults (which its stylesheet already holds). They ship as a static
 * stylesheet (`theme-variables.css`, checked against this by a test), so no page computes them on load.
 */
export function themeVariablesCss(): string {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const ours = defaultCssVariablesResolver(merged);
  const extra = cssVariablesResolver(merged);
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const variables: ConvertCSSVariablesInput = {
    variables: changed({ ...ours.variables, ...extra.variables }, defaults.variables),
    light: changed({ ...ours.light, ...extra.light }, defaults.light),
    dark: changed({ ...ours.dark, ...extra.dark }, defaults.dark),
  };
  return `/* Generated from src/app/theme.ts by theme-variables.ts; \`UPDATE_THEME_CSS=1 pnpm --filter @quanta/web test\` rewrites it. */\n${convertCssVariables(variables, ':root')}\n`;
}
