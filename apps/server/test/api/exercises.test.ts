import { seedDemo } from '@quanta/api';
import { classes, classStudents, exerciseAnswers, exercises, homework, questions, users } from '@quanta/db';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_ID } from '../support/factories/classes';
import { buildClass } from '../support/factories/enrolment';
import {
  addToClass,
  answersOf,
  buildClassWithHomework,
  buildEnrolledStudent,
  buildExercise,
  buildSitting,
  useClassWithHomework,
} from '../support/factories/exercises';
import { buildHomework } from '../support/factories/homework';
import { buildQuestion } from '../support/factories/questions';
import { useTestApp } from '../support/fixture';
import { buildStudent, buildTeacher, tokenOf, trpcStatus } from '../support/harness';
import { expectRefused } from '../support/refusals';
import { DAY } from '../support/time';

const NOW = new Date('2026-03-10T12:00:00Z');

describe('a student’s homework: saving, Check Solution, finishing and Undo', () => {
  const t = useTestApp();

  const setup = useClassWithHomework(t, NOW, {
    klass: { bulletin: '<p>Quiz on Friday</p>', endDate: '2026-12-31' },
    hw: { name: 'Kinematics', dueDate: new Date(NOW.getTime() + 7 * DAY) },
  });

  /** A fresh student of the class with the homework published to them. */
  const published = (expiresAt: Date | null = null) => buildSitting(t, setup, { expiresAt });
  const save = (token: string, body: object) => t.rest('POST', '/user/saveExercise', { token, body });

  it('refuses the student calls signed out (401), unverified (402), to teachers and parents (403)', async () => {
    const { exercise, parentToken } = await published();
    const [q0] = setup.questions;
    const calls = [
      ['GET', `/user/getExerciseById?id=${exercise.id}`, undefined],
      ['GET', '/user/getExerciseList', undefined],
      ['GET', `/user/getExerciseByClassId?id=${setup.klass.id}`, undefined],
      ['POST', '/user/getClassesContent', { id: setup.klass.id }],
      ['POST', '/user/saveExercise', { id: exercise.id, questionId: q0!.id, answer: 'B', content: '' }],
      ['POST', '/user/submitExercise', { id: exercise.id, questionId: q0!.id, answer: 'B', content: '' }],
      ['POST', '/user/updateExerciseContent', { id: exercise.id, questionId: q0!.id, content: '<p>x</p>' }],
      ['POST', '/user/finishExercise', { id: exercise.id }],
      ['POST', '/user/startExam', { id: exercise.id }],
      ['POST', '/user/undoExercise', { id: exercise.id }],
    ] as const;
    await expectRefused(t, calls, {
      unverified: 'Student',
      forbidden: [{ token: setup.teacherToken }, { token: parentToken }],
    });
    expect(await trpcStatus(t.trpc(parentToken).user.getExerciseById.query({ id: exercise.id }))).toBe(403);
    expect((await answersOf(t, exercise.id)).every((a) => a.answer === '')).toBe(true);
  });

  it('refuses another student’s exercise (403) on every call and an unknown one (404), changing nothing', async () => {
    const mine = await published();
    const theirs = await published();
    // a student of the class the homework was not published to
    const unpublished = await buildEnrolledStudent(t, setup.klass);
    const [q0] = setup.questions;
    for (const token of [theirs.token, unpublished.token]) {
      const calls = [
        ['GET', `/user/getExerciseById?id=${mine.exercise.id}`, undefined],
        ['GET', `/user/getStudentExerciseDetail?id=${mine.exercise.id}`, undefined],
        ['POST', '/user/saveExercise', { id: mine.exercise.id, questionId: q0!.id, answer: 'B', content: '' }],
        ['POST', '/user/submitExercise', { id: mine.exercise.id, questionId: q0!.id, answer: 'B', content: '' }],
        ['POST', '/user/updateExerciseContent', { id: mine.exercise.id, questionId: q0!.id, content: '<p>x</p>' }],
        ['POST', '/user/finishExercise', { id: mine.exercise.id }],
        ['POST', '/user/undoExercise', { id: mine.exercise.id }],
        ['POST', '/user/startExam', { id: mine.exercise.id }],
      ] as const;
      for (const [method, path, body] of calls) {
        expect((await t.rest(method, path, { body, token })).status, path).toBe(403);
        const unknown = JSON.parse(JSON.stringify(body ?? {}).replaceAll(mine.exercise.id, UNKNOWN_ID));
        const unknownPath = path.replace(mine.exercise.id, UNKNOWN_ID);
        const res = await t.rest(method, unknownPath, { body: method === 'GET' ? undefined : unknown, token });
        expect(res.status, unknownPath).toBe(404);
        expect(res.body.msg).toBe('Exercise not found');
      }
    }
    expect(
      await trpcStatus(
        t
          .trpc(theirs.token)
          .user.saveExercise.mutate({ id: mine.exercise.id, questionId: q0!.id, answer: 'B', content: '' }),
      ),
    ).toBe(403);
    const [row] = await t.app.deps.db.select().from(exercises).where(eq(exercises.id, mine.exercise.id));
    expect(row).toMatchObject({ finishedAt: null, startedAt: null });
    expect((await answersOf(t, mine.exercise.id)).every((a) => a.answer === '' && !a.locked)).toBe(true);
  });

  it('rejects bad input with 400 and stores nothing', async () => {
    const { exercise, token } = await published();
    const [q0] = setup.questions;
    const bad = [
      ['POST', '/user/saveExercise', { id: 'x', questionId: q0!.id, answer: 'B' }, 'id: must be an id'],
      ['POST', '/user/saveExercise', { id: exercise.id, answer: 'B' }, 'questionId: must be an id'],
      ['POST', '/user/saveExercise', { id: exercise.id, questionId: q0!.id, answer: 'B'.repeat(1001) }, 'answer'],
      ['POST', '/user/saveExercise', { id: exercise.id, questionId: q0!.id, answer: 7 }, 'answer'],
      ['POST', '/user/updateExerciseContent', { id: exercise.id, questionId: q0!.id, content: 5 }, 'content'],
      ['GET', '/user/getExerciseById?id=12', undefined, 'id: must be an id'],
      ['GET', '/user/getStudentExerciseList?studentId=x', undefined, 'studentId: must be an id'],
    ] as const;
    for (const [method, path, body, msg] of bad) {
      const res = await t.rest(method, path, { body, token });
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body.msg).toContain(msg);
    }
    expect((await answersOf(t, exercise.id)).every((a) => a.answer === '')).toBe(true);
  });

  it('saves answers (multi select normalised, content sanitised) and asks for an empty one by question type', async () => {
    const { exercise, token } = await published();
    const [single, multi, free] = setup.questions;
    const ok = await save(token, { id: exercise.id, questionId: single!.id, answer: 'b', content: '' });
    expect(ok).toMatchObject({ status: 200, body: { msg: 'Successfully saved', result: { answer: 'B' } } });
    const m = await save(token, {
      id: exercise.id,
      questionId: multi!.id,
      answer: 'c, a',
      content: '<p onclick="x()">because<script>alert(1)</script></p>',
    });
    expect(m.body.result).toMatchObject({ answer: 'A,C', content: '<p>because</p>' });
    // an array of letters from a multi-select client is the same answer
    const arr = await t.trpc(token).user.saveExercise.mutate({
      id: exercise.id,
      questionId: multi!.id,
      answer: ['C', 'A'] as unknown as string,
      content: '',
    });
    expect(arr.answer).toBe('A,C');
    const f = await save(token, { id: exercise.id, questionId: free!.id, answer: ' 9.8 ', content: '' });
    expect(f.body.result.answer).toBe('9.8');

    const empties = [
      [single!.id, 'Please select your answer'],
      [multi!.id, 'Please select your answer'],
      [free!.id, 'Please input your answer'],
    ] as const;
    for (const [questionId, msg] of empties) {
      const res = await save(token, { id: exercise.id, questionId, answer: '  ', content: '<p>work</p>' });
      expect(res).toMatchObject({ status: 400, body: { msg } });
    }
    const invalid = [
      [single!.id, 'Z'],
      [single!.id, 'A,B'],
      [single!.id, 'E'],
      [multi!.id, 'A,7'],
    ] as const;
    for (const [questionId, answer] of invalid) {
      const res = await save(token, { id: exercise.id, questionId, answer, content: '' });
      expect(res, answer).toMatchObject({ status: 400, body: { msg: 'Please choose among the answers offered' } });
    }
    const other = await buildQuestion(t, setup.teacher);
    const notInIt = await save(token, { id: exercise.id, questionId: other.id, answer: 'B', content: '' });
    expect(notInIt).toMatchObject({ status: 404, body: { msg: 'This question is not part of the exercise' } });

    const rows = await answersOf(t, exercise.id);
    expect(rows.map((r) => [r.answer, r.content, r.locked])).toEqual([
      ['B', '', false],
      ['A,C', '', false],
      ['9.8', '', false],
    ]);
    expect(rows.every((r) => r.answeredAt?.getTime() === NOW.getTime())).toBe(true);

    // the runner shows the answers but neither correct answers nor verdicts before Check Solution
    const runner = await t.rest('GET', `/user/getExerciseById?id=${exercise.id}`, { token });
    expect(runner.status).toBe(200);
    const r = runner.body.result;
    expect(r).toMatchObject({
      _id: exercise.id,
      homeworkId: { _id: setup.hw.id, name: 'Kinematics', isExam: false },
      examRemainingTime: null,
      endExamAt: null,
      correctionStatus: '0',
      answered: 3,
      total: 3,
      correct: 0,
    });
    expect(r.questionList[0]).toMatchObject({ answer: 'B', autoCorrect: null, verdict: null, locked: false });
    expect(r.questionList[0].question).toMatchObject({ _id: single!.id, correctAnswer: '', description: '' });
    expect(r.questionList[0].question.qText).toBe(single!.qText);
  });

  it('Check Solution auto-corrects, locks the answer and reveals the solution; then only the content may change', async () => {
    const { exercise, token } = await published();
    const [single, multi, free] = setup.questions;
    const right = await t.rest('POST', '/user/submitExercise', {
      token,
      body: { id: exercise.id, questionId: single!.id, answer: 'B', content: '<p>first try</p>' },
    });
    expect(right.status).toBe(200);
    expect(right.body.msg).toBe('Congrats!');
    expect(right.body.result).toMatchObject({
      correctAnswer: 'B',
      autoCorrect: true,
      description: single!.description,
    });
    const wrong = await t.trpc(token).user.submitExercise.mutate({
      id: exercise.id,
      questionId: multi!.id,
      answer: 'A',
      content: '',
    });
    expect(wrong).toMatchObject({
      message: 'Oops, the answer you submit is incorrect',
      correctAnswer: 'A,C',
      autoCorrect: false,
    });
    // a free response: equal to the correct answer regardless of case and spaces
    const freeRes = await t.rest('POST', '/user/submitExercise', {
      token,
      body: { id: exercise.id, questionId: free!.id, answer: '9.8M/S^2', content: '' },
    });
    expect(freeRes.body).toMatchObject({ msg: 'Congrats!', result: { autoCorrect: true, correctAnswer: '9.8 m/s^2' } });

    // locked: neither save nor check again may change the answer
    for (const path of ['/user/saveExercise', '/user/submitExercise']) {
      const res = await t.rest('POST', path, {
        token,
        body: { id: exercise.id, questionId: multi!.id, answer: 'A,C' },
      });
      expect(res, path).toMatchObject({
        status: 409,
        body: { msg: 'This answer has been checked and can no longer be changed' },
      });
    }
    // the content may change; an empty editor is ignored
    const content = await t.rest('POST', '/user/updateExerciseContent', {
      token,
      body: { id: exercise.id, questionId: single!.id, content: '<p>my working<img src=x onerror=alert(1)></p>' },
    });
    expect(content).toMatchObject({ status: 200, body: { msg: 'Successfully saved', result: { saved: true } } });
    for (const empty of ['', '<p><br></p>', '<p></p>']) {
      const res = await t.rest('POST', '/user/updateExerciseContent', {
        token,
        body: { id: exercise.id, questionId: single!.id, content: empty },
      });
      expect(res, empty).toMatchObject({ status: 200, body: { result: { saved: false } } });
    }
    const rows = await answersOf(t, exercise.id);
    expect(rows.map((r) => [r.answer, r.locked, r.autoCorrect])).toEqual([
      ['B', true, true],
      ['A', true, false],
      ['9.8M/S^2', true, true],
    ]);
    expect(rows[0]!.content).toBe('<p>my working<img src="x" /></p>');

    // the runner now shows the checked answers' solutions and verdicts
    const runner = await t.trpc(token).user.getExerciseById.query({ id: exercise.id });
    expect(runner.questionList[1]).toMatchObject({ locked: true, autoCorrect: false, verdict: false });
    expect(runner.questionList[1]!.question).toMatchObject({ correctAnswer: 'A,C', description: multi!.description });
    expect(runner).toMatchObject({ answered: 3, correct: 2, total: 3 });
  });

  it('a free response without a correct answer waits for the teacher', async () => {
    const teacher = await buildTeacher(t);
    const open = await buildQuestion(t, teacher, { isChoice: 2, correctAnswer: '' });
    const hw = await buildHomework(t, teacher, { questionIds: [open.id] });
    const cls = await buildClass(t, teacher);
    await addToClass(t, cls, hw);
    const { exercise, ...s } = await buildSitting(t, { klass: cls, hw });
    const res = await t.rest('POST', '/user/submitExercise', {
      token: s.token,
      body: { id: exercise.id, questionId: open.id, answer: 'It falls', content: '' },
    });
    expect(res.body).toMatchObject({
      msg: 'Your answer was saved; your teacher will check it',
      result: { autoCorrect: null },
    });
  });

  it('finishing records the hand-in once; the homework stays open for answers until corrected', async () => {
    const { exercise, token } = await published();
    const [single, multi] = setup.questions;
    await save(token, { id: exercise.id, questionId: single!.id, answer: 'B', content: '' });
    const done = await t.rest('POST', '/user/finishExercise', { token, body: { id: exercise.id } });
    expect(done).toMatchObject({
      status: 200,
      body: { msg: 'Successfully saved', result: { finishedAt: NOW.toISOString() } },
    });
    t.clock.advance(60_000);
    expect((await save(token, { id: exercise.id, questionId: multi!.id, answer: 'A' })).status).toBe(200);
    const again = await t.trpc(token).user.finishExercise.mutate({ id: exercise.id });
    expect(again.finishedAt).toBe(NOW.toISOString());
    t.clock.now = NOW;
  });

  it('Undo clears the unchecked answers and the hand-in, keeps checked ones; refused once corrected', async () => {
    const { exercise, token } = await published();
    const [single, multi, free] = setup.questions;
    await t
      .trpc(token)
      .user.submitExercise.mutate({ id: exercise.id, questionId: single!.id, answer: 'B', content: '' });
    await save(token, { id: exercise.id, questionId: multi!.id, answer: 'A', content: '<p>x</p>' });
    await save(token, { id: exercise.id, questionId: free!.id, answer: '10', content: '' });
    await t.trpc(token).user.finishExercise.mutate({ id: exercise.id });
    const res = await t.rest('POST', '/user/undoExercise', { token, body: { id: exercise.id } });
    expect(res).toMatchObject({ status: 200, body: { msg: 'Successfully saved', result: { cleared: 2 } } });
    const rows = await answersOf(t, exercise.id);
    expect(rows.map((r) => [r.answer, r.content, r.answeredAt === null, r.locked])).toEqual([
      ['B', '', false, true],
      ['', '', true, false],
      ['', '', true, false],
    ]);
    const [row] = await t.app.deps.db.select().from(exercises).where(eq(exercises.id, exercise.id));
    expect(row!.finishedAt).toBeNull();
    // the student starts again
    expect((await save(token, { id: exercise.id, questionId: multi!.id, answer: 'A,C' })).status).toBe(200);

    await t.app.deps.db.update(exercises).set({ correctionStatus: 1 }).where(eq(exercises.id, exercise.id));
    const closed = await t.rest('POST', '/user/undoExercise', { token, body: { id: exercise.id } });
    expect(closed).toMatchObject({ status: 409, body: { msg: 'Your teacher has finished correcting this exercise' } });
    const late = await save(token, { id: exercise.id, questionId: free!.id, answer: '9.8 m/s^2' });
    expect(late.status).toBe(409);
  });

  it('refuses an exercise while the registration for its class has expired, until it is renewed', async () => {
    // a class with the library counts the place's own expiry
    const library = await buildClassWithHomework(t, { klass: { includeLibrary: true, endDate: '2026-12-31' } });
    const { exercise, ...s } = await buildSitting(t, library, { expiresAt: new Date(NOW.getTime() - DAY) });
    const [q0] = library.questions;
    const expired = 'Your registration for this class has expired, please renew it to continue';
    const calls = [
      ['GET', `/user/getExerciseById?id=${exercise.id}`, undefined],
      ['GET', `/user/getStudentExerciseDetail?id=${exercise.id}`, undefined],
      ['GET', `/user/getExerciseByClassId?id=${library.klass.id}`, undefined],
      ['POST', '/user/getClassesContent', { id: library.klass.id }],
      ['POST', '/user/saveExercise', { id: exercise.id, questionId: q0!.id, answer: 'B', content: '' }],
      ['POST', '/user/submitExercise', { id: exercise.id, questionId: q0!.id, answer: 'B', content: '' }],
      ['POST', '/user/updateExerciseContent', { id: exercise.id, questionId: q0!.id, content: '<p>x</p>' }],
      ['POST', '/user/finishExercise', { id: exercise.id }],
      ['POST', '/user/undoExercise', { id: exercise.id }],
    ] as const;
    for (const [method, path, body] of calls) {
      const res = await t.rest(method, path, { body, token: s.token });
      expect(res, path).toMatchObject({ status: 403, body: { msg: expired } });
    }
    expect((await answersOf(t, exercise.id))[0]!.answer).toBe('');
    // the parent still reads the child's work
    const parentView = await t.rest('GET', `/user/getStudentExerciseDetail?id=${exercise.id}`, {
      token: s.parentToken,
    });
    expect(parentView.status).toBe(200);

    // renewed: open again
    await t.app.deps.db
      .update(classStudents)
      .set({ expiresAt: new Date(NOW.getTime() + 30 * DAY) })
      .where(and(eq(classStudents.classId, library.klass.id), eq(classStudents.studentId, s.student.id)));
    expect((await save(s.token, { id: exercise.id, questionId: q0!.id, answer: 'B', content: '' })).status).toBe(200);

    // a class without the library runs to the later of the place's expiry and the class's last day
    const plain = await published(new Date(NOW.getTime() - DAY));
    const [single] = setup.questions;
    expect((await save(plain.token, { id: plain.exercise.id, questionId: single!.id, answer: 'B' })).status).toBe(200);
    t.clock.now = new Date('2027-01-01T00:00:00.001Z');
    const after = await save(plain.token, { id: plain.exercise.id, questionId: single!.id, answer: 'B' });
    expect(after).toMatchObject({ status: 403, body: { msg: expired } });
    t.clock.now = new Date('2026-12-31T23:59:59Z');
    expect((await save(plain.token, { id: plain.exercise.id, questionId: single!.id, answer: 'B' })).status).toBe(200);
    t.clock.now = NOW;

    // removed from the roster: told so
    await t.app.deps.db
      .delete(classStudents)
      .where(and(eq(classStudents.classId, setup.klass.id), eq(classStudents.studentId, plain.student.id)));
    const removed = await save(plain.token, { id: plain.exercise.id, questionId: single!.id, answer: 'B' });
    expect(removed).toMatchObject({ status: 403, body: { msg: 'You are not a student of this class' } });
    expect((await t.rest('GET', `/user/getExerciseById?id=${plain.exercise.id}`, { token: plain.token })).status).toBe(
      403,
    );
  });

  it('lists a student’s own exercises with progress, accuracy and overdue; the classroom shows published homework only', async () => {
    const teacherSetup = await buildClassWithHomework(t, {
      klass: { bulletin: '<p>Welcome</p>' },
      hw: { name: 'Past due', dueDate: new Date(NOW.getTime() - DAY) },
    });
    const second = await buildHomework(t, teacherSetup.teacher, {
      name: 'Not yet published',
      questionIds: [teacherSetup.questions[0]!.id],
    });
    await addToClass(t, teacherSetup.klass, second);
    const s = await buildEnrolledStudent(t, teacherSetup.klass);
    const exercise = await buildExercise(t, teacherSetup.klass, teacherSetup.hw, s.student, {
      answers: [
        { answer: 'B', answeredAt: NOW, locked: true, autoCorrect: true },
        { answer: 'A', answeredAt: NOW, autoCorrect: false },
      ],
    });
    const someoneElse = await buildEnrolledStudent(t, teacherSetup.klass);
    await buildExercise(t, teacherSetup.klass, second, someoneElse.student);

    const list = await t.rest('GET', '/user/getExerciseList', { token: s.token });
    expect(list.status).toBe(200);
    expect(list.body.result.list).toHaveLength(1);
    expect(list.body.result.list[0]).toMatchObject({
      _id: exercise.id,
      class: { _id: teacherSetup.klass.id },
      homeworkId: { name: 'Past due' },
      answered: 2,
      total: 3,
      // the unchecked answer's verdict is not shown yet
      correct: 1,
      wrong: 0,
      overdue: true,
      isValid: true,
    });
    const inClass = await t.trpc(s.token).user.getExerciseByClassId.query({ id: teacherSetup.klass.id });
    expect(inClass.list.map((e) => e._id)).toEqual([exercise.id]);

    const content = await t.rest('POST', '/user/getClassesContent', {
      token: s.token,
      body: { id: teacherSetup.klass.id, name: 'ignored user field' },
    });
    expect(content.status).toBe(200);
    expect(content.body.result).toMatchObject({ _id: teacherSetup.klass.id, bulletin: '<p>Welcome</p>' });
    expect(content.body.result.homeworkList).toHaveLength(1);
    expect(content.body.result.homeworkList[0]).toMatchObject({
      name: 'Past due',
      hwID: { _id: teacherSetup.hw.id },
      exercise: { _id: exercise.id, answered: 2, total: 3 },
    });
    // a student of another class, an unknown class
    const outsider = await buildStudent(t);
    const notMine = await t.rest('POST', '/user/getClassesContent', {
      token: await tokenOf(t, outsider),
      body: { id: teacherSetup.klass.id },
    });
    expect(notMine).toMatchObject({ status: 403, body: { msg: 'You are not a student of this class' } });
    expect((await t.rest('POST', '/user/getClassesContent', { token: s.token, body: { id: UNKNOWN_ID } })).status).toBe(
      404,
    );
    expect((await t.rest('GET', `/user/getExerciseByClassId?id=${UNKNOWN_ID}`, { token: s.token })).status).toBe(404);
  });

  it('shows a parent their own child’s exercises and detail (no solution text), nobody else’s', async () => {
    const s = await published();
    const [single] = setup.questions;
    await t
      .trpc(s.token)
      .user.submitExercise.mutate({ id: s.exercise.id, questionId: single!.id, answer: 'B', content: '' });
    const other = await published();

    const list = await t.rest(
      'GET',
      `/user/getStudentExerciseList?studentId=${s.student.id}&classId=${setup.klass.id}`,
      { token: s.parentToken },
    );
    expect(list.status).toBe(200);
    expect(list.body.result).toMatchObject({
      student: { _id: s.student.id, name: s.student.name, email: s.student.email },
      class: { _id: setup.klass.id, bulletin: '<p>Quiz on Friday</p>' },
    });
    expect(list.body.result.list.map((e: { _id: string }) => e._id)).toEqual([s.exercise.id]);
    // the student may read their own list too
    const own = await t
      .trpc(s.token)
      .user.getStudentExerciseList.query({ studentId: s.student.id, classId: setup.klass.id });
    expect(own.list).toHaveLength(1);

    const refused = [
      [s.parentToken, other.student.id, setup.klass.id, 403],
      [other.token, s.student.id, setup.klass.id, 403],
      [setup.teacherToken, s.student.id, setup.klass.id, 403],
      [s.parentToken, UNKNOWN_ID, setup.klass.id, 404],
      [s.parentToken, s.student.id, UNKNOWN_ID, 404],
    ] as const;
    for (const [token, studentId, classId, status] of refused) {
      const res = await t.rest('GET', `/user/getStudentExerciseList?studentId=${studentId}&classId=${classId}`, {
        token,
      });
      expect(res.status, `${studentId} ${classId}`).toBe(status);
    }

    const detail = await t.rest('GET', `/user/getStudentExerciseDetail?id=${s.exercise.id}`, { token: s.parentToken });
    expect(detail.status).toBe(200);
    expect(detail.body.result).toMatchObject({
      correctionStatus: '0',
      student: { _id: s.student.id, name: s.student.name, email: s.student.email },
    });
    const first = detail.body.result.questionList[0];
    expect(first).toMatchObject({ answer: 'B', autoCorrect: true, question: { correctAnswer: 'B', description: '' } });
    // the student's own detail has the solution text
    const mine = await t.trpc(s.token).user.getStudentExerciseDetail.query({ id: s.exercise.id });
    expect(mine.questionList[0]!.question.description).toBe(single!.description);
    expect(mine.questionList[1]!.question.description).toBe('');
    // the class's teacher reads it; other parents and teachers do not
    const teacherView = await t.trpc(setup.teacherToken).user.getStudentExerciseDetail.query({ id: s.exercise.id });
    expect(teacherView.questionList[1]!.question.correctAnswer).toBe('A,C');
    expect(teacherView.questionList[0]!.question.description).toBe('');
    const stranger = await buildTeacher(t);
    for (const token of [other.parentToken, await tokenOf(t, stranger)]) {
      expect((await t.rest('GET', `/user/getStudentExerciseDetail?id=${s.exercise.id}`, { token })).status).toBe(403);
    }
    expect(
      (await t.rest('GET', `/user/getStudentExerciseDetail?id=${UNKNOWN_ID}`, { token: s.parentToken })).status,
    ).toBe(404);
  });

  it('a save that races a Check Solution on the same answer never changes a locked answer', async () => {
    const { exercise, token } = await published();
    const [single] = setup.questions;
    const results = await Promise.all([
      t.rest('POST', '/user/submitExercise', { token, body: { id: exercise.id, questionId: single!.id, answer: 'B' } }),
      ...Array.from({ length: 8 }, () =>
        save(token, { id: exercise.id, questionId: single!.id, answer: 'C', content: '' }),
      ),
    ]);
    expect(results[0]!.status).toBe(200);
    const [row] = await answersOf(t, exercise.id);
    expect(row).toMatchObject({ answer: 'B', locked: true, autoCorrect: true });
    // every save after the lock was refused
    for (const r of results.slice(1)) expect([200, 409]).toContain(r.status);
  });
});

describe('the demo school’s homework', () => {
  const t = useTestApp();
  beforeAll(async () => {
    t.clock.now = NOW;
    await seedDemo(t.app.deps);
  });

  const tokenFor = async (email: string) => {
    const [user] = await t.app.deps.db.select().from(users).where(eq(users.email, email));
    return tokenOf(t, user!);
  };

  it('has published homework with answers in every state and an exam in progress', async () => {
    const amy = await tokenFor('student.amy@quanta.test');
    const { list } = await t.trpc(amy).user.getExerciseList.query();
    // her class's practice, exam and second practice set, and "Questions that teach"
    expect(list.length).toBe(4);
    const details = await Promise.all(list.map((e) => t.trpc(amy).user.getExerciseById.query({ id: e._id })));
    const answers = details.flatMap((d) => d.questionList);
    expect(answers.some((a) => a.answeredAt === null)).toBe(true);
    expect(answers.some((a) => a.locked)).toBe(true);
    expect(answers.some((a) => a.answeredAt && !a.locked)).toBe(true);
    expect(answers.some((a) => a.isCorrect !== null && a.comments !== '')).toBe(true);
    expect(details.some((d) => d.finishedAt && d.correctionStatus === '1')).toBe(true);
    const exam = details.find((d) => d.homeworkId.isExam)!;
    expect(exam.examRemainingTime).toBeGreaterThan(0);
    expect(exam.finishedAt).toBeNull();
    expect(exam.questionList.every((q) => q.question.correctAnswer === '')).toBe(true);
    const content = await t.trpc(amy).user.getClassesContent.query({ id: list[0]!.classId });
    expect(content.homeworkList).toHaveLength(4);

    const ben = await tokenFor('student.ben@quanta.test');
    const bens = await t.trpc(ben).user.getExerciseList.query();
    expect(bens.list.some((e) => e.homeworkId.isExam && e.finishedAt)).toBe(true);
    expect(bens.list.some((e) => !e.homeworkId.isExam && e.answered > 0 && e.answered < e.total)).toBe(true);

    // Cara's registration expired: her work waits for a renewal
    const cara = await tokenFor('student.cara@quanta.test');
    const caras = await t.trpc(cara).user.getExerciseList.query();
    expect(caras.list[0]).toMatchObject({ isValid: false });
    const refused = await t.rest('GET', `/user/getExerciseById?id=${caras.list[0]!._id}`, { token: cara });
    expect(refused.status).toBe(403);
  });

  it('tells one coherent story: homework fits its class, verdicts fit answers, classes with students have begun', async () => {
    const db = t.app.deps.db;
    const answered = await db
      .select({
        classCategory: classes.category,
        classLanguage: classes.language,
        homeworkLanguage: homework.language,
        category: questions.category,
        isChoice: questions.isChoice,
        correctAnswer: questions.correctAnswer,
        answer: exerciseAnswers.answer,
        isCorrect: exerciseAnswers.isCorrect,
        comments: exerciseAnswers.comments,
      })
      .from(exerciseAnswers)
      .innerJoin(exercises, eq(exercises.id, exerciseAnswers.exerciseId))
      .innerJoin(classes, eq(classes.id, exercises.classId))
      .innerJoin(homework, eq(homework.id, exercises.homeworkId))
      .innerJoin(questions, eq(questions.id, exerciseAnswers.questionId));
    expect(answered.length).toBeGreaterThan(20);
    for (const a of answered) {
      expect(a.homeworkLanguage).toBe(a.classLanguage);
      expect(a.category).toBe(a.classCategory);
    }
    const corrected = answered.filter((a) => a.isCorrect !== null && a.isChoice !== 2);
    expect(corrected.length).toBeGreaterThan(0);
    for (const a of corrected) expect(a.isCorrect).toBe(a.answer === a.correctAnswer);
    const today = NOW.toISOString().slice(0, 10);
    const places = await db
      .select({ startDate: classes.startDate })
      .from(classStudents)
      .innerJoin(classes, eq(classes.id, classStudents.classId));
    for (const p of places) expect((p.startDate ?? '') <= today).toBe(true);
  });
});
