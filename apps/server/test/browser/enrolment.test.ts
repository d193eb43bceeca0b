import { familyLinkRequests } from '@quanta/db';
import { describe, expect, it } from 'vitest';
import { buildClass, buildInterest, buildPlace } from '../support/factories/enrolment';
import { buildParentOf, buildStudent, buildTeacher, buildUser, PASSWORD } from '../support/harness';
import { fitsWidth, newPage, phone, shows, signIn, useBrowserTest } from './browser';

describe('enrolment in the browser', () => {
  const env = useBrowserTest();

  it('takes a child from registration and payment to a place in the class', async () => {
    const { t, browser } = env;
    const teacher = await buildTeacher(t, { name: 'Tom Teacher' });
    const klass = await buildClass(t, teacher, {
      name: 'Olympiad Physics',
      includeLibrary: true,
      endDate: '2027-06-30',
    });
    const kid = await buildStudent(t, { name: 'Ada Kid' });
    const parent = await buildParentOf(t, kid);

    // The parent registers the child for one year and pays.
    const parentPage = await newPage(browser, t);
    await signIn(parentPage, parent.email, PASSWORD);
    await parentPage.goto(`/classRegister/${klass.id}`);
    const row = parentPage.getByRole('row', { name: /Ada Kid/ });
    await row.getByRole('button', { name: 'Register' }).click();
    const duration = parentPage.getByRole('dialog', { name: 'Duration' });
    await duration.getByLabel('1 year').check();
    await duration.getByRole('button', { name: 'Confirm' }).click();
    await shows(parentPage.getByText('Interest success'));
    await row.getByRole('button', { name: 'MAKE PAYMENT' }).click();
    await shows(parentPage.getByText('We have sent a mail to this teacher, please wait'));
    await shows(row.getByText('Pending payment confirmation'));
    await expect.poll(() => t.smtp.received.some((m) => m.to.includes(teacher.email))).toBe(true);

    // The teacher sees the request and registers it.
    const teacherPage = await newPage(browser, t);
    await signIn(teacherPage, teacher.email, PASSWORD);
    await teacherPage.goto(`/teach/class/${klass.id}/addStudent`);
    const interests = teacherPage.getByRole('table', { name: 'Interest List' });
    const request = interests.getByRole('row', { name: /Ada Kid/ });
    await shows(request.getByText('1 year'));
    await request.getByRole('button', { name: 'Register' }).click();
    await teacherPage.getByRole('dialog').getByRole('button', { name: 'Register' }).click();
    await shows(request.getByText('Registered'));
    await shows(teacherPage.getByRole('table', { name: 'Students' }).getByRole('link', { name: 'Ada Kid' }));

    // The student finds the class on My Classes, a year out, ready to start.
    const studentPage = await newPage(browser, t);
    await signIn(studentPage, kid.email, PASSWORD);
    await studentPage.goto('/myclasses');
    const mine = studentPage.getByRole('row', { name: /Olympiad Physics/ });
    const inAYear = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 4);
    await shows(mine.getByText(new RegExp(`^${inAYear}-`)));
    await shows(mine.getByRole('link', { name: 'start learning' }));
  });

  it('runs a month bought before the class starts from its first day, as the parent sees it', async () => {
    const { t, browser } = env;
    const day = (d: Date) => d.toISOString().slice(0, 10);
    // A class that starts in about six weeks and runs for three months.
    const start = new Date(`${day(new Date(Date.now() + 40 * 86_400_000))}T00:00:00Z`);
    const oneMonthIn = new Date(start);
    oneMonthIn.setUTCMonth(oneMonthIn.getUTCMonth() + 1);
    const end = new Date(start);
    end.setUTCMonth(end.getUTCMonth() + 3);
    const teacher = await buildTeacher(t, { name: 'Tess Teacher' });
    const klass = await buildClass(t, teacher, {
      name: 'Spring Mechanics',
      includeLibrary: true,
      startDate: day(start),
      endDate: day(end),
      priceMinor: 18_000,
    });
    const kid = await buildStudent(t, { name: 'Ben Early' });
    const parent = await buildParentOf(t, kid);

    // The parent registers the child for the default month and pays.
    const parentPage = await newPage(browser, t);
    await signIn(parentPage, parent.email, PASSWORD);
    await parentPage.goto(`/classRegister/${klass.id}`);
    const row = parentPage.getByRole('row', { name: /Ben Early/ });
    await row.getByRole('button', { name: 'Register' }).click();
    await parentPage.getByRole('dialog', { name: 'Duration' }).getByRole('button', { name: 'Confirm' }).click();
    await shows(parentPage.getByText('Interest success'));
    await row.getByRole('button', { name: 'MAKE PAYMENT' }).click();
    await shows(row.getByText('Pending payment confirmation'));

    // The teacher confirms it today, weeks before the first day.
    const teacherPage = await newPage(browser, t);
    await signIn(teacherPage, teacher.email, PASSWORD);
    await teacherPage.goto(`/teach/class/${klass.id}/addStudent`);
    const request = teacherPage.getByRole('table', { name: 'Interest List' }).getByRole('row', { name: /Ben Early/ });
    await request.getByRole('button', { name: 'Register' }).click();
    await teacherPage.getByRole('dialog').getByRole('button', { name: 'Register' }).click();
    await shows(request.getByText('Registered'));

    // The parent's month runs from the class's start, and the receipt in the mail says so.
    await parentPage.goto('/parent/studentlist');
    const place = parentPage.getByRole('row', { name: /Spring Mechanics/ });
    await shows(place.getByText(day(oneMonthIn), { exact: true }));
    await shows(place.getByText('Registered', { exact: true }));
    await expect
      .poll(() => t.smtp.received.some((m) => m.to.includes(parent.email) && m.raw.includes('Payment received')))
      .toBe(true);
  });

  it("tells a parent their signed-up child appears once verified, and mails the child's code again", async () => {
    const { t, browser } = env;
    const kid = await buildStudent(t, { name: 'Vera Waiting', emailVerified: false });
    const parent = await buildUser(t, { role: 'Parent' });
    await t.app.deps.db.insert(familyLinkRequests).values({ parentId: parent.id, studentId: kid.id });
    const page = await newPage(browser, t, phone);
    await signIn(page, parent.email, PASSWORD);
    await page.goto('/parent/studentlist');
    await shows(page.getByText(`Vera Waiting appears here once they verify their email`, { exact: false }));
    await page.getByRole('button', { name: 'Send the verification code again' }).click();
    await shows(page.getByText('A new verification code was sent to your child’s email'));
    await expect.poll(() => t.smtp.received.some((m) => m.to.includes(kid.email))).toBe(true);
    await fitsWidth(page);
  });

  it('offers renewal for an expired registration, leading to Class Register', async () => {
    const { t, browser } = env;
    const teacher = await buildTeacher(t);
    const klass = await buildClass(t, teacher, { name: 'Algebra Review', includeLibrary: true });
    const student = await buildStudent(t);
    const past = new Date(Date.now() - 5 * 86_400_000);
    await buildInterest(t, klass, student, { registered: true, interested: false, expiresAt: past });
    await buildPlace(t, klass, student, past);
    const page = await newPage(browser, t);
    await signIn(page, student.email, PASSWORD);
    await page.goto('/myclasses');
    const row = page.getByRole('row', { name: /Algebra Review/ });
    await row.getByRole('link', { name: 'renew' }).click();
    await page.waitForURL(new RegExp(`/classRegister/${klass.id}`));
    await shows(page.getByRole('button', { name: 'Renew' }));
  });
});
