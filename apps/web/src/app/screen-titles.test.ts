import type { AnyRoute } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { zh } from '../i18n/zh';
import { getRouter } from './router';

/** The string at a dotted key of a table, or undefined. */
const textAt = (table: object, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], table);

const routes = (Object.values(getRouter().routesById) as AnyRoute[]).filter((route) => !route.isRoot);

describe('screen titles', () => {
  it.each(routes.filter((route) => route.fullPath !== '/').map((route) => [route.fullPath as string, route] as const))(
    '%s names its screen in English and in Chinese',
    (_path, route) => {
      const key = route.options.staticData?.title;
      expect(key).toBeTruthy();
      for (const table of [en, zh]) {
        const text = textAt(table, String(key));
        expect(typeof text, `${String(key)}`).toBe('string');
        expect(text).not.toMatch(/\{\w+\}/);
      }
    },
  );

  it('titles the home page with the site name alone', () => {
    expect(routes.find((route) => route.fullPath === '/')?.options.staticData?.title).toBeUndefined();
  });
});
