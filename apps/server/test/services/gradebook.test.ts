import { gradebookOf } from '@quanta/api/services/gradebook/gradebook';
import { describe, expect, it } from 'vitest';
import { UNKNOWN_ID } from '../support/factories/classes';
import { buildClassWithHomework, buildExercise, buildSitting } from '../support/factories/exercises';
import { buildHomework } from '../support/factories/homework';
import { buildStudent, buildTeacher } from '../support/harness';
import { useServices } from '../support/services';

// The gradebook service on a real database, without a server: each cell's counts and state as the
// database works them out, and the refusals of a class the caller does not own.
describe('gradebook service', () => {
  const s = useServices();

  it('counts each exercise and works out its state in the database', async () => {
    s.clock.now = new Date('2026-10-05T10:00:00Z');
    const c = await buildClassWithHomework(s);
    const at = s.clock.now;
    const untouched = await buildSitting(s, c);
    const started = await buildSitting(s, c, {
      exercise: { startedAt: at, answers: [{ answer: 'B', answeredAt: at, autoCorrect: true }] },
    });
    const finished = await buildSitting(s, c, {
      exercise: {
        startedAt: at,
        finishedAt: at,
        answers: [
          { answer: 'B', answeredAt: at, autoCorrect: true },
          { answer: 'A', answeredAt: at, autoCorrect: false },
          { answer: '9.8 m/s^2', answeredAt: at, autoCorrect: null, isCorrect: true },
        ],
      },
    });
    const corrected = await buildSitting(s, c, {
      exercise: {
        startedAt: at,
        finishedAt: at,
        correctionStatus: 1,
        answers: [{ answer: 'C', answeredAt: at, autoCorrect: false }],
      },
    });

    const book = await gradebookOf(s.deps, c.teacher, c.klass.id);

    expect(book.class).toEqual({ _id: c.klass.id, name: c.klass.name });
    expect(book.homework.map((h) => h._id)).toEqual([c.hw.id]);
    const cellOf = (id: string) => book.students.find((row) => row._id === id)?.cells[0];
    const open = { points: 3, earned: null, latePercent: 0, attempts: 1 };
    expect(cellOf(untouched.student.id)).toEqual({
      answered: 0,
      correct: 0,
      score: 0,
      total: 3,
      state: 'notStarted',
      ...open,
    });
    expect(cellOf(started.student.id)).toEqual({
      answered: 1,
      correct: 1,
      score: 1,
      total: 3,
      state: 'started',
      ...open,
    });
    // A teacher's verdict (isCorrect) stands over the automatic one, in the count and the score alike.
    expect(cellOf(finished.student.id)).toEqual({
      answered: 3,
      correct: 2,
      score: 2,
      total: 3,
      state: 'finished',
      ...open,
      earned: 2,
    });
    expect(cellOf(corrected.student.id)).toEqual({
      answered: 1,
      correct: 0,
      score: 0,
      total: 3,
      state: 'corrected',
      ...open,
      earned: 0,
    });
    const finishedRow = book.students.find((row) => row._id === finished.student.id);
    expect(finishedRow).toMatchObject({ mean: 67, finished: 1 });
    expect(book.students.find((row) => row._id === untouched.student.id)).toMatchObject({ mean: null, finished: 0 });
  });

  it('keeps a column for a homework taken off the list while a student still holds its exercise', async () => {
    const c = await buildClassWithHomework(s);
    const off = await buildHomework(s, c.teacher, { questionIds: [c.questions[0]!.id], name: 'Taken off' });
    const sitting = await buildSitting(s, c);
    await buildExercise(s, c.klass, off, sitting.student);

    const book = await gradebookOf(s.deps, c.teacher, c.klass.id);

    expect(book.homework.map((h) => h.name)).toEqual([c.hw.name, 'Taken off']);
    const row = book.students.find((r) => r._id === sitting.student.id)!;
    expect(row.cells[1]).toEqual({
      answered: 0,
      correct: 0,
      score: 0,
      total: 1,
      state: 'notStarted',
      points: 1,
      earned: null,
      latePercent: 0,
      attempts: 1,
    });
  });

  it('answers only the class teacher', async () => {
    const c = await buildClassWithHomework(s);
    const other = await buildTeacher(s);
    const student = await buildStudent(s);
    // Another teacher and a student: 403 (the class exists); an unknown class: 404.
    for (const caller of [other, student]) {
      await expect(gradebookOf(s.deps, caller, c.klass.id)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
    await expect(gradebookOf(s.deps, c.teacher, UNKNOWN_ID)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      key: 'classNotFound',
    });
  });
});
