import { familyLinks, leaveRequests, lessonReports } from '@quanta/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildClass, buildPlace } from '../support/factories/enrolment';
import { buildLesson, buildMark } from '../support/factories/lessons';
import { useTestApp } from '../support/fixture';
import { buildAdmin, buildParentOf, buildStudent, buildTeacher, tokenOf } from '../support/harness';

type Entry = { _id: string; startsAt: string; student?: { _id: string; name: string } } & Record<string, unknown>;

describe('the timetable of each role', () => {
  // The default school: Asia/Shanghai (UTC+8, no daylight saving), leave until 24 hours before.
  const t = useTestApp();
  const at = (iso: string) => new Date(iso);
  let tokens: Record<'s1' | 's2' | 's3' | 'parent' | 'wang' | 'zhao' | 'admin', string>;
  let ids: Record<string, string>;
  const week = '/user/getTimetable?from=2026-03-02&to=2026-03-08';

  beforeAll(async () => {
    t.clock.now = at('2026-03-01T00:00:00Z');
    const wang = await buildTeacher(t, { name: 'Wang Li' });
    const zhao = await buildTeacher(t, { name: 'Zhao Min' });
    const admin = await buildAdmin(t, { name: 'Head Teacher' });
    const s1 = await buildStudent(t, { name: 'Amy Chen' });
    const s2 = await buildStudent(t, { name: 'Ben Chen' });
    const s3 = await buildStudent(t, { name: 'Cara Liu' });
    const parent = await buildParentOf(t, s1, { name: 'Chen Hua' });
    await t.app.deps.db.insert(familyLinks).values({ parentId: parent.id, studentId: s2.id });
    const algebra = await buildClass(t, wang, { name: 'Algebra' });
    const physics = await buildClass(t, zhao, { name: 'Physics' });
    const chemistry = await buildClass(t, zhao, { name: 'Chemistry' });
    await buildPlace(t, algebra, s1, null);
    await buildPlace(t, algebra, s2, null);
    await buildPlace(t, physics, s2, null);
    await buildPlace(t, physics, s3, null);
    // 00:00 of Monday 2 March in Shanghai: the first instant of the week.
    const first = await buildLesson(t, algebra, wang, at('2026-03-01T16:00:00Z'), { room: '101' });
    const a1 = await buildLesson(t, algebra, wang, at('2026-03-02T02:00:00Z'), { room: '101' });
    // Given by a substitute: still on Wang's timetable (his class) and on Zhao's (he gives it).
    const a2 = await buildLesson(t, algebra, zhao, at('2026-03-03T02:00:00Z'), { room: '101' });
    const p1 = await buildLesson(t, physics, zhao, at('2026-03-04T10:00:00Z'), { room: '202' });
    // Cara has no place in Chemistry (she left it) but a mark on this lesson: it stays on her timetable.
    const c1 = await buildLesson(t, chemistry, zhao, at('2026-03-05T10:00:00Z'), { room: '303' });
    // 00:00 of Monday 9 March in Shanghai: the week after.
    await buildLesson(t, algebra, wang, at('2026-03-08T16:00:00Z'), { room: '101' });
    await buildLesson(t, physics, zhao, at('2026-03-20T02:00:00Z'), { room: '202' });
    await buildMark(t, a1, s1, 'present');
    await buildMark(t, c1, s3, 'late');
    await t.app.deps.db.insert(lessonReports).values({ lessonId: a1.id, covered: 'Quadratics', homework: 'Page 12' });
    await t.app.deps.db
      .insert(leaveRequests)
      .values({ lessonId: p1.id, studentId: s2.id, reason: 'Dentist', requestedBy: parent.id });
    ids = {
      first: first.id,
      a1: a1.id,
      a2: a2.id,
      p1: p1.id,
      c1: c1.id,
      s1: s1.id,
      s2: s2.id,
      s3: s3.id,
      zhao: zhao.id,
    };
    tokens = {
      s1: await tokenOf(t, s1),
      s2: await tokenOf(t, s2),
      s3: await tokenOf(t, s3),
      parent: await tokenOf(t, parent),
      wang: await tokenOf(t, wang),
      zhao: await tokenOf(t, zhao),
      admin: await tokenOf(t, admin),
    };
  });

  async function timetable(token: string, path = week) {
    const res = await t.rest('GET', path, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.result as { list: Entry[]; timeZone: string; leaveCutoffHours: number };
  }
  const lessonsOf = (list: Entry[]) => list.map((e) => e._id);

  it('shows a student the lessons of their classes and any they have a mark on, with mark, leave and report', async () => {
    const s1 = await timetable(tokens.s1);
    expect(s1.timeZone).toBe('Asia/Shanghai');
    expect(s1.leaveCutoffHours).toBe(24);
    expect(lessonsOf(s1.list)).toEqual([ids.first, ids.a1, ids.a2]);
    const a1 = s1.list[1] as Entry;
    expect(a1).toMatchObject({
      className: 'Algebra',
      startsAt: '2026-03-02T02:00:00.000Z',
      endsAt: '2026-03-02T03:30:00.000Z',
      room: '101',
      status: 'scheduled',
      teacher: { name: 'Wang Li' },
      student: { _id: ids.s1, name: 'Amy Chen' },
      attendance: 'present',
      leave: null,
      report: { covered: 'Quadratics', homework: 'Page 12' },
    });
    expect(a1).not.toHaveProperty('rollTaken');
    expect((s1.list[2] as Entry).teacher).toMatchObject({ name: 'Zhao Min' });

    const s2 = await timetable(tokens.s2);
    expect(lessonsOf(s2.list)).toEqual([ids.first, ids.a1, ids.a2, ids.p1]);
    expect(s2.list[1]).toMatchObject({ attendance: null, report: { covered: 'Quadratics' } });
    expect(s2.list[3]).toMatchObject({ attendance: 'excused', leave: { reason: 'Dentist' }, canAskLeave: false });

    const s3 = await timetable(tokens.s3);
    expect(lessonsOf(s3.list)).toEqual([ids.p1, ids.c1]);
    expect(s3.list[1]).toMatchObject({ className: 'Chemistry', attendance: 'late' });
  });

  it('shows a family only the lessons their place is valid at, as the roll does', async () => {
    const qian = await buildTeacher(t, { name: 'Qian Bo' });
    const optics = await buildClass(t, qian, { name: 'Optics', includeLibrary: true });
    const dan = await buildStudent(t, { name: 'Dan Wu' });
    await buildPlace(t, optics, dan, at('2026-04-08T00:00:00Z'));
    const before = await buildLesson(t, optics, qian, at('2026-04-07T10:00:00Z'), { room: '404' });
    await buildLesson(t, optics, qian, at('2026-04-09T10:00:00Z'), { room: '404' });
    const april = await timetable(await tokenOf(t, dan), '/user/getTimetable?from=2026-04-06&to=2026-04-12');
    expect(lessonsOf(april.list)).toEqual([before.id]);
  });

  it("shows a parent each child's lessons, one labelled entry per child", async () => {
    const { list } = await timetable(tokens.parent);
    expect(list.map((e) => [e._id, e.student?.name])).toEqual([
      [ids.first, 'Amy Chen'],
      [ids.first, 'Ben Chen'],
      [ids.a1, 'Amy Chen'],
      [ids.a1, 'Ben Chen'],
      [ids.a2, 'Amy Chen'],
      [ids.a2, 'Ben Chen'],
      [ids.p1, 'Ben Chen'],
    ]);
    expect(list[2]).toMatchObject({ attendance: 'present' });
    expect(list[3]).toMatchObject({ attendance: null });
    expect(list[6]).toMatchObject({ attendance: 'excused', leave: { reason: 'Dentist' } });
  });

  it("shows a teacher the lessons they give and their classes' lessons, with the roll", async () => {
    const wang = await timetable(tokens.wang);
    expect(lessonsOf(wang.list)).toEqual([ids.first, ids.a1, ids.a2]);
    expect(wang.list[0]).toMatchObject({ rollTaken: false });
    expect(wang.list[0]).not.toHaveProperty('student');
    const zhao = await timetable(tokens.zhao);
    expect(lessonsOf(zhao.list)).toEqual([ids.a2, ids.p1, ids.c1]);
  });

  it('shows an admin every lesson, filtered by teacher and by room', async () => {
    const all = await timetable(tokens.admin);
    expect(lessonsOf(all.list)).toEqual([ids.first, ids.a1, ids.a2, ids.p1, ids.c1]);
    const byZhao = await timetable(tokens.admin, `${week}&teacherId=${ids.zhao}`);
    expect(lessonsOf(byZhao.list)).toEqual([ids.a2, ids.p1, ids.c1]);
    const room101 = await timetable(tokens.admin, `${week}&room=101`);
    expect(lessonsOf(room101.list)).toEqual([ids.first, ids.a1, ids.a2]);
    const both = await timetable(tokens.admin, `${week}&room=101&teacherId=${ids.zhao}`);
    expect(lessonsOf(both.list)).toEqual([ids.a2]);
  });

  it('offers leave until the cut-off, to a parent or a student without one', async () => {
    t.clock.now = at('2026-03-01T00:00:00Z');
    const parent = await timetable(tokens.parent);
    const a2ForAmy = () => parent.list.find((e) => e._id === ids.a2 && e.student?._id === ids.s1);
    expect(a2ForAmy()).toMatchObject({ canAskLeave: true });
    // Amy has a parent, who asks her leave.
    expect((await timetable(tokens.s1)).list.find((e) => e._id === ids.a2)).toMatchObject({ canAskLeave: false });
    // Cara has none.
    expect((await timetable(tokens.s3)).list.find((e) => e._id === ids.p1)).toMatchObject({ canAskLeave: true });

    // Exactly 24 hours before Tuesday's lesson: still open; a moment later, closed.
    t.clock.now = at('2026-03-02T02:00:00Z');
    const open = await timetable(tokens.parent);
    expect(open.list.find((e) => e._id === ids.a2 && e.student?._id === ids.s1)).toMatchObject({ canAskLeave: true });
    expect(open.list.find((e) => e._id === ids.a1)).toMatchObject({ canAskLeave: false });
    t.clock.now = at('2026-03-02T02:00:00.001Z');
    const closed = await timetable(tokens.parent);
    expect(closed.list.find((e) => e._id === ids.a2 && e.student?._id === ids.s1)).toMatchObject({
      canAskLeave: false,
    });
    expect((await timetable(tokens.s3)).list.find((e) => e._id === ids.p1)).toMatchObject({ canAskLeave: true });
  });

  it('refuses bad days with 400 naming the field, and a signed-out caller with 401', async () => {
    const bad = [
      ['/user/getTimetable?from=2026-02-30&to=2026-03-02', 'from'],
      ['/user/getTimetable?from=2026-03-02&to=2026-03-01', 'to: must not be before from'],
      ['/user/getTimetable?from=2026-03-01&to=2026-05-02', 'to: must be within 62 days'],
      ['/user/getTimetable?to=2026-03-01', 'from'],
      [`/user/getTimetable?from=2026-03-01&to=2026-03-02&teacherId=42`, 'teacherId'],
    ] as const;
    for (const [path, field] of bad) {
      const res = await t.rest('GET', path, { token: tokens.s1 });
      expect(res.status, path).toBe(400);
      expect(res.body.msg, path).toContain(field);
    }
    expect((await t.rest('GET', '/user/getTimetable?from=2026-01-01&to=2026-03-03', { token: tokens.s1 })).status).toBe(
      200,
    );
    expect((await t.rest('GET', week)).status).toBe(401);
  });
});

describe('the timetable across a daylight-saving change', () => {
  const t = useTestApp({ config: { school: { timeZone: 'America/New_York', leaveCutoffHours: 24, currency: 'usd' } } });

  it("puts each lesson on its day in the school's zone, whichever side of the change", async () => {
    const teacher = await buildTeacher(t);
    const cls = await buildClass(t, teacher);
    const token = await tokenOf(t, teacher);
    // Clocks go forward at 02:00 on Sunday 8 March 2026: that day is 23 hours long (05:00Z to 04:00Z).
    const lateSaturday = await buildLesson(t, cls, teacher, new Date('2026-03-08T04:30:00Z')); // 23:30 EST, 7 March
    const earlySunday = await buildLesson(t, cls, teacher, new Date('2026-03-08T05:30:00Z')); // 00:30 EST, 8 March
    const lateSunday = await buildLesson(t, cls, teacher, new Date('2026-03-09T03:30:00Z')); // 23:30 EDT, 8 March
    const earlyMonday = await buildLesson(t, cls, teacher, new Date('2026-03-09T04:30:00Z')); // 00:30 EDT, 9 March
    const day = async (d: string) => {
      const res = await t.rest('GET', `/user/getTimetable?from=${d}&to=${d}`, { token });
      expect(res.status).toBe(200);
      expect(res.body.result.timeZone).toBe('America/New_York');
      return res.body.result.list.map((e: Entry) => e._id);
    };
    expect(await day('2026-03-07')).toEqual([lateSaturday.id]);
    expect(await day('2026-03-08')).toEqual([earlySunday.id, lateSunday.id]);
    expect(await day('2026-03-09')).toEqual([earlyMonday.id]);
  });
});
