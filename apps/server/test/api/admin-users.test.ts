import { familyLinks, users } from '@quanta/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildClass, UNKNOWN_ID } from '../support/factories/classes';
import { useTestApp } from '../support/fixture';
import {
  buildAdmin,
  buildParentOf,
  buildStudent,
  buildTeacher,
  buildUser,
  PASSWORD,
  startTestApp,
  tokenOf,
  trpcStatus,
} from '../support/harness';
import { expectRefused } from '../support/refusals';

describe('admin user management', () => {
  const t = useTestApp();
  let admin: Awaited<ReturnType<typeof buildAdmin>>;
  let adminToken: string;
  beforeAll(async () => {
    admin = await buildAdmin(t, { name: 'Root Admin' });
    adminToken = await tokenOf(t, admin);
  });

  const calls = [
    ['GET', '/admin/getUsers', undefined],
    ['GET', '/admin/getUserById?id=00000000-0000-4000-8000-000000000000', undefined],
    ['POST', '/admin/createUser', { name: 'X', email: 'x@example.com', password: 'long-enough-1', role: 'Student' }],
    [
      'POST',
      '/admin/updateUser',
      {
        _id: UNKNOWN_ID,
        name: 'X',
        email: 'x@example.com',
        isAdmin: false,
        role: 'Student',
      },
    ],
    ['POST', '/admin/deleteUser', { id: UNKNOWN_ID }],
  ] as const;

  it('refuses every admin call signed out (401), unverified (402) and to non-admins (403)', async () => {
    const teacher = await buildTeacher(t);
    const student = await buildStudent(t);
    await expectRefused(t, calls, { unverified: 'Admin', forbidden: [teacher, student, 'Parent'] });
    expect(await trpcStatus(t.trpc(await tokenOf(t, teacher)).admin.getUsers.query())).toBe(403);
    expect(await trpcStatus(t.trpc().admin.deleteUser.mutate({ id: student.id }))).toBe(401);
    expect(await t.app.deps.db.$count(users, eq(users.id, student.id))).toBe(1);
  });

  it('lists users with dependents, searches by name or e-mail, and pages in the database', async () => {
    const kid = await buildStudent(t, { name: 'Zelda Searchable', email: 'zelda@example.com' });
    await buildParentOf(t, kid, { name: 'Parent Of Zelda', email: 'zparent@example.com' });
    const byName = await t.rest('GET', '/admin/getUsers?keyword=zelda', { token: adminToken });
    expect(byName.status).toBe(200);
    expect(byName.body.result.list.map((u: { email: string }) => u.email).sort()).toEqual([
      'zelda@example.com',
      'zparent@example.com',
    ]);
    const kidRow = byName.body.result.list.find((u: { email: string }) => u.email === 'zelda@example.com');
    expect(kidRow.dependent).toBe('zparent@example.com');
    const byEmail = await t.trpc(adminToken).admin.getUsers.query({ keyword: 'ZPARENT@' });
    expect(byEmail.list.map((u) => u.name)).toEqual(['Parent Of Zelda']);
    expect(byEmail.list[0]?.dependent).toBe('zelda@example.com');
    // a LIKE wildcard in the keyword is taken literally
    expect((await t.trpc(adminToken).admin.getUsers.query({ keyword: '%' })).total).toBe(0);
    for (let i = 0; i < 5; i++) await buildUser(t, { name: `Pager ${i}` });
    const page1 = await t.trpc(adminToken).admin.getUsers.query({ keyword: 'pager', page: 1, pageSize: 2 });
    const page3 = await t.trpc(adminToken).admin.getUsers.query({ keyword: 'pager', page: 3, pageSize: 2 });
    expect(page1.total).toBe(5);
    expect(page1.list).toHaveLength(2);
    expect(page3.list).toHaveLength(1);
    expect((await t.rest('GET', '/admin/getUsers?pageSize=1000', { token: adminToken })).status).toBe(400);
    expect((await t.rest('GET', `/admin/getUsers?keyword=${'k'.repeat(101)}`, { token: adminToken })).body.msg).toBe(
      'keyword: must be at most 100 characters',
    );
  });

  it('creates a user who can sign in; refuses a taken e-mail and bad input', async () => {
    const res = await t.rest('POST', '/admin/createUser', {
      token: adminToken,
      body: { name: 'New Teacher', email: 'New.Teacher@example.com', password: 'teacher-pass-1', role: 'Teacher' },
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ email: 'new.teacher@example.com', role: 'Teacher', isAdmin: false });
    expect(
      (
        await t.rest('POST', '/login/authUser', {
          body: { email: 'new.teacher@example.com', password: 'teacher-pass-1' },
        })
      ).status,
    ).toBe(200);
    const dup = await t.rest('POST', '/admin/createUser', {
      token: adminToken,
      body: { name: 'Again', email: 'new.teacher@example.com', password: 'teacher-pass-1', role: 'Student' },
    });
    expect(dup).toMatchObject({ status: 409, body: { msg: 'This email is already registered' } });
    const badRole = await t.rest('POST', '/admin/createUser', {
      token: adminToken,
      body: { name: 'X', email: 'y@example.com', password: 'teacher-pass-1', role: 'Wizard' },
    });
    expect(badRole).toMatchObject({ status: 400, body: { msg: 'role: must be one of Student, Parent, Teacher' } });
    const noEmail = await t.rest('POST', '/admin/createUser', {
      token: adminToken,
      body: { name: 'X', password: 'teacher-pass-1', role: 'Student' },
    });
    expect(noEmail.body.msg).toBe('email: is required');
  });

  it('reads one user by id; an unknown or malformed id is refused', async () => {
    const u = await buildStudent(t);
    expect((await t.rest('GET', `/admin/getUserById?id=${u.id}`, { token: adminToken })).body.result._id).toBe(u.id);
    const unknown = await t.rest('GET', '/admin/getUserById?id=00000000-0000-4000-8000-000000000000', {
      token: adminToken,
    });
    expect(unknown).toMatchObject({ status: 404, body: { msg: 'User not found' } });
    expect((await t.rest('GET', '/admin/getUserById?id=42', { token: adminToken })).body.msg).toBe('id: must be an id');
  });

  it('edits a user, links dependents by e-mail, and ends their sessions on a role or password change', async () => {
    const parent = await buildUser(t, { role: 'Parent' });
    const kid1 = await buildStudent(t);
    const kid2 = await buildStudent(t);
    const parentToken = await tokenOf(t, parent);
    const res = await t.trpc(adminToken).admin.updateUser.mutate({
      _id: parent.id,
      name: 'Renamed Parent',
      email: parent.email,
      isAdmin: false,
      role: 'Parent',
      dependent: `${kid1.email}; ${kid2.email}`,
      password: '',
    });
    expect(res.name).toBe('Renamed Parent');
    expect(res.dependent.split(';').sort()).toEqual([kid1.email, kid2.email].sort());
    expect(await trpcStatus(t.trpc(parentToken).user.getUserInfo.query())).toBe(200);
    await t.trpc(adminToken).admin.updateUser.mutate({
      _id: parent.id,
      name: 'Renamed Parent',
      email: parent.email,
      isAdmin: false,
      role: 'Parent',
      dependent: kid1.email,
      password: 'fresh-password-1',
    });
    expect(await trpcStatus(t.trpc(parentToken).user.getUserInfo.query())).toBe(401);
    expect(
      (await t.rest('POST', '/login/authUser', { body: { email: parent.email, password: 'fresh-password-1' } })).status,
    ).toBe(200);
    expect(await t.app.deps.db.$count(familyLinks, eq(familyLinks.parentId, parent.id))).toBe(1);
  });

  it('refuses dependents that do not exist or have the wrong role, and changes nothing', async () => {
    const parent = await buildUser(t, { role: 'Parent', name: 'Stays Same' });
    const teacher = await buildTeacher(t);
    const body = { _id: parent.id, name: 'Changed', email: parent.email, isAdmin: false, role: 'Parent', password: '' };
    const ghost = await t.rest('POST', '/admin/updateUser', {
      token: adminToken,
      body: { ...body, dependent: 'ghost@example.com' },
    });
    expect(ghost).toMatchObject({
      status: 400,
      body: { msg: 'No account uses the dependent email ghost@example.com' },
    });
    const wrongRole = await t.rest('POST', '/admin/updateUser', {
      token: adminToken,
      body: { ...body, dependent: teacher.email },
    });
    expect(wrongRole.body.msg).toBe('A dependent must be a Student');
    const [row] = await t.app.deps.db.select().from(users).where(eq(users.id, parent.id));
    expect(row?.name).toBe('Stays Same');
    const taken = await t.rest('POST', '/admin/updateUser', {
      token: adminToken,
      body: { ...body, email: teacher.email, dependent: '' },
    });
    expect(taken.status).toBe(409);
  });

  it('keeps at least one admin and will not delete the signed-in admin', async () => {
    const solo = await startTestApp();
    try {
      const only = await buildAdmin(solo);
      const token = await tokenOf(solo, only);
      const self = await solo.rest('POST', '/admin/deleteUser', { token, body: { id: only.id } });
      expect(self).toMatchObject({ status: 403, body: { msg: 'You cannot delete your own account' } });
      const demote = await solo.rest('POST', '/admin/updateUser', {
        token,
        body: { _id: only.id, name: only.name, email: only.email, isAdmin: false, role: 'Teacher' },
      });
      expect(demote).toMatchObject({ status: 403, body: { msg: 'At least one admin must remain' } });
      expect(await solo.app.deps.db.$count(users, eq(users.isAdmin, true))).toBe(1);
    } finally {
      await solo.close();
    }
  });

  it('keeps a teacher who still owns classes, and says why', async () => {
    const teacher = await buildTeacher(t);
    await buildClass(t, teacher);
    const res = await t.rest('POST', '/admin/deleteUser', { token: adminToken, body: { id: teacher.id } });
    expect(res).toMatchObject({ status: 409, body: { key: 'userOwnsContent' } });
    expect(await t.app.deps.db.$count(users, eq(users.id, teacher.id))).toBe(1);
  });

  it('deletes a user, their links go with them, and their token stops working', async () => {
    const kid = await buildStudent(t);
    const parent = await buildParentOf(t, kid);
    const kidToken = await tokenOf(t, kid);
    const res = await t.rest('POST', '/admin/deleteUser', { token: adminToken, body: { id: kid.id } });
    expect(res.status).toBe(200);
    expect(await t.app.deps.db.$count(familyLinks, eq(familyLinks.parentId, parent.id))).toBe(0);
    expect((await t.rest('GET', '/user/getUserInfo', { token: kidToken })).status).toBe(401);
    expect((await t.rest('POST', '/admin/deleteUser', { token: adminToken, body: { id: kid.id } })).status).toBe(404);
    expect((await t.rest('POST', '/login/authUser', { body: { email: kid.email, password: PASSWORD } })).status).toBe(
      400,
    );
  });
});
