import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, onTestFailed, onTestFinished } from 'vitest';
import { repoRoot } from '../../src/config';
import { startTestApp, type TestApp } from '../support/harness';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The whole server with the built web app, a real SMTP peer, and headless Chromium. */
export async function startBrowserTest(
  options: Parameters<typeof startTestApp>[0] = {},
): Promise<{ t: TestApp; browser: Browser; close(): Promise<void> }> {
  if (!existsSync(`${repoRoot}/apps/web/dist/index.html`)) throw new Error('Build the web app first (pnpm build).');
  const t = await startTestApp({ ...options, web: true });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return {
    t,
    browser,
    async close() {
      await browser.close();
      await t.close();
    },
  };
}

/** Starts the server and Chromium before the suite's tests and stops them after; read `t` and `browser` in a test. */
export function useBrowserTest(options: () => Promise<Parameters<typeof startTestApp>[0]> = async () => ({})): {
  t: TestApp;
  browser: Browser;
} {
  const env = {} as { t: TestApp; browser: Browser };
  let close = async () => {};
  beforeAll(async () => {
    const started = await startBrowserTest(await options());
    env.t = started.t;
    env.browser = started.browser;
    close = started.close;
  });
  afterAll(async () => {
    console.log(`CSP: ${cspReport.violations.length} violations on ${cspReport.pages} pages`);
    await close();
  });
  return env;
}

/** A phone's screen: 390 × 844 CSS pixels. */
export const phone = { width: 390, height: 844 };

/** A fresh browser context (its own local storage) on the test server, at a laptop's size unless told. */
export async function newPage(
  browser: Browser,
  t: TestApp,
  viewport: { width: number; height: number } = { width: 1280, height: 900 },
  /** `hasTouch` for a touch screen, where `tap()` works. */
  device: { hasTouch?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext({ baseURL: t.url, viewport, ...device });
  context.setDefaultTimeout(30_000);
  const page = await context.newPage();
  await watchContentSecurityPolicy(page);
  // A failing test leaves a picture of each of its pages behind, to see what the user saw.
  onTestFailed(async ({ task }) => {
    const dir = join(tmpdir(), 'quanta-browser-failures');
    await mkdir(dir, { recursive: true });
    const file = join(dir, `${task.name.replace(/\W+/g, '-').slice(0, 60)}-${Date.now()}.png`);
    await page.screenshot({ path: file, fullPage: true }).catch(() => {});
    console.log(`screenshot of a failing page: ${file}`);
  });
  return page;
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** Writes into a rich-text field (a Lexical editor) by its label. */
export async function typeRich(page: Page, label: string, text: string) {
  const box = page.getByRole('textbox', { name: label, exact: true });
  await box.click();
  await box.pressSequentially(text);
}

/** Opens a new question's edit page from My Questions (Create) and names it. */
export async function startNewQuestion(page: Page, name: string) {
  await page.goto('/teach/questionlist');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await page.waitForURL(/\/teach\/question\/.+\/edit/);
  await page.getByRole('textbox', { name: /^Name/ }).fill(name);
}

/** Waits until the locator shows (the first match), failing after the page's default timeout. */
export async function shows(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'visible' });
}

/** Waits until nothing matches the locator any more. */
export async function gone(locator: Locator): Promise<void> {
  await expect.poll(() => locator.count(), { timeout: 30_000 }).toBe(0);
}

/** Waits until an input holds `value`. */
export async function holds(locator: Locator, value: string): Promise<void> {
  await expect.poll(() => locator.inputValue(), { timeout: 30_000 }).toBe(value);
}

/** Ticks a radio or checkbox, again if a re-render (an autosave, say) swallowed the first click. */
export async function tick(locator: Locator): Promise<void> {
  await expect
    .poll(async () => {
      // Unforced first, so Playwright makes sure the click lands on the control and not on the sticky header
      // it may have scrolled under; forced as a fallback for controls drawn over their input.
      if (!(await locator.isChecked()))
        await locator
          .check({ timeout: 2_000 })
          .catch(() => locator.check({ force: true, timeout: 2_000 }))
          .catch(() => {});
      return locator.isChecked();
    })
    .toBe(true);
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Every visible match of `covering` (toasts, say) leaves each of `parts` uncovered. */
export async function clearOf(covering: Locator, parts: Locator[]): Promise<void> {
  for (const part of parts) {
    const box = await part.boundingBox();
    expect(box).not.toBeNull();
    for (const cover of await covering.all()) {
      const over = await cover.boundingBox();
      if (over && box) expect(overlaps(over, box), 'a notification covers part of a dialog').toBe(false);
    }
  }
}

/** The page fits its width: nothing scrolls sideways. */
export async function fitsWidth(page: Page): Promise<void> {
  // Evaluated in the page, written as a string: the server's TypeScript has no DOM types.
  const { scroll, width } = (await page.evaluate(
    '({ scroll: document.documentElement.scrollWidth, width: window.innerWidth })',
  )) as { scroll: number; width: number };
  expect(scroll, `page ${page.url()} scrolls sideways`).toBeLessThanOrEqual(width);
}

/** The element shows whole, inside the screen's width (not cut off or scrolled out of sight). */
export async function onScreen(page: Page, locator: Locator): Promise<void> {
  await shows(locator);
  const box = await locator.first().boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

/** Every Content-Security-Policy violation any page of this run reported, and how many pages were watched. */
export const cspReport = { pages: 0, violations: [] as string[] };

/**
 * Counts the page's CSP violations (the `securitypolicyviolation` events of every document it loads, and
 * Chromium's console reports of blocked content) and fails the test that caused any.
 */
async function watchContentSecurityPolicy(page: Page) {
  cspReport.pages += 1;
  const seen: string[] = [];
  await page.addInitScript({
    content: `document.addEventListener('securitypolicyviolation', (e) => {
      console.error('CSP violation: ' + e.violatedDirective + ' blocked ' + (e.blockedURI || 'inline') + ' (' + e.sourceFile + ':' + e.lineNumber + ')');
    });`,
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/CSP violation|Content Security Policy/i.test(text)) seen.push(`${page.url()}: ${text}`);
  });
  onTestFinished(() => {
    cspReport.violations.push(...seen);
    expect(seen, 'Content-Security-Policy violations').toEqual([]);
  });
}

/** The element shows whole inside the visible part of the page, across and down, without scrolling. */
export async function inView(page: Page, locator: Locator): Promise<void> {
  await shows(locator);
  const box = await locator.first().boundingBox();
  const size = page.viewportSize() ?? { width: 0, height: 0 };
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(size.width);
  expect(box!.y + box!.height).toBeLessThanOrEqual(size.height);
}
