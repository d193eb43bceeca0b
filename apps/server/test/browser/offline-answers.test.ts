import { exerciseAnswers, exercises, questions } from '@quanta/db';
import { asc, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildClassWithHomework, buildEnrolledStudent, buildExercise } from '../support/factories/exercises';
import { PASSWORD, type TestApp } from '../support/harness';
import { MINUTE } from '../support/time';
import { fitsWidth, newPage, phone, shows, signIn, tick, useBrowserTest } from './browser';

/** The answers the server holds for an exercise, in question order. */
async function storedAnswers(t: TestApp, exerciseId: string) {
  const rows = await t.app.deps.db
    .select({ answer: exerciseAnswers.answer })
    .from(exerciseAnswers)
    .where(eq(exerciseAnswers.exerciseId, exerciseId))
    .orderBy(asc(exerciseAnswers.position));
  return rows.map((r) => r.answer);
}

const rowOf = async (t: TestApp, id: string) =>
  (await t.app.deps.db.select().from(exercises).where(eq(exercises.id, id)))[0]!;

/** The runner's status line. */
const answerStatus = (page: Page) => page.getByRole('status', { name: 'Answer status' });

/** Opens the runner of an exercise as its student and presses Start (and confirms an exam's start). */
async function openRunner(page: Page, email: string, exerciseId: string, exam: boolean) {
  await signIn(page, email, PASSWORD);
  await page.goto(`/student/exerciseEdit/${exerciseId}`);
  await page.getByRole('button', { name: 'Start' }).click();
  if (exam) await page.getByRole('dialog').getByRole('button', { name: 'Start' }).click();
  await shows(answerStatus(page).getByText('All answers saved'));
  // The app shell is kept by the service worker once it controls the page.
  await expect.poll(() => page.evaluate('navigator.serviceWorker.controller !== null')).toBe(true);
}

describe('answers survive a dropped connection', () => {
  const env = useBrowserTest();

  it('an exam answered offline, reloaded offline, is stored once the connection returns', async () => {
    const { t, browser } = env;
    t.clock.now = new Date();
    const cw = await buildClassWithHomework(t, { hw: { name: 'Offline exam', isExam: true, examDuration: 30 } });
    const s = await buildEnrolledStudent(t, cw.klass);
    const exercise = await buildExercise(t, cw.klass, cw.hw, s.student);
    const page = await newPage(browser, t, phone);
    await openRunner(page, s.student.email, exercise.id, true);
    await shows(page.getByRole('timer', { name: 'Time left' }));

    await page.context().setOffline(true);
    await tick(page.getByRole('radio', { name: /^B\./ }));
    await shows(answerStatus(page).getByText(/Answers waiting to be sent: 1 \(offline/));
    await page.getByRole('button', { name: 'Next' }).click();
    await tick(page.getByRole('checkbox', { name: /^A\./ }));
    await tick(page.getByRole('checkbox', { name: /^C\./ }));
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: 'Your answer' }).fill('9.8 m/s^2');
    await shows(answerStatus(page).getByText(/Answers waiting to be sent: 3 \(offline/));
    await fitsWidth(page);
    expect(await storedAnswers(t, exercise.id)).toEqual(['', '', '']);

    // Still offline: the page reloads from what this device kept, with the answers not yet sent.
    await page.reload();
    await page.getByRole('button', { name: 'Start' }).click();
    await shows(page.getByText('No connection: this is the exam as it was last loaded on this device.'));
    await shows(answerStatus(page).getByText(/Answers waiting to be sent: 3 \(offline/));
    await expect.poll(() => page.getByRole('radio', { name: /^B\./ }).isChecked()).toBe(true);
    expect(await storedAnswers(t, exercise.id)).toEqual(['', '', '']);

    await page.context().setOffline(false);
    await shows(answerStatus(page).getByText('All answers saved'));
    expect(await storedAnswers(t, exercise.id)).toEqual(['B', 'A,C', '9.8 m/s^2']);
  });

  it('an answer that reaches the server after the grace period is refused, and the runner says why', async () => {
    const { t, browser } = env;
    t.clock.now = new Date();
    const cw = await buildClassWithHomework(t, { hw: { name: 'Late exam', isExam: true, examDuration: 30 } });
    const s = await buildEnrolledStudent(t, cw.klass);
    const exercise = await buildExercise(t, cw.klass, cw.hw, s.student);
    const page = await newPage(browser, t);
    await openRunner(page, s.student.email, exercise.id, true);

    await page.context().setOffline(true);
    await tick(page.getByRole('radio', { name: /^C\./ }));
    await shows(answerStatus(page).getByText(/Answers waiting to be sent: 1 \(offline/));
    // The server's clock passes the end and the two-minute grace period before the connection returns.
    t.clock.advance(33 * MINUTE);
    await page.context().setOffline(false);
    await shows(
      answerStatus(page).getByText(
        'Question 1 could not be saved: This answer reached the server after the exam ended and its 2-minute grace period had passed, so it was not saved.',
      ),
    );
    await shows(page.getByText('The exam has ended.'));
    expect(await storedAnswers(t, exercise.id)).toEqual(['', '', '']);
  });

  it('a homework answer made offline is sent when the connection returns', async () => {
    const { t, browser } = env;
    const cw = await buildClassWithHomework(t, { hw: { name: 'Offline homework' } });
    const s = await buildEnrolledStudent(t, cw.klass);
    const exercise = await buildExercise(t, cw.klass, cw.hw, s.student);
    const page = await newPage(browser, t, phone);
    await openRunner(page, s.student.email, exercise.id, false);

    await page.context().setOffline(true);
    await tick(page.getByRole('radio', { name: /^B\./ }));
    await shows(answerStatus(page).getByText(/Answers waiting to be sent: 1 \(offline/));
    // Submit All waits for the outbox, and says so when it cannot empty it.
    await page.getByRole('button', { name: 'Submit All Solutions' }).click();
    await page
      .getByRole('dialog', { name: 'Are you sure' })
      .getByRole('button', { name: 'Submit All Solutions' })
      .click();
    await shows(page.getByText(/They could not reach the server, so nothing was submitted\./));
    await page.context().setOffline(false);
    await shows(answerStatus(page).getByText('All answers saved'));
    expect(await storedAnswers(t, exercise.id)).toEqual(['B', '', '']);
    expect((await rowOf(t, exercise.id)).finishedAt).toBeNull();
  });

  it("a typed number's preview works offline on a question not opened before the connection dropped", async () => {
    const { t, browser } = env;
    const cw = await buildClassWithHomework(t, { hw: { name: 'Offline numbers' } });
    await t.app.deps.db.update(questions).set({ answerType: 'number' }).where(eq(questions.id, cw.questions[2]!.id));
    const s = await buildEnrolledStudent(t, cw.klass);
    const exercise = await buildExercise(t, cw.klass, cw.hw, s.student);
    const page = await newPage(browser, t, phone);
    await openRunner(page, s.student.email, exercise.id, false);
    // The runner fetched the preview (and the checker's maths) ahead; the service worker keeps it.
    const kept = `(async () => {
      const lists = await Promise.all((await caches.keys()).map(async (n) => (await caches.open(n)).keys()));
      return lists.flat().some((r) => r.url.includes('TypedAnswerPreview'));
    })()`;
    await expect.poll(() => page.evaluate(kept)).toBe(true);

    await page.context().setOffline(true);
    await tick(page.getByRole('radio', { name: /^B\./ }));
    await page.getByRole('button', { name: 'Next' }).click();
    await tick(page.getByRole('checkbox', { name: /^A\./ }));
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: 'Your answer' }).fill('9.8 m/s^2');
    await shows(page.getByTestId('typed-preview').locator('.katex'));
    await shows(answerStatus(page).getByText(/Answers waiting to be sent: 3 \(offline/));
  });
});
