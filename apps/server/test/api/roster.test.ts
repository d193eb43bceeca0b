import { classInterests, mailDeliveries, payments } from '@quanta/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_ID } from '../support/factories/classes';
import { buildClass, buildInterest, buildPlace, interestOf, placeOf } from '../support/factories/enrolment';
import { useTestApp } from '../support/fixture';
import { buildParentOf, buildStudent, buildTeacher, tokenOf, trpcStatus } from '../support/harness';
import { expectRefused } from '../support/refusals';

const NOW = new Date('2026-03-10T12:00:00Z');

describe('class rosters and registration requests (teacher)', () => {
  const t = useTestApp();
  let teacher: Awaited<ReturnType<typeof buildTeacher>>;
  let teacherToken: string;
  let otherTeacher: Awaited<ReturnType<typeof buildTeacher>>;
  let otherToken: string;

  beforeAll(async () => {
    t.clock.now = NOW;
    teacher = await buildTeacher(t, { name: 'Wang Li' });
    teacherToken = await tokenOf(t, teacher);
    otherTeacher = await buildTeacher(t, { name: 'Sam Smith' });
    otherToken = await tokenOf(t, otherTeacher);
  });

  const confirm = (interestId: string, token = teacherToken) =>
    t.rest('POST', '/teacher/registerClass', { token, body: { interestId } });

  it('refuses every roster call signed out (401), unverified (402), to students and parents (403)', async () => {
    const cls = await buildClass(t, teacher);
    const student = await buildStudent(t);
    const parent = await buildParentOf(t, student);
    const interest = await buildInterest(t, cls, student);
    const calls = [
      ['POST', '/teacher/studentList', { classID: cls.id }],
      ['POST', '/teacher/removeStudentFromClass', { studentID: student.id, classID: cls.id }],
      ['GET', `/teacher/getClassRegisterList?id=${cls.id}`, undefined],
      ['POST', '/teacher/getUserByEmail', { email: student.email }],
      ['POST', '/teacher/addStudentToClass', { student: student.id, classInfo: cls.id }],
      ['POST', '/teacher/registerClass', { interestId: interest.id }],
      ['POST', '/teacher/deleteRegisterClass', { interestId: interest.id }],
    ] as const;
    await expectRefused(t, calls, { unverified: 'Teacher', forbidden: [student, parent] });
    expect(await trpcStatus(t.trpc(await tokenOf(t, student)).teacher.studentList.query({ classID: cls.id }))).toBe(
      403,
    );
    expect(await interestOf(t, cls, student)).toMatchObject({ interested: true, registered: false });
    expect(await placeOf(t, cls, student)).toBeUndefined();
  });

  it("refuses another teacher's class (403) and unknown classes or requests (404); nothing changes", async () => {
    const cls = await buildClass(t, teacher);
    const student = await buildStudent(t);
    const interest = await buildInterest(t, cls, student);
    await buildPlace(t, cls, student, null);
    const theirs = [
      ['POST', '/teacher/studentList', { classID: cls.id }],
      ['POST', '/teacher/removeStudentFromClass', { studentID: student.id, classID: cls.id }],
      ['GET', `/teacher/getClassRegisterList?id=${cls.id}`, undefined],
      ['POST', '/teacher/addStudentToClass', { student: student.id, classInfo: cls.id }],
      ['POST', '/teacher/registerClass', { interestId: interest.id }],
      ['POST', '/teacher/deleteRegisterClass', { interestId: interest.id }],
    ] as const;
    for (const [method, path, body] of theirs) {
      const res = await t.rest(method, path, { body, token: otherToken });
      expect(res.status, path).toBe(403);
    }
    expect(await interestOf(t, cls, student)).toMatchObject({ interested: true, registered: false });
    expect(await placeOf(t, cls, student)).toBeDefined();
    const unknown = [
      ['POST', '/teacher/studentList', { classID: UNKNOWN_ID }, 'Class not found'],
      ['POST', '/teacher/removeStudentFromClass', { studentID: student.id, classID: UNKNOWN_ID }, 'Class not found'],
      ['GET', `/teacher/getClassRegisterList?id=${UNKNOWN_ID}`, undefined, 'Class not found'],
      ['POST', '/teacher/addStudentToClass', { student: student.id, classInfo: UNKNOWN_ID }, 'Class not found'],
      ['POST', '/teacher/addStudentToClass', { student: UNKNOWN_ID, classInfo: cls.id }, 'Student not found'],
      ['POST', '/teacher/registerClass', { interestId: UNKNOWN_ID }, 'Registration request not found'],
      ['POST', '/teacher/deleteRegisterClass', { interestId: UNKNOWN_ID }, 'Registration request not found'],
    ] as const;
    for (const [method, path, body, msg] of unknown) {
      const res = await t.rest(method, path, { body, token: teacherToken });
      expect(res, path).toMatchObject({ status: 404, body: { msg } });
    }
  });

  it('rejects bad input with 400', async () => {
    const bad = [
      ['POST', '/teacher/studentList', { classID: 'x' }, 'classID: must be an id'],
      ['POST', '/teacher/removeStudentFromClass', { classID: UNKNOWN_ID }, 'studentID: must be an id'],
      ['GET', '/teacher/getClassRegisterList?id=1', undefined, 'id: must be an id'],
      ['POST', '/teacher/getUserByEmail', { email: 'not-an-email' }, 'email: must be an email address'],
      [
        'POST',
        '/teacher/addStudentToClass',
        { student: { _id: 'x' }, classInfo: UNKNOWN_ID },
        'student: must be an id',
      ],
      ['POST', '/teacher/registerClass', {}, 'interestId: must be an id'],
      ['POST', '/teacher/deleteRegisterClass', { interestId: 7 }, 'interestId: must be an id'],
    ] as const;
    for (const [method, path, body, msg] of bad) {
      const res = await t.rest(method, path, { body, token: teacherToken });
      expect(res, path).toMatchObject({ status: 400, body: { msg } });
    }
  });

  it('lists the interest/registration requests of a class with student, duration, flags and expiry', async () => {
    const cls = await buildClass(t, teacher, { includeLibrary: true });
    const amy = await buildStudent(t, { name: 'Amy Chen' });
    const ben = await buildStudent(t, { name: 'Ben Jones' });
    const expiresAt = new Date('2026-06-01T00:00:00Z');
    const a = await buildInterest(t, cls, amy, { durationType: 2, paid: true });
    await buildInterest(t, cls, ben, { interested: false, registered: true, expiresAt });
    await buildInterest(t, await buildClass(t, teacher), await buildStudent(t));
    const res = await t.rest('GET', `/teacher/getClassRegisterList?id=${cls.id}`, { token: teacherToken });
    expect(res.status).toBe(200);
    const list = [...res.body.result].sort((x, y) => x.student.name.localeCompare(y.student.name));
    expect(list).toEqual([
      expect.objectContaining({
        _id: a.id,
        student: { _id: amy.id, name: 'Amy Chen', email: amy.email },
        durationType: 2,
        interested: true,
        registered: false,
        paid: true,
        expirationDate: null,
        statusText: 'Pending payment confirmation',
      }),
      expect.objectContaining({
        student: { _id: ben.id, name: 'Ben Jones', email: ben.email },
        registered: true,
        expirationDate: expiresAt.toISOString(),
        statusText: 'Registered',
      }),
    ]);
    const viaTrpc = await t.trpc(teacherToken).teacher.getClassRegisterList.query({ id: cls.id });
    expect(viaTrpc).toHaveLength(2);
  });

  it('confirms a request: registered for one month from today, on the roster with the same expiry', async () => {
    const cls = await buildClass(t, teacher, { endDate: '2026-03-31' });
    const student = await buildStudent(t);
    const interest = await buildInterest(t, cls, student, { paid: true });
    const res = await confirm(interest.id);
    const expected = new Date('2026-04-10T12:00:00Z');
    expect(res).toMatchObject({
      status: 200,
      body: {
        msg: 'Add success',
        result: { registered: true, interested: false, paid: false, expirationDate: expected.toISOString() },
      },
    });
    expect((await placeOf(t, cls, student))?.expiresAt).toEqual(expected);
    // a double click cannot add a second month
    const again = await confirm(interest.id);
    expect(again).toMatchObject({
      status: 409,
      body: { msg: 'This student is registered and has no new request to confirm' },
    });
    expect((await interestOf(t, cls, student))?.expiresAt).toEqual(expected);
    // the student sees it in My Classes
    const mine = await t.trpc(await tokenOf(t, student)).user.getMyClasses.query();
    expect(mine.list).toEqual([
      { classInfo: expect.objectContaining({ name: cls.name }), expirationDate: expected.toISOString(), isValid: true },
    ]);
  });

  it('confirms without a payment too, a year for a year, and clamps a month at the end of a short month', async () => {
    const cls = await buildClass(t, teacher, { includeLibrary: true });
    const yearly = await buildInterest(t, cls, await buildStudent(t), { durationType: 2 });
    expect((await confirm(yearly.id)).body.result.expirationDate).toBe('2027-03-10T12:00:00.000Z');
    t.clock.now = new Date('2027-01-31T09:00:00Z');
    try {
      const monthly = await buildInterest(t, cls, await buildStudent(t), { durationType: 1 });
      expect((await confirm(monthly.id)).body.result.expirationDate).toBe('2027-02-28T09:00:00.000Z');
    } finally {
      t.clock.now = NOW;
    }
  });

  it('extends a renewal from the current expiry while it is ahead, and from today once it has passed', async () => {
    const cls = await buildClass(t, teacher, { includeLibrary: true });
    const student = await buildStudent(t);
    const token = await tokenOf(t, student);
    const later = new Date('2026-05-20T08:00:00Z');
    const interest = await buildInterest(t, cls, student, { interested: false, registered: true, expiresAt: later });
    await buildPlace(t, cls, student, later);
    await t.rest('POST', '/user/registerClass', {
      token,
      body: { classId: cls.id, userId: student.id, durationType: 2 },
    });
    await t.rest('POST', '/user/payClass', { token, body: { classId: cls.id, userId: student.id } });
    const renewed = await confirm(interest.id);
    expect(renewed.body.result).toMatchObject({
      registered: true,
      interested: false,
      paid: false,
      durationType: 2,
      expirationDate: '2027-05-20T08:00:00.000Z',
    });
    expect((await placeOf(t, cls, student))?.expiresAt).toEqual(new Date('2027-05-20T08:00:00Z'));
    // expired: the next period starts today
    t.clock.now = new Date('2027-06-01T10:00:00Z');
    try {
      await t.rest('POST', '/user/registerClass', {
        token,
        body: { classId: cls.id, userId: student.id, durationType: 1 },
      });
      const again = await confirm(interest.id);
      expect(again.body.result.expirationDate).toBe('2027-07-01T10:00:00.000Z');
      expect((await placeOf(t, cls, student))?.expiresAt).toEqual(new Date('2027-07-01T10:00:00Z'));
    } finally {
      t.clock.now = NOW;
    }
  });

  it('runs a place bought before the class starts from its first day, and its renewal from the end of that place', async () => {
    const cls = await buildClass(t, teacher, {
      includeLibrary: true,
      startDate: '2027-01-05',
      endDate: '2027-04-05',
      priceMinor: 18_000,
    });
    const student = await buildStudent(t);
    const parent = await buildParentOf(t, student);
    const token = await tokenOf(t, parent);
    const body = { classId: cls.id, userId: student.id };
    await t.rest('POST', '/user/registerClass', { token, body: { ...body, durationType: 1 } });
    await t.rest('POST', '/user/payClass', { token, body });
    const interest = await interestOf(t, cls, student);
    const first = await confirm(interest!.id);
    expect(first.body.result).toMatchObject({ registered: true, expirationDate: '2027-02-05T00:00:00.000Z' });
    expect((await placeOf(t, cls, student))?.expiresAt).toEqual(new Date('2027-02-05T00:00:00Z'));
    const [payment] = await t.app.deps.db.select().from(payments).where(eq(payments.studentId, student.id));
    expect(payment).toMatchObject({
      periodStart: new Date('2027-01-05T00:00:00Z'),
      periodEnd: new Date('2027-02-05T00:00:00Z'),
    });
    // renewed before the class starts: the next month follows the first
    await t.rest('POST', '/user/registerClass', { token, body: { ...body, durationType: 1 } });
    const renewed = await confirm(interest!.id);
    expect(renewed.body.result.expirationDate).toBe('2027-03-05T00:00:00.000Z');
  });

  it('mails the parent when the teacher confirms a registration with nothing to pay', async () => {
    const cls = await buildClass(t, teacher, { name: 'Free Mechanics', priceMinor: 0 });
    const student = await buildStudent(t, { name: 'Kim Free' });
    const parent = await buildParentOf(t, student, { name: 'Lee Free' });
    const interest = await buildInterest(t, cls, student, { paid: true });
    expect((await confirm(interest.id)).status).toBe(200);
    const mails = await t.app.deps.db.select().from(mailDeliveries).where(eq(mailDeliveries.toAddress, parent.email));
    expect(mails.map((m) => m.subject)).toEqual(['Registration confirmed: Kim Free, Free Mechanics']);
    expect(mails[0]?.textBody).toContain('The place is registered until 10 Apr 2026.');
  });

  it('deletes a request that is not registered, and refuses to delete a registered one', async () => {
    const cls = await buildClass(t, teacher);
    const student = await buildStudent(t);
    const open = await buildInterest(t, cls, student, { paid: true });
    const res = await t.rest('POST', '/teacher/deleteRegisterClass', {
      token: teacherToken,
      body: { interestId: open.id },
    });
    expect(res).toMatchObject({ status: 200, body: { msg: 'Delete success' } });
    expect(await interestOf(t, cls, student)).toBeUndefined();
    const registered = await buildInterest(t, cls, student, {
      interested: false,
      registered: true,
      expiresAt: new Date('2026-04-01'),
    });
    const refused = await t.rest('POST', '/teacher/deleteRegisterClass', {
      token: teacherToken,
      body: { interestId: registered.id },
    });
    expect(refused).toMatchObject({
      status: 409,
      body: { msg: "A registered student's request cannot be deleted; remove the student from the class instead" },
    });
    // a registered student's open renewal is still a registered request
    await t.app.deps.db.update(classInterests).set({ interested: true }).where(eq(classInterests.id, registered.id));
    expect(
      await trpcStatus(t.trpc(teacherToken).teacher.deleteRegisterClass.mutate({ interestId: registered.id })),
    ).toBe(409);
    expect(await interestOf(t, cls, student)).toBeDefined();
  });

  it('finds a student by e-mail, and only a student', async () => {
    const student = await buildStudent(t, { name: 'Cara Diaz', email: 'cara.find@example.com' });
    const parent = await buildParentOf(t, student, { email: 'cara.parent@example.com' });
    const res = await t.rest('POST', '/teacher/getUserByEmail', {
      token: teacherToken,
      body: { email: ' CARA.find@example.com ' },
    });
    expect(res).toMatchObject({
      status: 200,
      body: { result: { _id: student.id, name: 'Cara Diaz', email: 'cara.find@example.com' } },
    });
    expect(Object.keys(res.body.result).sort()).toEqual(['_id', 'email', 'name']);
    for (const email of [parent.email, otherTeacher.email, 'nobody@example.com']) {
      const miss = await t.rest('POST', '/teacher/getUserByEmail', { token: teacherToken, body: { email } });
      expect(miss, email).toMatchObject({ status: 404, body: { msg: 'No student uses this email' } });
    }
  });

  it('adds a student to the roster without expiry, refuses a second add and a non-student', async () => {
    const cls = await buildClass(t, teacher, { name: 'Mechanics', image: '/uploads/m.png', priceMinor: 25_000 });
    const student = await buildStudent(t, { name: 'Dan Lee' });
    const parent = await buildParentOf(t, student, { name: 'Lee Parent', phone: '415-555-0199' });
    const res = await t.rest('POST', '/teacher/addStudentToClass', {
      token: teacherToken,
      body: { student: { _id: student.id, name: 'Dan Lee' }, classInfo: cls.id },
    });
    expect(res).toMatchObject({ status: 200, body: { msg: 'Add success' } });
    expect(await placeOf(t, cls, student)).toMatchObject({ expiresAt: null });
    const again = t.trpc(teacherToken).teacher.addStudentToClass.mutate({ student: student.id, classInfo: cls.id });
    expect(await trpcStatus(again)).toBe(409);
    const twice = await t.rest('POST', '/teacher/addStudentToClass', {
      token: teacherToken,
      body: { student: student.id, classInfo: { _id: cls.id } },
    });
    expect(twice).toMatchObject({ status: 409, body: { msg: 'This student is already in the class' } });
    const notStudent = await t.rest('POST', '/teacher/addStudentToClass', {
      token: teacherToken,
      body: { student: parent.id, classInfo: cls.id },
    });
    expect(notStudent).toMatchObject({ status: 404, body: { msg: 'Student not found' } });
    expect(await placeOf(t, cls, parent)).toBeUndefined();
    // the student sees the class with a blank expiry, valid until the teacher removes them
    const mine = await t.trpc(await tokenOf(t, student)).user.getMyClasses.query();
    expect(mine.list).toEqual([
      {
        classInfo: { name: 'Mechanics', classID: { _id: cls.id, includeLibrary: false, endDate: '2026-12-31' } },
        expirationDate: null,
        isValid: true,
      },
    ]);
  });

  it('lists the roster with each student, their parent, the class and the expiry', async () => {
    const cls = await buildClass(t, teacher, { name: 'Optics', image: '/uploads/o.png', priceMinor: 27_550 });
    const amy = await buildStudent(t, { name: 'Amy Chen' });
    const parent = await buildParentOf(t, amy, { name: 'Chen Hua', phone: '415-555-0101' });
    const zed = await buildStudent(t, { name: 'Zed Solo' });
    const expiresAt = new Date('2026-03-10T11:59:59Z');
    await buildPlace(t, cls, zed, expiresAt);
    await buildPlace(t, cls, amy, null);
    await buildPlace(t, await buildClass(t, otherTeacher), await buildStudent(t), null);
    const res = await t.rest('POST', '/teacher/studentList', { token: teacherToken, body: { classID: cls.id } });
    expect(res.status).toBe(200);
    const classInfo = {
      name: 'Optics',
      teacher: { _id: teacher.id, name: 'Wang Li' },
      image: '/uploads/o.png',
      price: 275.5,
      classID: cls.id,
    };
    expect(res.body.result).toEqual([
      {
        student: { ID: amy.id, name: 'Amy Chen', email: amy.email },
        parent: { name: 'Chen Hua', email: parent.email, phone: '415-555-0101' },
        classInfo,
        expirationDate: null,
        isValid: true,
        extraTimePercent: 0,
      },
      {
        student: { ID: zed.id, name: 'Zed Solo', email: zed.email },
        parent: null,
        classInfo,
        // the class runs to its end date, so a lapsed registration of a class without the library is still valid
        expirationDate: expiresAt.toISOString(),
        isValid: true,
        extraTimePercent: 0,
      },
    ]);
    const viaTrpc = await t.trpc(teacherToken).teacher.studentList.query({ classID: cls.id });
    expect(viaTrpc.map((e) => e.student.name)).toEqual(['Amy Chen', 'Zed Solo']);
  });

  it('removes a student from the roster with their request, so the class is gone from My Classes', async () => {
    const cls = await buildClass(t, teacher);
    const student = await buildStudent(t);
    const interest = await buildInterest(t, cls, student);
    await confirm(interest.id);
    const token = await tokenOf(t, student);
    expect((await t.trpc(token).user.getMyClasses.query()).list).toHaveLength(1);
    const res = await t.rest('POST', '/teacher/removeStudentFromClass', {
      token: teacherToken,
      body: { studentID: student.id, classID: cls.id },
    });
    expect(res).toMatchObject({ status: 200, body: { msg: 'Delete success' } });
    expect(await placeOf(t, cls, student)).toBeUndefined();
    expect(await interestOf(t, cls, student)).toBeUndefined();
    expect((await t.trpc(token).user.getMyClasses.query()).list).toEqual([]);
    const again = await t.rest('POST', '/teacher/removeStudentFromClass', {
      token: teacherToken,
      body: { studentID: student.id, classID: cls.id },
    });
    expect(again).toMatchObject({ status: 404, body: { msg: 'This student is not in the class' } });
    // the student may register afresh
    const fresh = await t.rest('POST', '/user/registerClass', { token, body: { classId: cls.id, userId: student.id } });
    expect(fresh.body.msg).toBe('Interest success');
  });
});
