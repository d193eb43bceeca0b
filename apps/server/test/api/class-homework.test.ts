import { classHomework, exerciseAnswers, exercises, users } from '@quanta/db';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { UNKNOWN_ID } from '../support/factories/classes';
import { buildClass } from '../support/factories/enrolment';
import {
  addToClass,
  buildClassWithHomework,
  buildEnrolledStudent,
  buildExercise,
} from '../support/factories/exercises';
import { buildHomework } from '../support/factories/homework';
import { buildQuestion } from '../support/factories/questions';
import { useTestApp } from '../support/fixture';
import { buildStudent, buildTeacher, tokenOf, trpcStatus } from '../support/harness';

describe('homework in a class: Add content and publishing', () => {
  const t = useTestApp();

  const exercisesOf = (classId: string, homeworkId: string) =>
    t.app.deps.db
      .select()
      .from(exercises)
      .where(and(eq(exercises.classId, classId), eq(exercises.homeworkId, homeworkId)));
  const listOf = (classId: string) =>
    t.app.deps.db
      .select()
      .from(classHomework)
      .where(eq(classHomework.classId, classId))
      .orderBy(asc(classHomework.position));

  it('refuses every Add content call signed out (401), unverified (402) and to students and parents (403)', async () => {
    const { klass, hw } = await buildClassWithHomework(t);
    const { student, token, parentToken } = await buildEnrolledStudent(t, klass);
    const unverified = await buildTeacher(t, { emailVerified: false });
    const calls = [
      ['/teacher/addHWToClass', { id: klass.id, hwID: hw.id }],
      ['/teacher/deleteHWFromClass', { id: klass.id, hwID: hw.id }],
      ['/teacher/deleteAllHomework', { id: klass.id }],
      ['/teacher/publishHomework', { classID: klass.id, hwID: hw.id, studentIDs: [student.id] }],
      ['/teacher/unPublishHomework', { exerciseIds: [UNKNOWN_ID] }],
      ['/teacher/getStudentListByExercise', { classID: klass.id, hwID: hw.id }],
    ] as const;
    for (const [path, body] of calls) {
      expect((await t.rest('POST', path, { body })).status, path).toBe(401);
      expect((await t.rest('POST', path, { body, token: await tokenOf(t, unverified) })).status, path).toBe(402);
      expect((await t.rest('POST', path, { body, token })).status, path).toBe(403);
      expect((await t.rest('POST', path, { body, token: parentToken })).status, path).toBe(403);
    }
    expect(
      await trpcStatus(
        t.trpc(token).teacher.publishHomework.mutate({ classID: klass.id, hwID: hw.id, studentIDs: [student.id] }),
      ),
    ).toBe(403);
    expect(await exercisesOf(klass.id, hw.id)).toHaveLength(0);
    expect(await listOf(klass.id)).toHaveLength(1);
  });

  it('adds the teacher’s own homework at the end of the list, once', async () => {
    const { teacher, teacherToken: token, klass, hw } = await buildClassWithHomework(t);
    const second = await buildHomework(t, teacher, { name: 'Second set', dueDate: new Date('2026-05-01T08:00:00Z') });
    const res = await t.rest('POST', '/teacher/addHWToClass', {
      token,
      body: { id: klass.id, hwID: second.id, name: 'ignored', isPub: false, creator: teacher.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('Add success');
    expect(res.body.result.homeworkList.map((h: { hwID: { _id: string } }) => h.hwID._id)).toEqual([hw.id, second.id]);
    expect(res.body.result.homeworkList[1]).toMatchObject({
      name: 'Second set',
      hwID: { _id: second.id, dueDate: '2026-05-01T08:00:00.000Z', isExam: false },
      numQuestions: 0,
      published: 0,
    });
    // the spec's screens send the found homework as a record
    const again = await t.rest('POST', '/teacher/addHWToClass', {
      token,
      body: { id: klass.id, hwID: { _id: second.id } },
    });
    expect(again).toMatchObject({ status: 409, body: { msg: 'This homework is already in the class' } });
    // through tRPC as well
    const third = await buildHomework(t, teacher);
    const viaTrpc = await t.trpc(token).teacher.addHWToClass.mutate({ id: klass.id, hwID: third.id });
    expect(viaTrpc.homeworkList).toHaveLength(3);
    expect((await listOf(klass.id)).map((r) => r.position)).toEqual([0, 1, 2]);
    // and the class page shows the list to its owner
    const page = await t.rest('GET', `/public/getClassById?id=${klass.id}`, { token });
    expect(page.body.result.homeworkList.map((h: { hwID: { _id: string } }) => h.hwID._id)).toEqual([
      hw.id,
      second.id,
      third.id,
    ]);
  });

  it('refuses another teacher’s class or homework (403), unknown ones (404) and bad ids (400)', async () => {
    const { teacher, teacherToken: token, klass } = await buildClassWithHomework(t);
    const other = await buildTeacher(t);
    const othersHomework = await buildHomework(t, other);
    const othersClass = await buildClass(t, other);
    const mine = await buildHomework(t, teacher);
    const cases = [
      [{ id: klass.id, hwID: othersHomework.id }, 403],
      [{ id: othersClass.id, hwID: mine.id }, 403],
      [{ id: klass.id, hwID: UNKNOWN_ID }, 404],
      [{ id: UNKNOWN_ID, hwID: mine.id }, 404],
      [{ id: klass.id, hwID: 'abc' }, 400],
      [{ id: klass.id }, 400],
    ] as const;
    for (const [body, status] of cases) {
      expect((await t.rest('POST', '/teacher/addHWToClass', { token, body })).status, JSON.stringify(body)).toBe(
        status,
      );
    }
    const bad = await t.rest('POST', '/teacher/addHWToClass', { token, body: { id: klass.id, hwID: 'abc' } });
    expect(bad.body.msg).toBe('hwID: must be an id');
    expect(await listOf(klass.id)).toHaveLength(1);
    expect(await listOf(othersClass.id)).toHaveLength(0);
  });

  it('publishes to chosen students of the roster, one exercise each with an answer row per question in order', async () => {
    const { teacherToken: token, klass, hw, questions } = await buildClassWithHomework(t);
    const a = await buildEnrolledStudent(t, klass);
    const b = await buildEnrolledStudent(t, klass);
    const c = await buildEnrolledStudent(t, klass);
    const res = await t.rest('POST', '/teacher/publishHomework', {
      token,
      body: { classID: klass.id, hwID: hw.id, studentIDs: [a.student.id, { _id: b.student.id }] },
    });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('Publish homework successfully');
    expect(res.body.result).toMatchObject({ published: 2, skipped: 0 });
    const made = await exercisesOf(klass.id, hw.id);
    expect(made.map((e) => e.studentId).sort()).toEqual([a.student.id, b.student.id].sort());
    const answers = await t.app.deps.db
      .select()
      .from(exerciseAnswers)
      .where(eq(exerciseAnswers.exerciseId, made[0]!.id))
      .orderBy(asc(exerciseAnswers.position));
    expect(answers.map((x) => x.questionId)).toEqual(questions.map((q) => q.id));
    expect(answers.every((x) => x.answer === '' && x.answeredAt === null && !x.locked)).toBe(true);

    // publishing again skips those who have it: never twice
    const again = await t.trpc(token).teacher.publishHomework.mutate({
      classID: klass.id,
      hwID: hw.id,
      studentIDs: [a.student.id, b.student.id, c.student.id],
    });
    expect(again).toMatchObject({ published: 1, skipped: 2, studentIDs: [c.student.id] });
    expect(await exercisesOf(klass.id, hw.id)).toHaveLength(3);

    // two publishes racing still give one exercise per student
    const d = await buildEnrolledStudent(t, klass);
    const raced = await Promise.all(
      [1, 2, 3].map(() =>
        t.rest('POST', '/teacher/publishHomework', {
          token,
          body: { classID: klass.id, hwID: hw.id, studentIDs: [d.student.id] },
        }),
      ),
    );
    expect(raced.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(raced.reduce((n, r) => n + r.body.result.published, 0)).toBe(1);
    const ofD = (await exercisesOf(klass.id, hw.id)).filter((e) => e.studentId === d.student.id);
    expect(ofD).toHaveLength(1);
    const dAnswers = await t.app.deps.db
      .select()
      .from(exerciseAnswers)
      .where(eq(exerciseAnswers.exerciseId, ofD[0]!.id));
    expect(dAnswers).toHaveLength(3);
  });

  it('refuses publishing to someone off the roster, a homework not in the list, an empty one, and bad input', async () => {
    const { teacher, teacherToken: token, klass, hw } = await buildClassWithHomework(t);
    const enrolled = await buildEnrolledStudent(t, klass);
    const outsider = await buildStudent(t);
    const notListed = await buildHomework(t, teacher, { questionIds: [(await buildQuestion(t, teacher)).id] });
    const empty = await buildHomework(t, teacher);
    await addToClass(t, klass, empty);
    const other = await buildTeacher(t);
    const cases = [
      [
        { classID: klass.id, hwID: hw.id, studentIDs: [enrolled.student.id, outsider.id] },
        404,
        'This student is not in the class',
      ],
      [{ classID: klass.id, hwID: hw.id, studentIDs: [UNKNOWN_ID] }, 404, 'This student is not in the class'],
      [
        { classID: klass.id, hwID: notListed.id, studentIDs: [enrolled.student.id] },
        404,
        'This homework is not in the class',
      ],
      [
        { classID: klass.id, hwID: empty.id, studentIDs: [enrolled.student.id] },
        409,
        'This homework has no questions to publish',
      ],
      [{ classID: klass.id, hwID: hw.id, studentIDs: [] }, 400, 'studentIDs: must name at least one'],
      [{ classID: klass.id, hwID: hw.id, studentIDs: ['x'] }, 400, 'studentIDs.0: must be an id'],
      [{ classID: klass.id, hwID: hw.id }, 400, 'studentIDs'],
      [{ classID: UNKNOWN_ID, hwID: hw.id, studentIDs: [enrolled.student.id] }, 404, 'Class not found'],
    ] as const;
    for (const [body, status, msg] of cases) {
      const res = await t.rest('POST', '/teacher/publishHomework', { token, body });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.msg).toContain(msg);
    }
    const asOther = await t.rest('POST', '/teacher/publishHomework', {
      token: await tokenOf(t, other),
      body: { classID: klass.id, hwID: hw.id, studentIDs: [enrolled.student.id] },
    });
    expect(asOther.status).toBe(403);
    expect(await exercisesOf(klass.id, hw.id)).toHaveLength(0);
  });

  it('lists the roster with, per student, whether the homework is published and the exercise id', async () => {
    const { teacherToken: token, klass, hw, teacher } = await buildClassWithHomework(t);
    const a = await buildEnrolledStudent(t, klass);
    const b = await buildEnrolledStudent(t, klass);
    await t.app.deps.db.update(users).set({ name: 'Aaron First' }).where(eq(users.id, a.student.id));
    const exercise = await buildExercise(t, klass, hw, a.student);
    const res = await t.rest('POST', '/teacher/getStudentListByExercise', {
      token,
      body: { classID: klass.id, hwID: hw.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.result.list).toEqual([
      {
        student: { _id: a.student.id, name: 'Aaron First', email: a.student.email },
        published: true,
        exerciseId: exercise.id,
      },
      {
        student: { _id: b.student.id, name: b.student.name, email: b.student.email },
        published: false,
        exerciseId: null,
      },
    ]);
    const notListed = await buildHomework(t, teacher);
    expect(
      (
        await t.rest('POST', '/teacher/getStudentListByExercise', {
          token,
          body: { classID: klass.id, hwID: notListed.id },
        })
      ).status,
    ).toBe(404);
    const other = await buildTeacher(t);
    expect(
      await trpcStatus(
        t.trpc(await tokenOf(t, other)).teacher.getStudentListByExercise.query({ classID: klass.id, hwID: hw.id }),
      ),
    ).toBe(403);
  });

  it('unpublishes exercises of the teacher’s classes only, all or nothing', async () => {
    const { teacherToken: token, klass, hw } = await buildClassWithHomework(t);
    const a = await buildEnrolledStudent(t, klass);
    const b = await buildEnrolledStudent(t, klass);
    const ea = await buildExercise(t, klass, hw, a.student, { answers: [{ answer: 'B', answeredAt: new Date() }] });
    const eb = await buildExercise(t, klass, hw, b.student);
    const other = await buildClassWithHomework(t);
    const stranger = await buildEnrolledStudent(t, other.klass);
    const theirs = await buildExercise(t, other.klass, other.hw, stranger.student);

    const mixed = await t.rest('POST', '/teacher/unPublishHomework', {
      token,
      body: { exerciseIds: [ea.id, theirs.id] },
    });
    expect(mixed.status).toBe(403);
    const unknown = await t.rest('POST', '/teacher/unPublishHomework', {
      token,
      body: { exerciseIds: [ea.id, UNKNOWN_ID] },
    });
    expect(unknown).toMatchObject({ status: 404, body: { msg: 'Exercise not found' } });
    expect((await t.rest('POST', '/teacher/unPublishHomework', { token, body: { exerciseIds: [] } })).status).toBe(400);
    expect(await exercisesOf(klass.id, hw.id)).toHaveLength(2);

    const res = await t.rest('POST', '/teacher/unPublishHomework', { token, body: { exerciseIds: [ea.id] } });
    expect(res).toMatchObject({
      status: 200,
      body: { msg: 'Unpublish homework successfully', result: { unpublished: 1 } },
    });
    expect((await exercisesOf(klass.id, hw.id)).map((e) => e.id)).toEqual([eb.id]);
    expect(
      await t.app.deps.db.select().from(exerciseAnswers).where(eq(exerciseAnswers.exerciseId, ea.id)),
    ).toHaveLength(0);
    // the student can be published to again afterwards
    const again = await t.trpc(token).teacher.publishHomework.mutate({
      classID: klass.id,
      hwID: hw.id,
      studentIDs: [a.student.id],
    });
    expect(again.published).toBe(1);
    // and the student no longer reaches the old exercise
    expect((await t.rest('GET', `/user/getExerciseById?id=${ea.id}`, { token: a.token })).status).toBe(404);
  });

  it('removes a homework from the list, and all of them, only while nothing of it is published', async () => {
    const { teacher, teacherToken: token, klass, hw } = await buildClassWithHomework(t);
    const second = await buildHomework(t, teacher);
    await addToClass(t, klass, second);
    const a = await buildEnrolledStudent(t, klass);
    const exercise = await buildExercise(t, klass, hw, a.student);

    const published = await t.rest('POST', '/teacher/deleteHWFromClass', {
      token,
      body: { id: klass.id, hwID: hw.id },
    });
    expect(published).toMatchObject({
      status: 409,
      body: { msg: 'This homework has been published to students of this class; unpublish it first' },
    });
    const all = await t.rest('POST', '/teacher/deleteAllHomework', { token, body: { id: klass.id } });
    expect(all.status).toBe(409);
    expect(await listOf(klass.id)).toHaveLength(2);

    const removed = await t.rest('POST', '/teacher/deleteHWFromClass', {
      token,
      body: { hwID: second.id, id: klass.id },
    });
    expect(removed).toMatchObject({ status: 200, body: { msg: 'Delete success' } });
    expect(removed.body.result.homeworkList.map((h: { hwID: { _id: string } }) => h.hwID._id)).toEqual([hw.id]);
    const gone = await t.rest('POST', '/teacher/deleteHWFromClass', { token, body: { hwID: second.id, id: klass.id } });
    expect(gone).toMatchObject({ status: 404, body: { msg: 'This homework is not in the class' } });

    const other = await buildTeacher(t);
    expect(
      (await t.rest('POST', '/teacher/deleteAllHomework', { token: await tokenOf(t, other), body: { id: klass.id } }))
        .status,
    ).toBe(403);
    expect((await t.rest('POST', '/teacher/deleteAllHomework', { token, body: { id: UNKNOWN_ID } })).status).toBe(404);

    await t.trpc(token).teacher.unPublishHomework.mutate({ exerciseIds: [exercise.id] });
    const cleared = await t.rest('POST', '/teacher/deleteAllHomework', { token, body: { id: klass.id } });
    expect(cleared).toMatchObject({ status: 200, body: { msg: 'Delete success', result: { homeworkList: [] } } });
    expect(await listOf(klass.id)).toHaveLength(0);
  });
});
