import { exerciseAnswers, exercises, questions, sources } from '@quanta/db';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildSource } from '../support/factories/classes';
import { buildSitting, useClassWithHomework } from '../support/factories/exercises';
import { useTestApp } from '../support/fixture';

const NOW = new Date('2026-03-10T12:00:00Z');

/** The runner reads each question from the question cache by its row version: never a stale or another's view. */
describe('the runner’s questions: cached by row version', () => {
  const t = useTestApp();
  const setup = useClassWithHomework(t, NOW);

  const questionsOf = async (token: string, id: string) => {
    const res = await t.rest('GET', `/user/getExerciseById?id=${id}`, { token });
    expect(res.status).toBe(200);
    return (res.body.result.questionList as { question: Record<string, unknown> }[]).map((x) => x.question);
  };

  it('shows a question as it is now after any write to it or its source', async () => {
    const amy = await buildSitting(t, setup);
    const q0 = setup.questions[0]!;
    expect((await questionsOf(amy.token, amy.exercise.id))[0]).toMatchObject({
      _id: q0.id,
      qText: q0.qText,
      source: null,
    });

    await t.app.deps.db.update(questions).set({ qText: '<p>Changed text</p>' }).where(eq(questions.id, q0.id));
    expect((await questionsOf(amy.token, amy.exercise.id))[0]).toMatchObject({ qText: '<p>Changed text</p>' });

    const source = await buildSource(t, setup.teacher, { name: 'Old book' });
    await t.app.deps.db.update(questions).set({ sourceId: source.id }).where(eq(questions.id, q0.id));
    expect((await questionsOf(amy.token, amy.exercise.id))[0]).toMatchObject({
      source: { _id: source.id, name: 'Old book' },
    });

    // Renaming the source leaves the question row as it was: the read names the source's name itself.
    await t.app.deps.db.update(sources).set({ name: 'New book' }).where(eq(sources.id, source.id));
    expect((await questionsOf(amy.token, amy.exercise.id))[0]).toMatchObject({ source: { name: 'New book' } });
  });

  it('keeps one student’s revealed solution from another student reading the same question', async () => {
    const amy = await buildSitting(t, setup);
    const ben = await buildSitting(t, setup);
    const q0 = setup.questions[0]!;
    await questionsOf(ben.token, ben.exercise.id);
    const checked = await t.rest('POST', '/user/submitExercise', {
      token: amy.token,
      body: { id: amy.exercise.id, questionId: q0.id, answer: 'B', content: '' },
    });
    expect(checked.status).toBe(200);

    const [amysQ0] = await questionsOf(amy.token, amy.exercise.id);
    const [bensQ0] = await questionsOf(ben.token, ben.exercise.id);
    expect(amysQ0).toMatchObject({ correctAnswer: 'B', description: q0.description });
    expect(bensQ0).toMatchObject({ correctAnswer: '', description: '', qText: amysQ0!.qText });
  });

  it('answers a read again with the same list, and any change to an answer or to what is shown at once', async () => {
    const amy = await buildSitting(t, setup);
    const q0 = setup.questions[0]!;
    const read = async () =>
      (await t.rest('GET', `/user/getExerciseById?id=${amy.exercise.id}`, { token: amy.token })).body;
    const first = await read();
    expect(await read()).toEqual(first);
    expect(first.result.questionList[0]).toMatchObject({
      comments: '',
      verdict: null,
      question: { correctAnswer: '' },
    });

    // The teacher's comment and verdict, written to the answer's row.
    await t.app.deps.db
      .update(exerciseAnswers)
      .set({ comments: '<p>再核对单位</p>', isCorrect: true })
      .where(and(eq(exerciseAnswers.exerciseId, amy.exercise.id), eq(exerciseAnswers.questionId, q0.id)));
    const corrected = await read();
    expect(corrected.result.questionList[0]).toMatchObject({ comments: '<p>再核对单位</p>', verdict: true });
    expect(corrected.result).toMatchObject({ correct: 1 });

    // Correction finished: the exercise is over for its student, every solution is shown.
    await t.app.deps.db.update(exercises).set({ correctionStatus: 1 }).where(eq(exercises.id, amy.exercise.id));
    const closed = await read();
    expect(closed.result.closed).toBe(true);
    expect(closed.result.questionList[0].question).toMatchObject({ correctAnswer: q0.correctAnswer });
  });
});
