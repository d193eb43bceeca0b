import { exerciseAnswers, exercises } from '@quanta/db';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildClassWithHomework, buildSitting, useClassWithHomework } from '../support/factories/exercises';
import { useTestApp } from '../support/fixture';
import { MINUTE } from '../support/time';

const NOW = new Date('2026-04-01T09:00:00Z');

describe('timed exams: the server is the only clock', () => {
  const t = useTestApp();

  const exam = useClassWithHomework(t, NOW, { hw: { name: 'Midterm', isExam: true, examDuration: 30 } });

  async function sitting() {
    t.clock.now = NOW;
    return buildSitting(t, exam);
  }

  const rowOf = async (id: string) => (await t.app.deps.db.select().from(exercises).where(eq(exercises.id, id)))[0]!;
  const save = (token: string, id: string, questionId: string, answer: string) =>
    t.rest('POST', '/user/saveExercise', { token, body: { id, questionId, answer, content: '' } });

  it('fixes the end at the first start; later calls and reloads keep the remaining time', async () => {
    const { exercise, token } = await sitting();
    const before = await t.trpc(token).user.getExerciseById.query({ id: exercise.id });
    expect(before).toMatchObject({ examRemainingTime: 30 * 60, endExamAt: null, startedAt: null });

    const start = await t.rest('POST', '/user/startExam', { token, body: { id: exercise.id } });
    const end = new Date(NOW.getTime() + 30 * MINUTE).toISOString();
    expect(start).toMatchObject({ status: 200, body: { result: { examRemainingTime: 1800, endExamAt: end } } });

    t.clock.advance(5 * MINUTE + 500);
    const again = await t.trpc(token).user.startExam.mutate({ id: exercise.id });
    expect(again).toEqual({ examRemainingTime: 25 * 60, endExamAt: end, startedAt: NOW.toISOString() });
    // a reload of the runner answers the same clock
    const reload = await t.rest('GET', `/user/getExerciseById?id=${exercise.id}`, { token });
    expect(reload.body.result).toMatchObject({ examRemainingTime: 1500, endExamAt: end, finishedAt: null });
    expect((await rowOf(exercise.id)).endExamAt?.toISOString()).toBe(end);
  });

  it('several starts at once fix one end', async () => {
    const { exercise, token } = await sitting();
    const starts = await Promise.all(
      Array.from({ length: 5 }, () => t.rest('POST', '/user/startExam', { token, body: { id: exercise.id } })),
    );
    expect(new Set(starts.map((r) => r.body.result.endExamAt)).size).toBe(1);
  });

  it('refuses saving before the start, Check Solution and Undo at any time', async () => {
    const { exercise, token } = await sitting();
    const [single] = exam.questions;
    const early = await save(token, exercise.id, single!.id, 'B');
    expect(early).toMatchObject({ status: 409, body: { msg: 'Please start the exam first' } });
    await t.trpc(token).user.startExam.mutate({ id: exercise.id });
    expect((await save(token, exercise.id, single!.id, 'B')).status).toBe(200);
    const check = await t.rest('POST', '/user/submitExercise', {
      token,
      body: { id: exercise.id, questionId: single!.id, answer: 'B' },
    });
    expect(check).toMatchObject({ status: 400, body: { msg: 'Check Solution is not available in an exam' } });
    const undo = await t.rest('POST', '/user/undoExercise', { token, body: { id: exercise.id } });
    expect(undo).toMatchObject({ status: 400, body: { msg: 'An exam cannot be undone' } });
    const [row] = await t.app.deps.db
      .select()
      .from(exerciseAnswers)
      .where(eq(exerciseAnswers.exerciseId, exercise.id))
      .orderBy(asc(exerciseAnswers.position));
    expect(row).toMatchObject({ answer: 'B', locked: false });
  });

  it('keeps correct answers, verdicts and solutions from the student and parent until the exam is over', async () => {
    const { exercise, token, parentToken } = await sitting();
    const [single, multi] = exam.questions;
    await t.trpc(token).user.startExam.mutate({ id: exercise.id });
    await save(token, exercise.id, single!.id, 'B');
    await save(token, exercise.id, multi!.id, 'A');
    for (const view of [
      (await t.rest('GET', `/user/getExerciseById?id=${exercise.id}`, { token })).body.result,
      (await t.rest('GET', `/user/getStudentExerciseDetail?id=${exercise.id}`, { token })).body.result,
      (await t.rest('GET', `/user/getStudentExerciseDetail?id=${exercise.id}`, { token: parentToken })).body.result,
    ]) {
      expect(view.closed).toBe(false);
      expect(view.correct).toBe(0);
      for (const q of view.questionList) {
        expect(q.autoCorrect).toBeNull();
        expect(q.question.correctAnswer).toBe('');
        expect(q.question.description).toBe('');
      }
    }
    // the teacher sees the verdicts at once
    const teacherView = await t.trpc(exam.teacherToken).teacher.getExerciseByClassAndHomework.query({
      classID: exam.klass.id,
      hwID: exam.hw.id,
    });
    const mine = teacherView.list.find((e) => e._id === exercise.id)!;
    expect(mine.questionList.map((q) => q.autoCorrect)).toEqual([true, false, null]);

    // the time runs out: nothing shows during the grace period, when late answers may still arrive
    t.clock.advance(30 * MINUTE);
    expect((await t.trpc(token).user.getExerciseById.query({ id: exercise.id })).closed).toBe(false);
    // then everything shows
    t.clock.advance(2 * MINUTE);
    const after = await t.trpc(token).user.getExerciseById.query({ id: exercise.id });
    expect(after).toMatchObject({ closed: true, examRemainingTime: 0, correct: 1, wrong: 1, answered: 2, total: 3 });
    expect(after.questionList[1]!.question).toMatchObject({ correctAnswer: 'A,C', description: multi!.description });
    expect(after.questionList[0]!.autoCorrect).toBe(true);
  });

  it('ends at the fixed time: saves refused after the grace period, start refused, finished at its end', async () => {
    const { exercise, token } = await sitting();
    const [single] = exam.questions;
    await t.trpc(token).user.startExam.mutate({ id: exercise.id });
    const end = new Date(NOW.getTime() + 30 * MINUTE);
    t.clock.now = new Date(end.getTime() - 1000);
    expect((await save(token, exercise.id, single!.id, 'A')).status).toBe(200);
    // a save sent late (a dropped connection) still counts within the two-minute grace period
    t.clock.now = new Date(end.getTime() + 2 * MINUTE - 1);
    expect((await save(token, exercise.id, single!.id, 'C')).status).toBe(200);
    t.clock.now = new Date(end.getTime() + 2 * MINUTE);
    const late = await save(token, exercise.id, single!.id, 'B');
    expect(late).toMatchObject({
      status: 409,
      body: {
        msg: 'This answer reached the server after the exam ended and its 2-minute grace period had passed, so it was not saved.',
      },
    });
    // recorded lazily: the refused save marked it finished at its end
    expect((await rowOf(exercise.id)).finishedAt?.toISOString()).toBe(end.toISOString());
    const content = await t.rest('POST', '/user/updateExerciseContent', {
      token,
      body: { id: exercise.id, questionId: single!.id, content: '<p>late</p>' },
    });
    expect(content.status).toBe(409);
    t.clock.advance(MINUTE);
    const restart = await t.rest('POST', '/user/startExam', { token, body: { id: exercise.id } });
    expect(restart).toMatchObject({ status: 409, body: { msg: 'The exam has ended.' } });
    const view = await t.trpc(token).user.getExerciseById.query({ id: exercise.id });
    expect(view).toMatchObject({ finishedAt: end.toISOString(), examRemainingTime: 0 });
    expect(view.questionList[0]!.answer).toBe('C');
  });

  it('records the end on a read as well, without any save after it', async () => {
    const { exercise, token } = await sitting();
    await t.trpc(token).user.startExam.mutate({ id: exercise.id });
    t.clock.advance(45 * MINUTE);
    expect((await rowOf(exercise.id)).finishedAt).toBeNull();
    const view = await t.rest('GET', `/user/getExerciseById?id=${exercise.id}`, { token });
    const end = new Date(NOW.getTime() + 30 * MINUTE).toISOString();
    expect(view.body.result.finishedAt).toBe(end);
    expect((await rowOf(exercise.id)).finishedAt?.toISOString()).toBe(end);
  });

  it('an exam handed in early is over: no more saves or starts', async () => {
    const { exercise, token } = await sitting();
    const [single] = exam.questions;
    await t.trpc(token).user.startExam.mutate({ id: exercise.id });
    t.clock.advance(10 * MINUTE);
    const done = await t.rest('POST', '/user/finishExercise', { token, body: { id: exercise.id } });
    expect(done.body.result.finishedAt).toBe(new Date(NOW.getTime() + 10 * MINUTE).toISOString());
    expect((await save(token, exercise.id, single!.id, 'B')).body.msg).toBe('The exam has ended.');
    expect((await t.rest('POST', '/user/startExam', { token, body: { id: exercise.id } })).status).toBe(409);
    const view = await t.trpc(token).user.getExerciseById.query({ id: exercise.id });
    expect(view).toMatchObject({ examRemainingTime: 0, closed: true });
  });

  it('a one-minute exam, and startExam on homework that is not an exam', async () => {
    const short = await buildClassWithHomework(t, { hw: { isExam: true, examDuration: 1 } });
    const { exercise, ...s } = await buildSitting(t, short);
    t.clock.now = NOW;
    const start = await t.trpc(s.token).user.startExam.mutate({ id: exercise.id });
    expect(start.examRemainingTime).toBe(60);
    t.clock.advance(59_001);
    expect((await t.trpc(s.token).user.startExam.mutate({ id: exercise.id })).examRemainingTime).toBe(1);
    t.clock.advance(999);
    expect((await t.rest('POST', '/user/startExam', { token: s.token, body: { id: exercise.id } })).status).toBe(409);

    const homework = await buildClassWithHomework(t);
    const { exercise: plain, ...h } = await buildSitting(t, homework);
    const res = await t.rest('POST', '/user/startExam', { token: h.token, body: { id: plain.id } });
    expect(res).toMatchObject({ status: 400, body: { msg: 'This homework is not an exam' } });
  });
});
