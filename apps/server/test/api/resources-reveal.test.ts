import { classSources, resourceCards, resourceRecords } from '@quanta/db';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildClass, buildSource } from '../support/factories/classes';
import { buildPlace } from '../support/factories/enrolment';
import { buildChapter, buildLibrary, buildSection } from '../support/factories/libraries';
import { buildQuestion } from '../support/factories/questions';
import { useTestApp } from '../support/fixture';
import { buildStudent, buildTeacher, tokenOf } from '../support/harness';
import { DAY } from '../support/time';

/** Once PLAY has shown a question's answer, that attempt cannot be turned into a correct record. */
describe('resources: an answer shown is not an answer earned', () => {
  const t = useTestApp();
  let token: string;
  let studentId: string;
  let q: Record<'giveUp' | 'wrong' | 'right' | 'race', string>;

  beforeAll(async () => {
    const author = await buildTeacher(t);
    const student = await buildStudent(t);
    studentId = student.id;
    const source = await buildSource(t, author, { name: 'Practice set' });
    const klass = await buildClass(t, author, { includeLibrary: true });
    await t.app.deps.db.insert(classSources).values({ classId: klass.id, sourceId: source.id });
    await buildPlace(t, klass, student, null);
    const library = await buildLibrary(t, { name: 'Physics' });
    const chapter = await buildChapter(t, library, { name: 'Mechanics', position: 0 });
    const section = await buildSection(t, chapter, { name: 'Kinematics', position: 0 });
    const filed = { libraryId: library.id, chapterId: chapter.id, sectionId: section.id, sourceId: source.id };
    const base = Date.now() - 10 * DAY;
    const build = (n: number) =>
      buildQuestion(t, author, { ...filed, correctAnswer: 'B', createdAt: new Date(base + n * 1000) });
    q = {
      giveUp: (await build(1)).id,
      wrong: (await build(2)).id,
      right: (await build(3)).id,
      race: (await build(4)).id,
    };
    token = await tokenOf(t, student);
    const setting = await post('/user/updateUserSetting', {
      libraries: [{ libraryId: library.id, chapterId: chapter.id, sectionId: '' }],
      sources: [{ _id: source.id, name: 'Practice set' }],
      difficulty: 'all',
      isClassroomStudent: false,
    });
    expect(setting.body.result).toBe(4);
  });

  const post = (path: string, body: unknown) => t.rest('POST', path, { token, body });
  const submit = (questionId: string, answer: string) => post('/user/submitResourceQuestion', { questionId, answer });
  const served = async () =>
    (await t.rest('GET', '/user/getResourceQuestion', { token })).body.result.questions.map(
      (x: { _id: string }) => x._id,
    );
  const recordsOf = (questionId: string) =>
    t.app.deps.db
      .select({ isCorrect: resourceRecords.isCorrect })
      .from(resourceRecords)
      .where(and(eq(resourceRecords.studentId, studentId), eq(resourceRecords.questionId, questionId)))
      .orderBy(asc(resourceRecords.createdAt), asc(resourceRecords.id));
  const cardOf = async (questionId: string) =>
    (
      await t.app.deps.db
        .select()
        .from(resourceCards)
        .where(and(eq(resourceCards.studentId, studentId), eq(resourceCards.questionId, questionId)))
    )[0];
  const shown = { status: 409, body: { key: 'resourceAnswerShown' } };

  it('gives up, is shown the answer, then submits it: refused, and no correct record', async () => {
    expect(await served()).toContain(q.giveUp);
    const gaveUp = await post('/user/giveUpResourceQuestion', { questionId: q.giveUp });
    expect(gaveUp.body.result).toMatchObject({ correctAnswer: 'B' });
    const card = await cardOf(q.giveUp);
    const copied = await submit(q.giveUp, gaveUp.body.result.correctAnswer);
    expect(copied).toMatchObject(shown);
    expect(copied.body.msg).toBe('The answer to this question has been shown; it comes back for practice later');
    expect(copied.body.result).toBeNull();
    // A second give-up is refused too: the skip is not counted twice.
    expect(await post('/user/giveUpResourceQuestion', { questionId: q.giveUp })).toMatchObject(shown);
    expect(await recordsOf(q.giveUp)).toEqual([{ isCorrect: null }]);
    expect(await cardOf(q.giveUp)).toEqual(card);
  });

  it('answers wrong, is shown the answer, then submits it: refused, and no correct record', async () => {
    const wrong = await submit(q.wrong, 'A');
    expect(wrong.body.result).toMatchObject({ isCorrect: false, correctAnswer: 'B' });
    expect(await submit(q.wrong, 'B')).toMatchObject(shown);
    expect(await recordsOf(q.wrong)).toEqual([{ isCorrect: false }]);
    expect((await cardOf(q.wrong))?.streak).toBe(0);
  });

  it('answers right once: a resubmit does not count again', async () => {
    expect((await submit(q.right, 'B')).body.result.isCorrect).toBe(true);
    expect(await submit(q.right, 'B')).toMatchObject(shown);
    expect(await recordsOf(q.right)).toEqual([{ isCorrect: true }]);
    expect((await cardOf(q.right))?.streak).toBe(1);
  });

  it('takes one of two first answers sent together', async () => {
    const both = await Promise.all([submit(q.race, 'A'), submit(q.race, 'B')]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await recordsOf(q.race)).toHaveLength(1);
  });

  it('a fresh PLAY of the question, once it falls due again, can be correct', async () => {
    t.clock.advance(DAY + 60_000);
    const again = await served();
    expect(again).toEqual(expect.arrayContaining([q.giveUp, q.wrong]));
    expect((await submit(q.giveUp, 'B')).body.result.isCorrect).toBe(true);
    expect((await submit(q.wrong, 'B')).body.result.isCorrect).toBe(true);
    expect(await recordsOf(q.giveUp)).toEqual([{ isCorrect: null }, { isCorrect: true }]);
    expect(await recordsOf(q.wrong)).toEqual([{ isCorrect: false }, { isCorrect: true }]);
    expect((await cardOf(q.wrong))?.streak).toBe(1);
  });
});
