import { questions, questionVersions } from '@quanta/db';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { UNKNOWN_ID } from '../support/factories/classes';
import { buildClass } from '../support/factories/enrolment';
import { addToClass, answersOf, buildClassWithHomework, buildSitting } from '../support/factories/exercises';
import { buildHomework } from '../support/factories/homework';
import { buildQuestion } from '../support/factories/questions';
import { useTestApp } from '../support/fixture';
import { buildTeacher, tokenOf } from '../support/harness';

const NOW = new Date('2026-05-04T15:00:00Z');
const EARLIER = new Date('2026-05-01T10:00:00Z');

/** Every field of a single-select question as the edit form sends it. */
const edited = (id: string, o: Record<string, unknown> = {}) => ({
  _id: id,
  name: 'Free fall',
  category: 'Physics',
  qText: '<p>How far does a stone fall in 1 s?</p>',
  image: '',
  showImg: false,
  isChoice: '0',
  numChoice: 4,
  correctAnswer: 'B',
  difficuty: 3,
  description: '<p>Half of g t squared.</p>',
  source: null,
  copyright: '',
  answerA: '1 m',
  answerB: '4.9 m',
  answerC: '9.8 m',
  answerD: '19.6 m',
  answerE: '',
  language: 'en',
  referenceId: '',
  libraryId: null,
  chapterId: null,
  sectionId: null,
  ...o,
});

/** An answered, checked answer judged right (or as given). */
const answered = (answer: string, o: Record<string, unknown> = {}) => ({
  answer,
  answeredAt: EARLIER,
  locked: true,
  autoCorrect: true,
  score: 1,
  ...o,
});

describe('question versions and regrade', () => {
  const t = useTestApp();
  const put = (token: string, body: unknown) => t.rest('PUT', '/teacher/updateQuestion', { token, body });
  const versionsOf = (questionId: string) =>
    t.app.deps.db
      .select()
      .from(questionVersions)
      .where(eq(questionVersions.questionId, questionId))
      .orderBy(asc(questionVersions.version));

  it('edits a question in place while nobody has answered it', async () => {
    t.clock.now = NOW;
    const c = await buildClassWithHomework(t);
    const [single] = c.questions;
    // Published, but not answered yet.
    await buildSitting(t, c);
    const res = await put(c.teacherToken, edited(single!.id, { correctAnswer: 'C' }));
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ version: 1, correctAnswer: 'C' });
    expect(await versionsOf(single!.id)).toEqual([]);
  });

  it('keeps an answered question’s content as version 1 and saves the edit as version 2', async () => {
    t.clock.now = NOW;
    const c = await buildClassWithHomework(t);
    const [single] = c.questions;
    await put(c.teacherToken, edited(single!.id));
    const s = await buildSitting(t, c, { exercise: { answers: [answered('B')] } });

    // Saving what is there changes nothing a student was shown or graded on: no version.
    expect((await put(c.teacherToken, edited(single!.id))).body.result.version).toBe(1);
    const res = await put(c.teacherToken, edited(single!.id, { correctAnswer: 'C', answerC: '<p>4.9 m</p>' }));
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ version: 2, correctAnswer: 'C' });

    const kept = await versionsOf(single!.id);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ version: 1, createdAt: NOW });
    expect(kept[0]!.content).toMatchObject({
      name: 'Free fall',
      correctAnswer: 'B',
      answerC: '9.8 m',
      isChoice: 0,
      difficulty: 3,
      body: {},
    });
    // The answer keeps the version it was given on, and its score.
    const [answer] = await answersOf(t, s.exercise.id);
    expect(answer).toMatchObject({ questionVersion: 1, score: 1, autoCorrect: true });
    const view = await t
      .trpc(c.teacherToken)
      .teacher.getExerciseByClassAndHomework.query({ classID: c.klass.id, hwID: c.hw.id });
    expect(view.list[0]!.questionList[0]).toMatchObject({ questionVersion: 1, question: { version: 2 } });
    // The answer is shown with the question as it was answered: version 1's key and choices, to the teacher
    // and to the student alike.
    expect(view.list[0]!.questionList[0]!.question).toMatchObject({ correctAnswer: 'B', answerC: '9.8 m' });
    const mine = await t.trpc(s.token).user.getExerciseById.query({ id: s.exercise.id });
    expect(mine.questionList[0]!.question).toMatchObject({ version: 2, answerC: '9.8 m' });

    // Nobody answered version 2 yet: the next edit is made in place.
    expect((await put(c.teacherToken, edited(single!.id, { correctAnswer: 'D' }))).body.result.version).toBe(2);
    expect(await versionsOf(single!.id)).toHaveLength(1);

    const versions = await t.rest('GET', `/teacher/getQuestionVersions?questionId=${single!.id}`, {
      token: c.teacherToken,
    });
    expect(versions.status).toBe(200);
    expect(versions.body.result).toEqual({
      questionId: single!.id,
      version: 2,
      list: [
        { version: 1, createdAt: single!.createdAt.toISOString(), replacedAt: NOW.toISOString(), answers: 1 },
        { version: 2, createdAt: NOW.toISOString(), replacedAt: null, answers: 0 },
      ],
    });
  });

  it('stores the new types’ bodies sanitised, and a copy starts at version 1', async () => {
    t.clock.now = NOW;
    const teacher = await buildTeacher(t);
    const token = await tokenOf(t, teacher);
    const q = await buildQuestion(t, teacher, { version: 3 });
    const matching = edited(q.id, {
      isChoice: '4',
      correctAnswer: '',
      body: {
        pairs: [
          { prompt: '<p>Force<script>alert(1)</script></p>', answer: 'newton' },
          { prompt: '<p>Energy</p>', answer: 'joule' },
          { prompt: '', answer: 'watt' },
        ],
        hints: ['<p onclick="x()">Think of units</p>'],
        hintPenalty: 0.25,
        tags: ['units'],
      },
    });
    const res = await put(token, matching);
    expect(res.status).toBe(200);
    const [row] = await t.app.deps.db.select().from(questions).where(eq(questions.id, q.id));
    expect(row!.isChoice).toBe(4);
    expect(row!.body).toEqual({
      pairs: [
        { prompt: '<p>Force</p>', answer: 'newton' },
        { prompt: '<p>Energy</p>', answer: 'joule' },
        { prompt: '', answer: 'watt' },
      ],
      hints: ['<p>Think of units</p>'],
      hintPenalty: 0.25,
      tags: ['units'],
    });
    const copy = await t.trpc(token).teacher.copyQuestion.mutate({ id: q.id });
    expect(copy).toMatchObject({ version: 1, isChoice: '4', body: { tags: ['units'] } });
    expect(copy.body.pairs).toHaveLength(3);
    // A body that does not fit its type names the field.
    const bad = await put(token, edited(q.id, { isChoice: '4', correctAnswer: '', body: { pairs: [] } }));
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('body.pairs');
  });

  it('regrades an exercise, then a whole homework, onto the newest version; the teacher’s verdicts stay', async () => {
    t.clock.now = NOW;
    const c = await buildClassWithHomework(t);
    const [single, multi] = c.questions;
    await put(c.teacherToken, edited(single!.id));
    // Right on version 1 (B); a multi select the teacher marked right by hand.
    const first = await buildSitting(t, c, {
      exercise: {
        answers: [
          answered('B'),
          answered('A', { autoCorrect: false, score: 0, isCorrect: true, correctedAt: EARLIER }),
        ],
      },
    });
    const second = await buildSitting(t, c, {
      exercise: { answers: [answered('C', { autoCorrect: false, score: 0 })] },
    });
    expect((await put(c.teacherToken, edited(single!.id, { correctAnswer: 'C' }))).body.result.version).toBe(2);

    const one = await t.rest('POST', '/teacher/regradeExercise', {
      token: c.teacherToken,
      body: { exerciseId: first.exercise.id },
    });
    expect(one.status).toBe(200);
    expect(one.body.result).toEqual({ regraded: 2, message: 'Regraded 2 answers' });
    const [a1, a2] = await answersOf(t, first.exercise.id);
    expect(a1).toMatchObject({ questionVersion: 2, score: 0, autoCorrect: false, autoCorrectedAt: NOW });
    expect(a2).toMatchObject({ questionVersion: 1, isCorrect: true, correctedAt: EARLIER });
    // The other student's answer is untouched until their homework is regraded.
    expect((await answersOf(t, second.exercise.id))[0]).toMatchObject({ questionVersion: 1, score: 0 });

    const all = await t
      .trpc(c.teacherToken)
      .teacher.regradeHomework.mutate({ classId: c.klass.id, homeworkId: c.hw.id });
    expect(all).toEqual({ regraded: 3, message: 'Regraded 3 answers' });
    // Regraded onto version 2, the answer is shown with version 2's key.
    const regradedView = await t.trpc(second.token).user.getExerciseById.query({ id: second.exercise.id });
    expect(regradedView.questionList[0]).toMatchObject({ questionVersion: 2, question: { correctAnswer: 'C' } });
    expect((await answersOf(t, second.exercise.id))[0]).toMatchObject({
      questionVersion: 2,
      score: 1,
      autoCorrect: true,
      // A plain select question is auto-corrected as a save does it, without a checker's reason.
      autoReason: null,
    });

    // The teacher's verdict counts whole in the score: 0 (single, now wrong) + 1 (verdict) of 3.
    const list = await t
      .trpc(c.teacherToken)
      .teacher.getExerciseByClass.query({ classID: c.klass.id, studentID: first.student.id });
    expect(list.list[0]).toMatchObject({ correct: 1, wrong: 1, answered: 2, total: 3, score: 1, maxScore: 3 });
    const versions = await t.trpc(c.teacherToken).teacher.getQuestionVersions.query({ questionId: multi!.id });
    expect(versions.list).toEqual([expect.objectContaining({ version: 1, answers: 1 })]);
  });

  it('regrades partial credit from the choices’ fractions, less the hints’ penalty', async () => {
    t.clock.now = NOW;
    const c = await buildClassWithHomework(t);
    const [, multi] = c.questions;
    const s = await buildSitting(t, c, {
      exercise: { answers: [{}, answered('A', { autoCorrect: false, score: 0, hintsShown: 1 })] },
    });
    const choices = [
      { text: '<p>1 m</p>', fraction: 0.5, feedback: '' },
      { text: '<p>2 m</p>', fraction: -1, feedback: '' },
      { text: '<p>3 m</p>', fraction: 0.5, feedback: '' },
      { text: '<p>4 m</p>', fraction: -1, feedback: '' },
    ];
    const res = await put(
      c.teacherToken,
      edited(multi!.id, { isChoice: '1', correctAnswer: '', body: { choices, hintPenalty: 0.1 } }),
    );
    expect(res.body.result).toMatchObject({ version: 2, correctAnswer: 'A,C' });
    await t.trpc(c.teacherToken).teacher.regradeExercise.mutate({ exerciseId: s.exercise.id });
    const [, answer] = await answersOf(t, s.exercise.id);
    expect(answer).toMatchObject({ questionVersion: 2, autoCorrect: false, autoReason: 'partial' });
    expect(answer!.score).toBeCloseTo(0.4, 5);
    const view = await t
      .trpc(c.teacherToken)
      .teacher.getExerciseByClass.query({ classID: c.klass.id, studentID: s.student.id });
    expect(view.list[0]).toMatchObject({ score: 0.4, maxScore: 3, correct: 0 });
  });

  it('refuses regrade signed out (401), to other teachers and students (403), unknown records (404), bad ids (400)', async () => {
    t.clock.now = NOW;
    const c = await buildClassWithHomework(t);
    const s = await buildSitting(t, c);
    const other = await tokenOf(t, await buildTeacher(t));
    const calls: [string, Record<string, unknown>][] = [
      ['/teacher/regradeExercise', { exerciseId: s.exercise.id }],
      ['/teacher/regradeHomework', { classId: c.klass.id, homeworkId: c.hw.id }],
    ];
    for (const [path, body] of calls) {
      expect((await t.rest('POST', path, { body })).status, path).toBe(401);
      expect((await t.rest('POST', path, { token: other, body })).status, path).toBe(403);
      expect((await t.rest('POST', path, { token: s.token, body })).status, path).toBe(403);
    }
    const token = c.teacherToken;
    const unknown = await t.rest('POST', '/teacher/regradeExercise', { token, body: { exerciseId: UNKNOWN_ID } });
    expect(unknown.status).toBe(404);
    const elsewhere = await buildHomework(t, c.teacher, { questionIds: [c.questions[0]!.id] });
    const notInClass = await t.rest('POST', '/teacher/regradeHomework', {
      token,
      body: { classId: c.klass.id, homeworkId: elsewhere.id },
    });
    expect(notInClass.status).toBe(404);
    const noClass = await t.rest('POST', '/teacher/regradeHomework', {
      token,
      body: { classId: UNKNOWN_ID, homeworkId: c.hw.id },
    });
    expect(noClass.status).toBe(404);
    const bad = await t.rest('POST', '/teacher/regradeExercise', { token, body: { exerciseId: 'nope' } });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('exerciseId');
    const badHomework = await t.rest('POST', '/teacher/regradeHomework', { token, body: { classId: c.klass.id } });
    expect(badHomework.status).toBe(400);
    expect(badHomework.body.msg).toContain('homeworkId');
    // Another teacher's question's versions are refused too.
    const versions = `/teacher/getQuestionVersions?questionId=${c.questions[0]!.id}`;
    expect((await t.rest('GET', versions, { token: other })).status).toBe(403);
    expect((await t.rest('GET', `/teacher/getQuestionVersions?questionId=${UNKNOWN_ID}`, { token })).status).toBe(404);
  });
});

describe('scores: partial credit summed, descriptions left out', () => {
  const t = useTestApp();

  it('counts a description in no total, and sums the credits the viewer may see', async () => {
    t.clock.now = NOW;
    const teacher = await buildTeacher(t);
    const teacherToken = await tokenOf(t, teacher);
    const klass = await buildClass(t, teacher);
    const single = await buildQuestion(t, teacher, { isChoice: 0, correctAnswer: 'B' });
    const multi = await buildQuestion(t, teacher, { isChoice: 1, correctAnswer: 'A,C' });
    const text = await buildQuestion(t, teacher, { isChoice: 6, correctAnswer: '', name: 'Read this first' });
    const hw = await buildHomework(t, teacher, { name: 'Scores', questionIds: [text.id, single.id, multi.id] });
    await addToClass(t, klass, hw);
    // Checked: right (1) and half right (0.5); a second student's multi select is saved but not checked.
    const done = await buildSitting(
      t,
      { klass, hw },
      {
        exercise: {
          finishedAt: EARLIER,
          answers: [{}, answered('B'), answered('A', { autoCorrect: false, score: 0.5 })],
        },
      },
    );
    const open = await buildSitting(
      t,
      { klass, hw },
      { exercise: { answers: [{}, answered('B'), answered('A', { autoCorrect: false, score: 0.5, locked: false })] } },
    );

    const teacherList = await t
      .trpc(teacherToken)
      .teacher.getExerciseByClass.query({ classID: klass.id, studentID: done.student.id });
    expect(teacherList.list[0]).toMatchObject({ answered: 2, total: 2, correct: 1, wrong: 1, score: 1.5, maxScore: 2 });

    // The student sees the credit of checked answers only before the exercise closes.
    const classroom = await t.trpc(open.token).user.getClassesContent.query({ id: klass.id });
    expect(classroom.homeworkList[0]!.exercise).toMatchObject({ total: 2, answered: 2, score: 1, maxScore: 2 });
    const view = await t.trpc(open.token).user.getExerciseById.query({ id: open.exercise.id });
    expect(view).toMatchObject({ total: 2, answered: 2, correct: 1, score: 1, maxScore: 2 });
    const teacherView = await t
      .trpc(teacherToken)
      .teacher.getExerciseByClassAndHomework.query({ classID: klass.id, hwID: hw.id });
    expect(teacherView.list.map((e) => [e.score, e.maxScore, e.total]).sort()).toEqual([
      [1.5, 2, 2],
      [1.5, 2, 2],
    ]);

    const gradebook = await t.trpc(teacherToken).teacher.getGradebook.query({ classId: klass.id });
    const cell = gradebook.students.find((s) => s._id === done.student.id)!.cells[0];
    expect(cell).toEqual({
      answered: 2,
      correct: 1,
      total: 2,
      score: 1.5,
      state: 'finished',
      // Two questions that score, the description none: 2 points, 1.5 earned.
      points: 2,
      earned: 1.5,
      latePercent: 0,
      attempts: 1,
    });
    const csv = await t.trpc(teacherToken).teacher.exportGradebook.query({ classId: klass.id, format: 'csv' });
    const lines = Buffer.from(csv.content, 'base64').toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toContain('Scores score');
    expect(lines.find((l) => l.startsWith(done.student.name))).toContain(',50,1.5,finished');

    // Item analysis: the description is no item; the multi select's mean score counts the half credit.
    const analysis = await t.trpc(teacherToken).teacher.getItemAnalysis.query({ classId: klass.id, homeworkId: hw.id });
    expect(analysis.test).toMatchObject({ attempts: 1, questions: 2, mean: 50 });
    expect(analysis.questions.map((q) => [q._id, q.position, q.facility, q.meanScore])).toEqual([
      [single.id, 1, 100, 1],
      [multi.id, 2, 0, 0.5],
    ]);

    const trend = await t.trpc(done.token).user.getStudentTrend.query({ studentId: done.student.id });
    expect(trend.points).toEqual([expect.objectContaining({ accuracy: 50 })]);
  });
});
