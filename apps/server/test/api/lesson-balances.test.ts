import { queueExpiryNotices } from '@quanta/api';
import { classes, lessonCredits, lessons, mailDeliveries, placeNotices } from '@quanta/db';
import type { AttendanceStatus } from '@quanta/validators';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_ID } from '../support/factories/classes';
import { buildClass, buildInterest, buildPlace, interestOf, placeOf } from '../support/factories/enrolment';
import { buildCredit, buildLesson, buildMark } from '../support/factories/lessons';
import { useTestApp } from '../support/fixture';
import { buildAdmin, buildParentOf, buildStudent, buildTeacher, tokenOf } from '../support/harness';
import { mailText } from '../support/smtp';

/** Mail leaves through the outbox within seconds; the default second of expect.poll is too short. */
const poll = { timeout: 20_000, interval: 100 };
const NOW = new Date('2026-03-10T12:00:00Z');
const HOUR = 3600_000;
const DAY = 24 * HOUR;

describe('lesson packages, balances and the families’ notices', () => {
  const t = useTestApp();
  let teacher: Awaited<ReturnType<typeof buildTeacher>>;
  let teacherToken: string;

  beforeAll(async () => {
    t.clock.now = NOW;
    teacher = await buildTeacher(t, { name: 'Wang Li' });
    teacherToken = await tokenOf(t, teacher);
  });

  async function family(name = 'Amy Chen') {
    const student = await buildStudent(t, { name });
    const parent = await buildParentOf(t, student, { name: `Parent of ${name}` });
    return { student, parent, studentToken: await tokenOf(t, student), parentToken: await tokenOf(t, parent) };
  }

  const balanceOf = (cls: { id: string }, student: { id: string }, token?: string) =>
    t.rest('GET', `/user/getLessonBalance?classId=${cls.id}&studentId=${student.id}`, { token });

  const noticesTo = (email: string) =>
    t.app.deps.db
      .select()
      .from(mailDeliveries)
      .where(and(eq(mailDeliveries.toAddress, email), eq(mailDeliveries.kind, 'notice')));

  /** A roll taken through the API, as the teacher takes it on the phone. */
  async function takeRoll(lesson: { id: string }, marks: [{ id: string }, AttendanceStatus][]) {
    const res = await t.rest('POST', '/teacher/takeAttendance', {
      token: teacherToken,
      body: { lessonId: lesson.id, records: marks.map(([s, status]) => ({ studentId: s.id, status })) },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }

  /** Past lessons of a class, a day apart, ending before the clock. */
  const pastLessons = (cls: { id: string }, n: number) =>
    Promise.all(
      Array.from({ length: n }, (_, i) => buildLesson(t, cls, teacher, new Date(NOW.getTime() - (n - i) * DAY))),
    );

  it('saves and reads the package size and price on the class edit form, the class page and Class Register; a copy keeps them', async () => {
    const cls = await buildClass(t, teacher, { name: 'Chess Club' });
    const form = {
      _id: cls.id,
      name: 'Chess Club',
      price: 1200,
      category: 'Physics',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      language: 'en',
      description: '',
      introduction: '',
      bulletin: '',
      paymentInfo: '',
      source: [],
      lessonPackageSize: 10,
      lessonPackagePrice: 99.5,
    };
    const saved = await t.rest('POST', '/teacher/updateClassIntro', { token: teacherToken, body: form });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.result).toMatchObject({ price: 1200, lessonPackageSize: 10, lessonPackagePrice: 99.5 });
    const [row] = await t.app.deps.db.select().from(classes).where(eq(classes.id, cls.id));
    expect(row).toMatchObject({ lessonPackageSize: 10, lessonPackagePriceMinor: 9950 });

    const read = await t.rest('GET', `/public/getClassById?id=${cls.id}`, { token: teacherToken });
    expect(read.body.result).toMatchObject({ canEdit: true, lessonPackageSize: 10, lessonPackagePrice: 99.5 });
    const { studentToken } = await family();
    const register = await t.rest('GET', `/user/getClassRegister?id=${cls.id}`, { token: studentToken });
    expect(register.body.result.classInfo).toMatchObject({ lessonPackageSize: 10, lessonPackagePrice: 99.5 });
    // a visitor sees no prices at all
    const visitor = await t.rest('GET', `/public/getClassById?id=${cls.id}`);
    expect(visitor.body.result).not.toHaveProperty('lessonPackagePrice');

    const copied = await t.rest('POST', '/teacher/copyClass', { token: teacherToken, body: { id: cls.id } });
    const [copy] = await t.app.deps.db.select().from(classes).where(eq(classes.id, copied.body.result._id));
    expect(copy).toMatchObject({ lessonPackageSize: 10, lessonPackagePriceMinor: 9950 });

    const bad = await t.rest('POST', '/teacher/updateClassIntro', {
      token: teacherToken,
      body: { ...form, lessonPackageSize: -1 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('lessonPackageSize');
  });

  it('refuses a package on a class that sells none (400 naming durationType) and stores nothing', async () => {
    const plain = await buildClass(t, teacher, { name: 'Algebra One' });
    const library = await buildClass(t, teacher, { name: 'Physics Plus', includeLibrary: true });
    const { student, parentToken } = await family();
    for (const cls of [plain, library]) {
      const res = await t.rest('POST', '/user/registerClass', {
        token: parentToken,
        body: { classId: cls.id, userId: student.id, durationType: 3 },
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ key: 'packageNotSold', values: { field: 'durationType' } });
      expect(res.body.msg).toContain('durationType');
      expect(await interestOf(t, cls, student)).toBeUndefined();
    }
    // a month on a class without the library is still one month
    const month = await t.rest('POST', '/user/registerClass', {
      token: parentToken,
      body: { classId: plain.id, userId: student.id, durationType: 2 },
    });
    expect(month.body.result.durationType).toBe(1);
  });

  it('adds a paid, confirmed package to the balance and gives a place without expiry; a second package adds', async () => {
    const cls = await buildClass(t, teacher, {
      name: 'Piano Basics',
      lessonPackageSize: 4,
      lessonPackagePriceMinor: 80000,
    });
    const { student, parentToken, studentToken } = await family('Ben Liu');
    for (const round of [1, 2]) {
      const before = t.smtp.mailsTo(teacher.email).length;
      const reg = await t.rest('POST', '/user/registerClass', {
        token: parentToken,
        body: { classId: cls.id, userId: student.id, durationType: 3 },
      });
      expect(reg.status, JSON.stringify(reg.body)).toBe(200);
      expect(reg.body.result.durationType).toBe(3);
      const paid = await t.rest('POST', '/user/payClass', {
        token: parentToken,
        body: { classId: cls.id, userId: student.id },
      });
      expect(paid.body.result.mailed).toBe(true);
      await expect.poll(() => t.smtp.mailsTo(teacher.email).length, poll).toBe(before + 1);
      expect(mailText(t.smtp.mailsTo(teacher.email).at(-1)!.raw)).toContain('for a package of 4 lessons');
      const confirmed = await t.rest('POST', '/teacher/registerClass', {
        token: teacherToken,
        body: { interestId: reg.body.result._id },
      });
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
      // a package adds lessons, not time
      expect(confirmed.body.result.expirationDate).toBeNull();
      expect((await placeOf(t, cls, student))?.expiresAt).toBeNull();
      const balance = await balanceOf(cls, student, studentToken);
      expect(balance.body.result).toEqual({ total: 4 * round, used: 0, remaining: 4 * round });
    }
    const credits = await t.app.deps.db.select().from(lessonCredits).where(eq(lessonCredits.studentId, student.id));
    expect(credits).toHaveLength(2);
    expect(credits.every((c) => c.createdBy === teacher.id && c.lessons === 4 && c.interestId)).toBe(true);
    // Class Register still offers a renewal of the registered package, and shows the place as valid
    const register = await t.rest('GET', `/user/getClassRegister?id=${cls.id}`, { token: parentToken });
    expect(register.body.result.students[0]).toMatchObject({
      registered: true,
      inClass: true,
      isValid: true,
      can: { register: 'renew', enrolled: true },
    });
  });

  it('shows a balance to the student, their parent, the class’s teacher and admins only', async () => {
    const cls = await buildClass(t, teacher, { lessonPackageSize: 8 });
    const { student, studentToken, parentToken } = await family();
    await buildPlace(t, cls, student, null);
    await buildCredit(t, cls, student, 8);
    const admin = await buildAdmin(t);
    for (const token of [studentToken, parentToken, teacherToken, await tokenOf(t, admin)]) {
      const res = await balanceOf(cls, student, token);
      expect(res.status).toBe(200);
      expect(res.body.result).toEqual({ total: 8, used: 0, remaining: 8 });
    }
    const other = await family('Cara Wu');
    const otherTeacher = await buildTeacher(t);
    expect((await balanceOf(cls, student, other.parentToken)).status).toBe(403);
    expect((await balanceOf(cls, student, other.studentToken)).status).toBe(403);
    expect((await balanceOf(cls, student, await tokenOf(t, otherTeacher))).status).toBe(403);
    expect((await balanceOf(cls, student)).status).toBe(401);
    expect((await balanceOf({ id: UNKNOWN_ID }, student, parentToken)).status).toBe(404);
    expect(
      (await t.rest('GET', `/user/getLessonBalance?classId=x&studentId=${student.id}`, { token: parentToken })).status,
    ).toBe(400);
    // a student with no package has zeros
    expect((await balanceOf(cls, other.student, other.parentToken)).body.result).toEqual({
      total: 0,
      used: 0,
      remaining: 0,
    });
  });

  it('uses a lesson for present, late and absent, and none for excused or a cancelled lesson', async () => {
    const cls = await buildClass(t, teacher, { lessonPackageSize: 10 });
    const { student, parentToken } = await family();
    await buildPlace(t, cls, student, null);
    await buildCredit(t, cls, student, 10);
    const [a, b, c, d, e] = await pastLessons(cls, 5);
    await takeRoll(a!, [[student, 'present']]);
    await takeRoll(b!, [[student, 'late']]);
    await takeRoll(c!, [[student, 'absent']]);
    await takeRoll(d!, [[student, 'excused']]);
    expect((await balanceOf(cls, student, parentToken)).body.result).toEqual({ total: 10, used: 3, remaining: 7 });
    // a lesson cancelled after its mark uses nothing
    await buildMark(t, e!, student, 'present');
    expect((await balanceOf(cls, student, parentToken)).body.result.used).toBe(4);
    await t.app.deps.db.update(lessons).set({ status: 'cancelled' }).where(eq(lessons.id, e!.id));
    expect((await balanceOf(cls, student, parentToken)).body.result).toEqual({ total: 10, used: 3, remaining: 7 });
    // a correction counts at once
    await takeRoll(a!, [[student, 'excused']]);
    expect((await balanceOf(cls, student, parentToken)).body.result).toEqual({ total: 10, used: 2, remaining: 8 });
  });

  it('tells the parent once at 2 lessons left and once at none, with the renew link, however the roll is corrected', async () => {
    const cls = await buildClass(t, teacher, { name: 'Violin Club', lessonPackageSize: 4 });
    const { student, parent } = await family('Dan Zhou');
    await buildPlace(t, cls, student, null);
    await buildCredit(t, cls, student, 4);
    const [l1, l2, l3, l4] = await pastLessons(cls, 4);
    await takeRoll(l1!, [[student, 'present']]);
    expect(await noticesTo(parent.email)).toHaveLength(0);
    await takeRoll(l2!, [[student, 'present']]);
    await expect.poll(() => t.smtp.mailsTo(parent.email).length, poll).toBe(1);
    const low = mailText(t.smtp.mailsTo(parent.email)[0]!.raw);
    expect(low).toContain('Dan Zhou has 2 lessons left in the class "Violin Club".');
    expect(low).toContain(`http://quanta.test/classRegister/${cls.id}`);
    // back and forth: 3 left, then 2 again; nothing more
    await takeRoll(l2!, [[student, 'excused']]);
    await takeRoll(l2!, [[student, 'absent']]);
    await takeRoll(l3!, [[student, 'present']]);
    expect(await noticesTo(parent.email)).toHaveLength(1);
    await takeRoll(l4!, [[student, 'late']]);
    await expect.poll(() => t.smtp.mailsTo(parent.email).length, poll).toBe(2);
    const none = mailText(t.smtp.mailsTo(parent.email)[1]!.raw);
    expect(none).toContain('Dan Zhou has no lessons left in the class "Violin Club".');
    expect(none).toContain(`http://quanta.test/classRegister/${cls.id}`);
    await takeRoll(l4!, [[student, 'excused']]);
    await takeRoll(l4!, [[student, 'present']]);
    await t.mailSettled();
    expect(await noticesTo(parent.email)).toHaveLength(2);
    expect(t.smtp.mailsTo(parent.email)).toHaveLength(2);
    expect(t.smtp.mailsTo(student.email)).toHaveLength(0);
    // a new package may warn again when it runs low
    await buildCredit(t, cls, student, 2);
    await takeRoll(l4!, [[student, 'excused']]);
    await takeRoll(l4!, [[student, 'present']]);
    expect(await noticesTo(parent.email)).toHaveLength(3);
    const kinds = await t.app.deps.db.select().from(placeNotices).where(eq(placeNotices.studentId, student.id));
    expect(kinds.map((k) => `${k.kind}@${k.marker}`).sort()).toEqual(['balance0@4', 'balance2@4', 'balance2@6']);
  });

  it('tells a student without a parent themself, in their language', async () => {
    const cls = await buildClass(t, teacher, { name: '国际象棋', lessonPackageSize: 2, language: 'zh' });
    const student = await buildStudent(t, { name: '李明' });
    await buildPlace(t, cls, student, null);
    await buildCredit(t, cls, student, 2);
    const [lesson] = await pastLessons(cls, 1);
    await takeRoll(lesson!, [[student, 'present']]);
    await expect.poll(() => t.smtp.mailsTo(student.email).length, poll).toBe(1);
    const text = mailText(t.smtp.mailsTo(student.email)[0]!.raw);
    expect(text).toContain('李明 在课程“国际象棋”还剩 1 节课。');
    expect(text).toContain(`http://quanta.test/classRegister/${cls.id}`);
  });

  it('tells a family once, 7 days ahead, that a place bought by months or years ends; never for a package place', async () => {
    const cls = await buildClass(t, teacher, { name: 'Physics Plus', includeLibrary: true, lessonPackageSize: 6 });
    const months = await family('Eve Sun');
    const pkg = await family('Fay Ma');
    const endsAt = new Date(NOW.getTime() + 20 * DAY);
    await buildInterest(t, cls, months.student, { registered: true, durationType: 1, expiresAt: endsAt });
    await buildPlace(t, cls, months.student, endsAt);
    // a package place: its own (older) expiry is not a month bought
    await buildInterest(t, cls, pkg.student, { registered: true, durationType: 3, expiresAt: null });
    await buildPlace(t, cls, pkg.student, new Date(endsAt.getTime() - HOUR));
    try {
      t.clock.now = new Date(endsAt.getTime() - 8 * DAY);
      expect(await queueExpiryNotices(t.app.deps)).toBe(0);
      t.clock.now = new Date(endsAt.getTime() - 7 * DAY + HOUR);
      expect(await queueExpiryNotices(t.app.deps)).toBe(1);
      await expect.poll(() => t.smtp.mailsTo(months.parent.email).length, poll).toBe(1);
      const text = mailText(t.smtp.mailsTo(months.parent.email)[0]!.raw);
      expect(text).toContain('Eve Sun\'s place in the class "Physics Plus" ends on 30 Mar 2026.');
      expect(text).toContain(`http://quanta.test/classRegister/${cls.id}`);
      t.clock.now = new Date(endsAt.getTime() - 2 * DAY);
      expect(await queueExpiryNotices(t.app.deps)).toBe(0);
      await t.mailSettled();
      expect(t.smtp.mailsTo(months.parent.email)).toHaveLength(1);
      expect(t.smtp.mailsTo(pkg.parent.email)).toHaveLength(0);
    } finally {
      t.clock.now = NOW;
    }
  });
});
