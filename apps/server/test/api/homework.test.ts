import { classHomework, classStudents, exercises, homework, homeworkQuestions } from '@quanta/db';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildClass, UNKNOWN_ID } from '../support/factories/classes';
import { buildHomework } from '../support/factories/homework';
import { buildLibraryTree } from '../support/factories/libraries';
import { buildQuestion } from '../support/factories/questions';
import { useSignedIn, useTestApp } from '../support/fixture';
import { buildAdmin, buildParentOf, buildStudent, buildTeacher, tokenOf, trpcStatus } from '../support/harness';
import { expectRefused } from '../support/refusals';

describe('homework: teacher authoring calls and user/getHWById', () => {
  const t = useTestApp();
  const wang = useSignedIn(t, () => buildTeacher(t, { name: 'Wang' }));
  const smith = useSignedIn(t, () => buildTeacher(t, { name: 'Smith' }));

  const post = (token: string, path: string, body: unknown) => t.rest('POST', `/teacher/${path}`, { token, body });
  const listOf = async (homeworkId: string) =>
    (
      await t.app.deps.db
        .select({ id: homeworkQuestions.questionId, position: homeworkQuestions.position })
        .from(homeworkQuestions)
        .where(eq(homeworkQuestions.homeworkId, homeworkId))
        .orderBy(asc(homeworkQuestions.position))
    ).map((r) => [r.id, r.position]);

  it('refuses every homework call signed out (401), unverified (402) and to students and parents (403)', async () => {
    const q = await buildQuestion(t, wang);
    const hw = await buildHomework(t, wang, { questionIds: [q.id] });
    const calls: [string, string, unknown][] = [
      ['GET', '/teacher/getHWByTeacher', undefined],
      ['POST', '/teacher/createHomeWork', { language: 'en' }],
      ['POST', '/teacher/copyHomeWork', { id: hw.id }],
      ['POST', '/teacher/deleteHW', { id: hw.id }],
      ['POST', '/teacher/updateHW', { _id: hw.id, name: 'X', language: 'en' }],
      ['POST', '/teacher/batchDeleteQFromHW', { id: hw.id, QIds: [q.id] }],
      ['POST', '/teacher/batchAddQToHW', { id: hw.id, QIds: [q.id] }],
      ['POST', '/teacher/setQFormHW', { id: hw.id, questionList: [] }],
    ];
    await expectRefused(t, calls, { unverified: 'Teacher', forbidden: ['Student', 'Parent'] });
    expect((await t.rest('POST', '/user/getHWById', { body: { id: hw.id } })).status).toBe(401);
    const unverifiedStudent = await tokenOf(t, await buildStudent(t, { emailVerified: false }));
    expect((await t.rest('POST', '/user/getHWById', { token: unverifiedStudent, body: { id: hw.id } })).status).toBe(
      402,
    );
    expect(await listOf(hw.id)).toEqual([[q.id, 0]]);
  });

  it('creates a blank homework with the defaults and the spec’s success message', async () => {
    const res = await post(wang.token, 'createHomeWork', { language: 'zh' });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('Create Homework successfully');
    expect(res.body.result).toMatchObject({
      name: '',
      language: 'zh',
      numQuestions: 0,
      isExam: false,
      examDuration: 15,
      dueDate: null,
      questionList: [],
      classes: [],
      creator: wang.id,
    });
  });

  it('saves the edit form; refuses other durations, bad dates and other teachers’ homework', async () => {
    const hw = await buildHomework(t, wang);
    const body = {
      _id: hw.id,
      name: 'Mechanics exam',
      description: '<p onmouseover="x()">Bring a calculator<script>alert(1)</script></p>',
      numQuestions: 99,
      language: 'en',
      dueDate: '2026-10-01T18:20:00.000Z',
      isExam: true,
      examDuration: 45,
    };
    const res = await post(wang.token, 'updateHW', body);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      name: 'Mechanics exam',
      description: '<p>Bring a calculator</p>',
      numQuestions: 0,
      dueDate: '2026-10-01T18:20:00.000Z',
      isExam: true,
      examDuration: 45,
    });
    expect((await post(wang.token, 'updateHW', { ...body, examDuration: 20 })).body.msg).toBe(
      'examDuration: must be one of 1, 15, 30, 45, 60, 75, 90, 105, 120, 135, 150, 165, 180',
    );
    expect((await post(wang.token, 'updateHW', { ...body, dueDate: 'soon' })).body.msg).toBe(
      'dueDate: must be a date and time (ISO 8601)',
    );
    expect((await post(wang.token, 'updateHW', { ...body, language: 'fr' })).status).toBe(400);
    const cleared = await post(wang.token, 'updateHW', { ...body, dueDate: '', isExam: false, examDuration: '1' });
    expect(cleared.body.result).toMatchObject({ dueDate: null, isExam: false, examDuration: 1 });
    expect((await post(smith.token, 'updateHW', { ...body, name: 'Hijacked' })).status).toBe(403);
    expect((await post(wang.token, 'updateHW', { ...body, _id: UNKNOWN_ID })).status).toBe(404);
    const [row] = await t.app.deps.db.select().from(homework).where(eq(homework.id, hw.id));
    expect(row?.name).toBe('Mechanics exam');
  });

  it('adds own and bound-library questions in order; refuses others’ and unbound ones', async () => {
    const hw = await buildHomework(t, wang);
    const [q1, q2, q3] = [await buildQuestion(t, wang), await buildQuestion(t, wang), await buildQuestion(t, wang)];
    const bound = await buildLibraryTree(t, [wang]);
    const unbound = await buildLibraryTree(t, []);
    const libraryQ = await buildQuestion(t, smith, { libraryId: bound.library.id, chapterId: bound.chapter.id });
    const unboundQ = await buildQuestion(t, smith, { libraryId: unbound.library.id, chapterId: unbound.chapter.id });
    const privateQ = await buildQuestion(t, smith);

    const res = await post(wang.token, 'batchAddQToHW', { id: hw.id, QIds: [q2!.id, q1!.id] });
    expect(res.status).toBe(200);
    expect(res.body.result.questionList.map((q: { _id: string }) => q._id)).toEqual([q2!.id, q1!.id]);
    const more = await post(wang.token, 'batchAddQToHW', { id: hw.id, QIds: [q1!.id, libraryQ.id, q3!.id, q3!.id] });
    expect(more.body.result.questionList.map((q: { _id: string }) => q._id)).toEqual([
      q2!.id,
      q1!.id,
      libraryQ.id,
      q3!.id,
    ]);
    expect(more.body.result.numQuestions).toBe(4);
    const notAllowed = await post(wang.token, 'batchAddQToHW', { id: hw.id, QIds: [privateQ.id] });
    expect(notAllowed).toMatchObject({
      status: 403,
      body: { msg: 'Homework questions must be your own or from a library open to you' },
    });
    expect((await post(wang.token, 'batchAddQToHW', { id: hw.id, QIds: [unboundQ.id] })).status).toBe(403);
    expect((await post(wang.token, 'batchAddQToHW', { id: hw.id, QIds: [UNKNOWN_ID] })).status).toBe(404);
    expect((await post(wang.token, 'batchAddQToHW', { id: hw.id, QIds: [] })).body.msg).toBe(
      'QIds: must name at least one question',
    );
    expect((await post(smith.token, 'batchAddQToHW', { id: hw.id, QIds: [privateQ.id] })).status).toBe(403);
    expect(await listOf(hw.id)).toEqual([
      [q2!.id, 0],
      [q1!.id, 1],
      [libraryQ.id, 2],
      [q3!.id, 3],
    ]);
    // An admin may use any library's questions.
    const admin = await buildAdmin(t);
    const adminHw = await buildHomework(t, admin);
    const byAdmin = await post(await tokenOf(t, admin), 'batchAddQToHW', { id: adminHw.id, QIds: [unboundQ.id] });
    expect(byAdmin.status).toBe(200);
  });

  it('removes questions keeping the order dense, and replaces the whole ordered list', async () => {
    const qs = [];
    for (let i = 0; i < 5; i++) qs.push(await buildQuestion(t, wang));
    const ids = qs.map((q) => q.id);
    const hw = await buildHomework(t, wang, { questionIds: ids });
    const res = await post(wang.token, 'batchDeleteQFromHW', { id: hw.id, QIds: [ids[0], ids[2], UNKNOWN_ID] });
    expect(res.body.result.questionList.map((q: { _id: string }) => q._id)).toEqual([ids[1], ids[3], ids[4]]);
    expect(await listOf(hw.id)).toEqual([
      [ids[1], 0],
      [ids[3], 1],
      [ids[4], 2],
    ]);
    const set = await post(wang.token, 'setQFormHW', {
      id: hw.id,
      questionList: [{ _id: ids[4] }, ids[0], ids[1]],
    });
    expect(set.body.result.questionList.map((q: { _id: string }) => q._id)).toEqual([ids[4], ids[0], ids[1]]);
    expect(await listOf(hw.id)).toEqual([
      [ids[4], 0],
      [ids[0], 1],
      [ids[1], 2],
    ]);
    expect((await post(wang.token, 'setQFormHW', { id: hw.id, questionList: [ids[0], ids[0]] })).body.msg).toBe(
      'questionList: must not name a question twice',
    );
    const foreign = await buildQuestion(t, smith);
    expect((await post(wang.token, 'setQFormHW', { id: hw.id, questionList: [foreign.id] })).status).toBe(403);
    expect((await post(smith.token, 'setQFormHW', { id: hw.id, questionList: [] })).status).toBe(403);
    expect((await post(smith.token, 'batchDeleteQFromHW', { id: hw.id, QIds: [ids[4]] })).status).toBe(403);
    expect((await listOf(hw.id)).length).toBe(3);
    const emptied = await t.trpc(wang.token).teacher.setQFormHW.mutate({ id: hw.id, questionList: [] });
    expect(emptied.numQuestions).toBe(0);
  });

  it('lists the caller’s homework 10 a page with their questions and classes', async () => {
    const solo = await buildTeacher(t);
    const token = await tokenOf(t, solo);
    const q = await buildQuestion(t, solo);
    const base = Date.parse('2026-03-01T00:00:00Z');
    const made = [];
    for (let i = 0; i < 12; i++) {
      made.push(
        await buildHomework(t, solo, {
          name: i % 3 === 0 ? `Exam ${i}` : `Practice ${i}`,
          language: i === 11 ? 'zh' : 'en',
          createdAt: new Date(base + i * 1000),
          questionIds: [q.id],
        }),
      );
    }
    await buildHomework(t, wang, { name: 'Exam of someone else' });
    const klass = await buildClass(t, solo, { name: 'Physics A' });
    await t.app.deps.db.insert(classHomework).values({ classId: klass.id, homeworkId: made[10]!.id, position: 0 });
    const page1 = await t.rest('GET', '/teacher/getHWByTeacher', { token });
    expect(page1.body.result.total).toBe(12);
    expect(page1.body.result.list).toHaveLength(10);
    expect(page1.body.result.list[1]).toMatchObject({
      name: 'Practice 10',
      numQuestions: 1,
      classes: [{ _id: klass.id, name: 'Physics A' }],
    });
    expect(page1.body.result.list[1].questionList[0]._id).toBe(q.id);
    expect((await t.rest('GET', '/teacher/getHWByTeacher?page=2', { token })).body.result.list).toHaveLength(2);
    const exams = await t.rest('GET', '/teacher/getHWByTeacher?name=exam&language=en', { token });
    expect(exams.body.result.list.map((h: { name: string }) => h.name)).toEqual([
      'Exam 9',
      'Exam 6',
      'Exam 3',
      'Exam 0',
    ]);
    expect((await t.rest('GET', '/teacher/getHWByTeacher?language=zh', { token })).body.result.total).toBe(1);
    expect((await t.rest('GET', '/teacher/getHWByTeacher?pageSize=abc', { token })).status).toBe(400);
  });

  it('copies a homework with its questions in order, but not its classes', async () => {
    const [q1, q2] = [await buildQuestion(t, wang), await buildQuestion(t, wang)];
    const hw = await buildHomework(t, wang, {
      name: 'Week 2',
      isExam: true,
      examDuration: 30,
      questionIds: [q2!.id, q1!.id],
    });
    const klass = await buildClass(t, wang);
    await t.app.deps.db.insert(classHomework).values({ classId: klass.id, homeworkId: hw.id, position: 0 });
    const res = await post(wang.token, 'copyHomeWork', { id: hw.id });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ name: 'Week 2 (copy)', isExam: true, examDuration: 30, classes: [] });
    expect(res.body.result.questionList.map((q: { _id: string }) => q._id)).toEqual([q2!.id, q1!.id]);
    expect((await post(smith.token, 'copyHomeWork', { id: hw.id })).status).toBe(403);
    expect((await post(wang.token, 'copyHomeWork', { id: UNKNOWN_ID })).status).toBe(404);
  });

  it('deletes the caller’s homework; refuses another teacher’s and one published to students', async () => {
    const q = await buildQuestion(t, wang);
    const hw = await buildHomework(t, wang, { questionIds: [q.id] });
    expect((await post(smith.token, 'deleteHW', { id: hw.id })).status).toBe(403);
    const res = await post(wang.token, 'deleteHW', { id: hw.id });
    expect(res).toMatchObject({ status: 200, body: { msg: 'Delete Homework successfully' } });
    expect(await t.app.deps.db.$count(homework, eq(homework.id, hw.id))).toBe(0);
    expect((await post(wang.token, 'deleteHW', { id: hw.id })).status).toBe(404);

    const published = await buildHomework(t, wang, { questionIds: [q.id] });
    const klass = await buildClass(t, wang);
    const student = await buildStudent(t);
    await t.app.deps.db
      .insert(exercises)
      .values({ classId: klass.id, homeworkId: published.id, studentId: student.id });
    expect(await post(wang.token, 'deleteHW', { id: published.id })).toMatchObject({
      status: 409,
      body: { msg: 'This homework has been published to students; unpublish it first' },
    });
    expect(await t.app.deps.db.$count(homework, eq(homework.id, published.id))).toBe(1);
  });

  it('user/getHWById: whole for its teachers, without answers for the students it was published to and their parents, 403 otherwise', async () => {
    const q = await buildQuestion(t, wang, { correctAnswer: 'C', description: '<p>because</p>' });
    const hw = await buildHomework(t, wang, { name: 'Shared', questionIds: [q.id] });
    const klass = await buildClass(t, smith);
    await t.app.deps.db.insert(classHomework).values({ classId: klass.id, homeworkId: hw.id, position: 0 });
    const inClass = await buildStudent(t);
    await t.app.deps.db.insert(classStudents).values({ classId: klass.id, studentId: inClass.id });
    // §6: published to them (their exercise of it), not only added to the class
    await t.app.deps.db.insert(exercises).values({ classId: klass.id, homeworkId: hw.id, studentId: inClass.id });
    const parent = await buildParentOf(t, inClass);
    const outsider = await buildStudent(t);
    const otherTeacher = await buildTeacher(t);

    const mine = await t.rest('POST', '/user/getHWById', { token: wang.token, body: { id: hw.id } });
    expect(mine.status).toBe(200);
    expect(mine.body.result).toMatchObject({ name: 'Shared', numQuestions: 1, creator: wang.id });
    expect(mine.body.result.questionList[0]).toMatchObject({
      _id: q.id,
      correctAnswer: 'C',
      description: '<p>because</p>',
    });
    expect(mine.body.result.classes).toEqual([{ _id: klass.id, name: klass.name }]);
    // The teacher of a class it was added to reads it whole too.
    const classTeacher = await t.trpc(smith.token).user.getHWById.query({ id: hw.id });
    expect(classTeacher.questionList[0]?.correctAnswer).toBe('C');
    for (const user of [inClass, parent]) {
      const res = await t.rest('POST', '/user/getHWById', { token: await tokenOf(t, user), body: { id: hw.id } });
      expect(res.status).toBe(200);
      expect(res.body.result.questionList[0]).toMatchObject({ _id: q.id, correctAnswer: '', description: '' });
      expect(res.body.result.questionList[0].qText).toBe(q.qText);
    }
    for (const user of [outsider, otherTeacher]) {
      expect(await trpcStatus(t.trpc(await tokenOf(t, user)).user.getHWById.query({ id: hw.id }))).toBe(403);
    }
    expect((await t.rest('POST', '/user/getHWById', { token: wang.token, body: { id: UNKNOWN_ID } })).status).toBe(404);
  });
});
