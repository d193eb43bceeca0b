import { exerciseAnswers, homework } from '@quanta/db';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { UNKNOWN_ID } from '../support/factories/classes';
import { buildPlace, placeOf } from '../support/factories/enrolment';
import {
  answersOf,
  buildClassWithHomework,
  buildSitting,
  type ClassWithHomework,
} from '../support/factories/exercises';
import { useTestApp } from '../support/fixture';
import { buildStudent, buildTeacher, tokenOf, trpcStatus } from '../support/harness';
import { expectRefused } from '../support/refusals';
import { MINUTE } from '../support/time';

const NOW = new Date('2026-04-01T09:00:00Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * MINUTE);

describe('fair exams: extra time, exam windows and the homework editor', () => {
  const t = useTestApp();

  /** A class with a 30-minute exam (its window as given), the clock at NOW. */
  async function examClass(o: { opensAt?: Date; closesAt?: Date } = {}) {
    t.clock.now = NOW;
    return buildClassWithHomework(t, { hw: { name: 'Midterm', isExam: true, examDuration: 30, ...o } });
  }

  const setExtra = (c: ClassWithHomework, studentId: string, extraTimePercent: unknown, token = c.teacherToken) =>
    t.rest('POST', '/teacher/setAccommodation', {
      token,
      body: { classId: c.klass.id, studentId, extraTimePercent },
    });

  const save = (token: string, id: string, questionId: string, answer: string) =>
    t.rest('POST', '/user/saveExercise', { token, body: { id, questionId, answer, content: '' } });

  it('extra time lengthens the attempt: +50 % of 30 minutes ends 45 minutes after the start', async () => {
    const c = await examClass();
    const { student, token, exercise } = await buildSitting(t, c);
    const set = await setExtra(c, student.id, 50);
    expect(set).toMatchObject({
      status: 200,
      body: {
        msg: 'Extra time saved.',
        result: {
          message: 'Extra time saved.',
          classId: c.klass.id,
          studentId: student.id,
          extraTimePercent: 50,
        },
      },
    });

    // before the start: the runner and the lists (the student's and the teacher's) count the longer time
    const before = await t.rest('GET', `/user/getExerciseById?id=${exercise.id}`, { token });
    expect(before.body.result).toMatchObject({ examTimeAllowed: 2700, examRemainingTime: 2700, startedAt: null });
    const mine = await t.rest('GET', '/user/getExerciseList', { token });
    expect(mine.body.result.list.find((e: { _id: string }) => e._id === exercise.id)).toMatchObject({
      examTimeAllowed: 2700,
      examRemainingTime: 2700,
    });
    const teacherList = await t.rest(
      'GET',
      `/teacher/getExerciseByClass?classID=${c.klass.id}&studentID=${student.id}`,
      { token: c.teacherToken },
    );
    expect(teacherList.status).toBe(200);
    expect(JSON.stringify(teacherList.body.result)).toContain('"examTimeAllowed":2700');

    const start = await t.rest('POST', '/user/startExam', { token, body: { id: exercise.id } });
    expect(start).toMatchObject({
      status: 200,
      body: { result: { examRemainingTime: 2700, endExamAt: at(45).toISOString(), startedAt: NOW.toISOString() } },
    });
    t.clock.now = at(40);
    const running = await t.trpc(token).user.getExerciseById.query({ id: exercise.id });
    expect(running).toMatchObject({ examTimeAllowed: 2700, examRemainingTime: 300, endExamAt: at(45).toISOString() });
    // a student of the same class without extra time keeps 30 minutes
    t.clock.now = NOW;
    const other = await buildSitting(t, c);
    const plain = await t.trpc(other.token).user.startExam.mutate({ id: other.exercise.id });
    expect(plain).toMatchObject({ examRemainingTime: 1800, endExamAt: at(30).toISOString() });
  });

  it('a window closing during an extended attempt cuts nothing short: saves count to its end and its grace', async () => {
    const c = await examClass({ opensAt: at(-60), closesAt: at(30) });
    const [single] = c.questions;
    const { student, token, exercise } = await buildSitting(t, c);
    await setExtra(c, student.id, 50);
    t.clock.now = at(10);
    const start = await t.trpc(token).user.startExam.mutate({ id: exercise.id });
    expect(start.endExamAt).toBe(at(55).toISOString());

    // the window has closed: no new start, but the running attempt takes answers
    t.clock.now = at(31);
    const latecomer = await buildSitting(t, c);
    const refused = await t.rest('POST', '/user/startExam', {
      token: latecomer.token,
      body: { id: latecomer.exercise.id },
    });
    expect(refused).toMatchObject({ status: 409, body: { msg: 'The exam has ended.' } });
    t.clock.now = at(50);
    expect((await save(token, exercise.id, single!.id, 'A')).status).toBe(200);
    const again = await t.trpc(token).user.startExam.mutate({ id: exercise.id });
    expect(again).toMatchObject({ examRemainingTime: 300, endExamAt: at(55).toISOString() });
    // in the grace period after the extended end: kept, marked late
    t.clock.now = new Date(at(55).getTime() + MINUTE);
    expect((await save(token, exercise.id, single!.id, 'B')).status).toBe(200);
    const [row] = await answersOf(t, exercise.id);
    expect(row).toMatchObject({ answer: 'B', lateBySeconds: 60 });
    // past the grace period: refused
    t.clock.now = new Date(at(55).getTime() + 2 * MINUTE);
    expect((await save(token, exercise.id, single!.id, 'C')).status).toBe(409);
    expect((await answersOf(t, exercise.id))[0]).toMatchObject({ answer: 'B' });
  });

  it('refuses a start before the window opens and after it closes', async () => {
    const early = await examClass({ opensAt: at(60), closesAt: at(120) });
    const sitting = await buildSitting(t, early);
    const before = await t.rest('POST', '/user/startExam', { token: sitting.token, body: { id: sitting.exercise.id } });
    expect(before).toMatchObject({ status: 409, body: { msg: 'The exam has not opened yet.' } });
    t.clock.now = at(60);
    const opened = await t.rest('POST', '/user/startExam', { token: sitting.token, body: { id: sitting.exercise.id } });
    expect(opened).toMatchObject({ status: 200, body: { result: { examRemainingTime: 1800 } } });

    const late = await examClass({ opensAt: at(-120), closesAt: at(-1) });
    const lateSitting = await buildSitting(t, late);
    const after = await t.rest('POST', '/user/startExam', {
      token: lateSitting.token,
      body: { id: lateSitting.exercise.id },
    });
    expect(after).toMatchObject({ status: 409, body: { msg: 'The exam has ended.' } });
    const view = await t.trpc(lateSitting.token).user.getExerciseById.query({ id: lateSitting.exercise.id });
    expect(view).toMatchObject({ startedAt: null, endExamAt: null });
  });

  describe('the homework editor: window and shuffle flags', () => {
    const post = (token: string, call: string, body: unknown) => t.rest('POST', `/teacher/${call}`, { token, body });
    const form = (id: string) => ({
      _id: id,
      name: 'Final',
      description: '',
      language: 'en',
      dueDate: '',
      isExam: true,
      examDuration: 30,
    });
    const stored = async (id: string) => (await t.app.deps.db.select().from(homework).where(eq(homework.id, id)))[0]!;

    it('stores the window and flags, reads them back, keeps them when absent, clears the window on ""', async () => {
      const c = await examClass();
      const window = { opensAt: at(60).toISOString(), closesAt: at(180).toISOString() };
      const res = await post(c.teacherToken, 'updateHW', {
        ...form(c.hw.id),
        ...window,
        shuffleQuestions: true,
        shuffleChoices: 'true',
      });
      expect(res.status).toBe(200);
      expect(res.body.result).toMatchObject({ ...window, shuffleQuestions: true, shuffleChoices: true });
      // the editor's load and My HomeWorks carry them
      const detail = await t.rest('POST', '/user/getHWById', { token: c.teacherToken, body: { id: c.hw.id } });
      expect(detail.body.result).toMatchObject({ ...window, shuffleQuestions: true, shuffleChoices: true });
      const list = await t.rest('GET', '/teacher/getHWByTeacher?name=Final', { token: c.teacherToken });
      expect(list.body.result.list.find((h: { _id: string }) => h._id === c.hw.id)).toMatchObject({
        ...window,
        shuffleQuestions: true,
        shuffleChoices: true,
      });
      // absent: kept
      const kept = await post(c.teacherToken, 'updateHW', { ...form(c.hw.id), name: 'Final v2' });
      expect(kept.body.result).toMatchObject({
        name: 'Final v2',
        ...window,
        shuffleQuestions: true,
        shuffleChoices: true,
      });
      // a copy takes them with it
      const copy = await post(c.teacherToken, 'copyHomeWork', { id: c.hw.id });
      expect(copy.body.result).toMatchObject({ ...window, shuffleQuestions: true, shuffleChoices: true });
      // cleared and switched off
      const cleared = await post(c.teacherToken, 'updateHW', {
        ...form(c.hw.id),
        opensAt: '',
        closesAt: null,
        shuffleQuestions: false,
        shuffleChoices: 0,
      });
      expect(cleared.body.result).toMatchObject({
        opensAt: null,
        closesAt: null,
        shuffleQuestions: false,
        shuffleChoices: false,
      });
      expect(await stored(c.hw.id)).toMatchObject({ opensAt: null, closesAt: null, shuffleQuestions: false });
    });

    it('refuses a window that closes before it opens (400 naming closesAt); nothing is stored', async () => {
      const c = await examClass();
      const bad = await post(c.teacherToken, 'updateHW', {
        ...form(c.hw.id),
        name: 'Changed',
        opensAt: at(120).toISOString(),
        closesAt: at(60).toISOString(),
      });
      expect(bad).toMatchObject({ status: 400, body: { msg: 'closesAt: must be after opensAt' } });
      expect(await stored(c.hw.id)).toMatchObject({ name: 'Midterm', opensAt: null, closesAt: null });
      // the same against the stored opening time
      await post(c.teacherToken, 'updateHW', { ...form(c.hw.id), opensAt: at(120).toISOString() });
      const merged = await post(c.teacherToken, 'updateHW', {
        ...form(c.hw.id),
        name: 'Changed',
        closesAt: at(120).toISOString(),
      });
      expect(merged).toMatchObject({ status: 400, body: { msg: 'closesAt: must be after opensAt' } });
      expect(await stored(c.hw.id)).toMatchObject({ name: 'Final', opensAt: at(120), closesAt: null });
      const dates = await post(c.teacherToken, 'updateHW', { ...form(c.hw.id), opensAt: 'soon' });
      expect(dates).toMatchObject({ status: 400, body: { msg: 'opensAt: must be a date and time (ISO 8601)' } });
    });

    it('a shuffle flag that changes re-draws the orders nobody has begun; begun exercises keep theirs', async () => {
      const c = await examClass();
      const fresh = await buildSitting(t, c);
      const answered = await buildSitting(t, c, {
        exercise: { answers: [{ answer: 'B', answeredAt: NOW }] },
      });
      const started = await buildSitting(t, c, { exercise: { startedAt: NOW, endExamAt: at(30) } });
      const orders = async (id: string) =>
        (
          await t.app.deps.db
            .select({ shown: exerciseAnswers.shownPosition, order: exerciseAnswers.choiceOrder })
            .from(exerciseAnswers)
            .where(eq(exerciseAnswers.exerciseId, id))
            .orderBy(asc(exerciseAnswers.position))
        ).map((r) => [r.shown, r.order]);

      const on = await post(c.teacherToken, 'updateHW', {
        ...form(c.hw.id),
        shuffleQuestions: true,
        shuffleChoices: true,
      });
      expect(on.status).toBe(200);
      const drawn = await orders(fresh.exercise.id);
      expect(drawn.map(([shown]) => shown).sort()).toEqual([1, 2, 3]);
      for (const [, order] of drawn) expect([...(order as string)].sort().join('')).toBe('ABCDEFGHIJ');
      for (const begun of [answered, started]) {
        expect(await orders(begun.exercise.id)).toEqual([
          [null, null],
          [null, null],
          [null, null],
        ]);
      }
      // the same ids draw the same order again (as publish draws it)
      await post(c.teacherToken, 'updateHW', { ...form(c.hw.id), shuffleQuestions: false });
      expect((await orders(fresh.exercise.id)).map(([shown, order]) => [shown, order !== null])).toEqual([
        [null, true],
        [null, true],
        [null, true],
      ]);
      await post(c.teacherToken, 'updateHW', { ...form(c.hw.id), shuffleQuestions: true });
      expect(await orders(fresh.exercise.id)).toEqual(drawn);

      // once begun, the student's order stays whatever the teacher switches
      await t.app.deps.db
        .update(exerciseAnswers)
        .set({ answer: 'A', answeredAt: NOW })
        .where(
          and(eq(exerciseAnswers.exerciseId, fresh.exercise.id), eq(exerciseAnswers.questionId, c.questions[0]!.id)),
        );
      await post(c.teacherToken, 'updateHW', { ...form(c.hw.id), shuffleQuestions: false, shuffleChoices: false });
      expect(await orders(fresh.exercise.id)).toEqual(drawn);
    });
  });

  describe('setAccommodation and the roster', () => {
    it('the class roster (studentList) carries each student’s extraTimePercent', async () => {
      const c = await examClass();
      const amy = await buildStudent(t, { name: 'Amy Extra' });
      const ben = await buildStudent(t, { name: 'Ben Plain' });
      await buildPlace(t, c.klass, amy, null);
      await buildPlace(t, c.klass, ben, null);
      await setExtra(c, amy.id, 25);
      const res = await t.rest('POST', '/teacher/studentList', {
        token: c.teacherToken,
        body: { classID: c.klass.id },
      });
      expect(res.status).toBe(200);
      expect(
        res.body.result.map((e: { student: { ID: string }; extraTimePercent: number }) => e.extraTimePercent),
      ).toEqual([25, 0]);
      // 0 removes it
      expect((await setExtra(c, amy.id, 0)).body.result.extraTimePercent).toBe(0);
      expect((await placeOf(t, c.klass, amy))?.extraTimePercent).toBe(0);
    });

    it('refuses signed out (401), students and parents (403), another teacher (403), unknown ids (404), bad input (400)', async () => {
      const c = await examClass();
      const { student, token, parentToken } = await buildSitting(t, c);
      const body = { classId: c.klass.id, studentId: student.id, extraTimePercent: 50 };
      await expectRefused(t, [['POST', '/teacher/setAccommodation', body]], {
        unverified: 'Teacher',
        forbidden: [{ token }, { token: parentToken }],
      });
      const another = await tokenOf(t, await buildTeacher(t));
      expect(await setExtra(c, student.id, 50, another)).toMatchObject({ status: 403 });
      expect(await trpcStatus(t.trpc(another).teacher.setAccommodation.mutate({ ...body }))).toBe(403);
      const unknownClass = await t.rest('POST', '/teacher/setAccommodation', {
        token: c.teacherToken,
        body: { ...body, classId: UNKNOWN_ID },
      });
      expect(unknownClass).toMatchObject({ status: 404, body: { msg: 'Class not found' } });
      const outsider = await buildStudent(t);
      expect(await setExtra(c, outsider.id, 50)).toMatchObject({
        status: 404,
        body: { msg: 'This student is not in the class' },
      });
      expect(await setExtra(c, UNKNOWN_ID, 50)).toMatchObject({ status: 404 });
      for (const [value, msg] of [
        [301, 'extraTimePercent: must be at most 300'],
        [-1, 'extraTimePercent: must be at least 0'],
        [12.5, 'extraTimePercent: must be a whole number'],
        ['lots', 'extraTimePercent: must be a number'],
      ] as const) {
        expect(await setExtra(c, student.id, value)).toMatchObject({ status: 400, body: { msg } });
      }
      expect((await placeOf(t, c.klass, student))?.extraTimePercent).toBe(0);
      // the teacher through tRPC
      const ok = await t.trpc(c.teacherToken).teacher.setAccommodation.mutate({ ...body, extraTimePercent: 300 });
      expect(ok).toEqual({
        message: 'Extra time saved.',
        classId: c.klass.id,
        studentId: student.id,
        extraTimePercent: 300,
      });
      expect((await placeOf(t, c.klass, student))?.extraTimePercent).toBe(300);
    });
  });
});
