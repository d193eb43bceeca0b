import { seedDemo } from '@quanta/api';
import { familyLinks, users } from '@quanta/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasValidAccess } from '../../../../packages/api/src/services/enrolment';
import { buildClass, buildInterest, buildPlace } from '../support/factories/enrolment';
import { useTestApp } from '../support/fixture';
import { buildParentOf, buildStudent, buildTeacher, tokenOf, trpcStatus } from '../support/harness';

const NOW = new Date('2026-03-10T12:00:00Z');

describe('My Classes, access and the parent view', () => {
  const t = useTestApp();
  let teacher: Awaited<ReturnType<typeof buildTeacher>>;

  beforeAll(async () => {
    t.clock.now = NOW;
    teacher = await buildTeacher(t);
  });

  const at = (iso: string) => {
    t.clock.now = new Date(iso);
  };

  it('answers 401 signed out and 402 unverified; parents and teachers have no classes of their own', async () => {
    expect((await t.rest('GET', '/user/getMyClasses')).status).toBe(401);
    const unverified = await buildStudent(t, { emailVerified: false });
    expect((await t.rest('GET', '/user/getMyClasses', { token: await tokenOf(t, unverified) })).status).toBe(402);
    const student = await buildStudent(t);
    await buildPlace(t, await buildClass(t, teacher), student, null);
    const parent = await buildParentOf(t, student);
    for (const user of [parent, teacher]) {
      const res = await t.rest('GET', '/user/getMyClasses', { token: await tokenOf(t, user) });
      expect(res).toMatchObject({ status: 200, body: { result: { list: [] } } });
    }
  });

  it("shows the library class's own expiry, the later of end date and expiry otherwise, blank without one", async () => {
    const student = await buildStudent(t);
    const other = await buildStudent(t);
    const library = await buildClass(t, teacher, { name: 'A Library', includeLibrary: true, endDate: '2026-12-31' });
    const endsLater = await buildClass(t, teacher, { name: 'B Ends Later', endDate: '2026-06-30' });
    const endsSooner = await buildClass(t, teacher, { name: 'C Ends Sooner', endDate: '2026-03-01' });
    const noEnd = await buildClass(t, teacher, { name: 'D No End', endDate: null });
    const added = await buildClass(t, teacher, { name: 'E Added', endDate: '2026-06-30' });
    const expiry = new Date('2026-04-15T00:00:00Z');
    for (const cls of [library, endsLater, endsSooner, noEnd]) await buildPlace(t, cls, student, expiry);
    await buildPlace(t, added, student, null);
    await buildPlace(t, await buildClass(t, teacher, { name: 'Not mine' }), other, expiry);
    const res = await t.rest('GET', '/user/getMyClasses', { token: await tokenOf(t, student) });
    expect(res.status).toBe(200);
    const byName = Object.fromEntries(
      res.body.result.list.map((e: { classInfo: { name: string } }) => [e.classInfo.name, e]),
    );
    expect(Object.keys(byName).sort()).toEqual(['A Library', 'B Ends Later', 'C Ends Sooner', 'D No End', 'E Added']);
    expect(byName['A Library']).toEqual({
      classInfo: { name: 'A Library', classID: { _id: library.id, includeLibrary: true, endDate: '2026-12-31' } },
      expirationDate: '2026-04-15T00:00:00.000Z',
      isValid: true,
    });
    expect(byName['B Ends Later'].expirationDate).toBe('2026-06-30T23:59:59.999Z');
    expect(byName['C Ends Sooner'].expirationDate).toBe('2026-04-15T00:00:00.000Z');
    expect(byName['D No End'].expirationDate).toBe('2026-04-15T00:00:00.000Z');
    expect(byName['E Added']).toMatchObject({ expirationDate: null, isValid: true });
  });

  it('is valid up to the expiry and not at it or after (fixed clock), for My Classes and hasValidAccess', async () => {
    const student = await buildStudent(t);
    const token = await tokenOf(t, student);
    const library = await buildClass(t, teacher, { includeLibrary: true });
    const plain = await buildClass(t, teacher, { endDate: '2026-05-31' });
    const expiry = new Date('2026-04-01T00:00:00Z');
    await buildPlace(t, library, student, expiry);
    await buildPlace(t, plain, student, expiry);
    const db = t.app.deps.db;
    try {
      at('2026-03-31T23:59:59.999Z');
      let list = (await t.trpc(token).user.getMyClasses.query()).list;
      expect(list.every((e) => e.isValid)).toBe(true);
      expect(await hasValidAccess(db, student.id, library.id, t.clock.now)).toBe(true);
      at('2026-04-01T00:00:00.000Z');
      list = (await t.trpc(token).user.getMyClasses.query()).list;
      expect(list.find((e) => e.classInfo.classID._id === library.id)?.isValid).toBe(false);
      expect(await hasValidAccess(db, student.id, library.id, t.clock.now)).toBe(false);
      // without the library the class's end date carries the place to the end of that day
      expect(list.find((e) => e.classInfo.classID._id === plain.id)?.isValid).toBe(true);
      expect(await hasValidAccess(db, student.id, plain.id, new Date('2026-05-31T23:59:59Z'))).toBe(true);
      expect(await hasValidAccess(db, student.id, plain.id, new Date('2026-06-01T00:00:00Z'))).toBe(false);
      // not on the roster, or on another class's: no access
      expect(await hasValidAccess(db, teacher.id, plain.id, NOW)).toBe(false);
      expect(await hasValidAccess(db, (await buildStudent(t)).id, library.id, NOW)).toBe(false);
    } finally {
      t.clock.now = NOW;
    }
  });

  it('gives sRegister to a student with a valid place in a library class, and takes it away once expired', async () => {
    const student = await buildStudent(t);
    const token = await tokenOf(t, student);
    const info = async () => (await t.rest('GET', '/user/getUserInfo', { token })).body.result.sRegister;
    expect(await info()).toBe(false);
    // a class without the library does not give it
    await buildPlace(t, await buildClass(t, teacher, { endDate: '2027-01-01' }), student, new Date('2026-12-01'));
    expect(await info()).toBe(false);
    const library = await buildClass(t, teacher, { includeLibrary: true });
    const interest = await buildInterest(t, library, student, { paid: true });
    await t.rest('POST', '/teacher/registerClass', {
      token: await tokenOf(t, teacher),
      body: { interestId: interest.id },
    });
    expect(await info()).toBe(true);
    expect((await t.trpc(token).user.getUserProfile.query()).sRegister).toBe(true);
    try {
      at('2026-04-10T11:59:59Z');
      expect(await info()).toBe(true);
      at('2026-04-10T12:00:00Z');
      expect(await info()).toBe(false);
    } finally {
      t.clock.now = NOW;
    }
    // parents and teachers never have it
    const parent = await buildParentOf(t, student);
    expect((await t.rest('GET', '/user/getUserInfo', { token: await tokenOf(t, parent) })).body.result.sRegister).toBe(
      false,
    );
  });

  it("shows a parent each child with their classes, expiry and status, and only the parent's own children", async () => {
    const amy = await buildStudent(t, { name: 'Amy Chen' });
    const parent = await buildParentOf(t, amy);
    const ben = await buildStudent(t, { name: 'Ben Chen' });
    await t.app.deps.db.insert(familyLinks).values({ parentId: parent.id, studentId: ben.id });
    const stranger = await buildStudent(t, { name: 'Stranger' });
    const physics = await buildClass(t, teacher, { name: 'Physics', includeLibrary: true });
    const math = await buildClass(t, teacher, { name: 'Math' });
    const expiry = new Date('2026-02-01T00:00:00Z');
    await buildInterest(t, physics, amy, { interested: false, registered: true, expiresAt: expiry });
    await buildPlace(t, physics, amy, expiry);
    await buildInterest(t, math, amy, { paid: true });
    await buildPlace(t, math, ben, null);
    await buildInterest(t, math, stranger);
    const res = await t.rest('GET', '/user/getStudentsByEmail', { token: await tokenOf(t, parent) });
    expect(res.status).toBe(200);
    expect(res.body.result.map((c: { name: string }) => c.name)).toEqual(['Amy Chen', 'Ben Chen']);
    const [amyRow, benRow] = res.body.result;
    expect(amyRow).toMatchObject({ _id: amy.id, email: amy.email });
    expect(amyRow.classes).toEqual([
      expect.objectContaining({
        classInfo: { name: 'Math', classID: { _id: math.id, includeLibrary: false, endDate: '2026-12-31' } },
        interested: true,
        paid: true,
        statusText: 'Pending payment confirmation',
        inClass: false,
        expirationDate: null,
        isValid: false,
      }),
      expect.objectContaining({
        classInfo: expect.objectContaining({ name: 'Physics' }),
        registered: true,
        status: 'statusRegistered',
        statusText: 'Registered',
        inClass: true,
        expirationDate: expiry.toISOString(),
        isValid: false,
      }),
    ]);
    expect(benRow.classes).toEqual([
      expect.objectContaining({ status: null, inClass: true, expirationDate: null, isValid: true }),
    ]);
    const lonely = await buildParentOf(t, await buildStudent(t));
    await t.app.deps.db.delete(familyLinks).where(eq(familyLinks.parentId, lonely.id));
    expect(await t.trpc(await tokenOf(t, lonely)).user.getStudentsByEmail.query()).toEqual([]);
    for (const user of [amy, teacher]) {
      expect(await trpcStatus(t.trpc(await tokenOf(t, user)).user.getStudentsByEmail.query())).toBe(403);
    }
    expect((await t.rest('GET', '/user/getStudentsByEmail')).status).toBe(401);
  });

  it('seeds demo registrations in every state, Amy with sRegister and one expired', async () => {
    await seedDemo(t.app.deps);
    const sign = async (email: string) => {
      const [u] = await t.app.deps.db.select().from(users).where(eq(users.email, email));
      return tokenOf(t, u!);
    };
    const amy = await sign('student.amy@quanta.test');
    expect((await t.rest('GET', '/user/getUserInfo', { token: amy })).body.result.sRegister).toBe(true);
    expect((await t.trpc(amy).user.getUserInfo.query()).sRegister).toBe(true);
    // A batch reads the user info's extras with the session when one of its calls answers the user info.
    const input = encodeURIComponent(JSON.stringify({}));
    const batch = await fetch(`${t.url}/trpc/user.getMyClasses,user.getUserInfo?batch=1&input=${input}`, {
      headers: { authorization: `Bearer ${amy}` },
    });
    const [classes, info] = (await batch.json()) as [
      { result: { data: { list: unknown[] } } },
      { result: { data: unknown } },
    ];
    expect(classes.result.data.list.length).toBeGreaterThan(0);
    expect(info.result.data).toMatchObject({ email: 'student.amy@quanta.test', sRegister: true });
    const cara = await t.trpc(await sign('student.cara@quanta.test')).user.getMyClasses.query();
    expect(cara.list.some((e) => !e.isValid)).toBe(true);
    const chen = await t.trpc(await sign('parent.chen@quanta.test')).user.getStudentsByEmail.query();
    const jones = await t.trpc(await sign('parent.jones@quanta.test')).user.getStudentsByEmail.query();
    const statuses = [...chen, ...jones].flatMap((c) => c.classes.map((k) => k.status));
    expect(statuses).toEqual(expect.arrayContaining(['statusRegistered', 'statusPendingPayment', 'statusInterested']));
  });
});
