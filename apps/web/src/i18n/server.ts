import type { Language } from '@quanta/validators';
import { createInstance, type i18n as I18n } from 'i18next';
import { en } from './en';
import { i18nOptions } from './index';
import { zh } from './zh';

const instances = new Map<Language, Promise<I18n>>();

/**
 * An i18next instance per language for pages the server renders: both tables are in the server's bundle,
 * and each request renders with its language's instance (`I18nextProvider`), never by switching a shared one.
 */
export function serverI18n(lang: Language): Promise<I18n> {
  let made = instances.get(lang);
  if (!made) {
    const instance = createInstance();
    made = instance
      .init({ ...i18nOptions, resources: { en: { translation: en }, zh: { translation: zh } }, lng: lang })
      .then(() => instance);
    instances.set(lang, made);
  }
  return made;
}
