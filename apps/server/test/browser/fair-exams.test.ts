import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { answersOf, buildClassWithHomework, buildEnrolledStudent, buildExercise } from '../support/factories/exercises';
import { PASSWORD, type TestApp } from '../support/harness';
import { newPage, shows, signIn, tick, useBrowserTest } from './browser';

/** The runner's status line. */
const answerStatus = (page: Page) => page.getByRole('status', { name: 'Answer status' });

/** Seconds a countdown's `mm:ss` shows. */
const secondsOf = (clock: string) => {
  const [minutes = 0, seconds = 0] = clock.trim().split(':').map(Number);
  return minutes * 60 + seconds;
};

/** The types of an exam attempt's log as the teacher reads it. */
async function logTypes(t: TestApp, token: string, exerciseId: string): Promise<string[]> {
  const log = await t.rest('GET', `/teacher/getExamLog?exerciseId=${exerciseId}`, { token });
  expect(log.status).toBe(200);
  return log.body.result.list.map((e: { type: string }) => e.type);
}

/** The log's lines this test follows (saves and tab changes aside). */
const shownTypes = new Set(['start', 'offline', 'online', 'reload']);

describe('fair exams in the browser', () => {
  const env = useBrowserTest();

  it('a student with 50 % extra time sits a longer exam, goes offline and back, and the teacher sees it', async () => {
    const { t, browser } = env;
    t.clock.now = new Date();
    const cw = await buildClassWithHomework(t, { hw: { name: 'Fair exam', isExam: true, examDuration: 30 } });
    const s = await buildEnrolledStudent(t, cw.klass);
    const exercise = await buildExercise(t, cw.klass, cw.hw, s.student);
    const accommodation = await t.rest('POST', '/teacher/setAccommodation', {
      token: cw.teacherToken,
      body: { classId: cw.klass.id, studentId: s.student.id, extraTimePercent: 50 },
    });
    expect(accommodation.status).toBe(200);

    // The start screen gives the student's own time: 30 minutes and half again.
    const page = await newPage(browser, t);
    await signIn(page, s.student.email, PASSWORD);
    await page.goto(`/student/exerciseEdit/${exercise.id}`);
    await shows(page.getByText('Duration: 45 min (with your extra time)'));
    await shows(page.getByText('Exam · 45 min'));
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Start' }).click();

    // The countdown runs from 45:00, well past the class's 30 minutes.
    const timer = page.getByRole('timer', { name: 'Time left' });
    await shows(timer);
    await expect.poll(async () => (await timer.textContent()) ?? '', { timeout: 30_000 }).toMatch(/^44:5\d$/);
    expect(secondsOf((await timer.textContent()) ?? '')).toBeGreaterThan(30 * 60);

    await tick(page.getByRole('radio', { name: /^B\./ }));
    await shows(answerStatus(page).getByText('All answers saved'));

    // The connection drops while the student changes the answer; it is sent once it returns.
    await page.context().setOffline(true);
    await tick(page.getByRole('radio', { name: /^C\./ }));
    await shows(answerStatus(page).getByText(/Answers waiting to be sent: 1 \(offline/));
    await page.context().setOffline(false);
    await shows(answerStatus(page).getByText('All answers saved'));
    await expect.poll(async () => (await answersOf(t, exercise.id))[0]?.answer, { timeout: 30_000 }).toBe('C');
    // The runner's reports of the stretch reach the log; the student is shown none of it.
    await expect
      .poll(async () => (await logTypes(t, cw.teacherToken, exercise.id)).filter((type) => shownTypes.has(type)), {
        timeout: 30_000,
      })
      .toEqual(['start', 'offline', 'online']);
    expect(await page.getByTestId('attempt-log').count()).toBe(0);
    // A reload carries on with the same clock, and is reported. The server's clock (stopped in tests) first
    // catches up with the time that passed, as the runner dates its reports on the server's clock.
    t.clock.now = new Date();
    await page.reload();
    await page.getByRole('button', { name: 'Start' }).click();
    await shows(timer);
    expect(secondsOf((await timer.textContent()) ?? '')).toBeGreaterThan(30 * 60);
    await expect
      .poll(async () => (await logTypes(t, cw.teacherToken, exercise.id)).filter((type) => shownTypes.has(type)), {
        timeout: 30_000,
      })
      .toEqual(['start', 'offline', 'online', 'reload']);

    // The teacher's correction screen shows the offline stretch on the student's timeline.
    const teacher = await newPage(browser, t);
    await signIn(teacher, cw.teacher.email, PASSWORD);
    await teacher.goto(`/teacher/correctionExercise/${cw.klass.id}/${cw.hw.id}`);
    await teacher.getByRole('button', { name: `Select ${s.student.name}` }).click();
    const log = teacher.getByTestId('attempt-log');
    await shows(log.getByText(/^Offline \S+ – \S+/));
    await shows(log.getByText('Started'));
    await shows(log.getByText('Page reloaded'));
  });
});
