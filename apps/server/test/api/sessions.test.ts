import { sessions } from '@quanta/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/fixture';
import { buildStudent, buildTeacher, PASSWORD, tokenOf, trpcStatus } from '../support/harness';

describe('server-side sessions: log out, devices, password change', () => {
  const t = useTestApp();

  const signIn = async (email: string, agent = 'Firefox on Linux') =>
    (
      await t.rest('POST', '/login/authUser', {
        body: { email, password: PASSWORD },
        headers: { 'user-agent': agent },
      })
    ).body.result.token as string;

  it('logs out on the server: the token no longer signs in, and other devices stay signed in', async () => {
    const u = await buildStudent(t);
    const laptop = await signIn(u.email, 'Laptop');
    const phone = await signIn(u.email, 'Phone');
    const out = await t.rest('POST', '/user/logout', { token: laptop });
    expect(out).toMatchObject({ status: 200, body: { code: 200, msg: 'Logged out' } });
    expect((await t.rest('GET', '/user/getUserInfo', { token: laptop })).status).toBe(401);
    expect((await t.rest('GET', '/user/getUserInfo', { token: phone })).status).toBe(200);
    expect(await trpcStatus(t.trpc(laptop).user.logout.mutate({}))).toBe(401);
  });

  it('logs out everywhere', async () => {
    const u = await buildStudent(t);
    const a = await signIn(u.email);
    const b = await signIn(u.email);
    expect((await t.trpc(a).user.logoutAll.mutate({})).message).toBe('Logged out');
    for (const token of [a, b]) expect((await t.rest('GET', '/user/getUserInfo', { token })).status).toBe(401);
    expect(await t.app.deps.db.$count(sessions, eq(sessions.userId, u.id))).toBe(0);
  });

  it('lists the signed-in devices, newest use first, marking this one, and ends another', async () => {
    const u = await buildStudent(t);
    const first = await signIn(u.email, 'Old Browser');
    t.clock.advance(60_000);
    const second = await signIn(u.email, 'New Browser');
    const list = await t.rest('GET', '/user/getSessions', { token: second });
    expect(list.status).toBe(200);
    expect(list.body.result.total).toBe(2);
    expect(list.body.result.list.map((s: { userAgent: string }) => s.userAgent)).toEqual([
      'New Browser',
      'Old Browser',
    ]);
    expect(list.body.result.list[0]).toMatchObject({ current: true, ip: '127.0.0.1' });
    expect(list.body.result.list[1].current).toBe(false);
    expect(Object.keys(list.body.result.list[0]).sort()).toEqual(
      ['_id', 'createdAt', 'current', 'expiresAt', 'ip', 'lastSeenAt', 'userAgent'].sort(),
    );
    const paged = await t.trpc(second).user.getSessions.query({ page: 2, pageSize: 1 });
    expect(paged).toMatchObject({ total: 2, list: [{ userAgent: 'Old Browser' }] });
    const ended = await t.rest('POST', '/user/endSession', {
      token: second,
      body: { id: list.body.result.list[1]._id },
    });
    expect(ended.status).toBe(200);
    expect((await t.rest('GET', '/user/getUserInfo', { token: first })).status).toBe(401);
    expect((await t.rest('GET', '/user/getUserInfo', { token: second })).status).toBe(200);
  });

  it("refuses another user's session (403), an unknown one (404), bad input (400) and signed-out callers (401)", async () => {
    const u = await buildStudent(t);
    const other = await buildTeacher(t);
    const mine = await tokenOf(t, u);
    const theirs = await tokenOf(t, other);
    const [theirSession] = await t.app.deps.db.select().from(sessions).where(eq(sessions.userId, other.id));
    const forbidden = await t.rest('POST', '/user/endSession', { token: mine, body: { id: theirSession!.id } });
    expect(forbidden.status).toBe(403);
    expect((await t.rest('GET', '/user/getUserInfo', { token: theirs })).status).toBe(200);
    const unknown = await t.rest('POST', '/user/endSession', { token: mine, body: { id: crypto.randomUUID() } });
    expect(unknown).toMatchObject({ status: 404, body: { msg: 'This device is no longer signed in' } });
    for (const body of [{}, { id: 'nope' }, { id: 42 }, { id: ['x'] }, { id: 'a\u0000b' }]) {
      expect((await t.rest('POST', '/user/endSession', { token: mine, body })).status).toBe(400);
    }
    expect((await t.rest('POST', '/user/logout', { token: mine, body: { everything: true } })).status).toBe(400);
    expect((await t.rest('GET', '/user/getSessions?pageSize=1000', { token: mine })).status).toBe(400);
    expect((await t.rest('GET', '/user/getSessions?page=abc', { token: mine })).status).toBe(400);
    for (const [method, path] of [
      ['POST', '/user/logout'],
      ['POST', '/user/logoutAll'],
      ['GET', '/user/getSessions'],
      ['POST', '/user/endSession'],
    ] as const) {
      expect((await t.rest(method, path, method === 'POST' ? { body: { id: crypto.randomUUID() } } : {})).status).toBe(
        401,
      );
    }
    // an unverified user may still log out, but not list devices
    const unverified = await buildStudent(t, { emailVerified: false });
    const token = await tokenOf(t, unverified);
    expect((await t.rest('GET', '/user/getSessions', { token })).status).toBe(402);
    expect((await t.rest('POST', '/user/logout', { token })).status).toBe(200);
    expect(await t.app.deps.db.$count(sessions, eq(sessions.userId, unverified.id))).toBe(0);
  });

  it('a new password ends the other sessions and keeps this one', async () => {
    const u = await buildStudent(t);
    const here = await signIn(u.email);
    const elsewhere = await signIn(u.email);
    t.clock.advance(61_000);
    await t.rest('POST', '/login/sendEmail', { body: { email: u.email } });
    const saved = await t.rest('POST', '/user/updateUserProfile', {
      token: here,
      body: {
        name: u.name,
        school: 'S',
        gradeInSchoolYear: 9,
        code: t.smtp.codeFor(u.email),
        password: 'another-pass-1',
        currentPassword: PASSWORD,
      },
    });
    expect(saved.status).toBe(200);
    expect((await t.rest('GET', '/user/getUserInfo', { token: elsewhere })).status).toBe(401);
    expect((await t.rest('GET', '/user/getUserInfo', { token: here })).status).toBe(200);
    expect((await t.rest('GET', '/user/getUserInfo', { token: saved.body.result.token })).status).toBe(200);
    expect(await t.app.deps.db.$count(sessions, eq(sessions.userId, u.id))).toBe(1);
  });

  it("an admin's edit of e-mail, role, admin flag or password ends the user's sessions", async () => {
    const admin = await buildTeacher(t, { isAdmin: true });
    const u = await buildStudent(t);
    const token = await signIn(u.email);
    const res = await t.rest('POST', '/admin/updateUser', {
      token: await tokenOf(t, admin),
      body: { _id: u.id, name: u.name, email: u.email, isAdmin: false, role: 'Student', password: 'reset-by-admin-1' },
    });
    expect(res.status).toBe(200);
    expect((await t.rest('GET', '/user/getUserInfo', { token })).status).toBe(401);
  });

  it('keeps the last use of a session, which ends with its 30-day token', async () => {
    const u = await buildStudent(t);
    const token = await signIn(u.email);
    t.clock.advance(10 * 60_000);
    expect((await t.rest('GET', '/user/getUserInfo', { token })).status).toBe(200);
    const [row] = await t.app.deps.db.select().from(sessions).where(eq(sessions.userId, u.id));
    expect(row!.lastSeenAt.getTime()).toBe(t.clock.now.getTime());
    const days = (row!.expiresAt.getTime() - Date.now()) / (24 * 60 * 60 * 1000);
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    // a dead session is gone from the list and cleared at the next sign-in
    await t.app.deps.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, row!.id));
    const fresh = await signIn(u.email);
    expect((await t.trpc(fresh).user.getSessions.query()).total).toBe(1);
    expect(await t.app.deps.db.$count(sessions, eq(sessions.userId, u.id))).toBe(1);
  });
});
