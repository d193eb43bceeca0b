import { type MantineThemeOverride, mergeThemeOverrides } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The theme with names, in the page's language, for Mantine's own icon-only buttons: the ✕ of every dialog,
 * notice and alert, and a field's clear button. Mantine leaves them unnamed, and the theme itself is built
 * once, before any language is known. A field that says what it clears passes its own name.
 */
export function useLanguageTheme(theme: MantineThemeOverride): MantineThemeOverride {
  const { t, i18n } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `t` answers in the new language once it changes
  return useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: {
          CloseButton: { defaultProps: { 'aria-label': t('common.close') } },
          ModalCloseButton: { defaultProps: { 'aria-label': t('common.closeDialog') } },
          InputClearButton: { defaultProps: { 'aria-label': t('common.clear') } },
        },
      }),
    [theme, t, i18n.language],
  );
}
