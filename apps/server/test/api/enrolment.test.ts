import { classStudents, familyLinkRequests, familyLinks, mailDeliveries, users } from '@quanta/db';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_ID } from '../support/factories/classes';
import { buildClass, buildInterest, buildPlace, interestOf } from '../support/factories/enrolment';
import { useTestApp } from '../support/fixture';
import { buildParentOf, buildStudent, buildTeacher, buildUser, tokenOf, trpcStatus } from '../support/harness';
import { expectRefused } from '../support/refusals';
import { mailText } from '../support/smtp';

/** Mail leaves through the outbox within seconds; the default second of expect.poll is too short. */
const poll = { timeout: 20_000, interval: 100 };
const NOW = new Date('2026-03-10T12:00:00Z');

describe('class registration and payment', () => {
  const t = useTestApp();
  let teacher: Awaited<ReturnType<typeof buildTeacher>>;
  let plain: Awaited<ReturnType<typeof buildClass>>;
  let library: Awaited<ReturnType<typeof buildClass>>;

  beforeAll(async () => {
    t.clock.now = NOW;
    teacher = await buildTeacher(t, { name: 'Wang Li' });
    plain = await buildClass(t, teacher, {
      name: 'Algebra One',
      priceMinor: 18_000,
      paymentInfo: 'Pay by bank transfer',
    });
    library = await buildClass(t, teacher, { name: 'Physics Plus', includeLibrary: true, priceMinor: 32_000 });
  });

  async function family() {
    const student = await buildStudent(t, { name: 'Amy Chen' });
    const parent = await buildParentOf(t, student, { name: 'Chen Hua', phone: '415-555-0101' });
    return { student, parent, studentToken: await tokenOf(t, student), parentToken: await tokenOf(t, parent) };
  }

  const deliveriesTo = (email: string) =>
    t.app.deps.db
      .select()
      .from(mailDeliveries)
      .where(eq(mailDeliveries.toAddress, email))
      .orderBy(asc(mailDeliveries.createdAt));
  const mailsTo = (email: string) => t.smtp.received.filter((m) => m.to.includes(email));

  it('refuses every registration call signed out (401), unverified (402) and to teachers (403)', async () => {
    const { student } = await family();
    const calls = [
      ['GET', `/user/getClassRegister?id=${plain.id}`, undefined],
      ['POST', '/user/registerClass', { classId: plain.id, userId: student.id, durationType: 1 }],
      ['POST', '/user/payClass', { classId: plain.id, userId: student.id }],
    ] as const;
    await expectRefused(t, calls, { unverified: 'Student', forbidden: [teacher] });
    expect(await trpcStatus(t.trpc(await tokenOf(t, teacher)).user.getClassRegister.query({ id: plain.id }))).toBe(403);
    expect(await trpcStatus(t.trpc().user.registerClass.mutate({ classId: plain.id, userId: student.id }))).toBe(401);
    expect(await interestOf(t, plain, student)).toBeUndefined();
  });

  it('rejects bad input with 400 and stores nothing; an unknown class or student is 404', async () => {
    const { student, studentToken: token } = await family();
    const bad = [
      ['GET', '/user/getClassRegister?id=42', undefined, 'id: must be an id'],
      ['GET', '/user/getClassRegister', undefined, 'id: must be an id'],
      ['POST', '/user/registerClass', { classId: library.id, userId: student.id, durationType: 3 }, 'durationType'],
      ['POST', '/user/registerClass', { classId: library.id, userId: student.id, durationType: 'x' }, 'durationType'],
      ['POST', '/user/registerClass', { classId: library.id }, 'userId: must be an id'],
      ['POST', '/user/payClass', { classId: 'nope', userId: student.id }, 'classId: must be an id'],
    ] as const;
    for (const [method, path, body, msg] of bad) {
      const res = await t.rest(method, path, { body, token });
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body.msg).toContain(msg);
    }
    expect(await interestOf(t, library, student)).toBeUndefined();
    const unknownClass = await t.rest('POST', '/user/registerClass', {
      token,
      body: { classId: UNKNOWN_ID, userId: student.id },
    });
    expect(unknownClass).toMatchObject({ status: 404, body: { msg: 'Class not found' } });
    expect((await t.rest('GET', `/user/getClassRegister?id=${UNKNOWN_ID}`, { token })).status).toBe(404);
    const unknownStudent = await t.rest('POST', '/user/registerClass', {
      token,
      body: { classId: plain.id, userId: UNKNOWN_ID },
    });
    expect(unknownStudent).toMatchObject({ status: 404, body: { msg: 'Student not found' } });
  });

  it('shows a student the Class Register with their parent, themself and the class terms', async () => {
    const { student, parent, studentToken } = await family();
    const res = await t.rest('GET', `/user/getClassRegister?id=${plain.id}`, { token: studentToken });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      parentInfo: { name: 'Chen Hua', email: parent.email, phone: '415-555-0101' },
      studentInfo: { _id: student.id, name: 'Amy Chen', email: student.email },
      classInfo: {
        _id: plain.id,
        name: 'Algebra One',
        price: 180,
        includeLibrary: false,
        paymentInfo: 'Pay by bank transfer',
        teacher: { _id: teacher.id, name: 'Wang Li' },
      },
      interested: false,
      paid: false,
      registered: false,
    });
    expect(res.body.result.students).toEqual([
      expect.objectContaining({ _id: student.id, interested: false, status: null, statusText: '', inClass: false }),
    ]);
    expect(res.body.result.students[0].can).toEqual({ register: 'register', pay: false, enrolled: false });
    // a student without a parent has no parent information
    const alone = await buildStudent(t);
    const own = await t.trpc(await tokenOf(t, alone)).user.getClassRegister.query({ id: library.id });
    expect(own.parentInfo).toBeNull();
    expect(own.classInfo.includeLibrary).toBe(true);
  });

  it("shows a parent each child's status, and none of another family's children", async () => {
    const { student: amy, parent, parentToken } = await family();
    const sister = await buildStudent(t, { name: 'Zoe Chen' });
    await t.app.deps.db.insert(familyLinks).values({ parentId: parent.id, studentId: sister.id });
    const stranger = await buildStudent(t);
    await buildInterest(t, plain, amy, { paid: true });
    await buildInterest(t, plain, sister);
    await buildInterest(t, plain, stranger, { interested: false, registered: true, expiresAt: new Date('2026-05-01') });
    const res = await t.trpc(parentToken).user.getClassRegister.query({ id: plain.id });
    expect(res.parentInfo).toEqual({ name: 'Chen Hua', email: parent.email, phone: '415-555-0101' });
    expect(res.studentInfo).toBeNull();
    expect(res.students.map((s) => [s.name, s.status, s.statusText])).toEqual([
      ['Amy Chen', 'statusPendingPayment', 'Pending payment confirmation'],
      ['Zoe Chen', 'statusInterested', 'Interested'],
    ]);
    // what each row offers comes from the server: nothing while a payment waits, MAKE PAYMENT when unpaid
    expect(res.students.map((s) => s.can)).toEqual([
      { register: null, pay: false, enrolled: false },
      { register: null, pay: true, enrolled: false },
    ]);
    // a student sees only their own standing, not a sibling's
    const own = await t.trpc(await tokenOf(t, amy)).user.getClassRegister.query({ id: plain.id });
    expect(own.students.map((s) => s._id)).toEqual([amy.id]);
    expect(own).toMatchObject({ interested: true, paid: true, registered: false });
  });

  it('hides an unpublished class (404) unless the student already has a request or a place there', async () => {
    const { student, studentToken: token } = await family();
    const draft = await buildClass(t, teacher, { isPublish: 1 });
    const body = { classId: draft.id, userId: student.id };
    expect((await t.rest('GET', `/user/getClassRegister?id=${draft.id}`, { token })).status).toBe(404);
    expect((await t.rest('POST', '/user/registerClass', { token, body })).status).toBe(404);
    await buildPlace(t, draft, student, new Date('2026-03-01T00:00:00Z'));
    expect((await t.rest('GET', `/user/getClassRegister?id=${draft.id}`, { token })).status).toBe(200);
    expect((await t.rest('POST', '/user/registerClass', { token, body })).status).toBe(200);
  });

  it('registers a student for themself; the duration counts only for a class with the library', async () => {
    const { student, studentToken: token } = await family();
    const res = await t.rest('POST', '/user/registerClass', {
      token,
      body: { classId: plain.id, userId: student.id, durationType: 2 },
    });
    expect(res).toMatchObject({
      status: 200,
      body: { code: 200, msg: 'Interest success', result: { interested: true, paid: false, registered: false } },
    });
    expect(await interestOf(t, plain, student)).toMatchObject({ interested: true, paid: false, durationType: 1 });
    const lib = await t
      .trpc(token)
      .user.registerClass.mutate({ classId: library.id, userId: student.id, durationType: 2 });
    expect(lib).toMatchObject({ message: 'Interest success', durationType: 2, status: 'statusInterested' });
    // absent means one month; a numeric string is read as a number
    const other = await buildStudent(t);
    const otherToken = await tokenOf(t, other);
    await t.rest('POST', '/user/registerClass', { token: otherToken, body: { classId: library.id, userId: other.id } });
    expect((await interestOf(t, library, other))?.durationType).toBe(1);
    await t.rest('POST', '/user/registerClass', {
      token: otherToken,
      body: { classId: library.id, userId: other.id, durationType: '2' },
    });
    expect((await interestOf(t, library, other))?.durationType).toBe(2);
    const view = await t.trpc(token).user.getClassRegister.query({ id: library.id });
    expect(view).toMatchObject({ interested: true, paid: false, registered: false });
    expect(view.students[0]).toMatchObject({ status: 'statusInterested', statusText: 'Interested', durationType: 2 });
  });

  it("lets a parent register their own child, never another family's child, themself or another student", async () => {
    const { student, parent, parentToken, studentToken } = await family();
    const other = await family();
    const ok = await t.rest('POST', '/user/registerClass', {
      token: parentToken,
      body: { classId: library.id, userId: student.id, durationType: 2 },
    });
    expect(ok).toMatchObject({ status: 200, body: { msg: 'Interest success' } });
    const theirs = await t.rest('POST', '/user/registerClass', {
      token: parentToken,
      body: { classId: library.id, userId: other.student.id },
    });
    expect(theirs).toMatchObject({ status: 403, body: { msg: 'You can only register yourself or your own child' } });
    expect(await interestOf(t, library, other.student)).toBeUndefined();
    const self = await t.rest('POST', '/user/registerClass', {
      token: parentToken,
      body: { classId: library.id, userId: parent.id },
    });
    expect(self.status).toBe(403);
    // a student registers only themself, not a classmate nor their parent
    for (const userId of [other.student.id, parent.id]) {
      const res = await t.rest('POST', '/user/registerClass', {
        token: studentToken,
        body: { classId: plain.id, userId },
      });
      expect(res.status).toBe(403);
    }
    expect(
      await trpcStatus(t.trpc(other.parentToken).user.payClass.mutate({ classId: library.id, userId: student.id })),
    ).toBe(403);
    expect(await interestOf(t, library, student)).toMatchObject({ interested: true, paid: false });
  });

  it('changes the duration of an unpaid request, and refuses a change while a payment waits (409)', async () => {
    const { student, studentToken: token } = await family();
    const body = (durationType: number) => ({ classId: library.id, userId: student.id, durationType });
    await t.rest('POST', '/user/registerClass', { token, body: body(1) });
    expect((await t.rest('POST', '/user/registerClass', { token, body: body(2) })).status).toBe(200);
    expect((await interestOf(t, library, student))?.durationType).toBe(2);
    await t.rest('POST', '/user/payClass', { token, body: { classId: library.id, userId: student.id } });
    const again = await t.rest('POST', '/user/registerClass', { token, body: body(1) });
    expect(again).toMatchObject({
      status: 409,
      body: { msg: "The payment is waiting for the teacher's confirmation" },
    });
    expect(await interestOf(t, library, student)).toMatchObject({ durationType: 2, paid: true, interested: true });
  });

  it('pays: the teacher is mailed the student, class and duration, and the status is pending confirmation', async () => {
    const { student, parent, parentToken } = await family();
    await t.rest('POST', '/user/registerClass', {
      token: parentToken,
      body: { classId: library.id, userId: student.id, durationType: 2 },
    });
    await t.mailSettled();
    const before = mailsTo(teacher.email).length;
    const res = await t.rest('POST', '/user/payClass', {
      token: parentToken,
      body: { classId: library.id, userId: student.id },
    });
    expect(res).toMatchObject({
      status: 200,
      body: { msg: 'We have sent a mail to this teacher, please wait', result: { paid: true, mailed: true } },
    });
    // the notice leaves through the outbox, just after the answer
    await expect.poll(() => mailsTo(teacher.email).length, poll).toBe(before + 1);
    const text = mailText(mailsTo(teacher.email).at(-1)?.raw ?? '');
    expect(text).toContain('Subject: Payment to confirm: Amy Chen, Physics Plus');
    expect(text).toContain(`Chen Hua (${parent.email}) has paid for Amy Chen (${student.email})`);
    expect(text).toContain('"Physics Plus" for 1 year');
    expect(await interestOf(t, library, student)).toMatchObject({ interested: true, paid: true, registered: false });
    const view = await t.trpc(parentToken).user.getClassRegister.query({ id: library.id });
    expect(view.students[0]).toMatchObject({
      paid: true,
      status: 'statusPendingPayment',
      statusText: 'Pending payment confirmation',
    });
  });

  it('answers a second payment alike without a second e-mail, and mails a reminder after 10 minutes', async () => {
    const { student, studentToken: token } = await family();
    const body = { classId: plain.id, userId: student.id };
    await t.rest('POST', '/user/registerClass', { token, body });
    await t.mailSettled();
    const before = mailsTo(teacher.email).length;
    expect((await t.rest('POST', '/user/payClass', { token, body })).body.result.mailed).toBe(true);
    await expect.poll(() => mailsTo(teacher.email).length, poll).toBe(before + 1);
    const text = mailText(mailsTo(teacher.email).at(-1)?.raw ?? '');
    expect(text).toContain(`Amy Chen (${student.email}) has paid to join your class "Algebra One" for 1 month`);
    t.clock.advance(9 * 60_000);
    const twice = await t.rest('POST', '/user/payClass', { token, body });
    expect(twice).toMatchObject({
      status: 200,
      body: { msg: 'We have sent a mail to this teacher, please wait', result: { paid: true, mailed: false } },
    });
    expect(mailsTo(teacher.email)).toHaveLength(before + 1);
    t.clock.advance(60_000);
    const reminder = await t.trpc(token).user.payClass.mutate(body);
    expect(reminder).toMatchObject({ mailed: true, paid: true });
    await expect.poll(() => mailsTo(teacher.email).length, poll).toBe(before + 2);
    t.clock.now = NOW;
  });

  it('refuses payment without a request (409) and for a request the teacher already settled', async () => {
    const { student, studentToken: token } = await family();
    const body = { classId: plain.id, userId: student.id };
    await t.mailSettled();
    const before = t.smtp.received.length;
    const none = await t.rest('POST', '/user/payClass', { token, body });
    expect(none).toMatchObject({ status: 409, body: { msg: 'Please register your interest in this class first' } });
    await buildInterest(t, plain, student, { interested: false, registered: true, expiresAt: new Date('2026-04-10') });
    expect((await t.rest('POST', '/user/payClass', { token, body })).status).toBe(409);
    expect(t.smtp.received.length).toBe(before);
    expect((await interestOf(t, plain, student))?.paid).toBe(false);
  });

  it('records the payment at once and delivers the notice once a deferring mail server recovers', async () => {
    const { student, studentToken: token } = await family();
    const body = { classId: plain.id, userId: student.id };
    await t.rest('POST', '/user/registerClass', { token, body });
    await t.mailSettled();
    const before = mailsTo(teacher.email).length;
    t.smtp.rule(teacher.email, 'defer');
    try {
      const res = await t.rest('POST', '/user/payClass', { token, body });
      expect(res).toMatchObject({ status: 200, body: { result: { paid: true, mailed: true } } });
      expect(await interestOf(t, plain, student)).toMatchObject({ paid: true });
      // the first try is deferred (451) and nothing arrives
      await expect
        .poll(() => deliveriesTo(teacher.email).then((d) => d.at(-1)?.attempts), poll)
        .toBeGreaterThanOrEqual(1);
      expect(mailsTo(teacher.email)).toHaveLength(before);
    } finally {
      t.smtp.rule(teacher.email, undefined);
    }
    // a later try goes through
    await expect.poll(() => mailsTo(teacher.email).length, poll).toBe(before + 1);
  });

  it('records a renewal for a registered student: interested again and unpaid, keeping the place and expiry', async () => {
    const { student, studentToken: token } = await family();
    const expiresAt = new Date('2026-04-01T00:00:00Z');
    await buildInterest(t, library, student, { interested: false, registered: true, durationType: 1, expiresAt });
    await buildPlace(t, library, student, expiresAt);
    const before = await t.trpc(token).user.getClassRegister.query({ id: library.id });
    expect(before.students[0]).toMatchObject({ status: 'statusRegistered', statusText: 'Registered', isValid: true });
    expect(before.students[0]?.can).toEqual({ register: 'renew', pay: false, enrolled: true });
    const res = await t.rest('POST', '/user/registerClass', {
      token,
      body: { classId: library.id, userId: student.id, durationType: 2 },
    });
    expect(res.body.msg).toBe('Interest success');
    expect(await interestOf(t, library, student)).toMatchObject({
      interested: true,
      paid: false,
      registered: true,
      durationType: 2,
      expiresAt,
    });
    const [place] = await t.app.deps.db.select().from(classStudents).where(eq(classStudents.studentId, student.id));
    expect(place?.expiresAt).toEqual(expiresAt);
    const after = await t.trpc(token).user.getClassRegister.query({ id: library.id });
    expect(after).toMatchObject({ interested: true, paid: false, registered: true });
    expect(after.students[0]).toMatchObject({
      status: 'statusInterested',
      inClass: true,
      expirationDate: expiresAt.toISOString(),
    });
  });

  it("mails the notice in the teacher's language, or the payer's while the teacher has none", async () => {
    const { student, studentToken: token } = await family();
    const body = { classId: library.id, userId: student.id, durationType: 2 };
    await t.rest('POST', '/user/registerClass', { token, body });
    await t.mailSettled();
    const before = mailsTo(teacher.email).length;
    await t.rest('POST', '/user/payClass', { token, body, headers: { 'x-lang': 'zh' } });
    await expect.poll(() => mailsTo(teacher.email).length, poll).toBe(before + 1);
    const text = mailText(mailsTo(teacher.email).at(-1)?.raw ?? '');
    expect(text).toContain('报名您的课程“Physics Plus”，时长 1 年');
  });

  describe("a family sign-up's child who has not verified yet", () => {
    async function waiting() {
      const child = await buildStudent(t, { name: 'Wen Waiting', emailVerified: false });
      const parent = await buildUser(t, { role: 'Parent', name: 'Pat Waiting' });
      await t.app.deps.db.insert(familyLinkRequests).values({ parentId: parent.id, studentId: child.id });
      return { child, parent, token: await tokenOf(t, parent) };
    }

    it('lists the child to the parent, and mails the child a fresh code on request, once a minute', async () => {
      const { child, token } = await waiting();
      const list = await t.rest('GET', '/user/getWaitingChildren', { token });
      expect(list).toMatchObject({
        status: 200,
        body: { result: [{ _id: child.id, name: 'Wen Waiting', email: child.email, verified: false }] },
      });
      const before = mailsTo(child.email).length;
      const sent = await t.rest('POST', '/user/resendChildVerification', { token, body: { studentId: child.id } });
      expect(sent).toMatchObject({
        status: 200,
        body: { msg: 'A new verification code was sent to your child’s email', result: { _id: child.id } },
      });
      // the code goes straight to the mail server, as the verification page's own send
      expect(mailsTo(child.email)).toHaveLength(before + 1);
      expect(mailText(mailsTo(child.email).at(-1)?.raw ?? '')).toMatch(/\d{6}/);
      const again = await t
        .trpc(token)
        .user.resendChildVerification.mutate({ studentId: child.id })
        .catch((e) => e);
      expect(again.data?.httpStatus).toBe(429);
    });

    it('says a verified child has nothing to enter (409)', async () => {
      const { child, token } = await waiting();
      await t.app.deps.db.update(users).set({ emailVerified: true }).where(eq(users.id, child.id));
      const res = await t.rest('POST', '/user/resendChildVerification', { token, body: { studentId: child.id } });
      expect(res).toMatchObject({ status: 409, body: { msg: expect.stringContaining('accept the link') } });
    });

    it('refuses signed out (401), unverified (402), other roles (403), another parent or a linked child (403), unknown (404)', async () => {
      const { child } = await waiting();
      const calls = [
        ['GET', '/user/getWaitingChildren', undefined],
        ['POST', '/user/resendChildVerification', { studentId: child.id }],
      ] as const;
      await expectRefused(t, calls, { unverified: 'Parent', forbidden: [teacher, 'Student'] });
      const other = await waiting();
      const before = mailsTo(child.email).length;
      const refused = await t.rest('POST', '/user/resendChildVerification', {
        token: other.token,
        body: { studentId: child.id },
      });
      expect(refused.status).toBe(403);
      expect((await t.rest('GET', '/user/getWaitingChildren', { token: other.token })).body.result).toEqual([
        expect.objectContaining({ _id: other.child.id }),
      ]);
      const { student: linked, parentToken } = await family();
      const mine = await t.rest('POST', '/user/resendChildVerification', {
        token: parentToken,
        body: { studentId: linked.id },
      });
      expect(mine.status).toBe(403);
      const unknown = await t.rest('POST', '/user/resendChildVerification', {
        token: other.token,
        body: { studentId: UNKNOWN_ID },
      });
      expect(unknown.status).toBe(404);
      const bad = await t.rest('POST', '/user/resendChildVerification', {
        token: other.token,
        body: { studentId: 'x' },
      });
      expect(bad.status).toBe(400);
      expect(mailsTo(child.email)).toHaveLength(before);
    });
  });
});
