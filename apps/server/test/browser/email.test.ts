import { mailPreferences } from '@quanta/db';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildAdmin, buildParentOf, buildStudent, PASSWORD, type TestApp } from '../support/harness';
import { gone, newPage, shows, signIn, tick, typeRich, useBrowserTest } from './browser';

const words = {
  en: {
    email: 'Email',
    send: 'Send Email',
    sendButton: 'Send',
    title: 'Title',
    content: 'Content',
    chooseGroups: 'Choose groups',
    addGroup: 'Add Group',
    groupName: 'Group name',
    search: 'Search by name or e-mail',
    add: 'Add',
    save: 'Save',
    use: /^Use selected/,
    address: 'Add an address',
    sent: 'Email sent successfully',
    titleRequired: 'Please input title',
    recipientsRequired: 'Please select recipients',
    statusSent: 'Sent',
    deleteEmail: 'Delete Email',
    delete: 'Delete',
    deleteSuccess: 'Delete success',
    selectRow: (title: string) => `Select ${title}`,
  },
  zh: {
    email: '邮件',
    send: '发送邮件',
    sendButton: '发送',
    title: '标题',
    content: '内容',
    chooseGroups: '选择群组',
    addGroup: '添加群组',
    groupName: '群组名称',
    search: '按姓名或邮箱搜索',
    add: '添加',
    save: '保存',
    use: /^使用所选/,
    address: '添加邮箱地址',
    sent: '邮件发送成功',
    titleRequired: '请输入标题',
    recipientsRequired: '请选择收件人',
    statusSent: '已发送',
    deleteEmail: '删除邮件',
    delete: '删除',
    deleteSuccess: '删除成功',
    selectRow: (title: string) => `选择 ${title}`,
  },
};

async function sendToGroup(t: TestApp, page: Page, lang: 'en' | 'zh', tag: string) {
  const w = words[lang];
  const amy = await buildStudent(t, { name: `Amy ${tag}`, email: `amy.${tag}@example.com` });
  const ben = await buildStudent(t, { name: `Ben ${tag}`, email: `ben.${tag}@example.com` });
  const parent = await buildParentOf(t, amy, { name: `Parent ${tag}`, email: `parent.${tag}@example.com` });
  const subject = `Open day ${tag}`;

  await page.goto('/admin/emailList');
  await page.getByRole('link', { name: w.send }).click();
  await page.waitForURL(/\/admin\/sendEmail/);
  await page.getByRole('button', { name: w.sendButton, exact: true }).click();
  await shows(page.getByText(w.titleRequired));
  await page.getByRole('textbox', { name: w.title, exact: true }).fill(subject);
  await typeRich(page, w.content, `Come to the open day ${tag}.`);
  await page.getByRole('button', { name: w.sendButton, exact: true }).click();
  await shows(page.getByText(w.recipientsRequired));

  // A group made with the transfer list: search the left list, tick, move right, name it, save.
  await page.getByRole('button', { name: w.chooseGroups }).click();
  await page.getByRole('button', { name: w.addGroup }).click();
  const modal = page.getByRole('dialog').last();
  await shows(modal.getByRole('textbox', { name: w.groupName }));
  for (const person of [amy, ben]) {
    await modal.getByRole('textbox', { name: w.search }).fill(person.email);
    await tick(modal.getByRole('checkbox', { name: person.name, exact: true }));
    await modal.getByRole('button', { name: w.add, exact: true }).click();
  }
  const chosen = modal.getByRole('table', { name: lang === 'en' ? 'Group members' : '群组成员' });
  await shows(chosen.getByText(amy.email));
  await shows(chosen.getByText(ben.email));
  const groupName = modal.getByRole('textbox', { name: w.groupName });
  await groupName.fill(`Families ${tag}`);
  await expect.poll(() => groupName.inputValue()).toBe(`Families ${tag}`);
  await modal.getByRole('button', { name: w.save }).click();
  // back in the group picker, the new group is ticked
  const picker = page.getByRole('dialog').last();
  await shows(picker.getByText(`Families ${tag}`));
  expect(await picker.getByRole('checkbox', { name: `Families ${tag}` }).isChecked()).toBe(true);
  await picker.getByRole('button', { name: w.use }).click();
  await shows(page.getByText(`Families ${tag} (`));

  await page.getByRole('textbox', { name: w.address }).fill(parent.email);
  await page.getByRole('button', { name: w.add, exact: true }).click();
  await shows(page.getByText(parent.email));
  await page.getByRole('button', { name: w.sendButton, exact: true }).click();
  await shows(page.getByText(w.sent));
  await page.waitForURL(/\/admin\/emailList/);
  const row = page.getByRole('row').filter({ hasText: subject });
  await shows(row);
  await shows(row.getByText(w.statusSent));
  await shows(row.getByText(`Families ${tag}`));
  for (const person of [amy, ben, parent]) expect(t.smtp.mailsTo(person.email), person.email).toHaveLength(1);

  // delete it through the selection and Delete Email
  await tick(page.getByRole('checkbox', { name: w.selectRow(subject) }));
  await page.getByRole('button', { name: w.deleteEmail }).click();
  await page.getByRole('dialog').getByRole('button', { name: w.delete }).click();
  await shows(page.getByText(w.deleteSuccess));
  await gone(page.getByRole('row').filter({ hasText: subject }));
}

describe('bulk e-mail in the browser', () => {
  const env = useBrowserTest();

  it('creates a group with the transfer list, sends to it plus an address, sees the record and deletes it', async () => {
    const { t, browser } = env;
    const admin = await buildAdmin(t, { email: 'mail.admin@example.com' });
    const page = await newPage(browser, t);
    await signIn(page, admin.email, PASSWORD);
    await sendToGroup(t, page, 'en', 'en1');
  });

  it('does the same in Chinese', async () => {
    const { t, browser } = env;
    const admin = await buildAdmin(t, { email: 'mail.admin.zh@example.com' });
    const page = await newPage(browser, t);
    await page.goto('/login');
    await page.getByText('中文').click();
    await shows(page.getByRole('button', { name: '登录' }));
    await page.getByLabel('电子邮箱').fill(admin.email);
    await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await sendToGroup(t, page, 'zh', 'zh1');
  });

  it('unsubscribes a parent from the weekly digest through the link in the mail', async () => {
    const { t, browser } = env;
    const student = await buildStudent(t);
    const parent = await buildParentOf(t, student);
    await t.app.deps.db
      .insert(mailPreferences)
      .values({ userId: parent.id, language: 'en', unsubscribeToken: 'link-token-1' });
    const page = await newPage(browser, t);
    await page.goto('/unsubscribe?token=link-token-1');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await shows(page.getByText('You will no longer receive the weekly family digest'));
    const [pref] = await t.app.deps.db.select().from(mailPreferences).where(eq(mailPreferences.userId, parent.id));
    expect(pref?.digestOptOut).toBe(true);
  });
});
