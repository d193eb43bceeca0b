import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addToClass, buildClassWithHomework, buildEnrolledStudent } from '../support/factories/exercises';
import { buildHomework } from '../support/factories/homework';
import { PASSWORD } from '../support/harness';
import { gone, newPage, shows, useBrowserTest } from './browser';

/** What these checks read of an element in the page (the server's TypeScript has no DOM types). */
type InPage = { ownerDocument: { activeElement: unknown }; contains(other: unknown): boolean };
const isFocused = (target: Locator) =>
  target.evaluate((el) => el === (el as unknown as InPage).ownerDocument.activeElement);
const holdsFocus = (target: Locator) =>
  target.evaluate((el) => {
    const node = el as unknown as InPage;
    return node.contains(node.ownerDocument.activeElement);
  });

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user moves through the page. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  await shows(target);
  for (let presses = 0; presses < 80; presses++) {
    if (await isFocused(target.first())) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached ${target}`);
}

/** The focused element draws a focus indicator: an outline that is not 'none' and not zero wide. */
async function focusShows(page: Page): Promise<void> {
  const ring = (await page.evaluate(`(() => {
    const el = document.activeElement;
    const style = getComputedStyle(el);
    return { element: el.outerHTML.slice(0, 120), style: style.outlineStyle, width: style.outlineWidth };
  })()`)) as { element: string; style: string; width: string };
  expect(ring.style, `no focus outline on ${ring.element}`).not.toBe('none');
  expect(ring.width, `no focus outline on ${ring.element}`).not.toBe('0px');
}

describe('the keyboard alone', () => {
  const env = useBrowserTest();

  it('signs in, answers and checks a question, and sits and submits an exam without a mouse', async () => {
    const { t, browser } = env;
    t.clock.now = new Date();
    const cw = await buildClassWithHomework(t, { hw: { name: 'Keyboard practice' } });
    const exam = await buildHomework(t, cw.teacher, {
      name: 'Keyboard exam',
      isExam: true,
      examDuration: 30,
      questionIds: [cw.questions[0]!.id],
    });
    await addToClass(t, cw.klass, exam);
    const amy = await buildEnrolledStudent(t, cw.klass);
    for (const hw of [cw.hw, exam])
      await t.trpc(cw.teacherToken).teacher.publishHomework.mutate({
        classID: cw.klass.id,
        hwID: hw.id,
        studentIDs: [amy.student.id],
      });

    // Sign-in: Tab to each field, type, and press Enter on the button.
    const page = await newPage(browser, t);
    await page.goto('/login');
    // Text fields show their focus by their border's colour (and the caret), not an outline.
    await tabTo(page, page.getByLabel('Email Address'));
    await page.keyboard.type(amy.student.email);
    await tabTo(page, page.getByLabel('Password', { exact: true }));
    await page.keyboard.type(PASSWORD);
    await tabTo(page, page.getByRole('button', { name: 'Sign In' }));
    await focusShows(page);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));

    // A homework from My homework: Start puts the focus on the runner's title.
    await page.goto(`/myHomework/${cw.klass.id}`);
    const practiceLink = page
      .getByRole('row', { name: /Keyboard practice/ })
      .getByRole('link', { name: 'start learning' });
    await tabTo(page, practiceLink);
    await focusShows(page);
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('button', { name: 'Start' }));
    await focusShows(page);
    await page.keyboard.press('Enter');
    await shows(page.getByRole('button', { name: 'Check Solution' }));
    expect(await isFocused(page.getByRole('heading', { level: 1 }))).toBe(true);

    // The first question's choices: Tab into the group, the arrow keys choose, Space keeps the choice.
    await tabTo(page, page.getByRole('radio', { name: /^A\./ }));
    await focusShows(page);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expect.poll(() => page.getByRole('radio', { name: /^B\./ }).isChecked()).toBe(true);
    await tabTo(page, page.getByRole('button', { name: 'Check Solution' }));
    await focusShows(page);
    await page.keyboard.press('Enter');
    // The verdict appears in a status region that was there before it, so screen readers announce it.
    await shows(page.getByRole('status').filter({ hasText: 'Congrats!' }));
    // Next keeps the focus while the runner moves on, so the keyboard carries on from there.
    const next = page.getByRole('button', { name: 'Next' });
    await tabTo(page, next, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await shows(page.getByText('Question 2 of 3'));
    await expect.poll(() => isFocused(next)).toBe(true);

    // The exam: Start asks first; the dialog takes the focus, and Escape gives it back to Start.
    await page.goto(`/myHomework/${cw.klass.id}`);
    const examLink = page.getByRole('row', { name: /Keyboard exam/ }).getByRole('link', { name: 'start learning' });
    await tabTo(page, examLink);
    await page.keyboard.press('Enter');
    const start = page.getByRole('button', { name: 'Start' });
    await tabTo(page, start);
    await page.keyboard.press('Enter');
    const starting = page.getByRole('dialog', { name: 'Keyboard exam' });
    await shows(starting);
    await expect.poll(() => holdsFocus(starting)).toBe(true);
    await page.keyboard.press('Escape');
    await gone(starting);
    await expect.poll(() => isFocused(start)).toBe(true);
    await page.keyboard.press('Enter');
    await shows(starting);
    await tabTo(page, starting.getByRole('button', { name: 'Start' }));
    await focusShows(page);
    await page.keyboard.press('Enter');

    // The countdown runs quietly; the hidden live region says the minutes left once, at the start.
    await shows(page.getByRole('timer', { name: 'Time left' }));
    await shows(page.getByText(/^(30|29) minutes left$/));
    await tabTo(page, page.getByRole('radio', { name: /^A\./ }));
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.getByRole('radio', { name: /^B\./ }).isChecked()).toBe(true);

    // Submit All asks first: the dialog takes the focus, Shift+Tab and Tab move within it, Enter confirms.
    await tabTo(page, page.getByRole('button', { name: 'Submit All Solutions' }));
    await focusShows(page);
    await page.keyboard.press('Enter');
    const submitting = page.getByRole('dialog', { name: 'Are you sure' });
    await shows(submitting.getByText('Once submitted, your answers can no longer be changed.'));
    await expect.poll(() => holdsFocus(submitting)).toBe(true);
    await tabTo(page, submitting.getByRole('button', { name: 'Cancel' }), 'Shift+Tab');
    await tabTo(page, submitting.getByRole('button', { name: 'Submit All Solutions' }));
    await focusShows(page);
    await page.keyboard.press('Enter');

    // Handed in: the notice is an alert, and the exam's row now offers its details.
    await shows(page.getByRole('alert').filter({ hasText: 'Successfully saved' }));
    await page.waitForURL(new RegExp(`/myHomework/${cw.klass.id}`));
    await tabTo(page, page.getByRole('row', { name: /Keyboard exam/ }).getByRole('link', { name: 'View details' }));
    await focusShows(page);
    await page.keyboard.press('Enter');
    await shows(page.getByRole('heading', { name: 'Exercise details' }));
  });
});
