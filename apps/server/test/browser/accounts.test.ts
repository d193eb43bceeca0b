import { familyLinkRequests, sessions } from '@quanta/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildStudent, buildUser, PASSWORD } from '../support/harness';
import { gone, holds, inView, newPage, phone, shows, signIn, useBrowserTest } from './browser';

describe('accounts in the browser', () => {
  const env = useBrowserTest();

  it('signs up a family with the code from the mail, signs in, and edits the profile', async () => {
    const { t, browser } = env;
    const page = await newPage(browser, t);
    await page.goto('/register');
    await page.getByLabel('Parent Email').fill('robin.parent@example.com');
    await page.getByRole('button', { name: /Send code/ }).click();
    await expect.poll(() => t.smtp.received.some((m) => m.to.includes('robin.parent@example.com'))).toBe(true);
    await page.getByRole('button', { name: 'Register' }).last().click();
    await shows(page.getByText('Code is required'));
    await page.getByLabel('Verification Code').fill(t.smtp.codeFor('robin.parent@example.com'));
    await page.getByLabel('Parent Name').fill('Robin Parent');
    await page.getByLabel('Phone').fill('4155550111');
    await holds(page.getByLabel('Phone'), '415-555-0111');
    await page.getByLabel('Parent Password', { exact: true }).fill('robin-pass-1');
    await page.getByLabel('Confirm Parent Password').fill('robin-pass-1');
    await page.getByLabel('Student Name').fill('Kim Parent');
    await page.getByLabel('Student Email').fill('kim.student@example.com');
    await page.getByLabel('Student Password', { exact: true }).fill('kim-pass-12');
    await page.getByLabel('Confirm Student Password').fill('kim-pass-12');
    await page.getByLabel('School').fill('Lincoln High');
    await page.getByLabel('Grade').selectOption('9');
    await page.getByRole('button', { name: 'Register' }).last().click();
    await shows(page.getByText('Register successfully').first());
    await page.waitForURL(/\/login/);

    // The student signs in with the family's password and proves the e-mail: only then is the parent linked.
    await signIn(page, 'kim.student@example.com', 'kim-pass-12');
    await page.waitForURL(/\/verify/);
    await page.getByRole('button', { name: /^Send/ }).click();
    await expect.poll(() => t.smtp.received.some((m) => m.to.includes('kim.student@example.com'))).toBe(true);
    await page.getByLabel('Verification Code').fill(t.smtp.codeFor('kim.student@example.com'));
    await page.getByRole('button', { name: 'Verify' }).click();
    await shows(page.getByText('Email verified').first());
    await page.goto('/profile');
    await holds(page.getByLabel('Dependent'), 'robin.parent@example.com');
    // Logout ends the session on the server: the stored token no longer signs anyone in.
    const kimToken = await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}').token as string);
    await page.getByRole('button', { name: 'Kim Parent' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(/\/login/);
    await expect.poll(async () => (await t.rest('GET', '/user/getUserInfo', { token: kimToken })).status).toBe(401);

    await signIn(page, 'robin.parent@example.com', 'robin-pass-1');
    await page.goto('/profile');
    await holds(page.getByLabel('Dependent'), 'kim.student@example.com');
    // A new name alone needs no e-mailed code; a new password does.
    await page.getByLabel('Name', { exact: true }).fill('Robin P. Parent');
    await page.getByRole('button', { name: 'Submit' }).click();
    await shows(page.getByText('Profile Updated').first());
    await page.getByLabel('Current Password').fill('robin-pass-1');
    await page.getByLabel('New Password', { exact: true }).fill('robin-pass-2');
    await page.getByLabel('Confirm New Password').fill('robin-pass-2');
    await page.getByRole('button', { name: 'Submit' }).click();
    await shows(page.getByText('Code is required'));
    t.clock.advance(61_000);
    await page.getByRole('button', { name: /^Send/ }).click();
    await expect.poll(() => t.smtp.received.filter((m) => m.to.includes('robin.parent@example.com')).length).toBe(2);
    // As a user would, the code is typed once the page says it was sent.
    await shows(page.getByText('A code has been sent to your email').first());
    await page.getByLabel('Verification Code').fill(t.smtp.codeFor('robin.parent@example.com'));
    await page.getByRole('button', { name: 'Submit' }).click();
    await shows(page.getByText('Profile Updated').first());
    await page.reload();
    await holds(page.getByLabel('Name', { exact: true }), 'Robin P. Parent');
  });

  it('lists signed-in devices, logs one out and then every one; a student answers a waiting parent request', async () => {
    const { t, browser } = env;
    const student = await buildStudent(t, { email: 'devices@example.com', name: 'Dana Devices' });
    const parent = await buildUser(t, { role: 'Parent', email: 'waiting.parent@example.com', name: 'Wes Waiting' });
    await t.app.deps.db.insert(familyLinkRequests).values({ parentId: parent.id, studentId: student.id });
    const other = await t.rest('POST', '/login/authUser', {
      body: { email: student.email, password: PASSWORD },
      headers: {
        'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile Safari/604.1',
      },
    });
    const page = await newPage(browser, t);
    await signIn(page, student.email, PASSWORD);
    await page.goto('/profile');

    await shows(
      page.getByText('Wes Waiting (waiting.parent@example.com) signed you up as their child', { exact: false }),
    );
    await page.getByRole('button', { name: 'Accept' }).click();
    await shows(page.getByText('Your parent is linked to your account').first());
    await holds(page.getByLabel('Dependent'), 'waiting.parent@example.com');

    const devices = page.getByRole('region', { name: 'Signed-in Devices' });
    await shows(devices.getByText('This device'));
    await shows(devices.getByText('Safari · iOS'));
    await devices.getByRole('button', { name: 'Log out: Safari · iOS' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
    await gone(devices.getByText('Safari · iOS'));
    expect((await t.rest('GET', '/user/getUserInfo', { token: other.body.result.token })).status).toBe(401);

    await devices.getByRole('button', { name: 'Log out everywhere' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log out everywhere' }).click();
    await page.waitForURL(/\/login/);
    await shows(page.getByRole('link', { name: 'Sign in with an email code' }));
    expect(await t.app.deps.db.$count(sessions, eq(sessions.userId, student.id))).toBe(0);
  });

  it('resets a forgotten password', async () => {
    const { t, browser } = env;
    const user = await buildStudent(t, { email: 'forgetful@example.com' });
    const page = await newPage(browser, t);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forget Password' }).click();
    await page.waitForURL(/\/resetPassword/);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await shows(page.getByText('Please enter email'));
    await page.getByLabel('Email Address').fill(user.email);
    await page.getByRole('button', { name: /Send code/ }).click();
    await expect.poll(() => t.smtp.received.some((m) => m.to.includes(user.email))).toBe(true);
    await page.getByLabel('Verification Code').fill(t.smtp.codeFor(user.email));
    await page.getByLabel('New Password').fill('a-new-password');
    await page.getByLabel('Confirm Password').fill('a-new-passwore');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await shows(page.getByText('Passwords do not match'));
    await page.getByLabel('Confirm Password').fill('a-new-password');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await shows(page.getByText('Password reset, please sign in').first());
    await signIn(page, user.email, 'a-new-password');
    // A student lands on My Classes, where their work is.
    await page.waitForURL(/\/myclasses/);
  });

  it('shows "Register successfully" in place of the older "code sent" notice, before going to /login', async () => {
    const { t, browser } = env;
    const page = await newPage(browser, t);
    await page.goto('/register');
    await page.getByLabel('Parent Email').fill('fresh.parent@example.com');
    await page.getByRole('button', { name: /Send code/ }).click();
    const codeSent = page.getByText('A code has been sent to your email');
    await shows(codeSent);
    await page.getByLabel('Verification Code').fill(t.smtp.codeFor('fresh.parent@example.com'));
    await page.getByLabel('Parent Name').fill('Fresh Parent');
    await page.getByLabel('Phone').fill('4155550122');
    await page.getByLabel('Parent Password', { exact: true }).fill('fresh-pass-1');
    await page.getByLabel('Confirm Parent Password').fill('fresh-pass-1');
    await page.getByLabel('Student Name').fill('Fay Fresh');
    await page.getByLabel('Student Email').fill('fay.fresh@example.com');
    await page.getByLabel('Student Password', { exact: true }).fill('fay-pass-123');
    await page.getByLabel('Confirm Student Password').fill('fay-pass-123');
    await page.getByLabel('School').fill('Lincoln High');
    await page.getByLabel('Grade').selectOption('9');
    await page.getByRole('button', { name: 'Register' }).last().click();
    await shows(page.getByText('Register successfully'));
    // Seen on the register page itself, and alone: the stale notice is gone at once.
    expect(new URL(page.url()).pathname).toBe('/register');
    await expect.poll(() => codeSent.count(), { timeout: 1_000 }).toBe(0);
    await page.waitForURL(/\/login/);
  });

  it('on a phone in Chinese, a password mismatch on /resetPassword replaces the "code sent" notice', async () => {
    const { t, browser } = env;
    const user = await buildStudent(t, { email: 'mismatch@example.com' });
    const page = await newPage(browser, t, phone);
    await page.addInitScript({ content: "localStorage.setItem('lang', 'zh');" });
    await page.goto('/resetPassword');
    await page.getByLabel('电子邮箱').fill(user.email);
    await page.getByRole('button', { name: /发送验证码/ }).click();
    const codeSent = page.getByText('验证码已发送到您的邮箱');
    await shows(codeSent);
    // The form refuses the mismatch before any call, so the code's digits do not matter here.
    await page.getByLabel('验证码', { exact: true }).fill('123456');
    await page.getByLabel('新密码').fill('a-new-password');
    await page.getByLabel('确认密码').fill('a-new-passwore');
    await page.getByRole('button', { name: '重置密码' }).click();
    await inView(page, page.getByRole('alert').filter({ hasText: '两次输入的密码不一致' }));
    await expect.poll(() => codeSent.count(), { timeout: 1_000 }).toBe(0);
  });

  it('keeps the Chinese interface across a reload, loading only the shown language’s table', async () => {
    const { t, browser } = env;
    const page = await newPage(browser, t);
    const tables = () =>
      page.evaluate(() =>
        [
          ...new Set(
            performance.getEntriesByType('resource').map((e) => /\/assets\/(en|zh)-[\w-]+\.js$/.exec(e.name)?.[1]),
          ),
        ]
          .filter(Boolean)
          .sort(),
      );
    await page.goto('/login');
    await shows(page.getByRole('button', { name: 'Sign In' }).last());
    expect(await tables()).toEqual(['en']);
    await page.getByText('中文').click();
    await shows(page.getByRole('button', { name: '登录' }));
    expect(await tables()).toEqual(['en', 'zh']);
    await page.reload();
    await shows(page.getByRole('button', { name: '登录' }));
    expect(await tables()).toEqual(['zh']);
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('zh');
  });

  it('lets an admin create, edit and delete a user', async () => {
    const { t, browser } = env;
    await buildUser(t, { role: 'Teacher', isAdmin: true, email: 'boss@example.com' });
    const page = await newPage(browser, t);
    await signIn(page, 'boss@example.com', PASSWORD);
    await page.goto('/admin/userlist');
    await page.getByRole('button', { name: 'Create User' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Nora New');
    await dialog.getByLabel('Email Address').fill('not-an-email');
    await dialog.getByLabel('Password', { exact: true }).fill('nora-pass-1');
    await dialog.getByLabel('Confirm Password').fill('nora-pass-1');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await shows(dialog.getByText('Email address is invalid'));
    await dialog.getByLabel('Email Address').fill('nora@example.com');
    await dialog.getByLabel('Role').selectOption('Teacher');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await shows(page.getByText('Add success').first());

    await page.getByLabel('Search by name or email').fill('nora');
    const row = page.getByRole('row', { name: /nora@example\.com/ });
    await shows(row);
    await row.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(/\/admin\/user\/.+\/edit/);
    // The list's search box is labelled "Search by name…", so wait for the form and match the label exactly.
    await shows(page.getByRole('heading', { name: 'Edit User' }));
    const name = page.getByLabel('Name', { exact: true });
    await holds(name, 'Nora New');
    await name.fill('Nora Renamed');
    await page.getByRole('button', { name: 'Save' }).click();
    await shows(page.getByText('Successfully saved').first());
    await page.waitForURL(/\/admin\/userlist/);

    await page.getByLabel('Search by name or email').fill('nora');
    await shows(page.getByRole('row', { name: /Nora Renamed/ }));
    const renamed = page.getByRole('row', { name: /Nora Renamed/ });
    await renamed.getByRole('button', { name: 'Delete' }).click();
    await shows(page.getByText('Are you sure'));
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await shows(page.getByText('Delete success').first());
    await gone(page.getByRole('row', { name: /Nora Renamed/ }));
  });

  it('tells a signed-in student or teacher that a screen is for teachers or admins, with a way home', async () => {
    const { t, browser } = env;
    const student = await buildStudent(t);
    const teacher = await buildUser(t, { role: 'Teacher', email: 'plain.teacher@example.com' });
    const page = await newPage(browser, t);
    await signIn(page, student.email, PASSWORD);
    await page.goto('/teach/classlist');
    await shows(page.getByRole('heading', { name: 'This page is for teachers' }));
    expect(new URL(page.url()).pathname).toBe('/teach/classlist');
    expect(await page.getByRole('button', { name: 'Sign In' }).count()).toBe(0);
    await page.goto('/admin/userlist');
    await shows(page.getByRole('heading', { name: 'This page is for administrators' }));
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    const zh = await newPage(browser, t, phone);
    await signIn(zh, teacher.email, PASSWORD);
    await zh.evaluate("localStorage.setItem('lang', 'zh')");
    await zh.goto('/admin/userlist');
    await shows(zh.getByRole('heading', { name: '此页面仅供管理员使用' }));
    await shows(zh.getByRole('link', { name: '返回首页' }));
  });
});
