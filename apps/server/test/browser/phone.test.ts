import { seedDemo } from '@quanta/api';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addToClass, buildClassWithHomework, buildEnrolledStudent } from '../support/factories/exercises';
import { buildHomework } from '../support/factories/homework';
import { PASSWORD } from '../support/harness';
import { type DemoIds, demoIds } from './accessibility/demo-ids';
import { fitsWidth, gone, newPage, onScreen, phone, shows, signIn, tick, useBrowserTest } from './browser';

describe('students and parents on a phone (390 × 844)', () => {
  const env = useBrowserTest();

  it('shows My Classes, My homework, the runner and My Children Class whole, with no sideways scrolling', async () => {
    const { t, browser } = env;
    const cw = await buildClassWithHomework(t, {
      klass: { name: 'Electricity and Magnetism for Curious Minds' },
      hw: { name: 'Forces practice' },
    });
    const exam = await buildHomework(t, cw.teacher, {
      name: 'Unit exam on forces and motion',
      isExam: true,
      examDuration: 30,
      questionIds: [cw.questions[0]!.id],
    });
    await addToClass(t, cw.klass, exam);
    const amy = await buildEnrolledStudent(t, cw.klass);
    for (const hw of [cw.hw, exam]) {
      await t.trpc(cw.teacherToken).teacher.publishHomework.mutate({
        classID: cw.klass.id,
        hwID: hw.id,
        studentIDs: [amy.student.id],
      });
    }

    const page = await newPage(browser, t, phone);
    await signIn(page, amy.student.email, PASSWORD);
    await page.goto('/myclasses');
    await shows(page.getByText('Electricity and Magnetism for Curious Minds'));
    await fitsWidth(page);
    await onScreen(page, page.getByRole('link', { name: 'start learning' }));

    await page.getByRole('link', { name: 'start learning' }).click();
    await shows(page.getByRole('heading', { name: 'My homework' }));
    await shows(page.getByText('Unit exam on forces and motion'));
    await fitsWidth(page);
    // Every column a laptop shows is there, whole: progress and accuracy of both, and the actions.
    for (const value of ['0/3', '0/1']) await onScreen(page, page.getByText(value).first());
    await onScreen(page, page.getByText('Exam · 30 min'));
    await onScreen(page, page.getByRole('link', { name: 'start learning' }).first());

    // The runner: the question, the choices and the buttons fit.
    await page.getByRole('link', { name: 'start learning' }).first().click();
    await page.getByRole('button', { name: 'Start' }).click();
    await shows(page.getByText('Question 1 of 3'));
    await tick(page.getByRole('radio', { name: /^B\./ }));
    await fitsWidth(page);
    await onScreen(page, page.getByRole('button', { name: 'Check Solution' }));
    await onScreen(page, page.getByRole('button', { name: 'Next' }));
    await onScreen(page, page.getByRole('button', { name: 'Submit All Solutions' }));
    await page.getByRole('button', { name: 'Check Solution' }).click();
    await shows(page.getByText('Congrats!'));
    await gone(page.getByRole('radio', { name: /^[A-E]\./ }));
    await fitsWidth(page);

    // The parent's My Children Class.
    const parent = await newPage(browser, t, phone);
    await signIn(parent, amy.parent.email, PASSWORD);
    await parent.goto('/parent/studentlist');
    await shows(parent.getByText('Electricity and Magnetism for Curious Minds'));
    await fitsWidth(parent);
    await onScreen(parent, parent.getByRole('link', { name: 'Registration' }));
  });
});

/** The demo people's password. */
const demoPassword = 'quanta-demo';

/** A list of the demo school: where it is, who opens it, and the name of its table. */
interface List {
  path: (ids: DemoIds) => string;
  as: 'admin@quanta.test' | 'teacher.wang@quanta.test';
  table: string;
  lang?: 'zh';
}

const lists: List[] = [
  { path: () => '/admin/userlist', as: 'admin@quanta.test', table: 'Users' },
  { path: () => '/admin/auditClass', as: 'admin@quanta.test', table: 'Audit Classes' },
  { path: () => '/admin/library', as: 'admin@quanta.test', table: 'Library' },
  { path: () => '/admin/emailList', as: 'admin@quanta.test', table: 'E-mail' },
  { path: () => '/admin/productlist', as: 'admin@quanta.test', table: 'Products' },
  { path: () => '/teach/classlist', as: 'teacher.wang@quanta.test', table: '我的课程', lang: 'zh' },
  { path: () => '/teach/hwlist', as: 'teacher.wang@quanta.test', table: 'My HomeWorks' },
  { path: () => '/teach/questionlist', as: 'teacher.wang@quanta.test', table: 'My Questions' },
  { path: (i) => `/teach/class/${i.classId}/addStudent`, as: 'teacher.wang@quanta.test', table: 'Students' },
  {
    path: (i) => `/teach/class/${i.classId}/addContent`,
    as: 'teacher.wang@quanta.test',
    table: 'Homework in this class',
  },
  { path: (i) => `/teach/class/${i.classId}/gradebook`, as: 'teacher.wang@quanta.test', table: 'Gradebook' },
  {
    path: (i) => `/teach/class/${i.classId}/homework/${i.homeworkId}/analysis`,
    as: 'teacher.wang@quanta.test',
    table: 'Item analysis',
  },
];

/** Every button and link of the table's first row with any, and its last cell, show whole on the screen. */
async function rowActionsOnScreen(page: Page, table: string) {
  const rows = page.locator(`table[aria-label="${table}"] > tbody > tr`);
  await shows(rows);
  const withActions = rows.filter({ has: page.locator('button, a') });
  const row = (await withActions.count()) > 0 ? withActions.first() : rows.first();
  await onScreen(page, row.locator('td').last());
  const actions = row.locator('button, a');
  for (let i = 0; i < (await actions.count()); i++) await onScreen(page, actions.nth(i));
}

describe('teachers and admins on a phone (390 × 844)', () => {
  const env = useBrowserTest();
  let ids: DemoIds;
  beforeAll(async () => {
    await seedDemo(env.t.app.deps);
    ids = await demoIds(env.t);
  });

  it('shows every row action of the twelve lists on the screen, with no sideways scrolling', async () => {
    const { t, browser } = env;
    const pages = new Map<string, Page>();
    const hidden: string[] = [];
    for (const list of lists) {
      const key = `${list.as} ${list.lang ?? 'en'}`;
      let page = pages.get(key);
      if (!page) {
        page = await newPage(browser, t, phone);
        await signIn(page, list.as, demoPassword);
        if (list.lang) await page.evaluate(`localStorage.setItem('lang', '${list.lang}')`);
        pages.set(key, page);
      }
      await page.goto(list.path(ids));
      // Every list is looked at, and the test names each one whose actions are off the screen.
      try {
        await rowActionsOnScreen(page, list.table);
        await fitsWidth(page);
      } catch (err) {
        hidden.push(`${list.table} (${list.path(ids)}): ${(err as Error).message.split('\n')[0]}`);
      }
    }
    expect(hidden).toEqual([]);
  });
});
