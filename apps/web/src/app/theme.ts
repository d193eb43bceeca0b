import { type CSSVariablesResolver, createTheme, darken } from '@mantine/core';
import { readableInk, readablePlaceholder, textBackgrounds } from './readable-colors';

/**
 * Room kept free at the bottom of the screen for a notification (they show there, one at a time), so a
 * toast never covers a dialog's title or buttons.
 */
const toastRoom = '7.5rem';

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 8 keeps white text on filled buttons and light badges' text above 4.5:1 (WCAG AA); 6 gave 4.3.
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily:
    '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif',
  headings: { fontWeight: '600' },
  // Transitions and animations stop for those who asked their system to reduce motion.
  respectReducedMotion: true,
  components: {
    // A menu holds only its items (ARIA's menu role allows nothing else): no focus placeholder before them, so
    // opening one puts focus on its first item.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // A spinner is named ("Loading…") and says so as a status, which may carry a name; a bare span may not.
    Loader: { defaultProps: { role: 'status' } },
    // A plain object rather than Modal.extend, so the theme does not pull the dialog's code into every page.
    Modal: {
      styles: {
        inner: { paddingBottom: `calc(var(--modal-y-offset) + ${toastRoom})` },
        content: { maxHeight: `calc(100dvh - var(--modal-y-offset) * 2 - ${toastRoom})` },
      },
    },
  },
});

/**
 * Dimmed text in gray 7 (8:1 on white): Mantine's gray 6 gives 3.3:1, under WCAG AA's 4.5:1. Each palette colour's
 * ink (filled backgrounds under white text, light and outline variants' text, `c="teal"` text) is the lightest
 * shade that reads at 4.5:1 on the page, on table stripes, on the primary tint and on its own light background
 * over each (`readable-colors.ts`); placeholders likewise.
 */
export const cssVariablesResolver: CSSVariablesResolver = (merged) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': readablePlaceholder(merged.colors.gray),
  };
  const tint = merged.colors[merged.primaryColor]?.[0] ?? '#ffffff';
  for (const [name, shades] of Object.entries(merged.colors)) {
    if (!shades) continue;
    const ink = readableInk(shades, textBackgrounds(shades, merged.colors.gray, tint));
    if (ink === shades[8]) continue;
    light[`--mantine-color-${name}-filled`] = ink;
    light[`--mantine-color-${name}-filled-hover`] = darken(ink, 0.1);
    light[`--mantine-color-${name}-light-color`] = ink;
    light[`--mantine-color-${name}-outline`] = ink;
  }
  return { variables: {}, light, dark: {} };
};
