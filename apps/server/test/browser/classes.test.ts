import { describe, expect, it } from 'vitest';
import { buildClass } from '../support/factories/classes';
import { tinyPng } from '../support/files';
import { buildAdmin, buildStudent, buildTeacher, PASSWORD, tokenOf } from '../support/harness';
import { gone, newPage, phone, shows, signIn, useBrowserTest } from './browser';

/** A class made, submitted and published through the API, in a category of the home page. */
async function publishedClass(
  t: ReturnType<typeof useBrowserTest>['t'],
  teacher: { id: string },
  name: string,
  language: 'en' | 'zh',
  category: 'Physics' | 'Math',
) {
  const token = await tokenOf(t, teacher);
  const created = await t.rest('POST', '/teacher/createClassByTeacher', { token, body: { language } });
  const id = created.body.result._id;
  await t.rest('POST', '/teacher/updateClassIntro', {
    token,
    body: { _id: id, name, language, category, price: 100, source: [] },
  });
  await t.rest('POST', '/teacher/setPublishClass', { token, body: { id, publish: 1 } });
  const adminToken = await tokenOf(t, await buildAdmin(t));
  await t.rest('POST', '/admin/auditClass', { token: adminToken, body: { id, isPublish: 2 } });
}

describe('classes in the browser', () => {
  const env = useBrowserTest();

  it('goes from a teacher draft through the audit to the public catalogue', async () => {
    const { t, browser } = env;
    const teacher = await buildTeacher(t, { name: 'Tess Teacher' });
    const admin = await buildAdmin(t);
    const student = await buildStudent(t);

    // The teacher creates a class with a formula and a picture, and submits it.
    const page = await newPage(browser, t);
    await signIn(page, teacher.email, PASSWORD);
    await page.goto('/teach/classlist');
    await page.getByRole('button', { name: 'Create New Class' }).click();
    await page.waitForURL(/\/teach\/class\/.+\/edit/);
    await page.getByRole('textbox', { name: /^Name/ }).fill('Forces and Motion');
    await page.getByLabel('Price', { exact: true }).fill('350');
    await page.getByLabel('Category').selectOption('Physics');
    const intro = page.getByRole('textbox', { name: 'Introduction' });
    await intro.click();
    await intro.pressSequentially('Newton says $F=ma$ for every body.');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload Class Image' }).click();
    await (await chooser).setFiles({ name: 'forces.png', mimeType: 'image/png', buffer: tinyPng });
    await shows(page.getByRole('img', { name: 'Class image preview' }));
    await page.getByRole('button', { name: 'Update' }).click();
    await shows(page.getByText('Successfully saved'));
    await page.goto('/teach/classlist');
    const row = page.getByRole('row', { name: /Forces and Motion/ });
    await row.getByRole('button', { name: 'Draft' }).click();
    await shows(row.getByRole('button', { name: 'Submitted for audit' }));

    // A visitor does not see it yet.
    const visitor = await newPage(browser, t);
    await visitor.goto('/');
    await shows(visitor.getByText('No classes are open in this language yet', { exact: false }));
    await gone(visitor.getByRole('article', { name: 'Forces and Motion' }));

    // The admin publishes it and sets its order.
    const adminPage = await newPage(browser, t);
    await signIn(adminPage, admin.email, PASSWORD);
    await adminPage.goto('/admin/auditClass');
    const auditRow = adminPage.getByRole('row', { name: /Forces and Motion/ });
    // The switch's label says where the class stands: waiting, then published.
    await auditRow.getByRole('switch', { name: 'Waiting for audit' }).click({ force: true });
    await shows(adminPage.getByText('Published').first());
    await expect.poll(() => auditRow.getByRole('switch', { name: 'Published' }).isChecked()).toBe(true);
    await auditRow.getByRole('button', { name: 'Set Order Index' }).click();
    await adminPage.getByRole('dialog').getByLabel('Order Index').fill('3');
    await adminPage.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await shows(auditRow.getByRole('cell', { name: '3', exact: true }));

    // The visitor sees it under Physics with the formula typeset and no price.
    await visitor.reload();
    const card = visitor.locator('section#Physics').getByRole('article', { name: 'Forces and Motion' });
    await shows(card);
    // The cards come one per task; the last category comes too.
    await shows(visitor.locator('section#Math').getByRole('heading', { name: 'Math Courses' }));
    await shows(card.locator('.katex'));
    expect(await card.textContent()).not.toContain('350');
    await card.getByRole('link', { name: 'Learn More' }).click();
    await visitor.waitForURL(/\/class\//);
    await shows(visitor.locator('.katex').first());
    await shows(visitor.getByText('Sign in to see the price'));
    expect(await visitor.getByTestId('class-price').count()).toBe(0);

    // A signed-in student sees the price.
    const studentPage = await newPage(browser, t);
    await signIn(studentPage, student.email, PASSWORD);
    await studentPage.goto(new URL(visitor.url()).pathname);
    await shows(studentPage.getByTestId('class-price'));
    expect(await studentPage.getByTestId('class-price').textContent()).toContain('350');
  });

  it('shows the Chinese catalogue in Chinese', async () => {
    const { t, browser } = env;
    const teacher = await buildTeacher(t);
    await publishedClass(t, teacher, 'Optics for Beginners', 'en', 'Physics');
    await publishedClass(t, teacher, '光学入门', 'zh', 'Physics');
    const page = await newPage(browser, t);
    await page.goto('/');
    await shows(page.getByRole('article', { name: 'Optics for Beginners' }));
    await gone(page.getByRole('article', { name: '光学入门' }));
    await page.getByText('中文').click();
    await shows(page.getByRole('article', { name: '光学入门' }));
    await gone(page.getByRole('article', { name: 'Optics for Beginners' }));
  });

  it('scrolls to a category opened by its anchor on a phone, once its cards have come', async () => {
    const { t, browser } = env;
    const teacher = await buildTeacher(t);
    for (const name of ['Waves', 'Heat', 'Light']) await publishedClass(t, teacher, name, 'en', 'Physics');
    await publishedClass(t, teacher, 'Algebra', 'en', 'Math');
    const page = await newPage(browser, t, phone);
    await page.goto('/#Math');
    const heading = page.locator('section#Math').getByRole('heading', { name: 'Math Courses' });
    await shows(heading);
    // The Physics cards fill more than the phone's first screen: the page has scrolled to bring Math into view.
    const inView = async () => {
      const box = await heading.boundingBox();
      const scrolled = (await page.evaluate('window.scrollY')) as number;
      return scrolled > 0 && !!box && box.y >= 0 && box.y + box.height <= phone.height;
    };
    await expect.poll(inView, { timeout: 10_000 }).toBe(true);
  });

  it('lists a teacher’s classes in every language by default, and narrows them by language on request', async () => {
    const { t, browser } = env;
    const teacher = await buildTeacher(t);
    await buildClass(t, teacher, { name: 'Optics in English', language: 'en' });
    await buildClass(t, teacher, { name: '光学（中文班）', language: 'zh' });
    const page = await newPage(browser, t);
    await signIn(page, teacher.email, PASSWORD);
    await page.goto('/teach/classlist');
    await shows(page.getByText('Optics in English'));
    await shows(page.getByText('光学（中文班）'));
    await page.getByRole('combobox', { name: 'Language' }).selectOption('zh');
    await gone(page.getByText('Optics in English'));
    await shows(page.getByText('光学（中文班）'));
  });
});
