import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildQuestion } from '../support/factories/questions';
import { templateHeader, workbook } from '../support/factories/xlsx';
import { buildAdmin, buildTeacher, PASSWORD, tokenOf } from '../support/harness';
import { newPage, shows, signIn, startNewQuestion, tick, typeRich, useBrowserTest } from './browser';

async function createQuestion(page: Page, name: string, fill: (page: Page) => Promise<void>) {
  await startNewQuestion(page, name);
  await fill(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await shows(page.getByText('Successfully saved'));
}

const row = (i: number) => {
  const cells: Record<string, string> = {
    name: `Imported ${String(i).padStart(2, '0')}`,
    category: 'Physics',
    type: '0',
    choices: '4',
    question: `A car speeds up at $a = ${i}\\,m/s^2$. What is $v$ after 2 s?`,
    answerA: `$${i}$`,
    answerB: `$${2 * i}$`,
    answerC: `$${3 * i}$`,
    answerD: `$${4 * i}$`,
    correctAnswer: 'B',
    difficulty: '3',
    solution: `$v = a t = ${2 * i}$`,
  };
  return templateHeader.map((k) => cells[k] ?? '');
};

/** The text of the file a click downloads. */
async function downloaded(page: Page, click: Locator): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), click.click()]);
  return readFile((await download.path())!, 'utf8');
}

const laptop = { width: 1366, height: 900 };

describe('question bank and homework in the browser', () => {
  const env = useBrowserTest();

  it('creates each kind of question, imports 20 from the template, and builds an exam in a chosen order', async () => {
    const { t, browser } = env;
    const teacher = await buildTeacher(t);
    const page = await newPage(browser, t);
    await signIn(page, teacher.email, PASSWORD);

    await createQuestion(page, 'Single: force', async (p) => {
      await typeRich(p, 'Question', 'What is $F=ma$ for m = 2 kg, a = 3 m/s²?');
      for (const [letter, text] of [
        ['A', '5 N'],
        ['B', '6 N'],
        ['C', '7 N'],
        ['D', '8 N'],
      ] as const) {
        await typeRich(p, `Answer ${letter}`, text);
      }
      await tick(p.getByRole('radio', { name: 'B', exact: true }));
    });
    await createQuestion(page, 'Multi: vectors', async (p) => {
      await p.getByLabel('Question type').selectOption({ label: 'Multiple select' });
      await typeRich(p, 'Question', 'Which of these are vectors? $\\vec{v}$');
      for (const [letter, text] of [
        ['A', 'velocity'],
        ['B', 'mass'],
        ['C', 'force'],
        ['D', 'time'],
      ] as const) {
        await typeRich(p, `Answer ${letter}`, text);
      }
      await tick(p.getByRole('checkbox', { name: 'C', exact: true }));
      await tick(p.getByRole('checkbox', { name: 'A', exact: true }));
    });
    await createQuestion(page, 'Free: energy', async (p) => {
      await p.getByLabel('Question type').selectOption({ label: 'Free response' });
      await typeRich(p, 'Question', 'State $E=mc^2$ in words.');
      await p.getByRole('textbox', { name: 'Correct answer' }).fill('energy equals mass times c squared');
    });
    const mine = await t.trpc(await tokenOf(t, teacher)).teacher.getQuestionsByTeacher.query({});
    const byName = new Map(mine.list.map((q) => [q.name, q]));
    expect(byName.get('Single: force')).toMatchObject({ isChoice: '0', correctAnswer: 'B' });
    expect(byName.get('Multi: vectors')).toMatchObject({ isChoice: '1', correctAnswer: 'A,C' });
    expect(byName.get('Free: energy')).toMatchObject({
      isChoice: '2',
      correctAnswer: 'energy equals mass times c squared',
    });
    expect(byName.get('Single: force')?.qText).toContain('$F=ma$');

    // The template downloads, and a filled copy imports all 20 rows.
    await page.goto('/teach/questionlist');
    const href = await page.getByRole('link', { name: 'Download Template' }).getAttribute('href');
    const template = await fetch(new URL(href ?? '', t.url));
    expect(template.headers.get('content-type')).toContain('spreadsheetml');
    const filled = workbook([templateHeader, ...Array.from({ length: 20 }, (_, i) => row(i + 1))]);
    await page.locator('input[type=file][accept*=".xlsx"]').setInputFiles({
      name: 'filled-template.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: filled,
    });
    await shows(page.getByText('Imported 20 questions'));
    await page.getByRole('button', { name: 'Close', exact: true }).click();

    // An exam of three imported questions in a chosen order, previewed.
    await page.goto('/teach/hwlist');
    await page.getByRole('button', { name: 'Create Homework' }).click();
    await page.waitForURL(/\/teach\/hw\/.+\/edit/);
    await page.getByRole('textbox', { name: /^Name/ }).fill('Kinematics exam');
    await tick(page.getByRole('switch', { name: 'Exam' }));
    await page.getByLabel('Exam duration').selectOption({ label: '30 min' });
    const available = page.getByRole('table', { name: 'Available questions' });
    for (const name of ['Imported 03', 'Imported 01', 'Imported 02']) {
      await tick(available.getByRole('checkbox', { name }));
    }
    await page.getByRole('button', { name: /Add selected/ }).click();
    const chosen = page.getByRole('table', { name: 'Homework questions' });
    await shows(chosen.getByText('Imported 02'));
    await chosen.getByRole('button', { name: 'Move Imported 03 up' }).click();
    await page.getByRole('button', { name: 'Update' }).click();
    await shows(page.getByText('Successfully saved'));
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: /Preview/ });
    await shows(preview.getByText('Imported 03'));
    await shows(preview.locator('.katex'));
    const wanted = ['Imported 01', 'Imported 03', 'Imported 02'];
    const text = (await preview.textContent()) ?? '';
    const positions = wanted.map((n) => text.indexOf(n));
    expect(positions.every((p, i) => p >= 0 && (i === 0 || p > (positions[i - 1] ?? 0)))).toBe(true);
    const stored = await t.trpc(await tokenOf(t, teacher)).teacher.getHWByTeacher.query({});
    expect(stored.list[0]).toMatchObject({ name: 'Kinematics exam', isExam: true, examDuration: 30 });
    expect(stored.list[0]?.questionList.map((q: { name: string }) => q.name)).toEqual(wanted);
  });

  it('lets the admin build and reorder a library and bind a teacher, who then browses it', async () => {
    const { t, browser } = env;
    const admin = await buildAdmin(t);
    const teacher = await buildTeacher(t, { name: 'Lib Teacher' });
    const page = await newPage(browser, t);
    await signIn(page, admin.email, PASSWORD);
    await page.goto('/admin/library');
    for (const name of ['Mechanics', 'Optics']) {
      await page.getByRole('button', { name: 'New Library' }).click();
      await page.getByRole('dialog').getByLabel('Name').fill(name);
      await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
      await shows(page.getByRole('button', { name: `Edit ${name}` }));
    }
    await page.getByRole('button', { name: 'Chapter: add one to Mechanics' }).click();
    await page.getByRole('dialog').getByLabel('Name').fill('Kinematics');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await shows(page.getByRole('button', { name: 'Edit Kinematics' }));
    await page.getByRole('button', { name: 'Move Optics up' }).click();
    await expect
      .poll(async () => {
        const text = (await page.locator('table').first().textContent()) ?? '';
        return text.indexOf('Optics') < text.indexOf('Mechanics');
      })
      .toBe(true);
    await page.getByRole('button', { name: 'Teacher: teachers of Mechanics' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByRole('row', { name: /Lib Teacher/ })
      .getByRole('button', { name: 'Bind' })
      .click();
    await shows(dialog.getByRole('row', { name: /Lib Teacher/ }).getByRole('button', { name: 'Unbind' }));

    // A question filed in the library shows in the bound teacher's browser.
    const token = await tokenOf(t, admin);
    const tree = (await t.trpc(token).user.getLibrary.query()).list ?? [];
    const mechanics = (tree as { _id: string; name: string; chapter: { _id: string }[] }[]).find(
      (l) => l.name === 'Mechanics',
    );
    await buildQuestion(t, teacher, {
      name: 'Filed in kinematics',
      libraryId: mechanics?._id,
      chapterId: mechanics?.chapter[0]?._id,
    });
    const teacherPage = await newPage(browser, t);
    await signIn(teacherPage, teacher.email, PASSWORD);
    await teacherPage.goto('/teacher/library');
    await teacherPage.getByRole('button', { name: 'Mechanics' }).click();
    await shows(teacherPage.getByText('Filed in kinematics'));
    await shows(teacherPage.locator('.katex'));
  });

  it('exports every question My Questions lists, all languages when it shows all, from either interface', async () => {
    const { t, browser } = env;
    const teacher = await buildTeacher(t);
    for (const name of ['Lens', 'Mirror', 'Prism']) await buildQuestion(t, teacher, { name, language: 'en' });
    for (const name of ['透镜', '平面镜']) await buildQuestion(t, teacher, { name, language: 'zh' });
    const page = await newPage(browser, t, laptop);
    await signIn(page, teacher.email, PASSWORD);
    await page.goto('/teach/questionlist');
    await shows(page.getByText('Total: 5'));
    await page.getByRole('button', { name: /^Export all/ }).click();
    const xml = await downloaded(page, page.getByRole('menuitem', { name: 'Moodle XML (.xml)' }));
    expect(xml.match(/<question type="multichoice">/g)).toHaveLength(5);
    for (const name of ['Lens', 'Mirror', 'Prism', '透镜', '平面镜']) expect(xml).toContain(`<text>${name}</text>`);

    // The same button in the Chinese interface, then narrowed to Chinese: the file follows the list.
    await page.evaluate("localStorage.setItem('lang', 'zh')");
    await page.reload();
    await shows(page.getByText('共 5 道'));
    await page.getByRole('button', { name: /^全部导出/ }).click();
    const gift = await downloaded(page, page.getByRole('menuitem', { name: 'GIFT（.txt）' }));
    for (const name of ['Lens', 'Mirror', 'Prism', '透镜', '平面镜']) expect(gift).toContain(`::${name}::`);
    await page.getByRole('combobox', { name: '语言' }).selectOption('zh');
    await shows(page.getByText('共 2 道'));
    await page.getByRole('button', { name: /^全部导出/ }).click();
    const chinese = await downloaded(page, page.getByRole('menuitem', { name: 'GIFT（.txt）' }));
    expect(chinese).toContain('::透镜::');
    expect(chinese).not.toContain('::Lens::');
  });

  it('leaves an abandoned blank question out of a GIFT export, says so, and the file imports whole', async () => {
    const { t, browser } = env;
    const teacher = await buildTeacher(t);
    await buildQuestion(t, teacher, { name: 'Finished one' });
    await buildQuestion(t, teacher, { name: 'Finished two' });
    const page = await newPage(browser, t, laptop);
    await signIn(page, teacher.email, PASSWORD);
    // Create makes a blank question at once; leaving its editor leaves it behind.
    await startNewQuestion(page, 'never saved');
    await page.goto('/teach/questionlist');
    await shows(page.getByText('Total: 3'));
    await page.getByRole('button', { name: /^Export all/ }).click();
    const gift = await downloaded(page, page.getByRole('menuitem', { name: 'GIFT (.txt)' }));
    const result = page.getByRole('dialog', { name: 'Export result' });
    await shows(result.getByText('Exported 2 questions'));
    await shows(result.getByText('Left out of the file: 1'));
    await shows(result.getByRole('table', { name: 'Questions left out of the file' }).getByText('Untitled'));
    await result.getByRole('button', { name: 'Close', exact: true }).click();

    await page.locator('input[type=file][accept*=".gift"]').setInputFiles({
      name: 'questions.gift.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(gift),
    });
    await page.getByRole('dialog', { name: 'Import questions' }).getByRole('button', { name: 'Import' }).click();
    const imported = page.getByRole('dialog', { name: 'Import result' });
    await shows(imported.getByText('Imported 2 questions'));
    expect(await imported.getByText(/Questions not imported/).count()).toBe(0);
    await imported.getByRole('button', { name: 'Close', exact: true }).click();
    await shows(page.getByText('Total: 5'));
  });
});
