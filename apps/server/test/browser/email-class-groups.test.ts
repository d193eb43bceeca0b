import { describe, expect, it } from 'vitest';
import { buildClass } from '../support/factories/classes';
import { buildPlace } from '../support/factories/enrolment';
import { buildAdmin, buildParentOf, buildStudent, buildTeacher, PASSWORD } from '../support/harness';
import { axeViolations, describe as describeViolations } from './accessibility/axe';
import { fitsWidth, newPage, phone, shows, signIn, tick, typeRich, useBrowserTest } from './browser';

describe('automatic e-mail groups in the browser', () => {
  const env = useBrowserTest();

  it('sends to "Parents of" a class on a phone, and the mail reaches the parents only', async () => {
    const { t, browser } = env;
    const admin = await buildAdmin(t, { email: 'class.groups.admin@example.com' });
    const klass = await buildClass(t, await buildTeacher(t), { name: 'Astronomy Night' });
    const stars = await buildStudent(t, { email: 'stars.student@example.com' });
    const moon = await buildStudent(t, { email: 'moon.student@example.com' });
    const starsParent = await buildParentOf(t, stars, { email: 'stars.parent@example.com' });
    const moonParent = await buildParentOf(t, moon, { email: 'moon.parent@example.com' });
    await buildPlace(t, klass, stars, null);
    await buildPlace(t, klass, moon, null);

    const page = await newPage(browser, t, phone);
    await signIn(page, admin.email, PASSWORD);
    await page.goto('/admin/sendEmail');
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Star party');
    await typeRich(page, 'Content', 'Bring warm clothes.');
    await page.getByRole('button', { name: 'Choose groups' }).click();
    const picker = page.getByRole('dialog');
    await picker.getByRole('tab', { name: 'Classes' }).click();
    await picker.getByRole('textbox', { name: 'Search by class name' }).fill('astronomy');
    await shows(picker.getByText('Parents of Astronomy Night'));
    await shows(picker.getByRole('row').filter({ hasText: 'Parents of Astronomy Night' }).getByText('2 members'));
    await fitsWidth(page);
    expect(describeViolations(await axeViolations(page, 'the class groups tab'))).toBe('');
    await tick(picker.getByRole('checkbox', { name: 'Parents of Astronomy Night' }));
    await picker.getByRole('button', { name: /^Use selected/ }).click();
    await shows(page.getByText('Parents of Astronomy Night (2 members)'));
    await fitsWidth(page);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await shows(page.getByText('Email sent successfully'));
    await page.waitForURL(/\/admin\/emailList/);
    await shows(page.getByText('Parents of Astronomy Night').first());
    for (const parent of [starsParent, moonParent]) expect(t.smtp.mailsTo(parent.email), parent.email).toHaveLength(1);
    for (const student of [stars, moon]) expect(t.smtp.mailsTo(student.email), student.email).toHaveLength(0);
  });
});
