import { describe, expect, it } from 'vitest';
import { buildTeacher, PASSWORD } from '../support/harness';
import { gone, inView, newPage, shows, signIn, startNewQuestion, useBrowserTest } from './browser';

describe("the rich-text editor's dialogs", () => {
  const env = useBrowserTest();

  it('inserts a link (refusing an unsafe address), a table and a formula', async () => {
    const { t, browser } = env;
    const teacher = await buildTeacher(t);
    const page = await newPage(browser, t);
    await signIn(page, teacher.email, PASSWORD);
    await startNewQuestion(page, 'Dialogs');
    const question = page.getByRole('textbox', { name: 'Question', exact: true });
    const toolbar = page.getByRole('toolbar', { name: 'Formatting' }).first();
    await question.click();

    // Link: an unsafe address is refused with its message, which goes on typing; a safe one is inserted.
    await toolbar.getByRole('button', { name: 'Link', exact: true }).click();
    const link = page.getByRole('dialog', { name: 'Link' });
    const url = link.getByRole('textbox', { name: 'URL' });
    const invalid = link.getByText('Enter a link that starts with http://, https:// or mailto:');
    await url.fill('javascript:alert(1)');
    await link.getByRole('button', { name: 'Save' }).click();
    await shows(invalid);
    await url.fill('https://example.org/a');
    await gone(invalid);
    await link.getByRole('button', { name: 'Save' }).click();
    await shows(question.locator('a[href="https://example.org/a"]'));

    // Table: rows × columns as typed.
    await toolbar.getByRole('button', { name: 'Insert table' }).click();
    const table = page.getByRole('dialog', { name: 'Insert table' });
    await table.getByRole('textbox', { name: 'Rows' }).fill('2');
    await table.getByRole('textbox', { name: 'Columns' }).fill('4');
    await table.getByRole('button', { name: 'Insert' }).click();
    await expect.poll(() => question.locator('tr').count()).toBe(2);
    await expect.poll(() => question.locator('tr').first().locator('th, td').count()).toBe(4);

    // Formula: previewed while typed, inserted by Enter.
    await toolbar.getByRole('button', { name: 'Insert formula' }).click();
    const formula = page.getByRole('dialog', { name: 'Insert formula' });
    const latex = formula.getByRole('textbox', { name: 'LaTeX' });
    await latex.fill('E=mc^2');
    await shows(formula.locator('.katex'));
    await latex.press('Enter');
    await gone(formula);
    await shows(question.locator('.katex'));
  });

  it("keeps the drawing board's Insert and Cancel in sight on a 1366 × 900 screen", async () => {
    const { t, browser } = env;
    const teacher = await buildTeacher(t);
    const page = await newPage(browser, t, { width: 1366, height: 900 });
    await signIn(page, teacher.email, PASSWORD);
    await startNewQuestion(page, 'Drawing');
    await page.getByRole('textbox', { name: 'Question', exact: true }).click();
    await page
      .getByRole('toolbar', { name: 'Formatting' })
      .first()
      .getByRole('button', { name: 'Drawing board' })
      .click();
    const board = page.getByRole('dialog', { name: 'Drawing board' });
    await shows(board.getByRole('img', { name: 'Drawing area' }));
    await inView(page, board.getByRole('button', { name: 'Insert', exact: true }));
    await inView(page, board.getByRole('button', { name: 'Cancel', exact: true }));
    await inView(page, board.getByRole('img', { name: 'Drawing area' }));
    await board.getByRole('button', { name: 'Cancel', exact: true }).click();
    await gone(board);
  });
});
