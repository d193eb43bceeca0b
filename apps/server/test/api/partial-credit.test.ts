import { resourceRecords } from '@quanta/db';
import { type QuestionBody, shuffled, variantSeed } from '@quanta/grading';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildClass, buildSource } from '../support/factories/classes';
import { buildPlace } from '../support/factories/enrolment';
import { addToClass, answersOf, buildSitting } from '../support/factories/exercises';
import { buildHomework } from '../support/factories/homework';
import { buildChapter, buildLibrary, buildSection } from '../support/factories/libraries';
import { buildQuestion } from '../support/factories/questions';
import { useTestApp } from '../support/fixture';
import { buildStudent, buildTeacher, tokenOf } from '../support/harness';

const NOW = new Date('2026-05-04T09:00:00Z');
const none = { feedback: '', tolerance: null };

/** Ten choices, J right, A half right with feedback. */
const tenChoices: QuestionBody = {
  choices: 'ABCDEFGHIJ'.split('').map((l) => ({
    text: `Choice ${l}`,
    fraction: l === 'J' ? 1 : l === 'A' ? 0.5 : 0,
    feedback: l === 'A' ? '<p>Half of it</p>' : '',
  })),
};
/** A multi select whose wrong choices take credit away. */
const negativeMarks: QuestionBody = {
  choices: [
    { text: 'Iron', fraction: 0.5, feedback: '<p>Iron is a metal.</p>' },
    { text: 'Glass', fraction: -1, feedback: '<p>Glass is no metal.</p>' },
    { text: 'Copper', fraction: 0.5, feedback: '' },
    { text: 'Wood', fraction: -1, feedback: '' },
  ],
};
const shortAnswers: QuestionBody = {
  answers: [
    { text: 'toad', fraction: 1, ...none },
    { text: 'frog', fraction: 0.8, feedback: '<p>Close: a frog, not a toad.</p>', tolerance: null },
  ],
};
const speeds: QuestionBody = {
  units: [
    { unit: 'm/s', multiplier: 1 },
    { unit: 'km/h', multiplier: 3.6 },
  ],
  answers: [{ text: '5', fraction: 0.5, feedback: '<p>That is half the speed.</p>', tolerance: null }],
};
const elements: QuestionBody = {
  pairs: [
    { prompt: 'H', answer: 'Hydrogen' },
    { prompt: 'O', answer: 'Oxygen' },
    { prompt: 'N', answer: 'Nitrogen' },
    { prompt: '', answer: 'Helium' },
    { prompt: '', answer: 'Neon' },
    { prompt: '', answer: 'Argon' },
  ],
};
const freeFall: QuestionBody = {
  parts: [
    {
      kind: 'number',
      weight: 2,
      answers: [{ text: '19.6', fraction: 1, feedback: '<p>Right: v = gt.</p>', tolerance: 0.2 }],
      choices: [],
      units: [],
      caseSensitive: false,
    },
    {
      kind: 'choice',
      weight: 1,
      answers: [],
      choices: [
        { text: 'up', fraction: 0, feedback: '<p>Gravity pulls towards the Earth.</p>' },
        { text: 'down', fraction: 1, feedback: '' },
      ],
      units: [],
      caseSensitive: false,
    },
    {
      kind: 'text',
      weight: 1,
      answers: [{ text: 'gravity', fraction: 1, ...none }],
      choices: [],
      units: [],
      caseSensitive: false,
    },
  ],
};
const hinted: QuestionBody = { hints: ['<p>First hint</p>', '<p>Second hint</p>'], hintPenalty: 0.25 };

describe('partial credit, feedback and hints on the answer path', () => {
  const t = useTestApp();
  let q: Record<
    'ten' | 'multi' | 'trueFalse' | 'short' | 'speed' | 'matching' | 'cloze' | 'description' | 'hinted',
    { id: string }
  >;
  type Homework = Awaited<ReturnType<typeof buildHomework>>;
  let setup: { klass: Awaited<ReturnType<typeof buildClass>>; hw: Homework; exam: Homework };

  beforeAll(async () => {
    t.clock.now = NOW;
    const teacher = await buildTeacher(t);
    const klass = await buildClass(t, teacher);
    const ask = (o: Parameters<typeof buildQuestion>[2]) => buildQuestion(t, teacher, o);
    q = {
      ten: await ask({ isChoice: 0, numChoice: 10, correctAnswer: 'J', body: tenChoices }),
      multi: await ask({ isChoice: 1, correctAnswer: 'A,C', body: negativeMarks }),
      trueFalse: await ask({ isChoice: 3, numChoice: 2, answerA: 'True', answerB: 'False', correctAnswer: 'A' }),
      short: await ask({ isChoice: 2, answerType: 'text', correctAnswer: 'toad', body: shortAnswers }),
      speed: await ask({
        isChoice: 2,
        answerType: 'number',
        correctAnswer: '10',
        unit: 'm/s',
        tolerance: 0.01,
        body: speeds,
      }),
      matching: await ask({ isChoice: 4, correctAnswer: '', body: elements }),
      cloze: await ask({
        isChoice: 5,
        correctAnswer: '',
        qText: '<p>After 2.0 s its speed is {#1} m/s, pointing {#2}, because of {#3}.</p>',
        body: freeFall,
      }),
      description: await ask({ isChoice: 6, correctAnswer: '', qText: '<p>Read this first.</p>' }),
      hinted: await ask({ isChoice: 0, correctAnswer: 'B', description: '<p>B it is.</p>', body: hinted }),
    };
    const hw = await buildHomework(t, teacher, { questionIds: Object.values(q).map((x) => x.id) });
    const exam = await buildHomework(t, teacher, {
      isExam: true,
      examDuration: 30,
      questionIds: [q.cloze.id, q.hinted.id, q.multi.id],
    });
    await addToClass(t, klass, hw);
    await addToClass(t, klass, exam);
    setup = { klass, hw, exam };
  });

  const post = (token: string, path: string, body: object) => t.rest('POST', path, { token, body });
  const sitting = () => buildSitting(t, { klass: setup.klass, hw: setup.hw });
  const viewOf = async (token: string, id: string) =>
    (await t.rest('GET', `/user/getExerciseById?id=${id}`, { token })).body.result;
  const rowFor = async (exerciseId: string, questionId: string) =>
    (await answersOf(t, exerciseId)).find((a) => a.questionId === questionId)!;

  it('Check Solution scores every type with partial credit, feedback and parts', async () => {
    const { exercise, token } = await sitting();
    const check = (questionId: string, answer: string) =>
      post(token, '/user/submitExercise', { id: exercise.id, questionId, answer, content: '' });
    const cases = [
      [q.ten, 'a', 0.5, ['<p>Half of it</p>']],
      [q.multi, 'A, B', 0, ['<p>Iron is a metal.</p>', '<p>Glass is no metal.</p>']],
      [q.trueFalse, 'B', 0, []],
      [q.short, 'Frog', 0.8, ['<p>Close: a frog, not a toad.</p>']],
      [q.speed, '18 km/h', 0.5, ['<p>That is half the speed.</p>']],
      [q.matching, JSON.stringify(['Hydrogen', 'Helium', 'Nitrogen']), 2 / 3, []],
      [
        q.cloze,
        JSON.stringify(['19.6', 'A', 'gravity']),
        0.75,
        ['<p>Right: v = gt.</p>', '<p>Gravity pulls towards the Earth.</p>'],
      ],
    ] as const;
    for (const [question, answer, score, feedback] of cases) {
      const res = await check(question.id, answer);
      expect(res.status, answer).toBe(200);
      const result = res.body.result;
      expect(result.score, answer).toBeCloseTo(score, 5);
      expect(result).toMatchObject({ locked: true, hints: [], feedback, autoCorrect: false });
      expect(result.message).toBe('Oops, the answer you submit is incorrect');
      const row = await rowFor(exercise.id, question.id);
      expect(row.score ?? Number.NaN, answer).toBeCloseTo(score, 5);
      expect(row).toMatchObject({ locked: true, tries: 1, questionVersion: 1 });
    }
    const cloze = await check(q.cloze.id, '[]');
    expect(cloze.status).toBe(409); // locked already
    const parts = (await viewOf(token, exercise.id)).questionList.find(
      (x: { question: { _id: string } }) => x.question._id === q.cloze.id,
    );
    expect(parts).toMatchObject({
      score: 0.75,
      feedback: ['<p>Right: v = gt.</p>', '<p>Gravity pulls towards the Earth.</p>'],
      parts: [
        { score: 1, reason: 'correct' },
        { score: 0, reason: 'valueOff' },
        { score: 1, reason: 'correct' },
      ],
    });

    // Full credit on the rest: congratulations, and a correct answer of ten choices.
    const { exercise: second, token: other } = await sitting();
    const full = [
      [q.ten, 'J'],
      [q.multi, 'c,a'],
      [q.trueFalse, 'a'],
      [q.short, 'TOAD'],
      [q.speed, '36 km/h'],
      [q.matching, JSON.stringify(['Hydrogen', 'Oxygen', 'Nitrogen'])],
      [q.cloze, JSON.stringify(['19.5', 'B', 'Gravity'])],
    ] as const;
    for (const [question, answer] of full) {
      const res = await post(other, '/user/submitExercise', { id: second.id, questionId: question.id, answer });
      expect(res.body.result, answer).toMatchObject({
        score: 1,
        locked: true,
        autoCorrect: true,
        message: 'Congrats!',
      });
    }
  });

  it('saves keep the score until the answer is revealed; a plain question scores 1 or 0 in SQL', async () => {
    const { exercise, token } = await sitting();
    const save = (questionId: string, answer: string) =>
      post(token, '/user/saveExercise', { id: exercise.id, questionId, answer, content: '' });
    expect((await save(q.multi.id, 'A')).status).toBe(200);
    expect((await rowFor(exercise.id, q.multi.id)).score).toBeCloseTo(0.5, 5);
    expect((await save(q.ten.id, 'j')).body.result.answer).toBe('J');
    expect(await rowFor(exercise.id, q.ten.id)).toMatchObject({ score: 1, autoCorrect: true, questionVersion: 1 });
    // a matching list is stored in one spelling
    const list = await save(q.matching.id, '[ "Neon", "", "Argon" ]');
    expect(list.body.result.answer).toBe('["Neon","","Argon"]');
    const view = await viewOf(token, exercise.id);
    const multi = view.questionList.find((x: { question: { _id: string } }) => x.question._id === q.multi.id);
    expect(multi).toMatchObject({ score: null, feedback: [], parts: [], autoCorrect: null, locked: false });

    // A spec question without a body is auto-corrected by the write: 1 or 0 as its score.
    const plainQuestion = await buildQuestion(t, await buildTeacher(t), { isChoice: 1, correctAnswer: 'A,C' });
    const hw = await buildHomework(t, { id: plainQuestion.teacherId }, { questionIds: [plainQuestion.id] });
    await addToClass(t, setup.klass, hw);
    const own = await buildSitting(t, { klass: setup.klass, hw });
    await post(own.token, '/user/saveExercise', { id: own.exercise.id, questionId: plainQuestion.id, answer: 'A' });
    expect(await rowFor(own.exercise.id, plainQuestion.id)).toMatchObject({ score: 0, autoCorrect: false });
    await post(own.token, '/user/saveExercise', { id: own.exercise.id, questionId: plainQuestion.id, answer: 'A,C' });
    expect(await rowFor(own.exercise.id, plainQuestion.id)).toMatchObject({ score: 1, autoCorrect: true });
  });

  it('reveals hints one at a time after wrong tries, takes the penalty, and locks when none is left', async () => {
    const { exercise, token } = await sitting();
    const check = (answer: string) =>
      post(token, '/user/submitExercise', { id: exercise.id, questionId: q.hinted.id, answer, content: '' });
    const first = (await check('A')).body.result;
    expect(first).toMatchObject({
      locked: false,
      hints: ['<p>First hint</p>'],
      score: 0,
      correctAnswer: '',
      description: '',
      autoCorrect: false,
    });
    let view = await viewOf(token, exercise.id);
    const item = () => view.questionList.find((x: { question: { _id: string } }) => x.question._id === q.hinted.id);
    expect(item()).toMatchObject({
      hints: ['<p>First hint</p>'],
      tries: 1,
      locked: false,
      score: null,
      autoCorrect: null,
    });
    expect(item().question.correctAnswer).toBe('');

    const second = (await check('C')).body.result;
    expect(second).toMatchObject({
      locked: false,
      hints: ['<p>First hint</p>', '<p>Second hint</p>'],
      correctAnswer: '',
    });
    // no hint left: the right answer locks, less two hints' penalty
    const third = (await check('B')).body.result;
    expect(third).toMatchObject({
      locked: true,
      correctAnswer: 'B',
      description: '<p>B it is.</p>',
      autoCorrect: true,
    });
    expect(third.score).toBeCloseTo(0.5, 5);
    expect(await rowFor(exercise.id, q.hinted.id)).toMatchObject({ hintsShown: 2, tries: 3, locked: true });
    view = await viewOf(token, exercise.id);
    expect(item()).toMatchObject({ hints: ['<p>First hint</p>', '<p>Second hint</p>'], tries: 3, score: 0.5 });

    // One hint, then right: 1 - 0.25. Two wrong tries and a third wrong one locks at 0.
    const b = await sitting();
    const checkB = (answer: string) =>
      post(b.token, '/user/submitExercise', { id: b.exercise.id, questionId: q.hinted.id, answer });
    await checkB('D');
    expect((await checkB('B')).body.result).toMatchObject({ locked: true, score: 0.75, hints: ['<p>First hint</p>'] });
    const c = await sitting();
    const checkC = (answer: string) =>
      post(c.token, '/user/submitExercise', { id: c.exercise.id, questionId: q.hinted.id, answer });
    await checkC('A');
    await checkC('A');
    expect((await checkC('A')).body.result).toMatchObject({ locked: true, score: 0, correctAnswer: 'B' });
  });

  it('shows each student the matching answers in their own order', async () => {
    const sittings = [await sitting(), await sitting(), await sitting()];
    const orders: string[][] = [];
    for (const s of sittings) {
      const item = (await viewOf(s.token, s.exercise.id)).questionList.find(
        (x: { question: { _id: string } }) => x.question._id === q.matching.id,
      );
      const options = ['Hydrogen', 'Oxygen', 'Nitrogen', 'Helium', 'Neon', 'Argon'];
      expect(item.question.body.options).toEqual(
        shuffled(options, variantSeed(s.student.id, s.exercise.id, q.matching.id)),
      );
      expect(item.question.body.prompts).toEqual(['H', 'O', 'N']);
      expect(item.question.body.pairs).toEqual([]);
      orders.push(item.question.body.options);
    }
    expect(new Set(orders.map((o) => o.join())).size).toBeGreaterThan(1);
  });

  it('refuses malformed answers naming the field, a description, and letters not offered', async () => {
    const { exercise, token } = await sitting();
    const save = (questionId: string, answer: unknown) =>
      post(token, '/user/saveExercise', { id: exercise.id, questionId, answer, content: '' });
    const refusals = [
      [q.matching, '["Hydrogen"]', 'answer: must be a JSON list with one chosen answer (or "") for each prompt'],
      [q.matching, 'Hydrogen', 'answer: must be a JSON list'],
      [q.matching, '["Gold", "", ""]', 'answer: must be a JSON list'],
      [q.cloze, '["19.6", "B"]', 'answer: must be a JSON list with one entry for each blank'],
      [q.cloze, '["19.6", "Z", "gravity"]', 'answer: must be a JSON list'],
      [q.description, 'A', 'A description takes no answer'],
      [q.description, '', 'A description takes no answer'],
      [q.trueFalse, 'C', 'Please choose among the answers offered'],
      [q.hinted, 'E', 'Please choose among the answers offered'],
      [q.hinted, 'A,B', 'Please choose among the answers offered'],
      [q.ten, 'K', 'Please choose among the answers offered'],
      [q.cloze, '', 'Please input your answer'],
      [q.matching, '', 'Please select your answer'],
    ] as const;
    for (const [question, answer, msg] of refusals) {
      const res = await save(question.id, answer);
      expect(res.status, `${answer}`).toBe(400);
      expect(res.body.msg).toContain(msg);
      const check = await post(token, '/user/submitExercise', { id: exercise.id, questionId: question.id, answer });
      expect(check.status, `check ${answer}`).toBe(400);
    }
    expect((await answersOf(t, exercise.id)).every((a) => a.answeredAt === null && a.tries === 0)).toBe(true);
    // 403 for another student's exercise, 404 for a question not in it, as every save
    const other = await sitting();
    expect((await save(q.cloze.id, '["1","A","x"]')).status).toBe(200);
    const foreign = await post(other.token, '/user/saveExercise', {
      id: exercise.id,
      questionId: q.cloze.id,
      answer: '["1","A","x"]',
    });
    expect(foreign.status).toBe(403);
    const stranger = await buildQuestion(t, await buildTeacher(t), { isChoice: 5, body: freeFall });
    expect((await save(stranger.id, '["1","A","x"]')).status).toBe(404);
  });

  it('an exam shows no hint, feedback, score or correct answer until it is over', async () => {
    const s = await buildSitting(t, { klass: setup.klass, hw: setup.exam });
    await post(s.token, '/user/startExam', { id: s.exercise.id });
    const save = (questionId: string, answer: string) =>
      post(s.token, '/user/saveExercise', { id: s.exercise.id, questionId, answer, content: '' });
    expect((await save(q.cloze.id, JSON.stringify(['19.6', 'A', 'gravity']))).status).toBe(200);
    expect((await save(q.hinted.id, 'A')).status).toBe(200);
    expect((await save(q.multi.id, 'A,B,C')).status).toBe(200);
    const check = await post(s.token, '/user/submitExercise', {
      id: s.exercise.id,
      questionId: q.hinted.id,
      answer: 'A',
    });
    expect(check).toMatchObject({ status: 400, body: { msg: 'Check Solution is not available in an exam' } });
    const during = await viewOf(s.token, s.exercise.id);
    for (const item of during.questionList) {
      expect(item).toMatchObject({ hints: [], feedback: [], parts: [], score: null, autoCorrect: null, tries: 0 });
      expect(item.question.correctAnswer).toBe('');
      expect(item.question.body.choices.every((c: { fraction: number | null }) => c.fraction === null)).toBe(true);
    }
    expect(during.score).toBe(0);

    await post(s.token, '/user/finishExercise', { id: s.exercise.id });
    const after = await viewOf(s.token, s.exercise.id);
    const byId = (id: string) => after.questionList.find((x: { question: { _id: string } }) => x.question._id === id);
    expect(byId(q.cloze.id)).toMatchObject({
      score: 0.75,
      hints: [],
      parts: [{ score: 1 }, { score: 0 }, { score: 1 }],
    });
    expect(byId(q.hinted.id)).toMatchObject({ score: 0, hints: [], autoCorrect: false });
    expect(byId(q.multi.id).score).toBe(0); // 0.5 - 1 + 0.5, floored at 0
    expect(byId(q.multi.id).feedback).toEqual(['<p>Iron is a metal.</p>', '<p>Glass is no metal.</p>']);
    expect(byId(q.hinted.id).question.correctAnswer).toBe('B');
    expect(after.score).toBeCloseTo(0.75, 5);
  });
});

describe('partial credit, feedback and hints in Resources', () => {
  const t = useTestApp();
  let token: string;
  let studentId: string;
  let q: Record<'cloze' | 'hinted' | 'ten' | 'matching' | 'description', { id: string }>;

  beforeAll(async () => {
    t.clock.now = NOW;
    const author = await buildTeacher(t);
    const student = await buildStudent(t);
    const source = await buildSource(t, author, { name: 'Practice set' });
    const klass = await buildClass(t, author, { includeLibrary: true });
    const { classSources } = await import('@quanta/db');
    await t.app.deps.db.insert(classSources).values({ classId: klass.id, sourceId: source.id });
    await buildPlace(t, klass, student, null);
    const library = await buildLibrary(t, { name: 'Physics' });
    const chapter = await buildChapter(t, library, { position: 0 });
    const section = await buildSection(t, chapter, { position: 0 });
    const filed = { libraryId: library.id, chapterId: chapter.id, sectionId: section.id, sourceId: source.id };
    const ask = (o: Parameters<typeof buildQuestion>[2]) => buildQuestion(t, author, { ...filed, ...o });
    q = {
      cloze: await ask({ isChoice: 5, correctAnswer: '', body: freeFall }),
      hinted: await ask({ isChoice: 0, correctAnswer: 'B', body: hinted }),
      ten: await ask({ isChoice: 0, numChoice: 10, correctAnswer: 'J', body: tenChoices }),
      matching: await ask({ isChoice: 4, correctAnswer: '', body: elements }),
      description: await ask({ isChoice: 6, correctAnswer: '' }),
    };
    token = await tokenOf(t, student);
    studentId = student.id;
    const setting = await t.rest('POST', '/user/updateUserSetting', {
      token,
      body: {
        libraries: [{ libraryId: library.id, chapterId: chapter.id, sectionId: '' }],
        sources: [{ _id: source.id, name: 'Practice set' }],
        difficulty: 'all',
      },
    });
    expect(setting.status).toBe(200);
  });

  const submit = (questionId: string, answer: string) =>
    t.rest('POST', '/user/submitResourceQuestion', { token, body: { questionId, answer } });
  const recordsOf = (questionId: string) =>
    t.app.deps.db
      .select()
      .from(resourceRecords)
      .where(and(eq(resourceRecords.studentId, studentId), eq(resourceRecords.questionId, questionId)));

  it('scores with the same judge and stores the credit in the record', async () => {
    const res = await submit(q.cloze.id, JSON.stringify(['19.6', 'A', 'gravity']));
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      isCorrect: false,
      score: 0.75,
      locked: true,
      reason: 'partial',
      feedback: ['<p>Right: v = gt.</p>', '<p>Gravity pulls towards the Earth.</p>'],
      parts: [{ score: 1 }, { score: 0 }, { score: 1 }],
    });
    const [record] = await recordsOf(q.cloze.id);
    expect(record!.score).toBeCloseTo(0.75, 5);
    const history = await t.rest('GET', '/user/getStudentQuestionRecord?page=1&pageSize=10', { token });
    expect(history.body.result.list[0]).toMatchObject({ score: 0.75, question: { isChoice: '5' } });

    const ten = await submit(q.ten.id, 'a');
    expect(ten.body.result).toMatchObject({ score: 0.5, feedback: ['<p>Half of it</p>'], correctAnswer: 'J' });
  });

  it('reveals a hint after a wrong try without the answer, and takes its penalty on the next', async () => {
    const wrong = await submit(q.hinted.id, 'A');
    expect(wrong.body.result).toMatchObject({
      isCorrect: false,
      locked: false,
      hints: ['<p>First hint</p>'],
      score: 0,
      correctAnswer: '',
      description: '',
    });
    const right = await submit(q.hinted.id, 'B');
    expect(right.body.result).toMatchObject({
      isCorrect: true,
      locked: true,
      hints: ['<p>First hint</p>'],
      correctAnswer: 'B',
    });
    expect(right.body.result.score).toBeCloseTo(0.75, 5);
    expect((await recordsOf(q.hinted.id)).map((r) => r.score).sort()).toEqual([0, 0.75]);
    // the reveal closes the question until it falls due again
    expect((await submit(q.hinted.id, 'B')).status).toBe(409);
  });

  it('refuses a description, a malformed list and letters not offered, recording nothing', async () => {
    const cases = [
      [q.description, 'A', 'A description takes no answer'],
      [q.matching, '["Hydrogen"]', 'answer: must be a JSON list with one chosen answer (or "") for each prompt'],
      [q.cloze, '{"1": "19.6"}', 'answer: must be a JSON list with one entry for each blank'],
      [q.ten, 'K', 'Please choose among the answers offered'],
    ] as const;
    for (const [question, answer, msg] of cases) {
      const res = await submit(question.id, answer);
      expect(res.status, answer).toBe(400);
      expect(res.body.msg).toContain(msg);
    }
    expect(await recordsOf(q.matching.id)).toEqual([]);
    expect(await recordsOf(q.description.id)).toEqual([]);
    const batch = await t.rest('GET', '/user/getResourceQuestion', { token });
    const matching = batch.body.result.questions.find((x: { _id: string }) => x._id === q.matching.id);
    expect(matching.body.options).toEqual(
      shuffled(
        ['Hydrogen', 'Oxygen', 'Nitrogen', 'Helium', 'Neon', 'Argon'],
        variantSeed(studentId, 'resources', q.matching.id),
      ),
    );
  });
});
