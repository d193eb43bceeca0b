import { attendance, attendanceChanges, leaveRequests, lessonReports, lessons } from '@quanta/db';
import { and, asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { UNKNOWN_ID } from '../support/factories/classes';
import { buildClass, buildPlace } from '../support/factories/enrolment';
import { buildCredit, buildLesson, buildMark } from '../support/factories/lessons';
import { useTestApp } from '../support/fixture';
import { buildAdmin, buildParentOf, buildStudent, buildTeacher, tokenOf } from '../support/harness';
import { expectRefused } from '../support/refusals';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const later = (ms: number) => new Date(NOW.getTime() + ms);

interface RollEntry {
  student: { _id: string; name: string };
  status: string | null;
  note: string;
  leave: { reason: string; requestedAt: string } | null;
  balance: { total: number; used: number; remaining: number } | null;
}

describe('the roll of a lesson and leave', () => {
  const t = useTestApp();

  beforeEach(() => {
    t.clock.now = NOW;
  });

  /**
   * A class whose places end on their own (the library is included, so the class's end date does not
   * stretch them), its teacher, and four students with places, named so the roll lists them in order.
   */
  async function classWithStudents() {
    const teacher = await buildTeacher(t, { name: 'Wang Li' });
    const cls = await buildClass(t, teacher, { name: 'Algebra One', includeLibrary: true });
    const students = [];
    for (const name of ['Amy Chen', 'Ben Li', 'Cai Wu', 'Dan Xu']) {
      const student = await buildStudent(t, { name });
      await buildPlace(t, cls, student, null);
      students.push(student);
    }
    // Starts in ten minutes: the roll is open.
    const lesson = await buildLesson(t, cls, teacher, later(10 * MINUTE), { room: 'A1' });
    return { teacher, cls, students, lesson, token: await tokenOf(t, teacher) };
  }

  const rollOf = async (lessonId: string, token: string) => {
    const res = await t.rest('GET', `/teacher/getLessonAttendance?lessonId=${lessonId}`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.result as { list: RollEntry[]; report: unknown; lesson: Record<string, unknown>; timeZone: string };
  };
  const take = (token: string, body: unknown) => t.rest('POST', '/teacher/takeAttendance', { token, body });
  const changesOf = (lessonId: string, studentId?: string) =>
    t.app.deps.db
      .select()
      .from(attendanceChanges)
      .where(
        and(
          eq(attendanceChanges.lessonId, lessonId),
          studentId ? eq(attendanceChanges.studentId, studentId) : undefined,
        ),
      )
      .orderBy(asc(attendanceChanges.changedAt));
  const byName = (list: RollEntry[], name: string) => list.find((e) => e.student.name === name);

  describe('the roll', () => {
    it('lists the students with a place valid at the start, anyone already marked, and leave as excused', async () => {
      const { teacher, cls, students, lesson, token } = await classWithStudents();
      const [amy, ben] = students;
      const expired = await buildStudent(t, { name: 'Ed Expired' });
      await buildPlace(t, cls, expired, later(-HOUR));
      const ending = await buildStudent(t, { name: 'Fay Ending' });
      // Ends during the lesson: valid at its start.
      await buildPlace(t, cls, ending, later(20 * MINUTE));
      const gone = await buildStudent(t, { name: 'Gus Gone' });
      await buildMark(t, lesson, gone, 'late', 'left early');
      await t.app.deps.db
        .insert(leaveRequests)
        .values({ lessonId: lesson.id, studentId: ben!.id, reason: 'Dentist', createdAt: later(-2 * 24 * HOUR) });
      await buildCredit(t, cls, amy!, 10);

      const roll = await rollOf(lesson.id, token);
      expect(roll.list.map((e) => e.student.name)).toEqual([
        'Amy Chen',
        'Ben Li',
        'Cai Wu',
        'Dan Xu',
        'Fay Ending',
        'Gus Gone',
      ]);
      expect(byName(roll.list, 'Amy Chen')).toEqual({
        student: { _id: amy!.id, name: 'Amy Chen' },
        status: null,
        note: '',
        leave: null,
        balance: { total: 10, used: 0, remaining: 10 },
      });
      expect(byName(roll.list, 'Ben Li')).toMatchObject({
        status: 'excused',
        leave: { reason: 'Dentist', requestedAt: later(-2 * 24 * HOUR).toISOString() },
        balance: null,
      });
      expect(byName(roll.list, 'Gus Gone')).toMatchObject({ status: 'late', note: 'left early', leave: null });
      expect(roll.report).toBeNull();
      expect(roll.timeZone).toBe('Asia/Shanghai');
      expect(roll.lesson).toEqual({
        _id: lesson.id,
        classId: cls.id,
        className: 'Algebra One',
        startsAt: later(10 * MINUTE).toISOString(),
        endsAt: later(100 * MINUTE).toISOString(),
        room: 'A1',
        link: '',
        status: 'scheduled',
        teacher: { _id: teacher.id, name: 'Wang Li' },
        rollTaken: false,
      });
    });

    it('takes the roll with every mark, notes and a report, and keeps each correction with who and when', async () => {
      const { cls, students, lesson, token, teacher } = await classWithStudents();
      const [amy, ben, cai, dan] = students;
      for (const s of students) await buildCredit(t, cls, s, 10);
      const records = [
        { studentId: amy!.id, status: 'present', note: 'Led the warm-up' },
        { studentId: ben!.id, status: 'late', note: 'Bus was late' },
        { studentId: cai!.id, status: 'absent' },
        { studentId: dan!.id, status: 'excused', note: 'Ill' },
      ];
      const report = { covered: 'Quadratic equations', homework: 'Exercise 4.2' };
      const res = await take(token, { lessonId: lesson.id, records, report });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.result.message).toBe('Attendance saved');
      expect(res.body.result.report).toEqual(report);
      const marks = (res.body.result.list as RollEntry[]).map((e) => [e.student.name, e.status, e.note, e.balance]);
      expect(marks).toEqual([
        ['Amy Chen', 'present', 'Led the warm-up', { total: 10, used: 1, remaining: 9 }],
        ['Ben Li', 'late', 'Bus was late', { total: 10, used: 1, remaining: 9 }],
        ['Cai Wu', 'absent', '', { total: 10, used: 1, remaining: 9 }],
        ['Dan Xu', 'excused', 'Ill', { total: 10, used: 0, remaining: 10 }],
      ]);
      const roll = await rollOf(lesson.id, token);
      expect(roll.lesson.rollTaken).toBe(true);
      expect(roll.report).toEqual(report);
      const [row] = await t.app.deps.db.select().from(lessons).where(eq(lessons.id, lesson.id));
      expect(row!.rollTakenAt).toEqual(NOW);

      const first = await changesOf(lesson.id);
      expect(first).toHaveLength(4);
      for (const change of first) expect(change).toMatchObject({ changedBy: teacher.id, changedAt: NOW });

      // An hour later the class's teacher corrects Ben; the same marks again change nothing.
      t.clock.now = later(HOUR);
      const corrected = records.map((r) => (r.studentId === ben!.id ? { ...r, status: 'present', note: '' } : r));
      expect((await take(token, { lessonId: lesson.id, records: corrected })).status).toBe(200);
      expect((await take(token, { lessonId: lesson.id, records: corrected })).status).toBe(200);
      // Then an admin marks Cai excused after all.
      const admin = await buildAdmin(t);
      t.clock.now = later(2 * HOUR);
      const byAdmin = await take(await tokenOf(t, admin), {
        lessonId: lesson.id,
        records: [{ studentId: cai!.id, status: 'excused', note: 'Note from home' }],
      });
      expect(byAdmin.status).toBe(200);

      expect(await changesOf(lesson.id)).toHaveLength(6);
      const benHistory = await changesOf(lesson.id, ben!.id);
      expect(benHistory.map((c) => [c.status, c.note, c.changedBy, c.changedAt])).toEqual([
        ['late', 'Bus was late', teacher.id, NOW],
        ['present', '', teacher.id, later(HOUR)],
      ]);
      const caiHistory = await changesOf(lesson.id, cai!.id);
      expect(caiHistory.map((c) => [c.status, c.changedBy, c.changedAt])).toEqual([
        ['absent', teacher.id, NOW],
        ['excused', admin.id, later(2 * HOUR)],
      ]);
      const after = await rollOf(lesson.id, token);
      expect(byName(after.list, 'Ben Li')).toMatchObject({ status: 'present', note: '' });
      expect(byName(after.list, 'Cai Wu')).toMatchObject({ status: 'excused', balance: { used: 0, remaining: 10 } });
      // The report given once stays when a later call leaves it out; the first roll's time stays too.
      expect(after.report).toEqual(report);
      const [kept] = await t.app.deps.db.select().from(lessons).where(eq(lessons.id, lesson.id));
      expect(kept!.rollTakenAt).toEqual(NOW);
    });

    it('counts nothing against the balance on a cancelled lesson', async () => {
      const { teacher, cls, students, lesson, token } = await classWithStudents();
      const [amy] = students;
      await buildCredit(t, cls, amy!, 5);
      const cancelled = await buildLesson(t, cls, teacher, later(-7 * 24 * HOUR), { status: 'cancelled' });
      await buildMark(t, cancelled, amy!, 'present');
      const held = await buildLesson(t, cls, teacher, later(-6 * 24 * HOUR));
      await buildMark(t, held, amy!, 'absent');
      expect(byName((await rollOf(lesson.id, token)).list, 'Amy Chen')!.balance).toEqual({
        total: 5,
        used: 1,
        remaining: 4,
      });
      // The cancelled lesson's roll still shows its mark, and cannot be taken.
      expect(byName((await rollOf(cancelled.id, token)).list, 'Amy Chen')!.status).toBe('present');
      const res = await take(token, { lessonId: cancelled.id, records: [{ studentId: amy!.id, status: 'late' }] });
      expect(res).toMatchObject({ status: 409, body: { msg: 'This lesson is cancelled' } });
    });

    it('opens the roll 30 minutes before the lesson starts', async () => {
      const { teacher, cls, students, token } = await classWithStudents();
      const soon = await buildLesson(t, cls, teacher, later(30 * MINUTE + 1));
      const body = { lessonId: soon.id, records: [{ studentId: students[0]!.id, status: 'present' }] };
      expect(await take(token, body)).toMatchObject({
        status: 409,
        body: { msg: 'The roll opens 30 minutes before the lesson starts' },
      });
      expect(await t.app.deps.db.select().from(attendance).where(eq(attendance.lessonId, soon.id))).toEqual([]);
      t.clock.now = later(1);
      expect((await take(token, body)).status).toBe(200);
    });

    it('refuses a student not on the roll with 400 naming the field, and stores nothing', async () => {
      const { teacher, cls, students, lesson, token } = await classWithStudents();
      const outsider = await buildStudent(t, { name: 'Olly Other' });
      const other = await buildClass(t, teacher, { name: 'Geometry' });
      await buildPlace(t, other, outsider, null);
      const expired = await buildStudent(t);
      await buildPlace(t, cls, expired, later(-HOUR));
      for (const stranger of [outsider, expired]) {
        const res = await take(token, {
          lessonId: lesson.id,
          records: [
            { studentId: students[0]!.id, status: 'present' },
            { studentId: stranger.id, status: 'present' },
          ],
          report: { covered: 'Nothing', homework: '' },
        });
        expect(res.status).toBe(400);
        expect(res.body.msg).toBe('records.1.studentId: this student is not on the roll of this lesson');
      }
      expect(await t.app.deps.db.select().from(attendance).where(eq(attendance.lessonId, lesson.id))).toEqual([]);
      expect(await changesOf(lesson.id)).toEqual([]);
      expect(await t.app.deps.db.select().from(lessonReports).where(eq(lessonReports.lessonId, lesson.id))).toEqual([]);
      expect((await rollOf(lesson.id, token)).lesson.rollTaken).toBe(false);
    });

    it('lets a substitute take the roll of the lesson they give, and the class teacher and an admin any', async () => {
      const { teacher, cls, students, lesson, token } = await classWithStudents();
      const substitute = await buildTeacher(t, { name: 'Zhao Min' });
      const covered = await buildLesson(t, cls, substitute, later(5 * MINUTE));
      const subToken = await tokenOf(t, substitute);
      const mark = (lessonId: string) => ({ lessonId, records: [{ studentId: students[0]!.id, status: 'present' }] });

      expect((await rollOf(covered.id, subToken)).lesson.teacher).toEqual({ _id: substitute.id, name: 'Zhao Min' });
      expect((await take(subToken, mark(covered.id))).status).toBe(200);
      const refused = await t.rest('GET', `/teacher/getLessonAttendance?lessonId=${lesson.id}`, { token: subToken });
      expect(refused.status).toBe(403);
      expect((await take(subToken, mark(lesson.id))).status).toBe(403);

      expect((await take(token, mark(covered.id))).status).toBe(200);
      const admin = await tokenOf(t, await buildAdmin(t));
      expect((await rollOf(lesson.id, admin)).list).toHaveLength(4);
      expect((await take(admin, mark(lesson.id))).status).toBe(200);

      // Another teacher's lesson is theirs alone; an unknown lesson is 404.
      const stranger = await tokenOf(t, await buildTeacher(t));
      expect(
        (await t.rest('GET', `/teacher/getLessonAttendance?lessonId=${lesson.id}`, { token: stranger })).status,
      ).toBe(403);
      expect((await take(stranger, mark(lesson.id))).status).toBe(403);
      const unknown = await t.rest('GET', `/teacher/getLessonAttendance?lessonId=${UNKNOWN_ID}`, { token });
      expect(unknown).toMatchObject({ status: 404, body: { msg: 'Lesson not found' } });
      expect((await take(token, mark(UNKNOWN_ID))).status).toBe(404);
      expect(teacher.id).not.toBe(substitute.id);

      await expectRefused(
        t,
        [
          ['GET', `/teacher/getLessonAttendance?lessonId=${lesson.id}`],
          ['POST', '/teacher/takeAttendance', mark(lesson.id)],
        ],
        { forbidden: ['Student', 'Parent'] },
      );
    });

    it('answers bad input with 400 naming the field', async () => {
      const { students, lesson, token } = await classWithStudents();
      const bad = [
        [{ lessonId: lesson.id, records: [{ studentId: students[0]!.id, status: 'sick' }] }, 'records.0.status'],
        [{ lessonId: 'x', records: [] }, 'lessonId: must be an id'],
        [{ lessonId: lesson.id, records: [{ studentId: 'x', status: 'present' }] }, 'records.0.studentId'],
      ] as const;
      for (const [body, msg] of bad) {
        const res = await take(token, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.msg).toContain(msg);
      }
      const get = await t.rest('GET', '/teacher/getLessonAttendance?lessonId=x', { token });
      expect(get.status).toBe(400);
      expect(get.body.msg).toContain('lessonId');
      expect(await t.app.deps.db.select().from(attendance).where(eq(attendance.lessonId, lesson.id))).toEqual([]);
    });
  });

  describe('leave', () => {
    async function familyLesson() {
      const setup = await classWithStudents();
      const [child] = setup.students;
      const parent = await buildParentOf(t, child!, { name: 'Chen Hua' });
      // Three days ahead: well before the 24-hour cut-off.
      const ahead = await buildLesson(t, setup.cls, setup.teacher, later(3 * 24 * HOUR));
      return { ...setup, child: child!, parent, parentToken: await tokenOf(t, parent), ahead };
    }
    const ask = (token: string, body: unknown) => t.rest('POST', '/user/requestLeave', { token, body });

    it('lets a parent ask leave before the cut-off; the teacher sees it on the roll as excused; twice is 409', async () => {
      const { child, parent, parentToken, ahead, token } = await familyLesson();
      const body = { lessonId: ahead.id, studentId: child.id, reason: '  Family trip  ' };
      const res = await ask(parentToken, body);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.result).toEqual({
        message: 'Leave requested',
        lessonId: ahead.id,
        studentId: child.id,
        leave: { reason: 'Family trip', requestedAt: NOW.toISOString() },
      });
      const [stored] = await t.app.deps.db.select().from(leaveRequests).where(eq(leaveRequests.lessonId, ahead.id));
      expect(stored).toMatchObject({ studentId: child.id, requestedBy: parent.id, reason: 'Family trip' });
      expect(byName((await rollOf(ahead.id, token)).list, 'Amy Chen')).toMatchObject({
        status: 'excused',
        leave: { reason: 'Family trip', requestedAt: NOW.toISOString() },
      });
      expect(await ask(parentToken, body)).toMatchObject({
        status: 409,
        body: { msg: 'Leave has already been asked for this lesson' },
      });
    });

    it('closes at the cut-off: up to 24 hours before the start, not a millisecond after', async () => {
      const { students, child, parentToken, ahead } = await familyLesson();
      const deadline = new Date(ahead.startsAt.getTime() - 24 * HOUR);
      t.clock.now = new Date(deadline.getTime() + 1);
      expect(await ask(parentToken, { lessonId: ahead.id, studentId: child.id, reason: 'Sick' })).toMatchObject({
        status: 409,
        body: { msg: 'Leave must be asked at least 24 hours before the lesson starts' },
      });
      expect(await t.app.deps.db.select().from(leaveRequests).where(eq(leaveRequests.lessonId, ahead.id))).toEqual([]);
      t.clock.now = deadline;
      expect((await ask(parentToken, { lessonId: ahead.id, studentId: child.id, reason: 'Sick' })).status).toBe(200);
      // A lesson already begun is past any cut-off.
      t.clock.now = later(3 * 24 * HOUR + MINUTE);
      const lone = students[1]!;
      expect((await ask(await tokenOf(t, lone), { lessonId: ahead.id, studentId: lone.id, reason: 'x' })).status).toBe(
        409,
      );
    });

    it('is asked by the parent of a student who has one, by the student otherwise, and never for another family', async () => {
      const { students, child, parentToken, ahead } = await familyLesson();
      const withParent = await ask(await tokenOf(t, child), { lessonId: ahead.id, studentId: child.id, reason: 'Ill' });
      expect(withParent).toMatchObject({ status: 403, body: { msg: "Leave is asked by the student's parent" } });
      const lone = students[1]!;
      const own = await ask(await tokenOf(t, lone), { lessonId: ahead.id, studentId: lone.id, reason: 'Ill' });
      expect(own.status, JSON.stringify(own.body)).toBe(200);
      expect(own.body.result.leave.reason).toBe('Ill');
      // Another family's child, by their parent or by a student.
      expect((await ask(parentToken, { lessonId: ahead.id, studentId: students[2]!.id, reason: 'Ill' })).status).toBe(
        403,
      );
      expect(
        (await ask(await tokenOf(t, lone), { lessonId: ahead.id, studentId: students[3]!.id, reason: 'Ill' })).status,
      ).toBe(403);
      expect(await t.app.deps.db.select().from(leaveRequests).where(eq(leaveRequests.lessonId, ahead.id))).toHaveLength(
        1,
      );
      await expectRefused(
        t,
        [['POST', '/user/requestLeave', { lessonId: ahead.id, studentId: lone.id, reason: 'x' }]],
        {
          forbidden: ['Teacher'],
        },
      );
    });

    it('refuses a lesson not found, a class the child is not in, and a cancelled lesson', async () => {
      const { teacher, cls, child, parentToken } = await familyLesson();
      const unknown = await ask(parentToken, { lessonId: UNKNOWN_ID, studentId: child.id, reason: 'Ill' });
      expect(unknown).toMatchObject({ status: 404, body: { msg: 'Lesson not found' } });
      const other = await buildClass(t, teacher, { name: 'Geometry' });
      const elsewhere = await buildLesson(t, other, teacher, later(3 * 24 * HOUR));
      expect(await ask(parentToken, { lessonId: elsewhere.id, studentId: child.id, reason: 'Ill' })).toMatchObject({
        status: 403,
        body: { msg: 'This student is not in the class' },
      });
      const cancelled = await buildLesson(t, cls, teacher, later(4 * 24 * HOUR), { status: 'cancelled' });
      expect(await ask(parentToken, { lessonId: cancelled.id, studentId: child.id, reason: 'Ill' })).toMatchObject({
        status: 409,
        body: { msg: 'This lesson is cancelled' },
      });
    });

    it('answers bad input with 400 naming the field', async () => {
      const { child, parentToken, ahead } = await familyLesson();
      const bad = [
        [{ lessonId: ahead.id, studentId: child.id, reason: '' }, 'reason: is required'],
        [{ lessonId: ahead.id, studentId: child.id, reason: '   ' }, 'reason: is required'],
        [{ lessonId: 'x', studentId: child.id, reason: 'Ill' }, 'lessonId: must be an id'],
        [{ lessonId: ahead.id, studentId: child.id }, 'reason'],
      ] as const;
      for (const [body, msg] of bad) {
        const res = await ask(parentToken, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.msg).toContain(msg);
      }
      expect(await t.app.deps.db.select().from(leaveRequests).where(eq(leaveRequests.lessonId, ahead.id))).toEqual([]);
    });
  });
});
