import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { buildWorkedExample, workedExample } from '../support/factories/analysis';
import { buildClass, buildPlace } from '../support/factories/enrolment';
import { buildParentOf, buildStudent, buildTeacher, PASSWORD } from '../support/harness';
import { fitsWidth, newPage, phone, shows, signIn, tick, useBrowserTest } from './browser';

describe('results and question files in the browser', () => {
  const env = useBrowserTest();

  it('a teacher sees a flagged question, exports the gradebook, exports and re-imports questions; a parent sees the trend', async () => {
    const { t, browser } = env;
    const teacher = await buildTeacher(t);
    const klass = await buildClass(t, teacher, { name: 'Mechanics' });
    const when = new Date(Date.now() - 86_400_000);
    const students = [];
    for (let s = 0; s < workedExample.length; s += 1) {
      const student = await buildStudent(t, { name: s === 0 ? '李明' : `Student ${s + 1}` });
      students.push(student);
      await buildPlace(t, klass, student, null);
    }
    await buildWorkedExample(t, teacher, klass, students, { at: when, questionName: (n) => `Item ${n}` });
    const parent = await buildParentOf(t, students[0]!);

    const page = await newPage(browser, t);
    await signIn(page, teacher.email, PASSWORD);
    await page.goto(`/teach/class/${klass.id}/addContent`);
    await page.getByRole('link', { name: 'Analysis: Forces' }).click();
    await page.waitForURL(/\/analysis$/);
    await shows(page.getByText('Flagged questions: 3'));
    const item5 = page.getByRole('row', { name: /5\. Item 5/ });
    await shows(item5.getByText('Likely broken'));
    await shows(item5.getByText(/Negative discrimination/));
    await shows(page.getByRole('figure', { name: 'Score distribution' }).locator('svg'));
    await shows(page.getByRole('figure', { name: 'Facility against discrimination' }).locator('svg'));

    // The gradebook, exported as CSV with the Chinese name intact.
    await page.goto(`/teach/class/${klass.id}/addContent`);
    await page.getByRole('link', { name: 'Gradebook' }).click();
    await shows(page.getByRole('table', { name: 'Gradebook' }).getByText('李明'));
    const csvDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = await readFile((await (await csvDownload).path())!);
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.toString('utf8')).toContain('李明');

    // Two questions exported as Moodle XML and imported back.
    await page.goto('/teach/questionlist');
    await tick(page.getByRole('checkbox', { name: 'Select Item 1' }));
    await tick(page.getByRole('checkbox', { name: 'Select Item 5' }));
    await page.getByRole('button', { name: 'Export 2 selected' }).click();
    const xmlDownload = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Moodle XML (.xml)' }).click();
    const download = await xmlDownload;
    expect(download.suggestedFilename()).toBe('questions.xml');
    const xml = await readFile((await download.path())!);
    expect(xml.toString('utf8')).toContain('<question type="multichoice">');
    await page.locator('input[type=file][accept*=".xml"]').setInputFiles({
      name: 'questions.xml',
      mimeType: 'application/xml',
      buffer: xml,
    });
    await page.getByRole('dialog', { name: 'Import questions' }).getByRole('button', { name: 'Import' }).click();
    await shows(page.getByText('Imported 2 questions'));
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await shows(page.getByText('Total: 7'));

    // The parent's view, on a phone: the child's trend chart, nothing scrolling sideways.
    const phonePage = await newPage(browser, t, phone);
    await signIn(phonePage, parent.email, PASSWORD);
    await phonePage.goto('/parent/studentlist');
    await shows(phonePage.getByRole('figure', { name: 'Results over time: 李明' }).locator('svg'));
    await fitsWidth(phonePage);
  });
});
