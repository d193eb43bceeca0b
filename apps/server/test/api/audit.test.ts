import { classes, siteSettings } from '@quanta/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildClass, UNKNOWN_ID } from '../support/factories/classes';
import { useTestApp } from '../support/fixture';
import { buildAdmin, buildTeacher, startTestApp, tokenOf, trpcStatus } from '../support/harness';
import { expectRefused } from '../support/refusals';

describe('admin: audit classes and the home introduction', () => {
  const t = useTestApp();
  let admin: Awaited<ReturnType<typeof buildAdmin>>;
  let teacher: Awaited<ReturnType<typeof buildTeacher>>;
  let adminToken: string;
  beforeAll(async () => {
    admin = await buildAdmin(t);
    teacher = await buildTeacher(t, { name: 'Wang Li' });
    adminToken = await tokenOf(t, admin);
  });

  it('refuses the audit calls signed out (401), unverified (402) and to non-admins (403)', async () => {
    const cls = await buildClass(t, teacher, { isPublish: 1, name: 'Awaiting' });
    const calls = [
      ['GET', '/admin/getAuditClasses?language=en', undefined],
      ['POST', '/admin/auditClass', { id: cls.id, isPublish: 2 }],
      ['POST', '/admin/setHomeDetail', { introduction: '<p>Hacked</p>' }],
    ] as const;
    await expectRefused(t, calls, { unverified: 'Admin', forbidden: [teacher, 'Student', 'Parent'] });
    expect(
      await trpcStatus(t.trpc(await tokenOf(t, teacher)).admin.auditClass.mutate({ id: cls.id, isPublish: 2 })),
    ).toBe(403);
    const [row] = await t.app.deps.db.select().from(classes).where(eq(classes.id, cls.id));
    expect(row?.isPublish).toBe(1);
    expect(await t.app.deps.db.$count(siteSettings)).toBe(0);
    await t.app.deps.db.delete(classes).where(eq(classes.id, cls.id));
  });

  it('lists submitted and published classes of a language with their teacher, by order index', async () => {
    const solo = await startTestApp();
    try {
      const root = await buildAdmin(solo);
      const wang = await buildTeacher(solo, { name: 'Wang Li' });
      const smith = await buildTeacher(solo, { name: 'Sam Smith' });
      await buildClass(solo, wang, {
        name: 'C',
        isPublish: 2,
        orderIndex: 3,
        category: 'Math',
        endDate: '2027-01-31',
        priceMinor: 18_050,
      });
      await buildClass(solo, smith, { name: 'A', isPublish: 1, orderIndex: 1 });
      await buildClass(solo, wang, { name: 'B', isPublish: 2, orderIndex: 1 });
      await buildClass(solo, wang, { name: 'Draft', isPublish: 0, orderIndex: 0 });
      await buildClass(solo, wang, { name: '中文', isPublish: 2, language: 'zh' });
      const res = await solo.rest('GET', '/admin/getAuditClasses?language=en', { token: await tokenOf(solo, root) });
      expect(res.status).toBe(200);
      expect(res.body.result.list.map((c: { name: string }) => c.name)).toEqual(['A', 'B', 'C']);
      expect(res.body.result.list[2]).toEqual({
        _id: expect.any(String),
        name: 'C',
        orderIndex: 3,
        category: 'Math',
        price: 180.5,
        currency: 'usd',
        startDate: '2026-09-01',
        endDate: '2027-01-31',
        language: 'en',
        isPublish: 2,
        user: { _id: wang.id, name: 'Wang Li' },
      });
      expect(res.body.result.list[0].user.name).toBe('Sam Smith');
      const zh = await solo.trpc(await tokenOf(solo, root)).admin.getAuditClasses.query({ language: 'zh' });
      expect(zh.list.map((c) => c.name)).toEqual(['中文']);
      const all = await solo.rest('GET', '/admin/getAuditClasses', { token: await tokenOf(solo, root) });
      expect(all.body.result.list).toHaveLength(4);
      expect(all.body.result.total).toBe(4);
      const second = await solo.rest('GET', '/admin/getAuditClasses?language=en&page=2&pageSize=2', {
        token: await tokenOf(solo, root),
      });
      expect(second.body.result).toMatchObject({ total: 3, list: [{ name: 'C' }] });
      const tooBig = await solo.rest('GET', '/admin/getAuditClasses?pageSize=101', {
        token: await tokenOf(solo, root),
      });
      expect(tooBig.status).toBe(400);
      expect(tooBig.body.msg).toMatch(/^pageSize: /);
      expect(
        (await solo.rest('GET', '/admin/getAuditClasses?language=xx', { token: await tokenOf(solo, root) })).status,
      ).toBe(400);
    } finally {
      await solo.close();
    }
  });

  it('toggles published and unpublished, sets the order index the home page follows, and removes to a draft', async () => {
    const first = await buildClass(t, teacher, { name: 'Audit First', isPublish: 1, language: 'zh', orderIndex: 5 });
    const second = await buildClass(t, teacher, { name: 'Audit Second', isPublish: 1, language: 'zh', orderIndex: 6 });
    const home = async () =>
      (await t.rest('GET', '/public/getHomeClasses?language=zh')).body.result.list.flatMap(
        (g: { classes: { name: string }[] }) => g.classes.map((c) => c.name),
      );
    for (const cls of [first, second]) {
      const res = await t.rest('POST', '/admin/auditClass', { token: adminToken, body: { id: cls.id, isPublish: 2 } });
      expect(res.status).toBe(200);
      expect(res.body.result).toMatchObject({ _id: cls.id, isPublish: 2, user: { name: 'Wang Li' } });
    }
    expect(await home()).toEqual(['Audit First', 'Audit Second']);
    // The set-order-index modal sends the current state with the new index.
    const moved = await t.rest('POST', '/admin/auditClass', {
      token: adminToken,
      body: { id: second.id, isPublish: 2, orderIndex: '1' },
    });
    expect(moved.body.result).toMatchObject({ orderIndex: 1, isPublish: 2 });
    expect(await home()).toEqual(['Audit Second', 'Audit First']);
    const audit = await t.trpc(adminToken).admin.getAuditClasses.query({ language: 'zh' });
    expect(audit.list.map((c) => c.name)).toEqual(['Audit Second', 'Audit First']);

    // Unpublish: off the home page, still on the audit list.
    await t.trpc(adminToken).admin.auditClass.mutate({ id: second.id, isPublish: 1 });
    expect(await home()).toEqual(['Audit First']);
    expect((await t.trpc(adminToken).admin.getAuditClasses.query({ language: 'zh' })).list).toHaveLength(2);

    // Delete: back to a draft, off both lists; the teacher still has it.
    const removed = await t.rest('POST', '/admin/auditClass', {
      token: adminToken,
      body: { id: second.id, isPublish: 0 },
    });
    expect(removed.body.result.isPublish).toBe(0);
    expect((await t.trpc(adminToken).admin.getAuditClasses.query({ language: 'zh' })).list.map((c) => c.name)).toEqual([
      'Audit First',
    ]);
    const mine = await t.trpc(await tokenOf(t, teacher)).teacher.getClassesByTeacher.query({ name: 'Audit Second' });
    expect(mine.list).toMatchObject([{ isPublish: 0 }]);

    // A draft the teacher has not submitted cannot be published over their head.
    const refused = await t.rest('POST', '/admin/auditClass', {
      token: adminToken,
      body: { id: second.id, isPublish: 2 },
    });
    expect(refused).toMatchObject({ status: 409, body: { msg: 'This class has not been submitted for audit' } });
    expect(await home()).toEqual(['Audit First']);
  });

  it('refuses bad audit input (400) and an unknown class (404)', async () => {
    const cls = await buildClass(t, teacher, { isPublish: 1, orderIndex: 4 });
    for (const body of [
      { id: cls.id, isPublish: 3 },
      { id: cls.id, isPublish: 'yes' },
      { id: cls.id },
      { id: cls.id, isPublish: 2, orderIndex: 1.5 },
      { id: cls.id, isPublish: 2, orderIndex: 'first' },
      { id: cls.id, isPublish: 2, orderIndex: 10_000_000 },
      { id: 'abc', isPublish: 2 },
    ]) {
      expect(
        (await t.rest('POST', '/admin/auditClass', { token: adminToken, body })).status,
        JSON.stringify(body),
      ).toBe(400);
    }
    const [row] = await t.app.deps.db.select().from(classes).where(eq(classes.id, cls.id));
    expect(row).toMatchObject({ isPublish: 1, orderIndex: 4 });
    expect(
      (await t.rest('POST', '/admin/auditClass', { token: adminToken, body: { id: UNKNOWN_ID, isPublish: 2 } })).status,
    ).toBe(404);
  });

  it('saves the home introduction sanitised, and anyone reads it', async () => {
    expect((await t.rest('GET', '/public/getHomeDetail')).body.result).toEqual({ introduction: '' });
    const saved = await t.rest('POST', '/admin/setHomeDetail', {
      token: adminToken,
      body: {
        introduction: '<h2>Welcome</h2><p onclick="steal()">From $F = ma$ to $E = mc^2$</p><script>alert(1)</script>',
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.result.introduction).toBe('<h2>Welcome</h2><p>From $F = ma$ to $E = mc^2$</p>');
    const read = await t.rest('GET', '/public/getHomeDetail');
    expect(read.body).toMatchObject({
      code: 200,
      result: { introduction: '<h2>Welcome</h2><p>From $F = ma$ to $E = mc^2$</p>' },
    });
    expect((await t.trpc().public.getHomeDetail.query()).introduction).toContain('$E = mc^2$');
    await t.trpc(adminToken).admin.setHomeDetail.mutate({ introduction: '<p>Second</p>' });
    expect((await t.trpc().public.getHomeDetail.query()).introduction).toBe('<p>Second</p>');
    expect(
      (await t.rest('POST', '/admin/setHomeDetail', { token: adminToken, body: { introduction: 5 } })).status,
    ).toBe(400);
  });
});
