import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { seedDemo } from '@quanta/api';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/config';
import type { TestApp } from '../support/harness';
import { tokenOf } from '../support/harness';
import { axeViolations, describe as describeViolations, type Violation } from './accessibility/axe';
import { type DemoIds, demoIds } from './accessibility/demo-ids';
import { type Screen, screens, type Visitor } from './accessibility/screens';
import { newPage, useBrowserTest } from './browser';

const widths = { laptop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } } as const;
const emails: Record<Exclude<Visitor, 'public'>, string> = {
  studentAmy: 'student.amy@quanta.test',
  parentChen: 'parent.chen@quanta.test',
  teacherWang: 'teacher.wang@quanta.test',
  admin: 'admin@quanta.test',
};

/** A page signed in as the visitor (its session in local storage, as the sign-in screen leaves it), in `lang`. */
async function pageOf(browser: Browser, t: TestApp, visitor: Visitor, lang: 'en' | 'zh'): Promise<Page> {
  const page = await newPage(browser, t, widths.laptop);
  // As a user who asked for less motion: dialogs open at once (Mantine's transitions honour it), so no check
  // sees one half faded in.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  let userInfo: string | null = null;
  if (visitor !== 'public') {
    const result = (await t.app.deps.db.execute(
      `select id from users where email = '${emails[visitor]}'`,
    )) as unknown as { rows?: { id: string }[] } | { id: string }[];
    const rows = Array.isArray(result) ? result : (result.rows ?? []);
    const token = await tokenOf(t, rows[0] as { id: string });
    const info = (await (
      await fetch(`${t.url}/api/user/getUserInfo`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { result: object };
    userInfo = JSON.stringify({ ...info.result, token });
  }
  await page.addInitScript(
    ([lang, userInfo]) => {
      localStorage.setItem('lang', lang as string);
      if (userInfo) localStorage.setItem('userInfo', userInfo);
    },
    [lang, userInfo],
  );
  return page;
}

/** Waits until the screen has loaded what it shows: no spinner, nothing busy, the network quiet. */
async function settled(page: Page) {
  await page.locator('main').first().waitFor();
  await expect.poll(() => page.locator('.mantine-Loader-root:visible, [aria-busy="true"]:visible').count()).toBe(0);
  // The screen's own stylesheets (a lazily loaded part's come later than the page's) have applied.
  await expect
    .poll(() => page.evaluate('[...document.querySelectorAll(\'link[rel="stylesheet"]\')].every((link) => link.sheet)'))
    .toBe(true);
}

async function walk(page: Page, screen: Screen, ids: DemoIds, lang: string): Promise<Violation[]> {
  const found: Violation[] = [];
  await page.goto(screen.path(ids));
  await settled(page);
  for (const [width, size] of Object.entries(widths)) {
    await page.setViewportSize(size);
    const where = `${screen.route} (${screen.as}, ${lang}, ${size.width} px)`;
    found.push(...(await axeViolations(page, where)));
    for (const opener of screen.open ?? []) {
      if (opener.width && opener.width !== width) continue;
      const popup = page.locator('[role="dialog"]:visible, [role="menu"]:visible, nav[data-opened]');
      await opener.press(page).click();
      await popup.first().waitFor();
      found.push(...(await axeViolations(page, `${where} with the ${opener.name} open`)));
      if (opener.closesByButton) await opener.press(page).click();
      else await page.keyboard.press('Escape');
      await expect.poll(() => popup.count()).toBe(0);
    }
  }
  return found;
}

describe('accessibility: every screen of every role, in English and Chinese, on a laptop and a phone', () => {
  const env = useBrowserTest();
  let ids: DemoIds;
  beforeAll(async () => {
    await seedDemo(env.t.app.deps);
    ids = await demoIds(env.t);
  });

  it('walks every route the web app declares', () => {
    const web = join(repoRoot, 'apps/web/src');
    const declared = readdirSync(web, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('routes.ts'))
      .flatMap((file) => [...readFileSync(join(web, file), 'utf8').matchAll(/childOf\('([^']+)'\)/g)].map((m) => m[1]));
    expect(declared.length).toBeGreaterThan(40);
    expect(declared.filter((route) => !screens.some((s) => s.route === route))).toEqual([]);
  });

  const visitors = [...new Set(screens.map((s) => s.as))];
  it.each(visitors)(
    'has no serious or critical WCAG 2.1 A/AA violation on the screens %s opens',
    async (visitor) => {
      const found: Violation[] = [];
      for (const lang of ['en', 'zh'] as const) {
        const page = await pageOf(env.browser, env.t, visitor, lang);
        for (const screen of screens.filter((s) => s.as === visitor))
          found.push(...(await walk(page, screen, ids, lang)));
        await page.context().close();
      }
      expect(found.length, describeViolations(found)).toBe(0);
    },
    600_000,
  );
});
