import { type CSSVariablesResolver, createTheme } from '@mantine/core';

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
  components: {
    // A plain object rather than Modal.extend, so the theme does not pull the dialog's code into every page.
    Modal: {
      styles: {
        inner: { paddingBottom: `calc(var(--modal-y-offset) + ${toastRoom})` },
        content: { maxHeight: `calc(100dvh - var(--modal-y-offset) * 2 - ${toastRoom})` },
      },
    },
  },
});

/** Dimmed text in gray 7 (8:1 on white): Mantine's gray 6 gives 3.3:1, under WCAG AA's 4.5:1. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
