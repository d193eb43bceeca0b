import { join } from 'node:path';
import { homework } from '@quanta/db';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildClassWithHomework, buildSitting } from '../support/factories/exercises';
import { PASSWORD, tokenOf } from '../support/harness';
import { axeViolations, describe as describeViolations } from './accessibility/axe';
import { fitsWidth, newPage, phone, shows, signIn, tick, useBrowserTest } from './browser';

/** A small phone photo (with GPS in its metadata) from the photos-of-working fixtures. */
const PHOTO = join(import.meta.dirname, '../fixtures/work-photos/gps-dscn0010.jpg');
const NAME = 'gps-dscn0010.jpg';

/** The runner's status line. */
const answerStatus = (page: Page) => page.getByRole('status', { name: 'Answer status' });

/** How many pixels of a canvas or a loaded picture (the first match of `selector`) are the pen's red, #e03131. */
async function penPixels(page: Page, selector: string): Promise<number> {
  return (await page.evaluate(`(() => {
    const source = document.querySelector(${JSON.stringify(selector)});
    const canvas = document.createElement('canvas');
    canvas.width = source.naturalWidth ?? source.width;
    canvas.height = source.naturalHeight ?? source.height;
    const ctx = canvas.getContext('2d');
    ctx.drawImage(source, 0, 0);
    const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
    let n = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i] === 224 && data[i + 1] === 49 && data[i + 2] === 49) n += 1;
    return n;
  })()`)) as number;
}

/** Drags the mouse across a box in a few strokes (a tick and a cross), as a pen would. */
async function drawOn(page: Page, box: { x: number; y: number; width: number; height: number }) {
  const at = (fx: number, fy: number) => [box.x + box.width * fx, box.y + box.height * fy] as const;
  for (const stroke of [
    [at(0.2, 0.5), at(0.35, 0.7), at(0.7, 0.25)],
    [at(0.55, 0.55), at(0.8, 0.85)],
    [at(0.8, 0.55), at(0.55, 0.85)],
  ]) {
    const [first, ...rest] = stroke;
    await page.mouse.move(...first!);
    await page.mouse.down();
    for (const point of rest) await page.mouse.move(...point, { steps: 8 });
    await page.mouse.up();
  }
}

/** No serious or critical WCAG 2.1 A/AA violation on the page as it is now. */
async function accessible(page: Page, where: string) {
  const found = await axeViolations(page, where);
  expect(found.length, describeViolations(found)).toBe(0);
}

describe('photos of working in the browser', () => {
  const env = useBrowserTest();

  it('a photo taken offline arrives when back online, the teacher marks it up, the parent reads it in Chinese', async () => {
    const { t, browser } = env;
    const cw = await buildClassWithHomework(t, { hw: { name: 'Photo practice' } });
    const amy = await buildSitting(t, cw);
    const photosOf = async () => {
      const res = await t.rest('GET', `/user/getWorkPhotos?exerciseId=${amy.exercise.id}`, { token: amy.token });
      expect(res.status).toBe(200);
      return res.body.result as {
        questionId: string | null;
        name: string;
        rotation: number;
        markedUrl: string | null;
      }[];
    };

    // The student opens the homework on a phone and reaches the free-response question.
    const page = await newPage(browser, t, phone);
    await signIn(page, amy.student.email, PASSWORD);
    await page.goto(`/student/exerciseEdit/${amy.exercise.id}`);
    await page.getByRole('button', { name: 'Start' }).click();
    await shows(answerStatus(page).getByText('All answers saved'));
    await expect.poll(() => page.evaluate('navigator.serviceWorker.controller !== null')).toBe(true);
    // Next asks for an answer first: the question list goes straight to the third.
    await page.getByRole('navigation', { name: 'Questions' }).getByRole('button', { name: 'Question 3' }).click();
    const working = page.getByRole('region', { name: 'Photos of your working' });
    await shows(working.getByRole('button', { name: 'Take a photo' }));

    // Offline, a photo chosen through the file chooser waits on the device.
    await page.context().setOffline(true);
    const chooser = page.waitForEvent('filechooser');
    await working.getByRole('button', { name: 'Choose files' }).click();
    await (await chooser).setFiles(PHOTO);
    await shows(working.getByText('Waiting to be sent'));
    await shows(working.getByRole('button', { name: `Open ${NAME}` }));
    await shows(answerStatus(page).getByText(/Answers waiting to be sent: 1 \(offline/));
    await fitsWidth(page);
    await accessible(page, 'the runner with a photo waiting');
    expect(await photosOf()).toEqual([]);

    // Back online, it is uploaded and attached to the answer.
    await page.context().setOffline(false);
    await shows(answerStatus(page).getByText('All answers saved'));
    await expect.poll(() => working.getByText('Waiting to be sent').count()).toBe(0);
    await shows(working.getByText('1 of 5'));
    const stored = await photosOf();
    expect(stored).toEqual([
      expect.objectContaining({ questionId: cw.questions[2]!.id, name: NAME, rotation: 0, markedUrl: null }),
    ]);
    await page.getByRole('textbox', { name: 'Your answer' }).fill('see my working');
    await shows(answerStatus(page).getByText('All answers saved'));
    await page.getByRole('button', { name: 'Submit All Solutions' }).click();
    await page
      .getByRole('dialog', { name: 'Are you sure' })
      .getByRole('button', { name: 'Submit All Solutions' })
      .click();
    await page.waitForURL(new RegExp(`/myHomework/${cw.klass.id}`));

    // The teacher, on a phone too, turns the photo upright and marks it up with the pen.
    const teacher = await newPage(browser, t, phone);
    await signIn(teacher, cw.teacher.email, PASSWORD);
    await teacher.goto(`/teacher/correctionExercise/${cw.klass.id}/${cw.hw.id}`);
    await teacher.getByRole('button', { name: `Select ${amy.student.name}` }).click();
    const third = teacher.getByRole('region', { name: /^3\./ });
    const photos = third.getByRole('region', { name: "Student's working on paper" });
    await photos.getByRole('button', { name: `Open ${NAME}` }).click();
    const viewer = teacher.getByRole('dialog', { name: `Working: ${NAME}` });
    await shows(viewer.getByRole('img', { name: NAME }));
    await viewer.getByRole('button', { name: 'Rotate' }).click();
    await shows(teacher.getByText('Photo rotated'));
    await expect.poll(async () => (await photosOf())[0]?.rotation).toBe(90);
    await fitsWidth(teacher);
    await accessible(teacher, 'the photo viewer in correction');
    await viewer.getByRole('button', { name: 'Mark up' }).click();

    const marking = teacher.getByRole('dialog', { name: `Mark up ${NAME}` });
    const canvas = marking.getByRole('img', { name: 'Photo to mark up: draw on it with the pen' });
    await shows(canvas);
    // The canvas takes the photo's turned shape: taller than wide once on its side.
    type Sized = { width: number; height: number };
    const size = await canvas.evaluate((c) => ({
      width: (c as unknown as Sized).width,
      height: (c as unknown as Sized).height,
    }));
    expect(size.height).toBeGreaterThan(size.width);
    await canvas.scrollIntoViewIfNeeded();
    const box = await canvas.boundingBox();
    expect(box).not.toBeNull();
    const canvasSelector = 'canvas[aria-label="Photo to mark up: draw on it with the pen"]';
    expect(await penPixels(teacher, canvasSelector)).toBeLessThan(20);
    await drawOn(teacher, box!);
    expect(await penPixels(teacher, canvasSelector)).toBeGreaterThan(200);
    await fitsWidth(teacher);
    await accessible(teacher, 'the mark-up dialog');
    await marking.getByRole('button', { name: 'Save marked copy' }).click();
    await shows(teacher.getByText('Marked copy saved'));
    await expect.poll(async () => (await photosOf())[0]?.markedUrl ?? null).not.toBeNull();
    const markedUrl = (await photosOf())[0]!.markedUrl!;
    // The original stays beside the marked copy.
    const teacherToken = await tokenOf(t, cw.teacher);
    const teacherView = await t.rest('GET', `/teacher/getWorkPhotos?exerciseId=${amy.exercise.id}`, {
      token: teacherToken,
    });
    expect(teacherView.body.result[0]).toMatchObject({ rotation: 90, markedUrl });
    expect(teacherView.body.result[0].url).not.toBe(markedUrl);
    await shows(photos.getByRole('img', { name: `Marked: ${NAME}` }));

    // The teacher's comment, and the correction finished.
    const comment = teacher.getByRole('textbox', { name: 'Comments on question 3' });
    await comment.click();
    await comment.pressSequentially('Good diagram; label the axes.');
    await third.getByRole('button', { name: 'SUBMIT COMMENTS' }).click();
    await third.getByRole('button', { name: 'Right' }).click();
    await teacher.getByRole('button', { name: 'FINISH' }).click();
    await teacher.getByRole('dialog', { name: 'Are you sure' }).getByRole('button', { name: 'FINISH' }).click();
    await shows(teacher.getByRole('button', { name: 'DONE' }));

    // The parent, on a phone in Chinese, reads the marked copy beside the comment.
    const parent = await newPage(browser, t, phone);
    await signIn(parent, amy.parent.email, PASSWORD);
    await parent.evaluate(() => localStorage.setItem('lang', 'zh'));
    await parent.goto(`/parent/student/exercise/${amy.student.id}/${cw.klass.id}`);
    await parent
      .getByRole('row', { name: /Photo practice/ })
      .getByRole('link', { name: '查看详情' })
      .click();
    await shows(parent.getByText('Good diagram; label the axes.'));
    const family = parent.getByRole('region', { name: '纸面解题过程' });
    const thumb = family.getByRole('img', { name: `已批注：${NAME}` });
    await shows(thumb);
    expect(await thumb.getAttribute('src')).toBe(markedUrl);
    await shows(family.getByText('已批注', { exact: true }));
    type Picture = { complete: boolean; naturalWidth: number };
    await expect
      .poll(() =>
        thumb.evaluate((img) => (img as unknown as Picture).complete && (img as unknown as Picture).naturalWidth > 0),
      )
      .toBe(true);
    // The marked copy holds the teacher's pen strokes.
    expect(await penPixels(parent, `img[src="${markedUrl}"]`)).toBeGreaterThan(200);
    await fitsWidth(parent);
    await accessible(parent, "the parent's review with the marked copy");
    // Full-size, the marked copy first, the original a press away.
    await family.getByRole('button', { name: `打开 已批注：${NAME}` }).click();
    const full = parent.getByRole('dialog', { name: `解题过程：${NAME}` });
    await shows(full.getByRole('img', { name: `批注版：${NAME}` }));
    await full.getByText('原图').click();
    await shows(full.getByRole('img', { name: NAME, exact: true }));
    await fitsWidth(parent);
  });

  it('the teacher allows photos for the whole homework; the student attaches one and removes it', async () => {
    const { t, browser } = env;
    const cw = await buildClassWithHomework(t, { hw: { name: 'Whole homework photos' } });
    const ben = await buildSitting(t, cw);
    const photosOf = async () =>
      (await t.rest('GET', `/user/getWorkPhotos?exerciseId=${ben.exercise.id}`, { token: ben.token })).body.result as {
        questionId: string | null;
        name: string;
      }[];

    const teacher = await newPage(browser, t, phone);
    await signIn(teacher, cw.teacher.email, PASSWORD);
    await teacher.goto(`/teach/hw/${cw.hw.id}/edit`);
    await tick(teacher.getByRole('switch', { name: 'Allow photos of working for the whole homework' }));
    await teacher.getByRole('button', { name: 'Update' }).click();
    await expect
      .poll(async () => (await t.app.deps.db.select().from(homework).where(eq(homework.id, cw.hw.id)))[0]?.workPhotos)
      .toBe(true);
    await fitsWidth(teacher);

    const page = await newPage(browser, t, phone);
    await signIn(page, ben.student.email, PASSWORD);
    await page.goto(`/student/exerciseEdit/${ben.exercise.id}`);
    await page.getByRole('button', { name: 'Start' }).click();
    await shows(answerStatus(page).getByText('All answers saved'));
    const whole = page.getByRole('region', { name: 'Photos of working for the whole homework' });
    // The first attach is cut off after the upload succeeded: the retry only attaches, uploading nothing again.
    let uploads = 0;
    let attaches = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/file/upload')) uploads += 1;
      if (request.url().includes('attachWorkPhoto')) attaches += 1;
    });
    await page.route(
      (url) => url.pathname.includes('attachWorkPhoto'),
      (route) => route.abort(),
      { times: 1 },
    );
    const chooser = page.waitForEvent('filechooser');
    await whole.getByRole('button', { name: 'Choose files' }).click();
    await (await chooser).setFiles(PHOTO);
    await shows(whole.getByText('1 of 5'));
    await expect.poll(photosOf).toEqual([expect.objectContaining({ questionId: null, name: NAME })]);
    await expect.poll(() => whole.getByText('Waiting to be sent').count()).toBe(0);
    await fitsWidth(page);
    expect(uploads).toBe(1);
    expect(attaches).toBeGreaterThanOrEqual(2);

    await whole.getByRole('button', { name: `Remove ${NAME}` }).click();
    await expect.poll(photosOf).toEqual([]);
    await shows(whole.getByText('0 of 5'));
  });
});
