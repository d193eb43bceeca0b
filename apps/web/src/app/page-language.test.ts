import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../session/memory-storage';
import { startLanguage } from './page-language';
import type { ServerState } from './server-state';

const stored = new Map<string, string>();
const page = { search: '', cookie: '' };

beforeEach(() => {
  stored.clear();
  page.search = '';
  page.cookie = '';
  vi.stubGlobal('window', { localStorage: memoryStorage(stored), location: page });
  vi.stubGlobal('document', {
    set cookie(value: string) {
      page.cookie = value;
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const rendered = (lang: 'en' | 'zh'): ServerState => ({ lang, queries: { mutations: [], queries: [] } });

describe('the language the app starts in', () => {
  it('is the stored choice on a page the browser renders, and the cookie follows it', () => {
    stored.set('lang', 'zh');
    expect(startLanguage(undefined)).toEqual({ lang: 'zh' });
    expect(page.cookie).toMatch(/^lang=zh; path=\/;/);
    stored.clear();
    expect(startLanguage(undefined)).toEqual({ lang: 'en' });
  });

  it("is the rendered page's, which becomes the choice when none was stored", () => {
    expect(startLanguage(rendered('zh'))).toEqual({ lang: 'zh' });
    expect(stored.get('lang')).toBe('zh');
  });

  it('keeps a different stored choice, applied after hydration, unless the address asked for the language', () => {
    stored.set('lang', 'zh');
    expect(startLanguage(rendered('en'))).toEqual({ lang: 'en', switchTo: 'zh' });
    expect(stored.get('lang')).toBe('zh');
    page.search = '?lang=en';
    expect(startLanguage(rendered('en'))).toEqual({ lang: 'en' });
    expect(stored.get('lang')).toBe('en');
  });
});
