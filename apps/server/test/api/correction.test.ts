import { exercises } from '@quanta/db';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { UNKNOWN_ID } from '../support/factories/classes';
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
import { useTestApp } from '../support/fixture';
import { buildStudent, trpcStatus } from '../support/harness';
import { expectRefused } from '../support/refusals';
import { mailText } from '../support/smtp';

const NOW = new Date('2026-05-04T15:00:00Z');

describe('the teacher’s correction and auto-publish', () => {
  const t = useTestApp();

  const setup = useClassWithHomework(t, NOW, { hw: { name: 'Forces' } });

  /** A student of the class whose exercise has the first two questions answered (B right, A wrong). */
  const answered = () =>
    buildSitting(t, setup, {
      exercise: {
        answers: [
          { answer: 'B', answeredAt: NOW, autoCorrect: true, autoCorrectedAt: NOW, locked: true },
          { answer: 'A', answeredAt: NOW, autoCorrect: false, autoCorrectedAt: NOW },
        ],
      },
    });
  const correct = (token: string, body: object) => t.rest('POST', '/teacher/correctExercise', { token, body });

  it('refuses the correction calls signed out (401), to students and parents (403) and other teachers (403)', async () => {
    const s = await answered();
    const [single] = setup.questions;
    const calls = [
      ['GET', `/teacher/getExerciseByClassAndHomework?classID=${setup.klass.id}&hwID=${setup.hw.id}`, undefined],
      ['GET', `/teacher/getExerciseByClass?classID=${setup.klass.id}&studentID=${s.student.id}`, undefined],
      ['GET', `/teacher/getStudentExerciseByClass?classId=${setup.klass.id}&studentId=${s.student.id}`, undefined],
      ['POST', '/teacher/correctExercise', { exerciseId: s.exercise.id, questionId: single!.id, isCorrect: false }],
      ['POST', '/teacher/finishCorrection', { exerciseId: s.exercise.id }],
      ['POST', '/teacher/sendCorrectionEmail', { email: s.student.email, title: 'Done', content: '<p>Well done</p>' }],
    ] as const;
    await expectRefused(t, calls, { forbidden: [{ token: s.token }, { token: s.parentToken }, 'Teacher'] });
    expect(await trpcStatus(t.trpc(s.token).teacher.finishCorrection.mutate({ exerciseId: s.exercise.id }))).toBe(403);
    expect((await answersOf(t, s.exercise.id))[0]!.isCorrect).toBeNull();
    expect(
      (await t.app.deps.db.select().from(exercises).where(eq(exercises.id, s.exercise.id)))[0]!.correctionStatus,
    ).toBe(0);
    expect(t.smtp.received.filter((m) => m.to.includes(s.student.email))).toHaveLength(0);
  });

  it('shows every exercise of a homework with the student, progress, accuracy and the questions in full', async () => {
    const a = await answered();
    await buildSitting(t, setup);
    const res = await t.rest(
      'GET',
      `/teacher/getExerciseByClassAndHomework?classID=${setup.klass.id}&hwID=${setup.hw.id}`,
      { token: setup.teacherToken },
    );
    expect(res.status).toBe(200);
    expect(res.body.result.homework).toMatchObject({ _id: setup.hw.id, name: 'Forces' });
    const row = res.body.result.list.find((e: { _id: string }) => e._id === a.exercise.id);
    expect(row).toMatchObject({
      student: { _id: a.student.id, name: a.student.name, email: a.student.email },
      answered: 2,
      correct: 1,
      total: 3,
      correctionStatus: '0',
    });
    const [single, multi] = setup.questions;
    expect(row.questionList[1]).toMatchObject({
      answer: 'A',
      autoCorrect: false,
      isCorrect: null,
      verdict: false,
      comments: '',
      question: { _id: multi!.id, correctAnswer: 'A,C', description: multi!.description },
    });
    expect(row.questionList[0].question.description).toBe(single!.description);
    expect(res.body.result.list.length).toBeGreaterThanOrEqual(2);

    const stranger = await buildHomework(t, setup.teacher);
    const notInClass = await t.rest(
      'GET',
      `/teacher/getExerciseByClassAndHomework?classID=${setup.klass.id}&hwID=${stranger.id}`,
      { token: setup.teacherToken },
    );
    expect(notInClass).toMatchObject({ status: 404, body: { msg: 'This homework is not in the class' } });
    const badId = await t.rest('GET', `/teacher/getExerciseByClassAndHomework?classID=x&hwID=${setup.hw.id}`, {
      token: setup.teacherToken,
    });
    expect(badId.status).toBe(400);
  });

  it('the teacher’s verdict overrides the auto-correction; comments are sanitised; unanswered questions are refused', async () => {
    const s = await answered();
    const [single, multi, free] = setup.questions;
    const unanswered = await correct(setup.teacherToken, {
      exerciseId: s.exercise.id,
      questionId: free!.id,
      comments: '<p>?</p>',
      isCorrect: true,
    });
    expect(unanswered).toMatchObject({ status: 409, body: { msg: 'This question has not been answered yet' } });

    const res = await correct(setup.teacherToken, {
      exerciseId: s.exercise.id,
      questionId: multi!.id,
      comments: '<p>Close: you missed C<script>alert(1)</script></p>',
      isCorrect: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('Successfully saved');
    expect(res.body.result).toMatchObject({
      isCorrect: true,
      autoCorrect: false,
      comments: '<p>Close: you missed C</p>',
      correctedAt: NOW.toISOString(),
    });
    // a comment alone keeps the verdict; a verdict alone keeps the comment
    await t.trpc(setup.teacherToken).teacher.correctExercise.mutate({
      exerciseId: s.exercise.id,
      questionId: single!.id,
      isCorrect: false,
    });
    await correct(setup.teacherToken, { exerciseId: s.exercise.id, questionId: single!.id, comments: '<p>Units!</p>' });
    const rows = await answersOf(t, s.exercise.id);
    expect(rows.map((r) => [r.autoCorrect, r.isCorrect, r.comments])).toEqual([
      [true, false, '<p>Units!</p>'],
      [false, true, '<p>Close: you missed C</p>'],
      [null, null, ''],
    ]);
    // accuracy counts the teacher's verdicts; the student sees verdicts and comments
    const view = await t.trpc(s.token).user.getExerciseById.query({ id: s.exercise.id });
    expect(view).toMatchObject({ correct: 1, wrong: 1, answered: 2 });
    expect(view.questionList[1]).toMatchObject({ isCorrect: true, comments: '<p>Close: you missed C</p>' });

    // withdrawing a verdict brings the auto-correction back
    await correct(setup.teacherToken, { exerciseId: s.exercise.id, questionId: single!.id, isCorrect: null });
    expect((await answersOf(t, s.exercise.id))[0]).toMatchObject({ isCorrect: null, correctedAt: null });

    // a changed answer drops the verdict on the old one
    const changed = await t.rest('POST', '/user/saveExercise', {
      token: s.token,
      body: { id: s.exercise.id, questionId: multi!.id, answer: 'A,C', content: '' },
    });
    expect(changed.status).toBe(200);
    expect((await answersOf(t, s.exercise.id))[1]).toMatchObject({ answer: 'A,C', isCorrect: null, autoCorrect: true });

    const bad = [
      [{ exerciseId: s.exercise.id, questionId: single!.id }, 400],
      [{ exerciseId: s.exercise.id, questionId: single!.id, isCorrect: 'maybe' }, 400],
      [{ exerciseId: 'x', questionId: single!.id, isCorrect: true }, 400],
      [{ exerciseId: UNKNOWN_ID, questionId: single!.id, isCorrect: true }, 404],
      [{ exerciseId: s.exercise.id, questionId: UNKNOWN_ID, isCorrect: true }, 404],
    ] as const;
    for (const [body, status] of bad) {
      expect((await correct(setup.teacherToken, body)).status, JSON.stringify(body)).toBe(status);
    }
  });

  it('FINISH closes the correction: status 1, the student can no longer change it and sees every solution', async () => {
    const s = await answered();
    const res = await t.rest('POST', '/teacher/finishCorrection', {
      token: setup.teacherToken,
      body: { exerciseId: s.exercise.id },
    });
    expect(res).toMatchObject({ status: 200, body: { result: { correctionStatus: '1' } } });
    const [, multi, free] = setup.questions;
    const save = await t.rest('POST', '/user/saveExercise', {
      token: s.token,
      body: { id: s.exercise.id, questionId: free!.id, answer: '9.8', content: '' },
    });
    expect(save).toMatchObject({ status: 409, body: { msg: 'Your teacher has finished correcting this exercise' } });
    const view = await t.trpc(s.token).user.getExerciseById.query({ id: s.exercise.id });
    expect(view).toMatchObject({ correctionStatus: '1', closed: true, correct: 1, wrong: 1 });
    expect(view.questionList[1]!.question).toMatchObject({ correctAnswer: 'A,C', description: multi!.description });
    // the teacher's list marks it done
    const list = await t.trpc(setup.teacherToken).teacher.getExerciseByClassAndHomework.query({
      classID: setup.klass.id,
      hwID: setup.hw.id,
    });
    expect(list.list.find((e) => e._id === s.exercise.id)?.correctionStatus).toBe('1');
    expect(
      (
        await t.rest('POST', '/teacher/finishCorrection', {
          token: setup.teacherToken,
          body: { exerciseId: UNKNOWN_ID },
        })
      ).status,
    ).toBe(404);
  });

  it('sends the correction e-mail through the SMTP peer to a student of the teacher’s classes only', async () => {
    const s = await answered();
    const res = await t.rest('POST', '/teacher/sendCorrectionEmail', {
      token: setup.teacherToken,
      body: {
        email: s.student.email.toUpperCase(),
        title: '作业批改完成',
        content: '<p>同学你好，你的作业已批改完成。<a href="javascript:alert(1)">看</a><script>x()</script></p>',
      },
    });
    expect(res).toMatchObject({ status: 200, body: { msg: 'Email sent successfully' } });
    const mails = t.smtp.received.filter((m) => m.to.includes(s.student.email));
    expect(mails).toHaveLength(1);
    const text = mailText(mails[0]!.raw);
    expect(text).toContain('同学你好，你的作业已批改完成。');
    expect(text).not.toContain('javascript:');
    expect(text).not.toContain('<script>');

    const outsider = await buildStudent(t);
    const otherClass = await buildClassWithHomework(t);
    const theirs = await buildEnrolledStudent(t, otherClass.klass);
    const refused = [
      [{ email: outsider.email, title: 'x', content: '<p>x</p>' }, 403, 'You can only e-mail students of your classes'],
      [
        { email: theirs.student.email, title: 'x', content: '<p>x</p>' },
        403,
        'You can only e-mail students of your classes',
      ],
      [{ email: s.parent.email, title: 'x', content: '<p>x</p>' }, 403, 'You can only e-mail students of your classes'],
      [{ email: s.student.email, title: '  ', content: '<p>x</p>' }, 400, 'Please input title'],
      [{ email: s.student.email, title: 'x', content: '<p><br></p>' }, 400, 'Please input content'],
      [{ email: 'not-an-email', title: 'x', content: '<p>x</p>' }, 400, 'email'],
    ] as const;
    for (const [body, status, msg] of refused) {
      const r = await t.rest('POST', '/teacher/sendCorrectionEmail', { token: setup.teacherToken, body });
      expect(r.status, JSON.stringify(body)).toBe(status);
      expect(r.body.msg).toContain(msg);
    }
    expect(
      t.smtp.received.filter((m) => [outsider.email, theirs.student.email].some((e) => m.to.includes(e))),
    ).toHaveLength(0);

    t.smtp.refuse(true);
    const down = await t.rest('POST', '/teacher/sendCorrectionEmail', {
      token: setup.teacherToken,
      body: { email: s.student.email, title: 'x', content: '<p>x</p>' },
    });
    t.smtp.refuse(false);
    expect(down).toMatchObject({ status: 502, body: { msg: 'The email could not be sent, please try again later' } });
  });

  it('copies the correction e-mail to the student’s parent only when asked, and names the class’s language', async () => {
    const s = await answered();
    const listed = await t.trpc(setup.teacherToken).teacher.getExerciseByClassAndHomework.query({
      classID: setup.klass.id,
      hwID: setup.hw.id,
    });
    expect(listed.language).toBe(setup.klass.language);
    const send = (copyParent?: boolean) =>
      t.rest('POST', '/teacher/sendCorrectionEmail', {
        token: setup.teacherToken,
        body: { email: s.student.email, title: `Corrected ${copyParent}`, content: '<p>Well done</p>', copyParent },
      });
    const toParent = (title: string) =>
      t.smtp.received.filter((m) => m.to.includes(s.parent.email) && mailText(m.raw).includes(title));
    const alone = await send();
    expect(alone).toMatchObject({ status: 200, body: { result: { copied: 0 } } });
    const copied = await send(true);
    expect(copied).toMatchObject({ status: 200, body: { result: { copied: 1 } } });
    await expect.poll(() => toParent('Corrected true').length).toBe(1);
    expect(toParent('Corrected undefined')).toHaveLength(0);
    expect(
      t.smtp.received.filter((m) => m.to.includes(s.student.email) && mailText(m.raw).includes('Corrected')),
    ).toHaveLength(2);
  });

  it('shows the teacher one student’s exercises in the class, whole and paged with correct/wrong totals', async () => {
    const second = await buildHomework(t, setup.teacher, { questionIds: setup.questions.map((q) => q.id) });
    await addToClass(t, setup.klass, second);
    const s = await answered();
    const later = await buildExercise(t, setup.klass, second, s.student, {
      answers: [{ answer: 'C', answeredAt: NOW, autoCorrect: false }],
    });
    const whole = await t.rest(
      'GET',
      `/teacher/getExerciseByClass?classID=${setup.klass.id}&studentID=${s.student.id}`,
      { token: setup.teacherToken },
    );
    expect(whole.status).toBe(200);
    expect(whole.body.result.student).toMatchObject({ _id: s.student.id, email: s.student.email });
    expect(whole.body.result.list.map((e: { _id: string }) => e._id)).toEqual([s.exercise.id, later.id]);

    const page = await t.rest(
      'GET',
      `/teacher/getStudentExerciseByClass?classId=${setup.klass.id}&studentId=${s.student.id}&page=2&pageSize=1`,
      { token: setup.teacherToken },
    );
    expect(page.status).toBe(200);
    expect(page.body.result).toMatchObject({ total: 2, correct: 1, wrong: 2 });
    expect(page.body.result.list.map((e: { _id: string }) => e._id)).toEqual([later.id]);

    const outsider = await buildStudent(t);
    const notHere = await t.rest(
      'GET',
      `/teacher/getExerciseByClass?classID=${setup.klass.id}&studentID=${outsider.id}`,
      { token: setup.teacherToken },
    );
    expect(notHere).toMatchObject({ status: 404, body: { msg: 'This student is not in the class' } });
    const badPage = await t.rest(
      'GET',
      `/teacher/getStudentExerciseByClass?classId=${setup.klass.id}&studentId=${s.student.id}&page=0`,
      { token: setup.teacherToken },
    );
    expect(badPage.status).toBe(400);
  });

  describe('auto-publish', () => {
    /** A class with auto-publish at 60 % and three homework in order; a student with the first published. */
    async function course(autoPublish = true) {
      const c = await buildClassWithHomework(t, { klass: { autoPublish, autoPublishAccuracy: 60 } });
      const next = await buildHomework(t, c.teacher, { name: 'Next', questionIds: [c.questions[0]!.id] });
      const third = await buildHomework(t, c.teacher, { name: 'Third', questionIds: [c.questions[0]!.id] });
      await addToClass(t, c.klass, next);
      await addToClass(t, c.klass, third);
      return { ...c, ...(await buildSitting(t, c)), next, third };
    }
    const has = async (classId: string, homeworkId: string, studentId: string) =>
      (
        await t.app.deps.db
          .select()
          .from(exercises)
          .where(
            and(
              eq(exercises.classId, classId),
              eq(exercises.homeworkId, homeworkId),
              eq(exercises.studentId, studentId),
            ),
          )
      ).length;
    const check = (token: string, id: string, questionId: string, answer: string) =>
      t.trpc(token).user.submitExercise.mutate({ id, questionId, answer, content: '' });

    it('publishes the next homework once the accuracy reaches the threshold, once', async () => {
      const c = await course();
      const [single, multi, free] = c.questions;
      const first = await check(c.token, c.exercise.id, single!.id, 'B');
      expect(first.autoPublished).toBeNull(); // 1/3 = 33 %
      expect(await has(c.klass.id, c.next.id, c.student.id)).toBe(0);
      const second = await check(c.token, c.exercise.id, multi!.id, 'C,A'); // 2/3 = 67 %
      expect(second.autoPublished).toEqual({ homeworkId: c.next.id, name: 'Next' });
      expect(await has(c.klass.id, c.next.id, c.student.id)).toBe(1);
      const third = await check(c.token, c.exercise.id, free!.id, '9.8 m/s^2');
      expect(third.autoPublished).toBeNull(); // already published: never twice, and not the one after
      expect(await has(c.klass.id, c.next.id, c.student.id)).toBe(1);
      expect(await has(c.klass.id, c.third.id, c.student.id)).toBe(0);
      // the student now sees it in the classroom
      const content = await t.trpc(c.token).user.getClassesContent.query({ id: c.klass.id });
      expect(content.homeworkList.map((h) => h.name)).toEqual([c.hw.name, 'Next']);
    });

    it('a teacher’s correction that lifts the accuracy publishes too; not below the threshold or with auto-publish off', async () => {
      const c = await course();
      const [single, multi] = c.questions;
      await check(c.token, c.exercise.id, single!.id, 'B');
      await check(c.token, c.exercise.id, multi!.id, 'A'); // 1/3
      expect(await has(c.klass.id, c.next.id, c.student.id)).toBe(0);
      const finished = await t.trpc(c.token).user.finishExercise.mutate({ id: c.exercise.id });
      expect(finished.autoPublished).toBeNull();
      const corrected = await t.trpc(c.teacherToken).teacher.correctExercise.mutate({
        exerciseId: c.exercise.id,
        questionId: multi!.id,
        isCorrect: true,
      });
      expect(corrected.autoPublished).toEqual({ homeworkId: c.next.id, name: 'Next' });

      const off = await course(false);
      await check(off.token, off.exercise.id, off.questions[0]!.id, 'B');
      await check(off.token, off.exercise.id, off.questions[1]!.id, 'A,C');
      await check(off.token, off.exercise.id, off.questions[2]!.id, '9.8 m/s^2');
      expect(await has(off.klass.id, off.next.id, off.student.id)).toBe(0);
    });

    it('finishing an exam whose saved answers reach the threshold publishes the next one', async () => {
      const c = await buildClassWithHomework(t, {
        klass: { autoPublish: true, autoPublishAccuracy: 100 },
        hw: { isExam: true, examDuration: 15 },
      });
      const next = await buildHomework(t, c.teacher, { name: 'After the exam', questionIds: [c.questions[0]!.id] });
      await addToClass(t, c.klass, next);
      const { exercise, ...s } = await buildSitting(t, c);
      await t.trpc(s.token).user.startExam.mutate({ id: exercise.id });
      const answers = ['B', 'A,C', '9.8 m/s^2'];
      for (const [i, q] of c.questions.entries()) {
        await t
          .trpc(s.token)
          .user.saveExercise.mutate({ id: exercise.id, questionId: q.id, answer: answers[i]!, content: '' });
      }
      const done = await t.trpc(s.token).user.finishExercise.mutate({ id: exercise.id });
      expect(done.autoPublished).toEqual({ homeworkId: next.id, name: 'After the exam' });
    });
  });
});
