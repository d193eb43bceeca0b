import { classSources } from '@quanta/db';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildSource } from '../support/factories/classes';
import { buildClass, buildPlace } from '../support/factories/enrolment';
import { buildChapter, buildLibrary, buildSection } from '../support/factories/libraries';
import { buildQuestion } from '../support/factories/questions';
import { buildAdmin, buildStudent, buildTeacher, PASSWORD, type TestApp, tokenOf } from '../support/harness';
import { fitsWidth, newPage, phone, shows, signIn, tick, useBrowserTest } from './browser';

/** A class with the library, its source, and four questions (in `language`) filed in Physics › Mechanics › Kinematics. */
async function buildPractice(t: TestApp, tag = '', language: 'en' | 'zh' = 'en') {
  const teacher = await buildTeacher(t);
  const source = await buildSource(t, teacher, { name: 'Olympiad set' });
  const klass = await buildClass(t, teacher, { name: 'Physics Olympiad', includeLibrary: true });
  await t.app.deps.db.insert(classSources).values({ classId: klass.id, sourceId: source.id });
  const library = await buildLibrary(t, { name: `Physics${tag}` });
  const chapter = await buildChapter(t, library, { name: `Mechanics${tag}`, position: 0 });
  const section = await buildSection(t, chapter, { name: `Kinematics${tag}`, position: 0 });
  const filed = { libraryId: library.id, chapterId: chapter.id, sectionId: section.id, sourceId: source.id };
  const start = Date.now() - 60_000;
  const names = ['Falling stone', 'Rolling ball', 'Thrown key', 'Car speed'];
  for (const [i, name] of names.entries()) {
    await buildQuestion(t, teacher, {
      ...filed,
      name,
      language,
      createdAt: new Date(start + i * 1000),
      ...(i === 3 ? { isChoice: 2, correctAnswer: '20 m/s' } : { correctAnswer: 'B' }),
    });
  }
  return { teacher, klass };
}

async function enrolledStudent(t: TestApp, klass: { id: string }) {
  const student = await buildStudent(t);
  await buildPlace(t, klass, student, null);
  return student;
}

/** Opens Physics and Mechanics in the library tree, ticks Kinematics, then Mechanics (which covers it), and saves. */
async function chooseSetting(page: Page, save: string, tag = '', expand = (name: string) => `Show what ${name} holds`) {
  await page.getByRole('button', { name: expand(`Physics${tag}`) }).click();
  await page.getByRole('button', { name: expand(`Mechanics${tag}`) }).click();
  const kinematics = page.getByRole('checkbox', { name: `Kinematics${tag}`, exact: true });
  await tick(kinematics);
  await tick(page.getByRole('checkbox', { name: `Mechanics${tag}`, exact: true }));
  await expect.poll(() => kinematics.isDisabled()).toBe(true);
  expect(await kinematics.isChecked()).toBe(true);
  await tick(page.getByRole('checkbox', { name: 'Olympiad set' }));
  await page.getByRole('button', { name: save, exact: true }).click();
}

describe('Resources in the browser', () => {
  const env = useBrowserTest();

  it('admin sets help and maximum; a student practises; the teacher sees the records', async () => {
    const { t, browser } = env;
    const { teacher, klass } = await buildPractice(t);
    const admin = await buildAdmin(t);
    const student = await enrolledStudent(t, klass);

    // The admin saves the help text and the maximum (digits only).
    const adminPage = await newPage(browser, t);
    await signIn(adminPage, admin.email, PASSWORD);
    await adminPage.goto('/admin/library');
    const area = adminPage.getByRole('region', { name: 'Resources Setting' });
    const help = area.getByRole('textbox', { name: 'Help', exact: true });
    await help.click();
    await help.pressSequentially('Choose a chapter in SETTINGS, then press PLAY.');
    await area.getByRole('button', { name: 'Save', exact: true }).click();
    await shows(adminPage.getByText('Successfully saved'));
    const max = area.getByRole('textbox', { name: /Max Resources/ });
    await max.fill('ten');
    await area.getByRole('button', { name: 'Save Max Resources' }).click();
    await shows(area.getByText('Please enter a number'));
    await max.fill('4');
    await area.getByRole('button', { name: 'Save Max Resources' }).click();
    await expect.poll(async () => (await t.rest('GET', '/public/getResourceBase')).body.result.maxQuestions).toBe(4);

    // The student finds Resources in the menu, reads HELP and saves settings.
    const page = await newPage(browser, t);
    await signIn(page, student.email, PASSWORD);
    await page.goto('/student/resources');
    await shows(page.getByRole('heading', { name: 'Resources' }));
    await page.getByRole('button', { name: 'HELP' }).click();
    await shows(page.getByText('Choose a chapter in SETTINGS, then press PLAY.'));
    await page.getByRole('button', { name: 'SETTINGS' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await shows(page.getByText('Please select library').first());
    await chooseSetting(page, 'Save');
    await shows(page.getByText('Save success, There are a total of 4 questions in this setting'));

    // PLAY: one right, one wrong, one given up, one reported (and answered).
    await shows(page.getByText('0/4'));
    await shows(page.getByText('Falling stone'));
    await tick(page.getByRole('radio', { name: /^B\./ }));
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await shows(page.getByText('Congrats!'));
    await page.getByRole('button', { name: 'Show solution' }).click();
    await shows(page.getByText('Correct answer'));
    await page.getByRole('button', { name: 'Next' }).click();
    await shows(page.getByText('Rolling ball'));
    await tick(page.getByRole('radio', { name: /^A\./ }));
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await shows(page.getByText('Oops, the answer you submit is incorrect'));
    await page.getByRole('button', { name: 'Next' }).click();
    await shows(page.getByText('Thrown key'));
    await page.getByRole('button', { name: 'Give Up' }).click();
    await shows(page.getByText('You gave up this question'));
    await page.getByRole('button', { name: 'Next' }).click();
    await shows(page.getByText('Car speed'));
    await page.getByRole('button', { name: 'report bug' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report a problem with this question' });
    await dialog.getByRole('button', { name: 'Submit report' }).click();
    await shows(dialog.getByText('Please input your report content'));
    await dialog.getByRole('textbox', { name: 'Details' }).fill('The units are missing from the question.');
    await dialog.getByRole('button', { name: 'Submit report' }).click();
    await shows(page.getByText('Report submitted successfully'));
    await page.getByRole('textbox', { name: 'Your answer' }).fill('20 M/S');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await shows(page.getByText('Congrats!'));
    await page.getByRole('button', { name: 'Next' }).click();
    await shows(page.getByText('All questions are done!'));
    await shows(page.getByText('4/4'));

    // HISTORY: the marks, and a record opens read-only.
    await page.getByRole('button', { name: 'HISTORY' }).click();
    const history = page.getByRole('table', { name: 'History' });
    await shows(history.getByRole('row', { name: /Rolling ball.*Wrong/ }));
    await shows(history.getByRole('row', { name: /Thrown key.*Gave up/ }));
    await shows(history.getByRole('row', { name: /Falling stone.*Correct/ }));
    await page.getByRole('button', { name: 'Open Rolling ball' }).click();
    const detail = page.getByRole('dialog', { name: 'Question detail' });
    await shows(detail.getByText('Correct answer'));
    expect(await detail.getByRole('radio', { name: /^A\./ }).isChecked()).toBe(true);
    await detail.getByRole('button', { name: 'Close', exact: true }).click();

    // REPORT: counts, the pie chart drawn, mastery and the records.
    await page.getByRole('button', { name: 'REPORT' }).click();
    await shows(page.getByText('Current settings'));
    await expect.poll(() => page.getByTestId('count-problems').textContent()).toBe('4');
    expect(await page.getByTestId('count-correct').textContent()).toBe('2');
    expect(await page.getByTestId('count-incorrect').textContent()).toBe('1');
    expect(await page.getByTestId('count-gaveUp').textContent()).toBe('1');
    const pie = page.getByRole('figure', { name: 'Answers' });
    await expect.poll(() => pie.locator('svg path').count()).toBeGreaterThanOrEqual(3);
    await expect
      .poll(() => page.getByRole('figure', { name: 'Mastery by section' }).locator('svg rect').count())
      .toBeGreaterThan(0);
    await shows(page.getByRole('table', { name: 'Records' }).getByText('Car speed'));

    // The teacher sees them beside the exercises; the author sees the open report.
    const teacherPage = await newPage(browser, t);
    await signIn(teacherPage, teacher.email, PASSWORD);
    await teacherPage.goto(`/teacher/exercise/${klass.id}/${student.id}`);
    await shows(teacherPage.getByRole('heading', { name: 'Resource Records' }));
    await expect.poll(() => teacherPage.getByTestId('count-problems').textContent()).toBe('4');
    await expect
      .poll(() => teacherPage.getByRole('figure', { name: 'Answers' }).locator('svg path').count())
      .toBeGreaterThanOrEqual(3);
    await shows(teacherPage.getByRole('table', { name: 'Resource Records' }).getByText('Thrown key'));
    await teacherPage.goto('/teach/questionlist');
    await shows(teacherPage.getByRole('row', { name: /Car speed/ }).getByText('1 open reports'));
  });

  it('works in Chinese', async () => {
    const { t, browser } = env;
    const { klass } = await buildPractice(t, ' 2', 'zh');
    const student = await enrolledStudent(t, klass);
    const page = await newPage(browser, t);
    await signIn(page, student.email, PASSWORD);
    await page.evaluate(() => localStorage.setItem('lang', 'zh'));
    await page.goto('/student/resources');
    await shows(page.getByRole('heading', { name: '练习资源' }));
    await page.getByRole('button', { name: '设置', exact: true }).click();
    await chooseSetting(page, '保存', ' 2', (name) => `展开 ${name}`);
    await shows(page.getByText('保存成功，此设置共有 4 道题'));
    await tick(page.getByRole('radio', { name: /^B\./ }));
    await page.getByRole('button', { name: '提交', exact: true }).click();
    await shows(page.getByText('恭喜答对！'));
    await page.getByRole('button', { name: '报告', exact: true }).click();
    await expect
      .poll(() => page.getByRole('figure', { name: '作答情况' }).locator('svg path').count())
      .toBeGreaterThan(0);
  });

  it('on a phone, picks two libraries by tapping their boxes, and the tab is in the address', async () => {
    const { t, browser } = env;
    const teacher = await buildTeacher(t);
    const source = await buildSource(t, teacher, { name: 'Phone set' });
    const klass = await buildClass(t, teacher, { name: 'Phone class', includeLibrary: true });
    await t.app.deps.db.insert(classSources).values({ classId: klass.id, sourceId: source.id });
    for (const name of ['Algebra', 'Geometry']) {
      const library = await buildLibrary(t, { name });
      for (const n of [1, 2]) {
        await buildQuestion(t, teacher, { libraryId: library.id, sourceId: source.id, name: `${name} ${n}` });
      }
    }
    const student = await enrolledStudent(t, klass);
    const page = await newPage(browser, t, phone, { hasTouch: true });
    await signIn(page, student.email, PASSWORD);
    await page.goto('/student/resources');
    await page.getByText('SETTINGS', { exact: true }).tap();
    await page.waitForURL(/[?&]tab=settings/);
    await shows(page.getByText('Tick each library, chapter or section to practise'));
    expect(await page.getByText(/Ctrl|Cmd/).count()).toBe(0);

    // A second tap adds to the first instead of replacing it.
    const algebra = page.getByRole('checkbox', { name: 'Algebra', exact: true });
    const geometry = page.getByRole('checkbox', { name: 'Geometry', exact: true });
    await algebra.tap();
    await geometry.tap();
    await expect.poll(() => geometry.isChecked()).toBe(true);
    expect(await algebra.isChecked()).toBe(true);
    await shows(page.getByText('2 chosen'));
    await page.getByRole('checkbox', { name: 'Phone set' }).tap();
    await fitsWidth(page);
    await page.getByRole('button', { name: 'Save', exact: true }).tap();
    await shows(page.getByText('Save success, There are a total of 4 questions in this setting'));
    const stored = await t.trpc(await tokenOf(t, student)).user.getUserSetting.query();
    expect(stored.libraries).toHaveLength(2);

    // Saving opens PLAY; Back returns to SETTINGS with both boxes still ticked, and a reload keeps the tab.
    await shows(page.getByText('0/4 practised'));
    await page.goBack();
    await page.waitForURL(/[?&]tab=settings/);
    await expect.poll(() => page.getByRole('checkbox', { name: 'Geometry', exact: true }).isChecked()).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByRole('checkbox', { name: 'Algebra', exact: true }).isChecked()).toBe(true);
  });
});
