import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { useTranslation } from 'react-i18next';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../session/memory-storage';
import { en } from './en';
import { changeLanguage, i18n, initI18n } from './index';
import { zh } from './zh';

const stored = new Map<string, string>();
const root = { lang: '' };

beforeAll(async () => {
  vi.stubGlobal('window', {
    localStorage: memoryStorage(stored),
  });
  vi.stubGlobal('document', { documentElement: root });
  stored.set('lang', 'zh');
  await initI18n();
});

afterAll(() => {
  vi.unstubAllGlobals();
});

function Greeting({ name }: { name?: string }) {
  const { t } = useTranslation();
  return createElement('p', null, name === undefined ? t('home.learnMore') : t('home.teacher', { name }));
}

function UnknownKey() {
  const { t } = useTranslation();
  // @ts-expect-error: `t` from the hook knows the catalogue's keys; one it lacks fails the type check.
  const text = t('unknownKey');
  return createElement('p', null, String(text));
}

const render = (name?: string) => renderToString(createElement(Greeting, { name }));

describe('translation through react-i18next', () => {
  it('starts in the stored language and marks the page with it', () => {
    expect(i18n.language).toBe('zh');
    expect(root.lang).toBe('zh');
    expect(render()).toBe(`<p>${zh.home.learnMore}</p>`);
  });

  it('fills `{name}` slots as the server writes them, without escaping', () => {
    expect(render('A & <b>')).toContain('A &amp; &lt;b&gt;');
    expect(i18n.t('home.teacher', { name: 'A & <b>' })).toContain('A & <b>');
    expect(i18n.t('home.teacher', { name: 'A & <b>' })).not.toContain('{name}');
  });

  it('loads the other table on a switch and renders in it', async () => {
    await changeLanguage('en');
    expect(root.lang).toBe('en');
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(true);
    expect(render()).toBe(`<p>${en.home.learnMore}</p>`);
  });

  it('falls back to English for a key a table lacks, and to the key for an unknown one', () => {
    i18n.addResourceBundle('xx', 'translation', { home: {} });
    expect(i18n.getFixedT('xx')('home.learnMore')).toBe(en.home.learnMore);
    // @ts-expect-error: a key the English catalogue lacks fails the type check.
    expect(i18n.t('no.such.key')).toBe('no.such.key');
    expect(renderToString(createElement(UnknownKey))).toBe('<p>unknownKey</p>');
  });
});
