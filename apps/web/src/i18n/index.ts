import type { Language } from '@quanta/validators';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getLang } from '../session/storage';
import { en } from './en';
import { zh } from './zh';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

/** Starts i18next in the stored language; `{name}` slots match the server's message format. */
export function initI18n() {
  const lng = getLang();
  document.documentElement.lang = lng;
  return i18n.use(initReactI18next).init({
    resources: { en: { translation: en }, zh: { translation: zh } },
    lng,
    fallbackLng: 'en',
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    returnNull: false,
  });
}

export function changeLanguage(lang: Language) {
  document.documentElement.lang = lang;
  return i18n.changeLanguage(lang);
}

export { i18n };
