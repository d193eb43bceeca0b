import { questions } from '@quanta/db';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildClass } from '../support/factories/enrolment';
import {
  addToClass,
  buildClassWithHomework,
  buildEnrolledStudent,
  buildExercise,
  buildSitting,
} from '../support/factories/exercises';
import { buildHomework } from '../support/factories/homework';
import { buildTeacher, PASSWORD } from '../support/harness';
import { fitsWidth, newPage, phone, shows, signIn, startNewQuestion, tick, useBrowserTest } from './browser';

const range = (v0: number) => (v0 * v0) / 9.8;

/** Opens the student's homework runner on its first question and reads their launch speed. */
async function openRunner(page: Page, classId: string): Promise<number> {
  await page.goto(`/myHomework/${classId}`);
  await page
    .getByRole('row', { name: /Projectile practice/ })
    .getByRole('link', { name: 'start learning' })
    .click();
  await page.getByRole('button', { name: 'Start' }).click();
  const text = page.getByText(/thrown at \d+ m\/s/);
  await shows(text);
  return Number(/thrown at (\d+) m\/s/.exec((await text.first().textContent()) ?? '')?.[1]);
}

describe('typed answers graded at once, with a variant per student, in the browser', () => {
  const env = useBrowserTest();

  it('a teacher writes a parameterised number with a unit; two students get their own numbers; the teacher sees both', async () => {
    const { t, browser } = env;
    const teacher = await buildTeacher(t);
    const page = await newPage(browser, t);
    await signIn(page, teacher.email, PASSWORD);

    // The teacher writes the question, watching two sample variants.
    await startNewQuestion(page, 'Projectile range');
    await page.getByLabel('Question type').selectOption({ label: 'Free response' });
    const qText = page.getByRole('textbox', { name: 'Question', exact: true });
    await qText.click();
    await qText.pressSequentially('A ball is thrown at {v0} m/s at 45 degrees. How far does it land?');
    await page.getByRole('textbox', { name: 'Correct answer' }).fill('{v0}^2 / 9.8');
    await page.getByLabel('Answer type').selectOption({ label: 'Number (graded at once)' });
    await page.getByRole('textbox', { name: 'Unit' }).fill('m');
    await page.getByRole('textbox', { name: 'Parameters' }).fill('v0 = 10..60 step 1');
    for (const n of [1, 2]) {
      const sample = page.getByTestId(`sample-variant-${n}`);
      await shows(sample.getByText(/thrown at \d+ m\/s/));
      await shows(sample.getByText(/Answer: [\d.]+ m/));
    }
    await page.getByRole('button', { name: 'Save' }).click();
    await shows(page.getByText('Successfully saved'));
    const [question] = await t.app.deps.db.select().from(questions).where(eq(questions.name, 'Projectile range'));
    expect(question).toMatchObject({
      answerType: 'number',
      unit: 'm',
      params: [{ name: 'v0', min: 10, max: 60, step: 1 }],
    });

    // Homework of that question for a class of two students whose numbers differ.
    const klass = await buildClass(t, teacher);
    const hw = await buildHomework(t, teacher, { name: 'Projectile practice', questionIds: [question!.id] });
    await addToClass(t, klass, hw);
    const amy = await buildEnrolledStudent(t, klass);
    await buildExercise(t, klass, hw, amy.student);
    const amyPage = await newPage(browser, t, phone);
    await signIn(amyPage, amy.student.email, PASSWORD);
    const amyV0 = await openRunner(amyPage, klass.id);
    expect(amyV0).toBeGreaterThanOrEqual(10);

    let ben = await buildEnrolledStudent(t, klass);
    let benExercise = await buildExercise(t, klass, hw, ben.student);
    const v0Of = async (token: string, id: string) =>
      Number(
        /thrown at (\d+)/.exec(
          (await t.trpc(token).user.getExerciseById.query({ id })).questionList[0]!.question.qText,
        )?.[1],
      );
    // A variant is fixed by the seed; another student is taken only if this one drew the same number.
    for (let i = 0; i < 5 && (await v0Of(ben.token, benExercise.id)) === amyV0; i++) {
      ben = await buildEnrolledStudent(t, klass);
      benExercise = await buildExercise(t, klass, hw, ben.student);
    }

    // Amy answers right in centimetres on her phone, seeing what she typed typeset.
    const answer = amyPage.getByRole('textbox', { name: 'Your answer' });
    await answer.fill(`${(range(amyV0) * 100).toFixed(1)} cm`);
    await shows(amyPage.getByTestId('typed-preview').locator('.katex'));
    await fitsWidth(amyPage);
    await amyPage.getByRole('button', { name: 'Check Solution' }).click();
    await shows(amyPage.getByText('Congrats!'));
    // The same number when she opens it again, with the checker's verdict.
    await amyPage.goto(`/myHomework/${klass.id}`);
    await amyPage.getByRole('link', { name: 'View details' }).click();
    await shows(amyPage.getByText(`thrown at ${amyV0} m/s`));
    await shows(amyPage.getByTestId('checker-reason').getByText('Correct.'));
    await fitsWidth(amyPage);

    // Ben answers wrong and is told why.
    const benPage = await newPage(browser, t);
    await signIn(benPage, ben.student.email, PASSWORD);
    const benV0 = await openRunner(benPage, klass.id);
    expect(benV0).not.toBe(amyV0);
    await benPage.getByRole('textbox', { name: 'Your answer' }).fill('1 m');
    await benPage.getByRole('button', { name: 'Check Solution' }).click();
    await shows(benPage.getByText('The value is off.'));

    // The teacher sees each student's variant and the checker's reason.
    await page.goto(`/teacher/correctionExercise/${klass.id}/${hw.id}`);
    await page.getByRole('button', { name: `Select ${amy.student.name}` }).click();
    await shows(page.getByTestId('variant').getByText(`v0 = ${amyV0}`));
    await shows(page.getByTestId('checker-reason').getByText('Correct.'));
    await page.getByRole('button', { name: `Select ${ben.student.name}` }).click();
    await shows(page.getByTestId('variant').getByText(`v0 = ${benV0}`));
    await shows(page.getByTestId('checker-reason').getByText('The value is off.'));
  });

  it('prefills the correction e-mail in an English class’s language and copies the parent on request', async () => {
    const { t, browser } = env;
    const cw = await buildClassWithHomework(t, { klass: { language: 'en' }, hw: { name: 'Forces practice' } });
    const amy = await buildSitting(t, cw, { exercise: { correctionStatus: 1 } });
    const page = await newPage(browser, t, { width: 1366, height: 900 });
    await signIn(page, cw.teacher.email, PASSWORD);
    await page.goto(`/teacher/correctionExercise/${cw.klass.id}/${cw.hw.id}`);
    await page.getByRole('button', { name: 'SEND EMAIL' }).click();
    const mail = page.getByRole('dialog', { name: 'Send Email' });
    await expect
      .poll(() => mail.getByRole('textbox', { name: 'Title' }).inputValue())
      .toBe('Your homework has been corrected');
    await shows(mail.getByText(`Dear ${amy.student.name},`));
    expect(await mail.getByText('同学').count()).toBe(0);
    await tick(mail.getByRole('checkbox', { name: "Send a copy to the student's parent" }));
    await mail.getByRole('button', { name: 'Send' }).click();
    await shows(page.getByText("Email sent successfully, with a copy to the student's parent"));
    await expect.poll(() => t.smtp.received.some((m) => m.to.includes(amy.parent.email))).toBe(true);
  });
});
