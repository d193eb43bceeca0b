import { readFile } from 'node:fs/promises';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { buildClass, buildPlace } from '../support/factories/enrolment';
import { addToClass, buildExercise } from '../support/factories/exercises';
import { buildHomework } from '../support/factories/homework';
import { buildQuestion } from '../support/factories/questions';
import { buildAdmin, buildParentOf, buildStudent, buildTeacher, PASSWORD } from '../support/harness';
import { fitsWidth, gone, holds, newPage, phone, shows, signIn, useBrowserTest } from './browser';

/** The text of every page of a PDF, as a reader extracts it. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: bytes }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n');
}

const DAY = 86_400_000;

describe('grades in the browser', () => {
  const env = useBrowserTest();

  it('a teacher weights categories and sets points and a late penalty; the parent sees the same grade in Chinese and downloads the term report', async () => {
    const { t, browser } = env;
    const now = t.app.deps.now().getTime();
    const teacher = await buildTeacher(t, { name: 'Ms Grade' });
    const admin = await buildAdmin(t);
    const klass = await buildClass(t, teacher, { name: 'Optics' });
    const student = await buildStudent(t, { name: '李雷' });
    await buildPlace(t, klass, student, null);
    const parent = await buildParentOf(t, student);

    // Lenses: 4 questions, 3 right, handed in a day after its due date. Prisms: 2 questions, both right, on time.
    const question = () => buildQuestion(t, teacher, { isChoice: 0, correctAnswer: 'B', language: 'en' });
    const lensQuestions = [await question(), await question(), await question(), await question()];
    const prismQuestions = [await question(), await question()];
    const lenses = await buildHomework(t, teacher, {
      name: 'Lenses',
      dueDate: new Date(now - 3 * DAY),
      questionIds: lensQuestions.map((q) => q.id),
    });
    const prisms = await buildHomework(t, teacher, {
      name: 'Prisms',
      dueDate: new Date(now + 7 * DAY),
      questionIds: prismQuestions.map((q) => q.id),
    });
    await addToClass(t, klass, lenses);
    await addToClass(t, klass, prisms);
    const handIn = (at: Date, rights: boolean[]) => ({
      startedAt: at,
      finishedAt: at,
      answers: rights.map((right) => ({ answer: right ? 'B' : 'A', answeredAt: at, autoCorrect: right, locked: true })),
    });
    await buildExercise(t, klass, lenses, student, handIn(new Date(now - 2 * DAY), [true, true, true, false]));
    const prismWork = await buildExercise(t, klass, prisms, student, handIn(new Date(now - DAY), [true, true]));

    // The teacher, on a laptop: weights 60/40, Lenses worth 10 points with 10% off a day, Prisms a quiz.
    const page = await newPage(browser, t, { width: 1366, height: 900 });
    await signIn(page, teacher.email, PASSWORD);
    await page.goto(`/teach/class/${klass.id}/addContent`);
    await page.getByRole('link', { name: 'Grading' }).click();
    await page.waitForURL(/\/grading$/);
    await page.getByRole('textbox', { name: 'Weight of Homework' }).fill('60');
    await page.getByRole('textbox', { name: 'Weight of Quiz' }).fill('40');
    await page.getByRole('button', { name: 'Save categories' }).click();
    await shows(page.getByText('Grade categories saved'));

    await page.getByRole('button', { name: 'Edit grading of Lenses' }).click();
    const lensDialog = page.getByRole('dialog', { name: 'Grading of Lenses' });
    await lensDialog.getByRole('textbox', { name: 'Points' }).fill('10');
    await lensDialog.getByRole('textbox', { name: 'Late penalty per day (%)' }).fill('10');
    await lensDialog.getByRole('button', { name: 'Save' }).click();
    await shows(page.getByText('Homework grading saved'));
    const lensRow = page.getByRole('row', { name: /Lenses/ });
    await shows(lensRow.getByText('10% per day'));

    await page.getByRole('button', { name: 'Edit grading of Prisms' }).click();
    const prismDialog = page.getByRole('dialog', { name: 'Grading of Prisms' });
    await prismDialog.getByRole('textbox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Quiz' }).click();
    await prismDialog.getByRole('textbox', { name: 'Attempts allowed' }).fill('2');
    await prismDialog.getByRole('button', { name: 'Save' }).click();
    await shows(page.getByRole('row', { name: /Prisms/ }).getByText('Quiz'));

    // The gradebook: Lenses 10 × 3/4 × 0.9 = 6.75 (homework 67.5%), Prisms 100% (quiz): 0.6 × 67.5 + 0.4 × 100.
    await page.getByRole('link', { name: 'Back to the gradebook' }).click();
    const row = page.getByRole('table', { name: 'Gradebook' }).getByRole('row', { name: /李雷/ });
    await shows(row.getByText('80.5% · B'));
    await shows(row.getByText('6.75 of 10 points'));
    await shows(row.getByText('Late: −10%'));

    // The teacher's comment for the term report.
    await row.getByRole('button', { name: 'Term report of 李雷' }).click();
    const report = page.getByRole('dialog', { name: 'Term report of 李雷' });
    await report.getByRole('textbox', { name: "Teacher's comment" }).fill('Careful work with ray diagrams.');
    await report.getByRole('button', { name: 'Save comment' }).click();
    await shows(page.getByText('Report comment saved'));
    await page.keyboard.press('Escape');
    await gone(report);
    await row.getByRole('button', { name: 'Term report of 李雷' }).click();
    await holds(report.getByRole('textbox', { name: "Teacher's comment" }), 'Careful work with ray diagrams.');

    // The admin switches the school to the Chinese bands.
    const adminPage = await newPage(browser, t, { width: 1366, height: 900 });
    await signIn(adminPage, admin.email, PASSWORD);
    await adminPage.goto('/admin/grade-scale');
    await adminPage.getByRole('button', { name: '优 良 中 及格 不及格' }).click();
    await adminPage.getByRole('button', { name: 'Save scale' }).click();
    await shows(adminPage.getByText('Grade scale saved'));

    // The parent, on a phone in Chinese: the same percent with its band, and the term report as a PDF.
    const phonePage = await newPage(browser, t, phone);
    await signIn(phonePage, parent.email, PASSWORD);
    await phonePage.evaluate(() => localStorage.setItem('lang', 'zh'));
    await phonePage.goto(`/parent/student/exercise/${student.id}/${klass.id}`);
    await phonePage.getByRole('link', { name: '成绩', exact: true }).click();
    await phonePage.waitForURL(new RegExp(`/grades/${student.id}/${klass.id}$`));
    await shows(phonePage.getByTestId('family-course').getByText('80.5% · 良'));
    await shows(phonePage.getByText('6.75 / 10 分'));
    await fitsWidth(phonePage);

    const download = phonePage.waitForEvent('download');
    await phonePage.getByRole('button', { name: '下载 PDF：Optics 的成绩报告' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = new Uint8Array(await readFile((await file.path()) as string));
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain('李雷');
    expect(text).toContain('80.5%');
    expect(text).toContain('良');
    expect(text).toContain('Careful work with ray diagrams.');

    // The student tries Prisms again: its handed-in attempt is kept, the runner opens on a fresh one.
    const studentPage = await newPage(browser, t, phone);
    await signIn(studentPage, student.email, PASSWORD);
    await studentPage.goto(`/student/exercise/${prismWork.id}`);
    await shows(studentPage.getByText('Attempt 1 of 2; the best counts.'));
    await studentPage.getByRole('button', { name: 'Try again' }).click();
    await studentPage.getByRole('dialog').getByRole('button', { name: 'Try again' }).click();
    await studentPage.waitForURL(new RegExp(`/student/exerciseEdit/${prismWork.id}$`));
    await shows(studentPage.getByText('Attempt 2 of 2; the best counts.'));
    await shows(studentPage.getByRole('button', { name: 'Start' }));
    await fitsWidth(studentPage);
  });
});
