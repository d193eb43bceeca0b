import { emailCodes, familyLinks, users } from '@quanta/db';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/fixture';
import { buildStudent, buildTeacher, buildUser, PASSWORD, tokenOf } from '../support/harness';

const family = (code: string, parentEmail: string, studentEmail: string) => ({
  code,
  parent: { name: 'Stranger', email: parentEmail, password: 'parent-pass-1', phone: '415-555-0123' },
  student: { name: 'Victim', email: studentEmail, password: 'known-to-stranger', school: 'X', gradeInSchoolYear: 9 },
});

describe('account security: codes, sign-up and password limits', () => {
  const t = useTestApp();
  beforeEach(() => t.clock.advance(2 * 60 * 60 * 1000));

  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  const sendCode = (email: string, ip = '10.0.0.1') =>
    t.rest('POST', '/login/sendEmail', { body: { email }, headers: from(ip) });
  const signIn = (email: string, password: string, ip: string) =>
    t.rest('POST', '/login/authUser', { body: { email, password }, headers: from(ip) });

  it('counts each code try before checking it: 50 parallel wrong guesses leave the right code spent (finding 1)', async () => {
    const u = await buildStudent(t, { email: 'parallel@example.com' });
    await sendCode(u.email);
    const code = t.smtp.codeFor(u.email);
    const wrong = Array.from({ length: 50 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(
      wrong.map((guess) =>
        t.rest('POST', '/login/resetPassword', { body: { email: u.email, code: guess, password: 'taken-over-1' } }),
      ),
    );
    expect(answers.every((a) => a.status === 400)).toBe(true);
    // only five guesses were ever compared: each try was counted before its hash check, not after
    const [row] = await t.app.deps.db.select().from(emailCodes).where(eq(emailCodes.email, u.email));
    expect(row?.failedTries).toBe(5);
    const right = await t.rest('POST', '/login/resetPassword', {
      body: { email: u.email, code, password: 'taken-over-1' },
    });
    expect(right).toMatchObject({ status: 400, body: { msg: 'The code is invalid or has expired' } });
    expect((await signIn(u.email, PASSWORD, '10.0.0.2')).status).toBe(200);
  }, 120_000);

  it('a right code does not use up a try: validate, then register, after four wrong tries (finding 1)', async () => {
    await sendCode('four@example.com');
    const code = t.smtp.codeFor('four@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++)
      await t.rest('POST', '/login/validateEmailByCode', { body: { email: 'four@example.com', code: wrong } });
    const ok = await t.rest('POST', '/login/validateEmailByCode', { body: { email: 'four@example.com', code } });
    expect(ok.status).toBe(200);
    const body = family(code, 'four@example.com', 'four.kid@example.com');
    expect((await t.rest('POST', '/login/registerFamily', { body })).status).toBe(200);
  });

  it('answers a family sign-up with a wrong code alike for every e-mail (finding 7)', async () => {
    await buildTeacher(t, { email: 'a.teacher@example.com' });
    await buildUser(t, { role: 'Parent', email: 'a.parent@example.com' });
    await buildStudent(t, { email: 'a.student@example.com' });
    const cases = [
      family('123456', 'nobody@example.com', 'nobody.kid@example.com'),
      family('123456', 'a.teacher@example.com', 'new.kid@example.com'),
      family('123456', 'a.parent@example.com', 'a.student@example.com'),
      family('123456', 'a.parent@example.com', 'a.parent@example.com'),
      {
        ...family('123456', 'a.parent@example.com', 'x.kid@example.com'),
        parent: { name: 'P', email: 'a.parent@example.com', phone: '' },
      },
    ];
    const answers = await Promise.all(cases.map((body) => t.rest('POST', '/login/registerFamily', { body })));
    for (const answer of answers)
      expect(answer).toMatchObject({ status: 400, body: { code: 400, msg: 'The code is invalid or has expired' } });
  });

  it('never makes a stranger the parent of an account recovered by its owner (finding 2)', async () => {
    // A stranger proves their own address and signs up a "child" under someone else's e-mail.
    await sendCode('stranger@example.com');
    const signUp = family(t.smtp.codeFor('stranger@example.com'), 'stranger@example.com', 'owner@example.com');
    expect((await t.rest('POST', '/login/registerFamily', { body: signUp })).status).toBe(200);
    const strangerAsChild = await signIn('owner@example.com', 'known-to-stranger', '10.0.0.9');
    expect(strangerAsChild.status).toBe(200);
    const stranger = await signIn('stranger@example.com', 'parent-pass-1', '10.0.0.9');
    expect(stranger.body.result.dependent).toBe('');

    // The owner recovers the account by reset and signs in.
    await sendCode('owner@example.com', '10.0.0.3');
    const reset = await t.rest('POST', '/login/resetPassword', {
      body: { email: 'owner@example.com', code: t.smtp.codeFor('owner@example.com'), password: 'owner-pass-1' },
    });
    expect(reset.status).toBe(200);
    const owner = await signIn('owner@example.com', 'owner-pass-1', '10.0.0.3');
    expect(owner.body.result).toMatchObject({
      dependent: '',
      parentRequest: { email: 'stranger@example.com', name: 'Stranger' },
    });
    const [ownerRow] = await t.app.deps.db.select().from(users).where(eq(users.email, 'owner@example.com'));

    // The stranger's session in the account ended, and as a parent they reach nothing of it.
    expect((await t.rest('GET', '/user/getUserInfo', { token: strangerAsChild.body.result.token })).status).toBe(401);
    const children = await t.rest('GET', '/user/getStudentsByEmail', { token: stranger.body.result.token });
    expect(children.body.result).toEqual([]);
    const read = await t.rest(
      'GET',
      `/user/getStudentExerciseList?studentId=${ownerRow!.id}&classId=${crypto.randomUUID()}`,
      { token: stranger.body.result.token },
    );
    expect(read.status).toBe(403);
    expect(await t.app.deps.db.$count(familyLinks, eq(familyLinks.studentId, ownerRow!.id))).toBe(0);

    // The owner sees the request and declines it.
    const ownerToken = owner.body.result.token;
    const declined = await t.rest('POST', '/user/declineParentRequest', { token: ownerToken });
    expect(declined).toMatchObject({ status: 200, body: { result: { parentRequest: null, dependent: '' } } });
    expect((await t.rest('POST', '/user/declineParentRequest', { token: ownerToken })).status).toBe(404);
    expect((await t.rest('POST', '/user/acceptParentRequest', { token: ownerToken })).status).toBe(404);
    expect(await t.app.deps.db.$count(familyLinks, eq(familyLinks.studentId, ownerRow!.id))).toBe(0);
  });

  it('lets a student accept a waiting parent in the profile; only students, and no body junk', async () => {
    await sendCode('mum@example.com');
    const signUp = family(t.smtp.codeFor('mum@example.com'), 'mum@example.com', 'kid.accepts@example.com');
    expect((await t.rest('POST', '/login/registerFamily', { body: signUp })).status).toBe(200);
    // a code sign-in proves the address but not the sign-up password: the request still waits
    await sendCode('kid.accepts@example.com');
    const kid = await t.rest('POST', '/public/verifyEmail', {
      body: { email: 'kid.accepts@example.com', code: t.smtp.codeFor('kid.accepts@example.com') },
    });
    expect(kid.body.result).toMatchObject({ dependent: '', parentRequest: { email: 'mum@example.com' } });
    const token = kid.body.result.token;
    expect((await t.rest('POST', '/user/acceptParentRequest', { token, body: { x: 1 } })).status).toBe(400);
    expect((await t.rest('POST', '/user/acceptParentRequest')).status).toBe(401);
    const teacher = await buildTeacher(t);
    expect((await t.rest('POST', '/user/acceptParentRequest', { token: await tokenOf(t, teacher) })).status).toBe(403);
    const accepted = await t.rest('POST', '/user/acceptParentRequest', { token });
    expect(accepted).toMatchObject({
      status: 200,
      body: { result: { dependent: 'mum@example.com', parentRequest: null } },
    });
  });

  it('limits checks of the current password in the profile: a session is no oracle for it (finding 8)', async () => {
    const u = await buildStudent(t);
    const token = await tokenOf(t, u);
    await sendCode(u.email);
    const code = t.smtp.codeFor(u.email);
    const save = (currentPassword: string) =>
      t.rest('POST', '/user/updateUserProfile', {
        token,
        headers: from('10.0.1.1'),
        body: { name: u.name, school: 'S', gradeInSchoolYear: 9, code, password: 'new-pass-123', currentPassword },
      });
    for (let i = 0; i < 5; i++) expect((await save(`guess-${i}-pass`)).body.msg).toBe('Current password is incorrect');
    const blocked = await save(PASSWORD);
    expect(blocked).toMatchObject({ status: 429, body: { msg: 'Too many attempts, please try again later' } });
    t.clock.advance(61_000);
    expect((await save(PASSWORD)).status).toBe(200);
  });

  it("slows a stranger's guesses with growing delays and never locks the owner out (finding 9)", async () => {
    const u = await buildStudent(t, { email: 'target@example.com' });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await signIn(u.email, 'wrong-pass-1', '198.51.100.7')).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
    // even the right password waits out the delay from that address…
    expect((await signIn(u.email, PASSWORD, '198.51.100.7')).status).toBe(429);
    // …while the owner signs in from their own address
    expect((await signIn(u.email, PASSWORD, '203.0.113.5')).status).toBe(200);
    // the delay doubles with each further wrong password: 1 minute, then 2
    t.clock.advance(61_000);
    expect((await signIn(u.email, 'wrong-pass-1', '198.51.100.7')).status).toBe(400);
    expect((await signIn(u.email, 'wrong-pass-1', '198.51.100.7')).status).toBe(429);
    t.clock.advance(61_000);
    expect((await signIn(u.email, 'wrong-pass-1', '198.51.100.7')).status).toBe(429);
    t.clock.advance(60_000);
    expect((await signIn(u.email, PASSWORD, '198.51.100.7')).status).toBe(200);
  });

  it('does not lock a whole school behind one address, and a spread-out attack leaves the owner a way in (finding 9)', async () => {
    const school = '192.0.2.50';
    const students = await Promise.all(Array.from({ length: 25 }, () => buildStudent(t)));
    for (const s of students) expect((await signIn(s.email, 'wrong-pass-1', school)).status).toBe(400);
    const fresh = await buildStudent(t);
    expect((await signIn(fresh.email, PASSWORD, school)).status).toBe(200);

    // 25 addresses, one wrong password each: the account is capped for new addresses only
    const owner = await buildStudent(t);
    expect((await signIn(owner.email, PASSWORD, '203.0.113.77')).status).toBe(200);
    for (let i = 0; i < 25; i++) await signIn(owner.email, 'wrong-pass-1', `100.64.0.${i + 1}`);
    expect((await signIn(owner.email, PASSWORD, '100.64.1.1')).status).toBe(429);
    expect((await signIn(owner.email, PASSWORD, '203.0.113.77')).status).toBe(200);
    // and an e-mailed code always signs in
    await sendCode(owner.email, '100.64.1.1');
    const byCode = await t.rest('POST', '/public/verifyEmail', {
      headers: from('100.64.1.1'),
      body: { email: owner.email, code: t.smtp.codeFor(owner.email) },
    });
    expect(byCode.status).toBe(200);
    expect((await t.rest('GET', '/user/getUserInfo', { token: byCode.body.result.token })).status).toBe(200);
  }, 180_000);

  it('limits sign-in codes per e-mail address and per client address (finding 12)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      t.clock.advance(61_000);
      statuses.push((await sendCode('flood@example.com', `172.16.0.${i + 1}`)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await sendCode('flood@example.com', '172.16.1.1')).body.msg).toBe(
      'Too many codes were asked for, please try again later',
    );
    const client = '172.16.9.9';
    // 31 at once: the limit holds under concurrency too, exactly one is refused
    const many = await Promise.all(
      Array.from({ length: 31 }, async (_, i) => (await sendCode(`spam${i}@example.com`, client)).status),
    );
    expect(many.filter((s) => s === 200)).toHaveLength(30);
    expect(many.filter((s) => s === 429)).toHaveLength(1);
    expect((await sendCode('someone.else@example.com', '172.16.9.10')).status).toBe(200);
    // the limits lift after an hour
    t.clock.advance(60 * 60 * 1000);
    expect((await sendCode('flood@example.com', client)).status).toBe(200);
  }, 180_000);
});
