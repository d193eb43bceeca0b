import { describe, expect, it } from 'vitest';
import { buildClass } from '../support/factories/classes';
import { buildPlace } from '../support/factories/enrolment';
import { buildCredit, buildLesson } from '../support/factories/lessons';
import { buildParentOf, buildStudent, buildTeacher, PASSWORD } from '../support/harness';
import { fitsWidth, newPage, phone, shows, signIn, useBrowserTest } from './browser';

const hour = 3_600_000;
/** A calendar date in Shanghai, the school's default zone. */
const shanghaiDay = (at: Date) => new Date(at.getTime() + 8 * hour).toISOString().slice(0, 10);

describe('the timetable and the roll', () => {
  const env = useBrowserTest();

  it('a parent sees the week on a phone in Chinese and asks leave', async () => {
    const { t, browser } = env;
    const teacher = await buildTeacher(t, { name: 'Ms Lin' });
    const klass = await buildClass(t, teacher, { name: 'Mechanics for Juniors' });
    const student = await buildStudent(t, { name: 'Amy Chen' });
    await buildPlace(t, klass, student, null);
    const parent = await buildParentOf(t, student);
    const startsAt = new Date(Math.ceil((t.clock.now.getTime() + 72 * hour) / hour) * hour);
    await buildLesson(t, klass, teacher, startsAt, { room: 'B201' });

    const page = await newPage(browser, t, phone);
    await signIn(page, parent.email, PASSWORD);
    await page.evaluate(() => localStorage.setItem('lang', 'zh'));
    await page.goto(`/timetable?week=${shanghaiDay(startsAt)}`);
    await shows(page.getByText('Mechanics for Juniors'));
    await shows(page.getByText('Amy Chen'));
    await fitsWidth(page);
    await page.getByRole('button', { name: '请假', exact: true }).click();
    await page.getByRole('textbox', { name: '请假原因' }).fill('看牙医');
    await page.getByRole('button', { name: '提交请假' }).click();
    await shows(page.getByText('请假原因：看牙医'));
    expect(await page.getByRole('button', { name: '请假', exact: true }).count()).toBe(0);
  });

  it('a teacher takes the roll in four taps and the balances drop', async () => {
    const { t, browser } = env;
    const teacher = await buildTeacher(t, { name: 'Mr Wu' });
    const klass = await buildClass(t, teacher, { name: 'Optics Lab' });
    const names = ['Ben Li', 'Cara Zhou', 'Dan Xu'];
    for (const name of names) {
      const student = await buildStudent(t, { name });
      await buildPlace(t, klass, student, null);
      await buildCredit(t, klass, student, 10);
    }
    const lesson = await buildLesson(t, klass, teacher, new Date(t.clock.now.getTime() - 10 * 60_000), {
      link: 'https://meet.example/optics',
    });

    const laptop = await newPage(browser, t);
    await signIn(laptop, teacher.email, PASSWORD);
    await laptop.goto('/timetable');
    await shows(laptop.getByRole('link', { name: 'Take the roll' }));

    const page = await newPage(browser, t, phone);
    await signIn(page, teacher.email, PASSWORD);
    await page.evaluate(() => localStorage.setItem('lang', 'zh'));
    await page.goto(`/teach/lesson/${lesson.id}`);
    await shows(page.getByText('剩余 10 / 10 课时'));
    await fitsWidth(page);
    await page.getByRole('button', { name: '出勤：Ben Li' }).click();
    await page.getByRole('button', { name: '迟到：Cara Zhou' }).click();
    await page.getByRole('button', { name: '请假：Dan Xu' }).click();
    await page.getByRole('button', { name: '保存' }).click();
    await shows(page.getByText('考勤已保存'));
    await shows(page.getByText('剩余 9 / 10 课时'));
    expect(await page.getByText('剩余 9 / 10 课时').count()).toBe(2);
    expect(await page.getByRole('button', { name: '出勤：Ben Li' }).getAttribute('aria-pressed')).toBe('true');
  });
});
