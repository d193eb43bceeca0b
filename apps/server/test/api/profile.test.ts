import { users } from '@quanta/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/fixture';
import { buildParentOf, buildStudent, buildTeacher, PASSWORD, tokenOf, trpcStatus } from '../support/harness';

describe('profile', () => {
  const t = useTestApp();

  async function codeFor(email: string) {
    t.clock.advance(61_000);
    await t.rest('POST', '/login/sendEmail', { body: { email } });
    return Number(t.smtp.codeFor(email));
  }

  const studentProfile = (u: { id: string; email: string }, extra: Record<string, unknown> = {}) => ({
    id: u.id,
    name: 'Amy Renamed',
    email: u.email,
    role: 'Student' as const,
    school: 'Mission High',
    gradeInSchoolYear: 10,
    ...extra,
  });

  it('reads the profile of the signed-in user', async () => {
    const u = await buildStudent(t);
    const res = await t.rest('GET', '/user/getUserProfile', { token: await tokenOf(t, u) });
    expect(res.body.result).toMatchObject({ _id: u.id, role: 'Student', school: 'Lincoln High' });
  });

  it('says which fields the caller may change: a teacher the e-mail, a parent the linked children', async () => {
    const student = await buildStudent(t);
    const parent = await buildParentOf(t, student);
    const teacher = await buildTeacher(t);
    const can = async (user: { id: string }) =>
      (await t.rest('GET', '/user/getUserProfile', { token: await tokenOf(t, user) })).body.result.can;
    expect(await can(student)).toEqual({ editEmail: false, editDependents: false });
    expect(await can(parent)).toEqual({ editEmail: false, editDependents: true });
    expect(await can(teacher)).toEqual({ editEmail: true, editDependents: false });
  });

  it('saves a change of name and school without a code: the code guards only the e-mail and the password', async () => {
    const u = await buildStudent(t);
    const token = await tokenOf(t, u);
    const res = await t.rest('POST', '/user/updateUserProfile', { token, body: studentProfile(u) });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ name: 'Amy Renamed', school: 'Mission High', gradeInSchoolYear: 10 });
    const viaTrpc = await t.trpc(token).user.updateUserProfile.mutate({ ...studentProfile(u), name: 'Amy Again' });
    expect(viaTrpc.name).toBe('Amy Again');
  });

  it('asks for the code when the password or the e-mail changes, and refuses a malformed one', async () => {
    const u = await buildStudent(t);
    const token = await tokenOf(t, u);
    const newPassword = { password: 'new-password-1', currentPassword: PASSWORD };
    const noCode = await t.rest('POST', '/user/updateUserProfile', { token, body: studentProfile(u, newPassword) });
    expect(noCode).toMatchObject({ status: 400, body: { msg: 'Code is required' } });
    const badCode = await t.rest('POST', '/user/updateUserProfile', { token, body: studentProfile(u, { code: '12' }) });
    expect(badCode.status).toBe(400);
    const teacher = await buildTeacher(t);
    const teacherToken = await tokenOf(t, teacher);
    const moved = await t.rest('POST', '/user/updateUserProfile', {
      token: teacherToken,
      body: { id: teacher.id, name: teacher.name, email: 'moved.teacher@example.com' },
    });
    expect(moved).toMatchObject({ status: 400, body: { msg: 'Code is required' } });
    const [row] = await t.app.deps.db.select().from(users).where(eq(users.id, teacher.id));
    expect(row?.email).toBe(teacher.email);
    const code = await codeFor(u.email);
    const res = await t.rest('POST', '/user/updateUserProfile', {
      token,
      body: studentProfile(u, { ...newPassword, code }),
    });
    expect(res.status).toBe(200);
  });

  it('checks the rules in order: school, grade, current password', async () => {
    const u = await buildStudent(t);
    const token = await tokenOf(t, u);
    const code = await codeFor(u.email);
    const noSchool = await t.rest('POST', '/user/updateUserProfile', {
      token,
      body: studentProfile(u, { code, school: '' }),
    });
    expect(noSchool.body.msg).toBe('School is required');
    const noGrade = await t.rest('POST', '/user/updateUserProfile', {
      token,
      body: studentProfile(u, { code, gradeInSchoolYear: '' }),
    });
    expect(noGrade.body.msg).toBe('Grade is required');
    const noCurrent = await t.rest('POST', '/user/updateUserProfile', {
      token,
      body: studentProfile(u, { code, password: 'new-password-1' }),
    });
    expect(noCurrent.body.msg).toBe('Current password is required');
    const wrongCurrent = await t.rest('POST', '/user/updateUserProfile', {
      token,
      body: studentProfile(u, { code, password: 'new-password-1', currentPassword: 'not-it-at-all' }),
    });
    expect(wrongCurrent.body.msg).toBe('Current password is incorrect');
    const [row] = await t.app.deps.db.select().from(users).where(eq(users.id, u.id));
    expect(row?.name).toBe(u.name);
  });

  it('changes the password with the current one and ends the other sessions only', async () => {
    const u = await buildStudent(t);
    const other = await tokenOf(t, u);
    const mine = await tokenOf(t, u);
    const code = await codeFor(u.email);
    const res = await t.trpc(mine).user.updateUserProfile.mutate({
      ...studentProfile(u),
      code: String(code).padStart(6, '0'),
      role: 'Student',
      password: 'new-password-1',
      currentPassword: PASSWORD,
    });
    expect(await trpcStatus(t.trpc(other).user.getUserInfo.query())).toBe(401);
    expect((await t.trpc(res.token).user.getUserInfo.query())._id).toBe(u.id);
    expect(
      (await t.rest('POST', '/login/authUser', { body: { email: u.email, password: 'new-password-1' } })).status,
    ).toBe(200);
  });

  it('keeps role and e-mail for the admin to change', async () => {
    const u = await buildStudent(t);
    const token = await tokenOf(t, u);
    const code = await codeFor(u.email);
    const role = await t.rest('POST', '/user/updateUserProfile', {
      token,
      body: studentProfile(u, { code, role: 'Teacher' }),
    });
    expect(role).toMatchObject({ status: 403, body: { msg: 'Contact admin to change your role' } });
    const email = await t.rest('POST', '/user/updateUserProfile', {
      token,
      body: studentProfile(u, { code, email: 'new@example.com' }),
    });
    expect(email).toMatchObject({ status: 403, body: { msg: 'Contact admin to change your email' } });
  });

  it('lets a teacher change their e-mail, which then needs verifying; a taken one is refused', async () => {
    const teacher = await buildTeacher(t);
    const other = await buildStudent(t);
    const token = await tokenOf(t, teacher);
    const code = await codeFor(teacher.email);
    const base = { id: teacher.id, name: teacher.name, role: 'Teacher', code };
    const taken = await t.rest('POST', '/user/updateUserProfile', { token, body: { ...base, email: other.email } });
    expect(taken).toMatchObject({ status: 409, body: { msg: 'This email is already registered' } });
    const res = await t.rest('POST', '/user/updateUserProfile', {
      token,
      body: { ...base, email: 'New.Teacher.Mail@example.com' },
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ email: 'new.teacher.mail@example.com', isVerified: false });
    expect((await t.rest('GET', '/user/getUserInfo', { token })).status).toBe(402);
  });

  it("refuses to save someone else's profile", async () => {
    const me = await buildStudent(t);
    const victim = await buildStudent(t);
    const code = await codeFor(me.email);
    const res = await t.rest('POST', '/user/updateUserProfile', {
      token: await tokenOf(t, me),
      body: studentProfile(victim, { code, email: undefined }),
    });
    expect(res.status).toBe(403);
    const [row] = await t.app.deps.db.select().from(users).where(eq(users.id, victim.id));
    expect(row?.name).toBe(victim.name);
  });

  it('lets a parent drop a linked student but not link a new one; phone and dependent formats are checked', async () => {
    const kid = await buildStudent(t);
    const stranger = await buildStudent(t);
    const parent = await buildParentOf(t, kid);
    const token = await tokenOf(t, parent);
    const code = await codeFor(parent.email);
    const base = { id: parent.id, name: parent.name, email: parent.email, role: 'Parent', phone: '415-555-0199', code };
    const badFormat = await t.rest('POST', '/user/updateUserProfile', {
      token,
      body: { ...base, dependent: 'not-an-email' },
    });
    expect(badFormat.body.msg).toBe('Dependent email format error');
    const noPhone = await t.rest('POST', '/user/updateUserProfile', {
      token,
      body: { ...base, dependent: kid.email, phone: '' },
    });
    expect(noPhone.body.msg).toBe('Phone is required');
    const longPhone = await t.rest('POST', '/user/updateUserProfile', {
      token,
      body: { ...base, phone: '415-555-01999' },
    });
    expect(longPhone.body.msg).toBe('phone: must be at most 12 characters');
    const add = await t.rest('POST', '/user/updateUserProfile', {
      token,
      body: { ...base, dependent: `${kid.email};${stranger.email}` },
    });
    expect(add).toMatchObject({ status: 403, body: { msg: 'Only an admin can link a new dependent' } });
    const drop = await t.rest('POST', '/user/updateUserProfile', { token, body: { ...base, dependent: '' } });
    expect(drop.status).toBe(200);
    expect(drop.body.result).toMatchObject({ dependent: '', phone: '415-555-0199' });
  });

  it('advances the grade each 1 September since it was saved', async () => {
    const u = await buildStudent(t, { gradeInSchoolYear: 9, gradeInSchoolYearAt: '2025-08-31' });
    // a session opened at each date (a session lasts 30 days)
    const gradeOn = async (date: string) => {
      t.clock.now = new Date(date);
      return (await t.trpc(await tokenOf(t, u)).user.getUserInfo.query()).gradeInSchoolYear;
    };
    expect(await gradeOn('2026-08-31T12:00:00Z')).toBe(10);
    expect(await gradeOn('2026-09-01T12:00:00Z')).toBe(11);
    expect(await gradeOn('2035-09-01T12:00:00Z')).toBe(12);
    t.clock.now = new Date();
  });

  it('needs a signed-in, verified user', async () => {
    expect((await t.rest('POST', '/user/updateUserProfile', { body: {} })).status).toBe(401);
    const teacher = await buildTeacher(t, { emailVerified: false });
    expect(
      (await t.rest('POST', '/user/updateUserProfile', { token: await tokenOf(t, teacher), body: {} })).status,
    ).toBe(402);
  });
});
