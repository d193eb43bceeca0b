import { exerciseAnswers, questions } from '@quanta/db';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSource } from '../support/factories/classes';
import { buildClass, buildPlace } from '../support/factories/enrolment';
import { addToClass, buildEnrolledStudent, buildExercise } from '../support/factories/exercises';
import { buildHomework } from '../support/factories/homework';
import { buildChapter, buildLibrary, buildSection } from '../support/factories/libraries';
import { buildQuestion } from '../support/factories/questions';
import { storeUpload, workbook } from '../support/factories/xlsx';
import { useTestApp } from '../support/fixture';
import { buildStudent, buildTeacher, tokenOf } from '../support/harness';
import { MINUTE } from '../support/time';

const NOW = new Date('2026-03-10T12:00:00Z');

/** A projectile: v0 from 10 to 40 m/s; the range at 45° is v0²/9.8 metres. */
const projectile: Partial<typeof questions.$inferInsert> = {
  isChoice: 2,
  qText: '<p>A ball is thrown at {v0} m/s at 45°. How far does it land?</p>',
  description: '<p>R = {v0}^2 / 9.8</p>',
  correctAnswer: '{v0}^2 / 9.8',
  answerType: 'number',
  tolerance: 0.01,
  toleranceType: 'relative',
  unit: 'm',
  sigFigs: null,
  params: [{ name: 'v0', min: 10, max: 40, step: 1 }],
  answerA: '',
  answerB: '',
};
const algebra = { isChoice: 2, correctAnswer: '2*(x+1)', answerType: 'expression', answerA: '', answerB: '' } as const;
const gravity = {
  isChoice: 2,
  correctAnswer: '9.8',
  answerType: 'number',
  unit: 'm/s^2',
  sigFigs: 2,
  answerA: '',
  answerB: '',
} as const;

const v0Of = (qText: string) => Number(/thrown at ([\d.]+) m\/s/.exec(qText)?.[1]);
const range = (v0: number) => (v0 * v0) / 9.8;

describe('typed answers graded by the checker, with a variant per student', () => {
  const t = useTestApp();
  let teacherToken: string;
  let klass: { id: string };
  let hw: { id: string };
  let exam: { id: string };
  let q: Record<'projectile' | 'algebra' | 'gravity' | 'text', { id: string }>;

  beforeAll(async () => {
    t.clock.now = NOW;
    const teacher = await buildTeacher(t);
    teacherToken = await tokenOf(t, teacher);
    klass = await buildClass(t, teacher);
    q = {
      projectile: await buildQuestion(t, teacher, projectile),
      algebra: await buildQuestion(t, teacher, algebra),
      gravity: await buildQuestion(t, teacher, gravity),
      text: await buildQuestion(t, teacher, { isChoice: 2, correctAnswer: 'Newton', answerA: '', answerB: '' }),
    };
    const ids = [q.projectile.id, q.algebra.id, q.gravity.id, q.text.id];
    hw = await buildHomework(t, teacher, { questionIds: ids });
    exam = await buildHomework(t, teacher, { questionIds: ids, isExam: true, examDuration: 30 });
    await addToClass(t, klass, hw);
    await addToClass(t, klass, exam);
  });

  async function student(of = hw) {
    const s = await buildEnrolledStudent(t, klass);
    const exercise = await buildExercise(t, klass, of, s.student);
    return { ...s, exercise };
  }
  const check = (token: string, id: string, questionId: string, answer: string) =>
    t.rest('POST', '/user/submitExercise', { token, body: { id, questionId, answer, content: '' } });
  const view = async (token: string, id: string) =>
    (await t.rest('GET', `/user/getExerciseById?id=${id}`, { token })).body.result;

  it('gives each student their own numbers, the same on every reload, and nothing of the answer', async () => {
    const a = await student();
    const first = await view(a.token, a.exercise.id);
    const again = await view(a.token, a.exercise.id);
    const item = first.questionList[0].question;
    expect(again.questionList[0].question.qText).toBe(item.qText);
    expect(item.qText).not.toContain('{v0}');
    expect(v0Of(item.qText)).toBeGreaterThanOrEqual(10);
    expect(item).toMatchObject({ answerType: 'number', correctAnswer: '', description: '', params: [], unit: '' });
    expect(item.variant).toEqual({ v0: v0Of(item.qText) });
    // Times aside (a time's seconds may read `…:09.8…`), nothing of the answer's 9.8 is sent.
    expect(JSON.stringify(first).replace(/"\d{4}-\d\d-\d\dT[^"]*"/g, '""')).not.toContain('9.8');
    const seen = new Set<number>();
    for (let i = 0; i < 6; i++) {
      const s = await student();
      seen.add(v0Of((await view(s.token, s.exercise.id)).questionList[0].question.qText));
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it('Check Solution grades a number with a unit in other units, a wrong value, a missing unit, with reasons', async () => {
    const a = await student();
    const v0 = v0Of((await view(a.token, a.exercise.id)).questionList[0].question.qText);
    const cm = `${(range(v0) * 100).toFixed(1)} cm`;
    const right = await check(a.token, a.exercise.id, q.projectile.id, cm);
    expect(right.status).toBe(200);
    expect(right.body.result).toMatchObject({ autoCorrect: true, autoReason: 'correct' });
    expect(right.body.msg).toBe('Congrats!');
    expect(right.body.result.correctAnswer).toBe(`${Number(range(v0).toPrecision(12))} m`);
    expect(right.body.result.description).toBe(`<p>R = ${v0}^2 / 9.8</p>`);

    const b = await student();
    const wrong = await check(b.token, b.exercise.id, q.projectile.id, '1 m');
    expect(wrong.body.result).toMatchObject({ autoCorrect: false, autoReason: 'valueOff' });
    const c = await student();
    expect((await check(c.token, c.exercise.id, q.gravity.id, '9.8')).body.result.autoReason).toBe('missingUnit');
    expect((await check(c.token, c.exercise.id, q.algebra.id, '2x+2')).body.result).toMatchObject({
      autoCorrect: true,
      autoReason: 'correct',
      correctAnswer: '2*(x+1)',
    });
    const d = await student();
    expect((await check(d.token, d.exercise.id, q.gravity.id, '9.80 m/s^2')).body.result.autoReason).toBe('sigFigs');
    expect((await check(d.token, d.exercise.id, q.algebra.id, 'sqrt((x+1)^2)*2')).body.result.autoReason).toBe(
      'notEquivalent',
    );
    const text = await check(d.token, d.exercise.id, q.text.id, 'Newton');
    expect(text.body.result).toMatchObject({ autoCorrect: true, autoReason: null });
    const e = await student();
    expect((await check(e.token, e.exercise.id, q.gravity.id, '9.8 furlongs')).body.result).toMatchObject({
      autoCorrect: false,
      autoReason: 'unreadable',
    });
    expect((await check(e.token, e.exercise.id, q.algebra.id, 'import("fs")')).body.result.autoReason).toBe(
      'unreadable',
    );
  });

  it('refuses malformed answers and other students’ exercises, storing nothing', async () => {
    const a = await student();
    const b = await student();
    expect((await check(a.token, a.exercise.id, q.gravity.id, '')).status).toBe(400);
    expect((await check(a.token, a.exercise.id, q.gravity.id, '9.8\u0000 m/s^2')).status).toBe(400);
    expect((await check(a.token, b.exercise.id, q.gravity.id, '9.8 m/s^2')).status).toBe(403);
    const res = await t.rest('POST', '/user/submitExercise', {
      token: a.token,
      body: { id: a.exercise.id, questionId: q.gravity.id, answer: { toString: 1 }, content: '' },
    });
    expect(res.status).toBe(400);
    const rows = await t.app.deps.db
      .select()
      .from(exerciseAnswers)
      .where(and(eq(exerciseAnswers.exerciseId, a.exercise.id), eq(exerciseAnswers.questionId, q.gravity.id)));
    expect(rows[0]).toMatchObject({ answer: '', autoCorrect: null, autoReason: null });
  });

  it('the teacher sees each student’s variant and the checker’s reason, and may override the verdict', async () => {
    const a = await student();
    const b = await student();
    const va = v0Of((await view(a.token, a.exercise.id)).questionList[0].question.qText);
    await check(a.token, a.exercise.id, q.projectile.id, `${range(va).toFixed(2)} m`);
    await check(b.token, b.exercise.id, q.projectile.id, '3 km/h');
    const res = await t.rest('GET', `/teacher/getExerciseByClassAndHomework?classID=${klass.id}&hwID=${hw.id}`, {
      token: teacherToken,
    });
    const rowOf = (id: string) => res.body.result.list.find((e: { _id: string }) => e._id === id).questionList[0];
    expect(rowOf(a.exercise.id)).toMatchObject({ autoCorrect: true, autoReason: 'correct' });
    expect(rowOf(a.exercise.id).question.variant).toEqual({ v0: va });
    expect(rowOf(a.exercise.id).question.qText).toContain(`thrown at ${va} m/s`);
    expect(rowOf(a.exercise.id).question.correctAnswer).toBe(`${Number(range(va).toPrecision(12))} m`);
    expect(rowOf(b.exercise.id)).toMatchObject({ autoCorrect: false, autoReason: 'wrongUnit' });
    const override = await t.rest('POST', '/teacher/correctExercise', {
      token: teacherToken,
      body: { exerciseId: b.exercise.id, questionId: q.projectile.id, isCorrect: true },
    });
    expect(override.body.result).toMatchObject({ isCorrect: true, autoCorrect: false });
  });

  it('an exam grades typed answers as they are saved and shows the verdicts once over', async () => {
    const a = await student(exam);
    await t.rest('POST', '/user/startExam', { token: a.token, body: { id: a.exercise.id } });
    const v0 = v0Of((await view(a.token, a.exercise.id)).questionList[0].question.qText);
    const save = (questionId: string, answer: string) =>
      t.rest('POST', '/user/saveExercise', {
        token: a.token,
        body: { id: a.exercise.id, questionId, answer, content: '' },
      });
    expect((await save(q.projectile.id, `${range(v0) / 1000} km`)).status).toBe(200);
    expect((await save(q.algebra.id, '2x+1')).status).toBe(200);
    expect((await save(q.gravity.id, '980 cm/s^2')).status).toBe(200);
    const during = await view(a.token, a.exercise.id);
    expect(during.questionList.map((x: { autoCorrect: unknown }) => x.autoCorrect)).toEqual([null, null, null, null]);
    // once the exam and its two-minute grace period are over
    t.clock.advance(33 * MINUTE);
    const after = await view(a.token, a.exercise.id);
    expect(
      after.questionList.map((x: { autoCorrect: unknown; autoReason: unknown }) => [x.autoCorrect, x.autoReason]),
    ).toEqual([
      [true, 'correct'],
      [false, 'notEquivalent'],
      [true, 'correct'],
      [null, null],
    ]);
    expect(after.questionList[0].question.correctAnswer).toBe(`${Number(range(v0).toPrecision(12))} m`);
    t.clock.now = NOW;
  });

  it('a question made a typed number between two saves is graded by the checker from the next save on', async () => {
    const teacher = await buildTeacher(t);
    const plain = await buildQuestion(t, teacher, { isChoice: 2, correctAnswer: '9.8', answerA: '', answerB: '' });
    const work = await buildHomework(t, teacher, { questionIds: [plain.id] });
    await addToClass(t, klass, work);
    const a = await student(work);
    const save = (answer: string) =>
      t.rest('POST', '/user/saveExercise', {
        token: a.token,
        body: { id: a.exercise.id, questionId: plain.id, answer, content: '' },
      });
    const stored = async () =>
      (
        await t.app.deps.db
          .select()
          .from(exerciseAnswers)
          .where(and(eq(exerciseAnswers.exerciseId, a.exercise.id), eq(exerciseAnswers.questionId, plain.id)))
      )[0];
    expect((await save('9.8')).status).toBe(200);
    expect(await stored()).toMatchObject({ answer: '9.8', autoCorrect: true, autoReason: null });
    await t.app.deps.db
      .update(questions)
      .set({ answerType: 'number', unit: 'm/s^2' })
      .where(eq(questions.id, plain.id));
    expect((await save('9.8')).status).toBe(200);
    expect(await stored()).toMatchObject({ answer: '9.8', autoCorrect: false });
    expect((await stored())?.autoReason).not.toBeNull();
    expect((await save('9.8 m/s^2')).status).toBe(200);
    expect(await stored()).toMatchObject({ answer: '9.8 m/s^2', autoCorrect: true, autoReason: 'correct' });
  });
});

describe('grading fields on the question and in Resources', () => {
  const t = useTestApp();
  let teacher: { id: string };
  let token: string;

  beforeAll(async () => {
    teacher = await buildTeacher(t);
    token = await tokenOf(t, teacher);
  });

  /** How the projectile question is graded: a number in metres within 2%, to three significant figures. */
  const grading = {
    answerType: 'number',
    tolerance: 0.02,
    toleranceType: 'relative',
    unit: 'm',
    sigFigs: 3,
    params: [{ name: 'v0', min: 10, max: 40, step: 1 }],
  };
  const full = (id: string, o: object = {}) => ({
    _id: id,
    name: 'Projectile',
    qText: projectile.qText,
    isChoice: '2',
    correctAnswer: projectile.correctAnswer,
    description: projectile.description,
    ...grading,
    ...o,
  });

  it('updateQuestion stores the fields; getQuestionById and a copy carry them', async () => {
    const row = await buildQuestion(t, teacher);
    const put = await t.rest('PUT', '/teacher/updateQuestion', { token, body: full(row.id) });
    expect(put.status).toBe(200);
    const got = await t.rest('POST', '/teacher/getQuestionById', { token, body: { id: row.id } });
    const fields = {
      ...grading,
      correctAnswer: '{v0}^2 / 9.8',
      variant: null,
    };
    expect(got.body.result).toMatchObject(fields);
    const copy = await t.rest('POST', '/teacher/copyQuestion', { token, body: { id: row.id } });
    expect(copy.body.result).toMatchObject(fields);
    const defaults = await t.rest('PUT', '/teacher/updateQuestion', {
      token,
      body: { _id: row.id, isChoice: '2', correctAnswer: 'anything' },
    });
    expect(defaults.body.result).toMatchObject({
      answerType: 'text',
      tolerance: 0.01,
      unit: '',
      sigFigs: null,
      params: [],
    });
  });

  it('refuses malformed grading fields with 400, changing nothing', async () => {
    const row = await buildQuestion(t, teacher);
    const bad: [object, string][] = [
      [{ answerType: 'essay' }, 'answerType'],
      [{ tolerance: -1 }, 'tolerance'],
      [{ tolerance: 'lots' }, 'tolerance'],
      [{ toleranceType: 'percent' }, 'toleranceType'],
      [{ unit: 'furlongs per fortnight' }, 'unit'],
      [{ unit: 'm\u0000' }, 'unit'],
      [{ sigFigs: 11 }, 'sigFigs'],
      [{ sigFigs: 2.5 }, 'sigFigs'],
      [{ params: [{ name: '1x', values: [1] }] }, 'params'],
      [{ params: [{ name: 'v0', min: 1, max: 2, step: 0 }] }, 'params'],
      [{ params: [{ name: 'v0', values: [] }] }, 'params'],
      [{ params: 'v0 = 1..2' }, 'params'],
      [{ params: [{ name: 'v0', min: 1, max: 2, step: 1, extra: true }] }, 'params'],
      [{ correctAnswer: '{g} * 2' }, 'correctAnswer'],
      [{ correctAnswer: 'nine' }, 'correctAnswer'],
      [{ answerType: 'expression', correctAnswer: '2x+' }, 'correctAnswer'],
    ];
    for (const [o, field] of bad) {
      const res = await t.rest('PUT', '/teacher/updateQuestion', { token, body: full(row.id, o) });
      expect(res.status, JSON.stringify(o)).toBe(400);
      expect(res.body.msg, JSON.stringify(o)).toContain(field);
    }
    const [stored] = await t.app.deps.db.select().from(questions).where(eq(questions.id, row.id));
    expect(stored).toMatchObject({ answerType: 'text', params: [] });
  });

  it('imports the grading columns and reports a row whose fields cannot be used', async () => {
    const header = [
      'name',
      'type',
      'question',
      'correctAnswer',
      'answerType',
      'unit',
      'sigFigs',
      'tolerance',
      'params',
    ];
    const bytes = workbook([
      header,
      ['Range', '2', 'At {v0} m/s', '{v0}^2/9.8', 'number', 'm', '3', '0.02', 'v0 = 10..30 step 2'],
      ['Expand', 'free', 'Expand 2(x+1)', '2*(x+1)', 'expression', '', '', '', ''],
      ['Bad unit', '2', 'x', '9.8', 'number', 'parsecs per sec', '', '', ''],
      ['Bad params', '2', 'x', '{a}', 'number', '', '', '', 'a = lots'],
      ['Bad figures', '2', 'x', '9.8', 'number', '', '12', '', ''],
    ]);
    const res = await t.rest('POST', '/teacher/batchCreateQuestion', {
      token,
      body: { filePath: await storeUpload(t, bytes), language: 'en' },
    });
    expect(res.status).toBe(200);
    expect(res.body.result.count).toBe(2);
    expect(res.body.result.errors).toEqual([
      {
        row: 4,
        key: 'importSkipField',
        values: { field: 'unit', problem: 'is not a known unit' },
        reason: 'unit is not a known unit',
      },
      {
        row: 5,
        key: 'importSkipParams',
        values: {},
        reason: 'params must read like v0 = 10..30 step 1; angle = 30, 45, 60',
      },
      {
        row: 6,
        key: 'importSkipField',
        values: { field: 'sigFigs', problem: 'must be a whole number from 1 to 10' },
        reason: 'sigFigs must be a whole number from 1 to 10',
      },
    ]);
    const list = (await t.trpc(token).teacher.getQuestionsByTeacher.query({})).list;
    const range = list.find((x) => x.name === 'Range')!;
    expect(range).toMatchObject({ answerType: 'number', unit: 'm', sigFigs: 3, tolerance: 0.02 });
    expect(range.params).toEqual([{ name: 'v0', min: 10, max: 30, step: 2 }]);
    expect(list.find((x) => x.name === 'Expand')).toMatchObject({ answerType: 'expression', correctAnswer: '2*(x+1)' });
  });

  it('Resources: a variant per student, graded by the same checker, with the reason', async () => {
    const source = await buildSource(t, teacher, { name: 'Set' });
    const klass = await buildClass(t, teacher, { includeLibrary: true });
    const { classSources } = await import('@quanta/db');
    await t.app.deps.db.insert(classSources).values({ classId: klass.id, sourceId: source.id });
    const library = await buildLibrary(t, { name: 'Physics' });
    const chapter = await buildChapter(t, library, { name: 'Motion' });
    const section = await buildSection(t, chapter, { name: 'Projectiles' });
    const filed = { libraryId: library.id, chapterId: chapter.id, sectionId: section.id, sourceId: source.id };
    const p = await buildQuestion(t, teacher, {
      ...projectile,
      ...filed,
      params: [{ name: 'v0', min: 10, max: 400, step: 1 }],
    });
    const e = await buildQuestion(t, teacher, { ...algebra, ...filed });
    const setting = {
      libraries: [{ libraryId: library.id, chapterId: chapter.id, sectionId: '' }],
      sources: [{ _id: source.id, name: 'Set' }],
      difficulty: 'all',
      isClassroomStudent: false,
    };
    const students = [];
    for (let i = 0; i < 4; i++) {
      const s = await buildStudent(t);
      await buildPlace(t, klass, s, null);
      const sToken = await tokenOf(t, s);
      expect((await t.rest('POST', '/user/updateUserSetting', { token: sToken, body: setting })).status).toBe(200);
      students.push(sToken);
    }
    const textOf = async (sToken: string) => {
      const batch = (await t.rest('GET', '/user/getResourceQuestion', { token: sToken })).body.result.questions;
      const item = batch.find((x: { _id: string }) => x._id === p.id);
      expect(item).toMatchObject({ correctAnswer: '', description: '', params: [] });
      return item.qText as string;
    };
    const [amy] = students as [string];
    expect(await textOf(amy)).toBe(await textOf(amy));
    const texts = new Set(await Promise.all(students.map(textOf)));
    expect(texts.size).toBeGreaterThan(1);
    const v0 = v0Of(await textOf(amy));
    const right = await t.rest('POST', '/user/submitResourceQuestion', {
      token: amy,
      body: { questionId: p.id, answer: `${(range(v0) / 1000).toPrecision(6)} km` },
    });
    expect(right.body.result).toMatchObject({ isCorrect: true, reason: 'correct' });
    expect(right.body.result.correctAnswer).toBe(`${Number(range(v0).toPrecision(12))} m`);
    // The record opened from HISTORY shows her variant, not the parameters.
    const history = await t.rest('GET', '/user/getStudentQuestionRecord', { token: amy });
    const recordId = history.body.result.list.find((r: { question: { _id: string } }) => r.question._id === p.id)._id;
    const record = (await t.rest('GET', `/user/getResourceRecordById?id=${recordId}`, { token: amy })).body.result;
    expect(record.question).toMatchObject({ params: [], variant: { v0 } });
    expect(record.question.qText).toContain(`thrown at ${v0} m/s`);
    expect(record.question.correctAnswer).toBe(`${Number(range(v0).toPrecision(12))} m`);
    const wrong = await t.rest('POST', '/user/submitResourceQuestion', {
      token: students[1]!,
      body: { questionId: p.id, answer: '12' },
    });
    expect(wrong.body.result).toMatchObject({ isCorrect: false, reason: 'missingUnit' });
    const alg = await t.rest('POST', '/user/submitResourceQuestion', {
      token: amy,
      body: { questionId: e.id, answer: '2(x+1)' },
    });
    expect(alg.body.result).toMatchObject({ isCorrect: true, reason: 'correct' });
    const algWrong = await t.rest('POST', '/user/submitResourceQuestion', {
      token: students[2]!,
      body: { questionId: e.id, answer: '2x + 1' },
    });
    expect(algWrong.body.result).toMatchObject({ isCorrect: false, reason: 'notEquivalent' });
    const tooLong = await t.rest('POST', '/user/submitResourceQuestion', {
      token: students[3]!,
      body: { questionId: e.id, answer: 'x'.repeat(5000) },
    });
    expect(tooLong.status).toBe(400);
    // Within the answer's limit but past what the checker reads: a wrong answer that could not be read.
    const unread = await t.rest('POST', '/user/submitResourceQuestion', {
      token: students[3]!,
      body: { questionId: e.id, answer: 'x+'.repeat(300) },
    });
    expect(unread.body.result).toMatchObject({ isCorrect: false, reason: 'unreadable' });
  });
});
