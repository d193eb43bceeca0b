import { randomUUID } from 'node:crypto';
import { answerSaves, exerciseAnswers } from '@quanta/db';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildSitting, type ClassWithHomework, useClassWithHomework } from '../support/factories/exercises';
import { useTestApp } from '../support/fixture';
import { MINUTE } from '../support/time';

const NOW = new Date('2026-04-01T09:00:00Z');

describe('answer saves from the runner: idempotency keys and sequence numbers', () => {
  const t = useTestApp();

  const hw = useClassWithHomework(t, NOW, { hw: { name: 'Practice' } });
  const exam = useClassWithHomework(t, NOW, { hw: { name: 'Final', isExam: true, examDuration: 30 } });

  async function sitting(of: ClassWithHomework) {
    t.clock.now = NOW;
    return buildSitting(t, of);
  }
  const free = (of: ClassWithHomework) => of.questions[2]!;
  const save = (token: string, body: Record<string, unknown>) => t.rest('POST', '/user/saveExercise', { token, body });
  const stored = async (exerciseId: string, questionId: string) =>
    (
      await t.app.deps.db
        .select()
        .from(exerciseAnswers)
        .where(and(eq(exerciseAnswers.exerciseId, exerciseId), eq(exerciseAnswers.questionId, questionId)))
    )[0]!;

  it('a replayed save with the same key changes nothing and is answered as the first time', async () => {
    const { exercise, token } = await sitting(hw);
    const q = free(hw).id;
    const key = randomUUID();
    const first = await save(token, { id: exercise.id, questionId: q, answer: 'ten', content: '', key, seq: 1 });
    expect(first).toMatchObject({ status: 200, body: { result: { answer: 'ten', superseded: false } } });
    // a newer save lands, then the first one's reply was lost and it is sent again
    t.clock.advance(MINUTE);
    await save(token, { id: exercise.id, questionId: q, answer: 'eleven', content: '', key: randomUUID(), seq: 2 });
    t.clock.advance(MINUTE);
    const replay = await save(token, { id: exercise.id, questionId: q, answer: 'ten', content: '', key, seq: 1 });
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    expect((await stored(exercise.id, q)).answer).toBe('eleven');
    // replayed with the same key the same moment it is written: one write, one record
    const key2 = randomUUID();
    const body = { id: exercise.id, questionId: q, answer: 'twelve', content: '', key: key2, seq: 3 };
    const both = await Promise.all([save(token, body), save(token, body)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both[0]!.body).toEqual(both[1]!.body);
    const rows = await t.app.deps.db.select().from(answerSaves).where(eq(answerSaves.key, key2));
    expect(rows).toHaveLength(1);
    expect(await stored(exercise.id, q)).toMatchObject({ answer: 'twelve', answerSeq: 3 });
  });

  it('an older sequence never overwrites a newer one', async () => {
    const { exercise, token } = await sitting(hw);
    const q = free(hw).id;
    await save(token, { id: exercise.id, questionId: q, answer: 'newer', content: '', key: randomUUID(), seq: 5 });
    const older = await save(token, {
      id: exercise.id,
      questionId: q,
      answer: 'older',
      content: '<p>old working</p>',
      key: randomUUID(),
      seq: 4,
    });
    expect(older).toMatchObject({ status: 200, body: { result: { answer: 'newer', superseded: true } } });
    expect(await stored(exercise.id, q)).toMatchObject({ answer: 'newer', content: '', answerSeq: 5 });
    // the same sequence again is no newer either
    const same = await save(token, { id: exercise.id, questionId: q, answer: 'same', content: '', seq: 5 });
    expect(same.body.result).toMatchObject({ answer: 'newer', superseded: true });
  });

  it('saves racing from two tabs end with the newest', async () => {
    const { exercise, token } = await sitting(hw);
    const q = free(hw).id;
    const sends = Array.from({ length: 8 }, (_, i) => i + 1)
      .reverse()
      .map((seq) =>
        save(token, { id: exercise.id, questionId: q, answer: `tab ${seq}`, content: '', key: randomUUID(), seq }),
      );
    const replies = await Promise.all(sends);
    expect(replies.every((r) => r.status === 200)).toBe(true);
    expect(await stored(exercise.id, q)).toMatchObject({ answer: 'tab 8', answerSeq: 8 });
  });

  it('in an exam: late saves count within the grace period, then are refused with the reason', async () => {
    const { exercise, token } = await sitting(exam);
    const q = free(exam).id;
    await t.trpc(token).user.startExam.mutate({ id: exercise.id });
    const end = NOW.getTime() + 30 * MINUTE;
    const key = randomUUID();
    t.clock.now = new Date(end + 90_000);
    const inGrace = await save(token, { id: exercise.id, questionId: q, answer: 'late', content: '', key, seq: 1 });
    expect(inGrace.status).toBe(200);
    // the results stay hidden while answers may still arrive
    const view = await t.trpc(token).user.getExerciseById.query({ id: exercise.id });
    expect(view.closed).toBe(false);
    expect(view.questionList[2]!.question.correctAnswer).toBe('');
    t.clock.now = new Date(end + 2 * MINUTE);
    const tooLate = await save(token, {
      id: exercise.id,
      questionId: q,
      answer: 'later',
      content: '',
      key: randomUUID(),
      seq: 2,
    });
    expect(tooLate).toMatchObject({
      status: 409,
      body: {
        msg: 'This answer reached the server after the exam ended and its 2-minute grace period had passed, so it was not saved.',
      },
    });
    // a replay of the save that made it is still answered as the first time
    const replay = await save(token, { id: exercise.id, questionId: q, answer: 'late', content: '', key, seq: 1 });
    expect(replay.body).toEqual(inGrace.body);
    expect((await stored(exercise.id, q)).answer).toBe('late');
  });

  it('handing in during the grace period closes the exam at once', async () => {
    const { exercise, token } = await sitting(exam);
    const q = free(exam).id;
    await t.trpc(token).user.startExam.mutate({ id: exercise.id });
    t.clock.now = new Date(NOW.getTime() + 31 * MINUTE);
    const done = await t.trpc(token).user.finishExercise.mutate({ id: exercise.id });
    expect(done.finishedAt).toBe(t.clock.now.toISOString());
    const late = await save(token, { id: exercise.id, questionId: q, answer: 'x', content: '', seq: 1 });
    expect(late).toMatchObject({ status: 409, body: { msg: 'The exam has ended.' } });
    expect((await t.trpc(token).user.getExerciseById.query({ id: exercise.id })).closed).toBe(true);
  });

  it('refuses a bad key or sequence, and keys of another student do not answer', async () => {
    const { exercise, token } = await sitting(hw);
    const other = await sitting(hw);
    const q = free(hw).id;
    for (const bad of [{ key: 'nope' }, { seq: 0 }, { seq: 1.5 }, { seq: '2' }, { seq: 2 ** 31 }]) {
      const res = await save(token, { id: exercise.id, questionId: q, answer: 'a', content: '', ...bad });
      expect(res.status).toBe(400);
    }
    const key = randomUUID();
    await save(token, { id: exercise.id, questionId: q, answer: 'mine', content: '', key, seq: 1 });
    const theirs = await save(other.token, {
      id: other.exercise.id,
      questionId: q,
      answer: 'theirs',
      content: '',
      key,
      seq: 1,
    });
    expect(theirs.body.result).toMatchObject({ answer: 'theirs', superseded: false });
    const foreign = await save(other.token, { id: exercise.id, questionId: q, answer: 'x', content: '', key, seq: 9 });
    expect(foreign.status).toBe(403);
    expect((await stored(exercise.id, q)).answer).toBe('mine');
  });
});
