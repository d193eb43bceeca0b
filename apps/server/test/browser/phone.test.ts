import { describe, it } from 'vitest';
import { addToClass, buildClassWithHomework, buildEnrolledStudent } from '../support/factories/exercises';
import { buildHomework } from '../support/factories/homework';
import { PASSWORD } from '../support/harness';
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
