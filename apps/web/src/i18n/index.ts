import type { Language } from '@quanta/validators';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getLang } from '../session/storage';
import type { en } from './en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

/**
 * Each language's table is a chunk of its own: a page loads the one it shows (the build's page loader
 * preloads it beside the entry), and the other when the user switches to it.
 */
const tables: Record<Language, () => Promise<object>> = {
  en: () => import('./en').then((m) => m.en),
  zh: () => import('./zh').then((m) => m.zh),
};

/** Adds a language's table to i18next once. */
async function load(lang: Language) {
  if (!i18n.hasResourceBundle(lang, 'translation')) i18n.addResourceBundle(lang, 'translation', await tables[lang]());
}

/** i18next's settings, the browser's and the server's: `{name}` slots match the server's message format. */
export const i18nOptions = {
  fallbackLng: 'en',
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  returnNull: false,
  // No sponsor line in the console on every start.
  showSupportNotice: false,
  // The first render waits for the table (see main.tsx), so no component suspends for it.
  react: { useSuspense: false },
} as const;

/** Starts i18next in a language (the stored one by default) once its table has loaded. */
export async function initI18n(lng: Language = getLang()) {
  document.documentElement.lang = lng;
  // Without its table (a failed download) the app still starts, showing keys rather than nothing.
  const table = await tables[lng]().catch(() => ({}));
  await i18n.use(initReactI18next).init({ ...i18nOptions, resources: { [lng]: { translation: table } }, lng });
}

/** Fetches the other language's table ahead of a switch (the language control calls it on hover or focus). */
export function preloadLanguage(lang: Language) {
  void tables[lang]().catch(() => undefined);
}

export async function changeLanguage(lang: Language) {
  await load(lang);
  document.documentElement.lang = lang;
  return i18n.changeLanguage(lang);
}

export { i18n };
