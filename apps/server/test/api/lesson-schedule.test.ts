import { seedDemo } from '@quanta/api';
import { balancesIn } from '@quanta/api/services/lessons/balances';
import { classes, classSlots, holidays, lessons, users } from '@quanta/db';
import { and, asc, eq, gte } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildClass, UNKNOWN_ID } from '../support/factories/classes';
import { buildMark } from '../support/factories/lessons';
import { useTestApp } from '../support/fixture';
import { buildAdmin, buildStudent, buildTeacher, tokenOf } from '../support/harness';
import { expectRefused } from '../support/refusals';

/** A Tuesday in New York, a fortnight before daylight saving ends on 2026-11-01. */
const NOW = new Date('2026-10-20T12:00:00Z');
const online = 'https://meet.example/algebra';

describe('class schedules, lessons and holidays', () => {
  const t = useTestApp({ config: { school: { timeZone: 'America/New_York', leaveCutoffHours: 24, currency: 'usd' } } });
  let wang: Awaited<ReturnType<typeof buildTeacher>>;
  let smith: Awaited<ReturnType<typeof buildTeacher>>;
  let algebra: Awaited<ReturnType<typeof buildClass>>;
  let wangToken: string;
  let adminToken: string;

  beforeAll(async () => {
    t.clock.now = NOW;
    wang = await buildTeacher(t, { name: 'Wang Li' });
    smith = await buildTeacher(t, { name: 'Sam Smith' });
    algebra = await buildClass(t, wang, { name: 'Algebra One', startDate: '2026-10-01', endDate: '2026-11-30' });
    wangToken = await tokenOf(t, wang);
    adminToken = await tokenOf(t, await buildAdmin(t));
  });

  const lessonsOf = (cls: { id: string }) =>
    t.app.deps.db.select().from(lessons).where(eq(lessons.classId, cls.id)).orderBy(asc(lessons.startsAt));
  const classLessons = async (cls: { id: string }, token = wangToken) => {
    const res = await t.rest('GET', `/teacher/getClassLessons?classId=${cls.id}`, { token });
    expect(res.status).toBe(200);
    return res.body.result;
  };
  const schedule = (cls: { id: string }, slots: unknown[], token = wangToken) =>
    t.rest('POST', '/teacher/setClassSchedule', { token, body: { classId: cls.id, slots } });

  it('expands the slots in the school zone, keeping 18:00 local across the change of offset', async () => {
    const res = await schedule(algebra, [
      { weekday: 1, start: '18:00', minutes: 90, room: '101' },
      { weekday: 4, start: '18:00', minutes: 60, link: online },
    ]);
    // From now on: Mondays 10-26 to 11-30 and Thursdays 10-22 to 11-26; nothing before now is made.
    expect(res).toMatchObject({ status: 200, body: { code: 200, result: { count: 12 } } });
    const { list, slots, timeZone } = await classLessons(algebra);
    expect(timeZone).toBe('America/New_York');
    expect(slots).toEqual([
      { weekday: 1, start: '18:00', minutes: 90, room: '101', link: '' },
      { weekday: 4, start: '18:00', minutes: 60, room: '', link: online },
    ]);
    expect(list.map((l: { startsAt: string }) => l.startsAt).slice(0, 4)).toEqual([
      '2026-10-22T22:00:00.000Z',
      '2026-10-26T22:00:00.000Z',
      '2026-10-29T22:00:00.000Z',
      '2026-11-02T23:00:00.000Z',
    ]);
    expect(list[1]).toMatchObject({
      classId: algebra.id,
      endsAt: '2026-10-26T23:30:00.000Z',
      room: '101',
      link: '',
      status: 'scheduled',
      teacher: { _id: wang.id, name: 'Wang Li' },
      rollTaken: false,
    });
    expect(list[3]).toMatchObject({ endsAt: '2026-11-03T00:30:00.000Z' });
    expect(list[0]).toMatchObject({ room: '', link: online, endsAt: '2026-10-22T23:00:00.000Z' });
    expect(list.at(-1).startsAt).toBe('2026-11-30T23:00:00.000Z');
  });

  it('regenerates only future lessons: past, marked, rolled and moved ones stay', async () => {
    const teacher = await buildTeacher(t, { name: 'Li Na' });
    const token = await tokenOf(t, teacher);
    const student = await buildStudent(t);
    const cls = await buildClass(t, teacher, { name: 'Chemistry', startDate: '2026-10-01', endDate: '2026-11-30' });
    t.clock.now = new Date('2026-10-01T00:00:00Z');
    const first = await schedule(cls, [{ weekday: 1, start: '10:00', minutes: 60 }], token);
    expect(first.body.result).toEqual({ count: 9 });
    t.clock.now = NOW;
    const before = await lessonsOf(cls);
    const at = (iso: string) => before.find((l) => l.startsAt.toISOString() === iso)!;
    const marked = at('2026-10-26T14:00:00.000Z');
    const moved = at('2026-11-02T15:00:00.000Z');
    const rolled = at('2026-11-09T15:00:00.000Z');
    await buildMark(t, marked, student, 'present');
    await t.app.deps.db.update(lessons).set({ rollTakenAt: NOW }).where(eq(lessons.id, rolled.id));
    const move = await t.rest('POST', '/teacher/updateLesson', {
      token,
      body: { id: moved.id, startsAt: '2026-11-03T15:00:00.000Z' },
    });
    expect(move.status).toBe(200);

    // Mondays stay and Wednesdays come: the moved lesson keeps its move, every kept lesson its id.
    const second = await schedule(
      cls,
      [
        { weekday: 1, start: '10:00', minutes: 60 },
        { weekday: 3, start: '16:00', minutes: 60 },
      ],
      token,
    );
    expect(second.body.result).toEqual({ count: 12 });
    const middle = await lessonsOf(cls);
    expect(middle).toHaveLength(15);
    expect(middle.filter((l) => before.some((b) => b.id === l.id))).toHaveLength(9);
    expect(middle.find((l) => l.id === moved.id)?.startsAt.toISOString()).toBe('2026-11-03T15:00:00.000Z');

    // Wednesdays only: the Mondays before now, the marked one and the rolled one stay; the rest go.
    const third = await schedule(cls, [{ weekday: 3, start: '16:00', minutes: 60 }], token);
    expect(third.body.result).toEqual({ count: 8 });
    const after = await lessonsOf(cls);
    const mondays = after.filter((l) => l.plannedAt.getUTCDay() === 1).map((l) => l.startsAt.toISOString());
    expect(mondays).toEqual([
      '2026-10-05T14:00:00.000Z',
      '2026-10-12T14:00:00.000Z',
      '2026-10-19T14:00:00.000Z',
      '2026-10-26T14:00:00.000Z',
      '2026-11-09T15:00:00.000Z',
    ]);
    expect(after.some((l) => l.id === moved.id)).toBe(false);
    expect(after.filter((l) => l.plannedAt.getUTCDay() === 3)).toHaveLength(6);
  });

  it('refuses a teacher or a room booked twice, naming the other lesson, and stores nothing', async () => {
    const geometry = await buildClass(t, wang, { name: 'Geometry', startDate: '2026-10-01', endDate: '2026-11-30' });
    const busy = await schedule(geometry, [{ weekday: 1, start: '18:30', minutes: 60 }]);
    expect(busy).toMatchObject({
      status: 409,
      body: { msg: 'Wang Li already teaches Algebra One at 2026-10-26 18:00' },
    });
    const smithToken = await tokenOf(t, smith);
    const physics = await buildClass(t, smith, { name: 'Physics', startDate: '2026-10-01', endDate: '2026-11-30' });
    const room = await schedule(physics, [{ weekday: 1, start: '19:00', minutes: 60, room: '101' }], smithToken);
    expect(room).toMatchObject({
      status: 409,
      body: { msg: 'Room 101 is already booked for Algebra One at 2026-10-26 18:00' },
    });
    // Two slots of one class at once book its teacher twice too.
    const twice = await schedule(
      geometry,
      [
        { weekday: 2, start: '09:00', minutes: 60 },
        { weekday: 2, start: '09:30', minutes: 60 },
      ],
      wangToken,
    );
    expect(twice).toMatchObject({ status: 409, body: { msg: 'Wang Li already teaches Geometry at 2026-10-20 09:00' } });
    for (const cls of [geometry, physics]) {
      expect(await lessonsOf(cls)).toEqual([]);
      expect(await t.app.deps.db.select().from(classSlots).where(eq(classSlots.classId, cls.id))).toEqual([]);
    }
    // Another room at the same time, and the same room right after, are free.
    const free = await schedule(physics, [{ weekday: 1, start: '19:30', minutes: 60, room: '101' }], smithToken);
    expect(free).toMatchObject({ status: 200, body: { result: { count: 6 } } });
  });

  it('skips holidays; renaming moves a date, removing one brings its lessons back', async () => {
    const thanksgiving = '2026-11-26T23:00:00.000Z';
    const startsOf = async () => (await lessonsOf(algebra)).map((l) => l.startsAt.toISOString());
    expect(await startsOf()).toContain(thanksgiving);
    const set = await t.rest('POST', '/admin/setHolidays', {
      token: adminToken,
      body: { dates: ['2026-11-26'], name: 'Thanksgiving' },
    });
    expect(set).toMatchObject({
      status: 200,
      body: { result: { list: [{ date: '2026-11-26', name: 'Thanksgiving' }] } },
    });
    expect(await startsOf()).not.toContain(thanksgiving);
    const renamed = await t.rest('POST', '/admin/setHolidays', {
      token: adminToken,
      body: { dates: ['2026-11-26', '2026-11-27'], name: 'Thanksgiving break' },
    });
    expect(renamed.body.result.list).toEqual([
      { date: '2026-11-26', name: 'Thanksgiving break' },
      { date: '2026-11-27', name: 'Thanksgiving break' },
    ]);
    const other = await t.rest('POST', '/admin/setHolidays', {
      token: adminToken,
      body: { dates: ['2026-12-25'], name: 'Christmas' },
    });
    expect(other.body.result.list).toHaveLength(3);
    const removed = await t.rest('POST', '/admin/setHolidays', {
      token: adminToken,
      body: { dates: [], name: 'Thanksgiving break' },
    });
    expect(removed.body.result.list).toEqual([{ date: '2026-12-25', name: 'Christmas' }]);
    expect((await t.rest('GET', '/admin/getHolidays', { token: adminToken })).body.result).toEqual({
      list: [{ date: '2026-12-25', name: 'Christmas' }],
    });
    expect(await startsOf()).toContain(thanksgiving);
    expect((await classLessons(algebra)).list).toHaveLength(12);
  });

  it('moves, resizes, re-rooms, hands over, cancels and restores one lesson', async () => {
    const [lesson] = await t.app.deps.db
      .select()
      .from(lessons)
      .where(and(eq(lessons.classId, algebra.id), eq(lessons.startsAt, new Date('2026-10-29T22:00:00Z'))));
    const update = (body: object, token = wangToken) =>
      t.rest('POST', '/teacher/updateLesson', { token, body: { id: lesson!.id, ...body } });
    // An hour later keeps its length; then 45 minutes from there.
    expect((await update({ startsAt: '2026-10-29T19:00:00-04:00' })).body.result).toMatchObject({
      startsAt: '2026-10-29T23:00:00.000Z',
      endsAt: '2026-10-30T00:00:00.000Z',
    });
    expect((await update({ minutes: 45 })).body.result).toMatchObject({ endsAt: '2026-10-29T23:45:00.000Z' });
    expect((await update({ room: 'B7', link: 'https://meet.example/b7' })).body.result).toMatchObject({
      room: 'B7',
      link: 'https://meet.example/b7',
    });
    const handed = await update({ teacherId: smith.id });
    expect(handed).toMatchObject({ status: 200, body: { result: { teacher: { _id: smith.id, name: 'Sam Smith' } } } });
    const student = await buildStudent(t);
    for (const teacherId of [student.id, UNKNOWN_ID]) {
      const refused = await update({ teacherId });
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toContain('teacherId');
    }
    expect((await update({ status: 'cancelled' })).body.result.status).toBe('cancelled');
    expect((await update({ status: 'scheduled' }, adminToken)).body.result.status).toBe('scheduled');
    const [stored] = await t.app.deps.db.select().from(lessons).where(eq(lessons.id, lesson!.id));
    expect(stored).toMatchObject({ teacherId: smith.id, room: 'B7', plannedAt: new Date('2026-10-29T22:00:00Z') });

    // Onto another lesson of its teacher: refused, naming it.
    const clash = await update({ teacherId: wang.id, startsAt: '2026-11-02T23:30:00Z' });
    expect(clash).toMatchObject({
      status: 409,
      body: { msg: 'Wang Li already teaches Algebra One at 2026-11-02 18:00' },
    });

    // Once the roll is taken it is neither moved nor cancelled; its room may still change.
    await t.app.deps.db.update(lessons).set({ rollTakenAt: NOW }).where(eq(lessons.id, lesson!.id));
    expect((await update({ status: 'cancelled' })).status).toBe(409);
    expect((await update({ startsAt: '2026-10-30T23:00:00Z' })).body.msg).toBe(
      'The roll of this lesson is taken; it cannot be cancelled or removed',
    );
    expect((await update({ room: 'B8' })).status).toBe(200);
    const [last] = await t.app.deps.db.select().from(lessons).where(eq(lessons.id, lesson!.id));
    expect(last).toMatchObject({ status: 'scheduled', startsAt: new Date('2026-10-29T23:00:00Z'), room: 'B8' });
  });

  it('refuses callers who do not schedule the class; admins may; unknown ids are 404', async () => {
    const [lesson] = await lessonsOf(algebra);
    const calls = [
      ['POST', '/teacher/setClassSchedule', { classId: algebra.id, slots: [] }],
      ['GET', `/teacher/getClassLessons?classId=${algebra.id}`, undefined],
      ['POST', '/teacher/updateLesson', { id: lesson!.id, room: 'X' }],
    ] as const;
    await expectRefused(t, calls, { forbidden: ['Student', 'Parent', smith] });
    await expectRefused(t, [['POST', '/admin/setHolidays', { dates: [], name: 'X' }]], { forbidden: [wang] });
    expect((await classLessons(algebra, adminToken)).list).toHaveLength(12);
    const unknownClass = await t.rest('GET', `/teacher/getClassLessons?classId=${UNKNOWN_ID}`, { token: wangToken });
    expect(unknownClass).toMatchObject({ status: 404, body: { msg: 'Class not found' } });
    expect((await schedule({ id: UNKNOWN_ID }, [])).status).toBe(404);
    const unknownLesson = await t.rest('POST', '/teacher/updateLesson', {
      token: wangToken,
      body: { id: UNKNOWN_ID, room: 'X' },
    });
    expect(unknownLesson).toMatchObject({ status: 404, body: { msg: 'Lesson not found' } });
    expect((await lessonsOf(algebra)).find((l) => l.id === lesson!.id)?.room).not.toBe('X');
  });

  it('lists the teachers a lesson can be given to, to teachers only', async () => {
    const res = await t.rest('GET', '/teacher/getTeachers', { token: wangToken });
    expect(res.status).toBe(200);
    const names = (res.body.result.list as { name: string }[]).map((x) => x.name);
    expect(names).toEqual(expect.arrayContaining([wang.name, smith.name]));
    await expectRefused(t, [['GET', '/teacher/getTeachers', undefined]], { forbidden: ['Student', 'Parent'] });
  });

  it('answers bad input with 400 naming the field and stores nothing', async () => {
    const slot = { weekday: 1, start: '08:00', minutes: 60 };
    const bad = [
      [{ ...slot, weekday: 9 }, 'slots.1.weekday'],
      [{ ...slot, minutes: 0 }, 'slots.1.minutes'],
      [{ ...slot, start: '25:00' }, 'slots.1.start'],
      [{ ...slot, link: 'ftp://x' }, 'slots.1.link'],
    ] as const;
    const before = await lessonsOf(algebra);
    for (const [wrong, field] of bad) {
      const res = await schedule(algebra, [slot, wrong]);
      expect(res.status, field).toBe(400);
      expect(res.body.msg).toContain(field);
    }
    const holiday = await t.rest('POST', '/admin/setHolidays', {
      token: adminToken,
      body: { dates: ['2026-13-01'], name: 'Nowhen' },
    });
    expect(holiday.status).toBe(400);
    expect(holiday.body.msg).toContain('dates.0');
    const lesson = before[0]!;
    const move = await t.rest('POST', '/teacher/updateLesson', {
      token: wangToken,
      body: { id: lesson.id, minutes: 0 },
    });
    expect(move).toMatchObject({ status: 400 });
    expect(move.body.msg).toContain('minutes');

    // A class without dates, or one whose schedule makes too many lessons.
    const undated = await buildClass(t, wang, { startDate: null, endDate: null });
    expect((await schedule(undated, [slot])).body).toMatchObject({ code: 400, msg: expect.stringContaining('dates') });
    const endless = await buildClass(t, wang, { startDate: '2027-01-01', endDate: '2030-12-31' });
    const daily = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ ...slot, weekday, start: '06:00' }));
    const tooMany = await schedule(endless, daily);
    expect(tooMany).toMatchObject({ status: 400, body: { msg: expect.stringContaining('at most 1000') } });

    expect(await lessonsOf(algebra)).toEqual(before);
    for (const cls of [undated, endless]) expect(await lessonsOf(cls)).toEqual([]);
    expect(await t.app.deps.db.select().from(holidays).where(eq(holidays.name, 'Nowhen'))).toEqual([]);
    expect(
      await t.app.deps.db
        .select()
        .from(lessons)
        .where(and(eq(lessons.classId, algebra.id), gte(lessons.startsAt, NOW))),
    ).toHaveLength(12);
  });
});

describe('the demo school’s timetable', () => {
  const t = useTestApp();

  it('has weekly slots, past rolls, holidays, and a child two lessons from the end of a package', async () => {
    await seedDemo(t.app.deps);
    const db = t.app.deps.db;
    const [physics] = await db.select().from(classes).where(eq(classes.name, 'Modern Physics: Relativity and Quanta'));
    expect(physics).toMatchObject({ lessonPackageSize: 10 });
    const [wang] = await db.select().from(users).where(eq(users.email, 'teacher.wang@quanta.test'));
    const { list, slots } = (
      await t.rest('GET', `/teacher/getClassLessons?classId=${physics!.id}`, { token: await tokenOf(t, wang!) })
    ).body.result;
    expect(slots).toHaveLength(2);
    const now = t.clock.now;
    const past = list.filter((l: { startsAt: string }) => new Date(l.startsAt) < now);
    expect(past.length).toBeGreaterThanOrEqual(6);
    expect(past.filter((l: { rollTaken: boolean }) => l.rollTaken).length).toBeGreaterThanOrEqual(6);
    expect(list.length).toBeGreaterThan(past.length);
    expect(await db.$count(holidays)).toBe(2);
    const [amy] = await db.select().from(users).where(eq(users.email, 'student.amy@quanta.test'));
    const balances = await balancesIn(db, physics!.id, [amy!.id]);
    expect(balances.get(amy!.id)?.remaining).toBe(2);
  });
});
