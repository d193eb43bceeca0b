import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { buildClass, buildPlace } from '../support/factories/enrolment';
import { addToClass, buildExercise } from '../support/factories/exercises';
import { buildHomework } from '../support/factories/homework';
import { buildQuestion } from '../support/factories/questions';
import { buildParentOf, buildStudent, buildTeacher, PASSWORD } from '../support/harness';
import { fitsWidth, newPage, phone, shows, signIn, tick, useBrowserTest } from './browser';

/** Ten students × five questions: Q1 everybody right, Q5 right only for two weaker students. */
const matrix = [
  [1, 1, 1, 1, 0],
  [1, 1, 1, 1, 0],
  [1, 1, 1, 0, 0],
  [1, 1, 1, 0, 0],
  [1, 1, 0, 0, 0],
  [1, 1, 0, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 0, 0, 0, 1],
  [1, 0, 0, 0, 0],
  [1, 0, 0, 0, 0],
];

describe('results and question files in the browser', () => {
  const env = useBrowserTest();

  it('a teacher sees a flagged question, exports the gradebook, exports and re-imports questions; a parent sees the trend', async () => {
    const { t, browser } = env;
    const teacher = await buildTeacher(t);
    const klass = await buildClass(t, teacher, { name: 'Mechanics' });
    const questions = [];
    for (let i = 0; i < 5; i += 1) {
      questions.push(
        await buildQuestion(t, teacher, { name: `Item ${i + 1}`, isChoice: 0, correctAnswer: 'B', language: 'en' }),
      );
    }
    const hw = await buildHomework(t, teacher, { name: 'Forces', questionIds: questions.map((q) => q.id) });
    await addToClass(t, klass, hw);
    const when = new Date(Date.now() - 86_400_000);
    const students = [];
    for (const [s, row] of matrix.entries()) {
      const student = await buildStudent(t, { name: s === 0 ? '李明' : `Student ${s + 1}` });
      students.push(student);
      await buildPlace(t, klass, student, null);
      await buildExercise(t, klass, hw, student, {
        startedAt: when,
        finishedAt: when,
        answers: row.map((right) => ({
          answer: right ? 'B' : 'A',
          answeredAt: when,
          autoCorrect: right === 1,
          locked: true,
        })),
      });
    }
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
    await shows(page.getByText('Imported 2 questions'));
    await page.getByRole('button', { name: 'Close' }).click();
    await shows(page.getByText('Total: 7'));

    // The parent's view, on a phone: the child's trend chart, nothing scrolling sideways.
    const phonePage = await newPage(browser, t, phone);
    await signIn(phonePage, parent.email, PASSWORD);
    await phonePage.goto('/parent/studentlist');
    await shows(phonePage.getByRole('figure', { name: 'Results over time: 李明' }).locator('svg'));
    await fitsWidth(phonePage);
  });
});
