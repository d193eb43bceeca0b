import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { en } from './en';
import { subscribe, translatorFor } from './useTranslation';
import { zh } from './zh';

beforeAll(async () => {
  await i18n.init({
    resources: { en: { translation: en }, zh: { translation: zh } },
    lng: 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    returnNull: false,
    showSupportNotice: false,
  });
});

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );

describe('translatorFor', () => {
  it('answers every key of both tables as i18next does, with and without its slots filled', () => {
    for (const [language, table] of [
      ['en', en],
      ['zh', zh],
    ] as const) {
      const ours = translatorFor(language) as unknown as (key: string, options?: object) => string;
      const theirs = i18n.getFixedT(language) as unknown as (key: string, options?: object) => string;
      for (const [key, text] of leaves(table as unknown as Tree)) {
        const slots = [...text.matchAll(/\{(.+?)\}/g)].map((m) => (m[1] ?? '').trim());
        const cases: (object | undefined)[] = [
          undefined,
          {},
          Object.fromEntries(slots.map((slot, i) => [slot, i % 2 ? 7 : 'A $1 & <b>'])),
          Object.fromEntries(slots.map((slot) => [slot, null])),
          { count: 2 },
        ];
        for (const options of cases) expect([key, ours(key, options)]).toEqual([key, theirs(key, options)]);
      }
    }
  });

  it('answers a plain key with the table text, as i18next does', () => {
    const t = translatorFor('zh');
    expect(t('home.learnMore')).toBe(zh.home.learnMore);
    expect(t('home.learnMore')).toBe(i18n.getFixedT('zh')('home.learnMore'));
    expect(translatorFor('en')('home.learnMore')).toBe(en.home.learnMore);
  });

  it('fills slots and passes options through i18next', () => {
    const t = translatorFor('en');
    expect(t('home.teacher', { name: 'Ms Wang' })).toContain('Ms Wang');
    expect(t('home.teacher', { name: 'Ms Wang' })).toBe(i18n.getFixedT('en')('home.teacher', { name: 'Ms Wang' }));
    // A text with a slot, asked without its value, is i18next's answer too.
    expect(t('home.teacher')).toBe(i18n.getFixedT('en')('home.teacher'));
  });

  it('falls back to English for a key the table lacks, and to the key for an unknown one', () => {
    i18n.addResourceBundle('xx', 'translation', { home: {} });
    expect(translatorFor('xx')('home.learnMore')).toBe(en.home.learnMore);
    expect(translatorFor('zh')('no.such.key' as 'home.learnMore')).toBe('no.such.key');
  });

  it('gives one function per language and tells listeners of a language change', async () => {
    expect(translatorFor('zh')).toBe(translatorFor('zh'));
    expect(translatorFor('zh')).not.toBe(translatorFor('en'));
    let calls = 0;
    const unsubscribe = subscribe(() => {
      calls += 1;
    });
    await i18n.changeLanguage('zh');
    unsubscribe();
    await i18n.changeLanguage('en');
    expect(calls).toBe(1);
  });
});
