import { describe, expect, it } from 'vitest';
import { buildTeacher, PASSWORD } from '../support/harness';
import { newPage, shows, signIn, startNewQuestion, typeRich, useBrowserTest } from './browser';

describe('the web app under its Content-Security-Policy', () => {
  const env = useBrowserTest();

  it('serves the app with a CSP under which math, the editor, the drawing board and uploads work', async () => {
    const { t, browser } = env;
    const home = await fetch(`${t.url}/`);
    const csp = home.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(home.headers.get('x-content-type-options')).toBe('nosniff');

    const teacher = await buildTeacher(t);
    const page = await newPage(browser, t);
    await signIn(page, teacher.email, PASSWORD);
    await startNewQuestion(page, 'Drawn force');
    await typeRich(page, 'Question', 'What is $F=ma$ here? ');

    // the drawing board: draw a stroke and insert it (uploaded as a PNG, shown from /uploads)
    const question = page.getByRole('textbox', { name: 'Question', exact: true });
    const toolbar = page.getByRole('toolbar', { name: 'Formatting' }).first();
    await question.click();
    await toolbar.getByRole('button', { name: 'Drawing board' }).click();
    const board = page.getByRole('img', { name: 'Drawing area' });
    const box = (await board.boundingBox())!;
    await page.mouse.move(box.x + 40, box.y + 40);
    await page.mouse.down();
    await page.mouse.move(box.x + 160, box.y + 120, { steps: 8 });
    await page.mouse.up();
    await page.getByRole('button', { name: 'Insert', exact: true }).click();
    const drawn = question.locator('img[src^="/uploads/"]');
    await shows(drawn);
    await expect
      .poll(() => drawn.first().evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
      .toBeGreaterThan(0);

    // KaTeX renders the math in the preview (its styles and fonts load under the policy)
    await shows(page.locator('.katex'));
    const font = await page.evaluate(() =>
      (globalThis as unknown as { document: { fonts: { check(f: string): boolean } } }).document.fonts.check(
        '12px KaTeX_Main',
      ),
    );
    expect(font).toBe(true);
  });
});
