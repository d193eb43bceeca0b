import {
  exerciseAttempts,
  gradeCategories,
  homework as homeworkTable,
  reportComments,
  siteSettings,
  users,
} from '@quanta/db';
import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_ID } from '../support/factories/classes';
import { buildClass } from '../support/factories/enrolment';
import { addToClass, buildEnrolledStudent, buildExercise } from '../support/factories/exercises';
import { buildHomework } from '../support/factories/homework';
import { buildQuestion } from '../support/factories/questions';
import { useTestApp } from '../support/fixture';
import { buildAdmin, buildTeacher, tokenOf } from '../support/harness';

const NOW = new Date('2026-05-10T12:00:00Z');
const DAY = 24 * 3600_000;
const DUE = new Date(NOW.getTime() - 5 * DAY);

type Cell = { points: number; earned: number | null; latePercent: number; attempts: number } | null;
interface BookStudent {
  _id: string;
  percent: number | null;
  letter: string | null;
  categories: { categoryId: string; percent: number | null }[];
  cells: Cell[];
}

// Weights, the scale's two presets, late penalties and attempts (best and last): the gradebook, its CSV
// and xlsx exports and the family's grades view give one student the same points, percent and letter.
describe('gradebook depth: categories, points, late penalties, attempts and the scale', () => {
  const t = useTestApp();
  const tokens: Record<string, string> = {};
  let klass: { id: string; name: string };
  let amy: Awaited<ReturnType<typeof buildEnrolledStudent>>;
  let ben: Awaited<ReturnType<typeof buildEnrolledStudent>>;
  let hw: Record<'forces' | 'quiz' | 'midterm' | 'retry', { id: string }>;
  let retryExercise: string;
  let retryQuestions: string[];

  const rest = (method: string, path: string, token: string | undefined, body?: unknown) =>
    t.rest(method, path, { token, body });
  const book = async (): Promise<{ students: BookStudent[]; homework: { _id: string; categoryId: string }[] }> => {
    const res = await rest('GET', `/teacher/getGradebook?classId=${klass.id}`, tokens.teacher);
    expect(res.status).toBe(200);
    return res.body.result;
  };
  const gradesOf = async (token: string, studentId: string) => {
    const res = await rest('GET', `/user/getGrades?studentId=${studentId}&classId=${klass.id}`, token);
    expect(res.status).toBe(200);
    return res.body.result;
  };
  const csvRow = async (name: string) => {
    const res = await rest('GET', `/teacher/exportGradebook?classId=${klass.id}&format=csv`, tokens.teacher);
    expect(res.status).toBe(200);
    const lines = Buffer.from(res.body.result.content, 'base64').toString('utf8').slice(1).split('\r\n');
    const header = lines[0]!.split(',');
    const row = lines.find((l) => l.startsWith(`${name},`))!.split(',');
    return (column: string) => row[header.indexOf(column)];
  };
  const xlsxRow = async (name: string) => {
    const res = await fetch(`${t.url}/api/teacher/exportGradebookXlsx?classId=${klass.id}`, {
      headers: { authorization: `Bearer ${tokens.teacher}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const sheet = workbook.getWorksheet('Gradebook')!;
    const header = (sheet.getRow(1).values as unknown[]).map(String);
    let found: unknown[] = [];
    sheet.eachRow((row) => {
      const values = row.values as unknown[];
      if (values[1] === name) found = values;
    });
    return (column: string) => found[header.indexOf(column)];
  };

  /** One student's course grade as every view gives it: all must agree. */
  async function expectEverywhere(who: typeof amy, name: string, percent: number | null, letter: string | null) {
    const row = (await book()).students.find((s) => s._id === who.student.id)!;
    expect([row.percent, row.letter]).toEqual([percent, letter]);
    const csv = await csvRow(name);
    expect([csv('Course %'), csv('Letter')]).toEqual([percent === null ? '' : String(percent), letter ?? '']);
    const xlsx = await xlsxRow(name);
    expect([xlsx('Course %') ?? null, xlsx('Letter') ?? null]).toEqual([percent, letter]);
    for (const token of [who.token, who.parentToken]) {
      const grades = await gradesOf(token, who.student.id);
      expect([grades.percent, grades.letter]).toEqual([percent, letter]);
      expect(grades.categoryPercents).toEqual(row.categories);
    }
    return row;
  }

  beforeAll(async () => {
    t.clock.now = NOW;
    const teacher = await buildTeacher(t, { name: 'Wang Li' });
    tokens.teacher = await tokenOf(t, teacher);
    tokens.other = await tokenOf(t, await buildTeacher(t));
    tokens.admin = await tokenOf(t, await buildAdmin(t));
    klass = await buildClass(t, teacher, { name: '物理 Grades' });
    const q = async () => (await buildQuestion(t, teacher, { isChoice: 0, correctAnswer: 'B' })).id;
    const description = (await buildQuestion(t, teacher, { isChoice: 6, correctAnswer: '' })).id;
    const fourQ = [await q(), await q(), await q(), await q()];
    const twoQ = [await q(), await q()];
    hw = {
      // Four questions that score and a description: 4 points; 10 % off per day late.
      forces: await buildHomework(t, teacher, {
        name: 'Forces',
        questionIds: [...fourQ, description],
        dueDate: DUE,
        latePenaltyPercent: 10,
      }),
      quiz: await buildHomework(t, teacher, { name: 'Quiz 1', questionIds: twoQ, dueDate: DUE }),
      midterm: await buildHomework(t, teacher, { name: 'Midterm', questionIds: twoQ, isExam: true, points: 20 }),
      retry: await buildHomework(t, teacher, {
        name: 'Retry',
        questionIds: twoQ,
        dueDate: new Date(NOW.getTime() + 5 * DAY),
        attemptsAllowed: 2,
      }),
    };
    retryQuestions = twoQ;
    for (const h of Object.values(hw)) await addToClass(t, klass, h);
    amy = await buildEnrolledStudent(t, klass);
    ben = await buildEnrolledStudent(t, klass);
    await t.app.deps.db.update(users).set({ name: 'Amy' }).where(eq(users.id, amy.student.id));
    await t.app.deps.db.update(users).set({ name: 'Ben' }).where(eq(users.id, ben.student.id));
    const right = { answer: 'B', answeredAt: DUE, autoCorrect: true, score: 1 };
    const wrong = { answer: 'A', answeredAt: DUE, autoCorrect: false, score: 0 };
    // Forces: 3 of 4, handed in a day and a half late (two days: −20 %): 4 × 0.75 × 0.8 = 2.4 points.
    await buildExercise(t, klass, hw.forces, amy.student, {
      startedAt: DUE,
      finishedAt: new Date(DUE.getTime() + 1.5 * DAY),
      answers: [right, right, right, wrong],
    });
    // Quiz: 1.5 of 2 (partial credit), on time; worth 10 points: 7.5.
    await buildExercise(t, klass, hw.quiz, amy.student, {
      startedAt: DUE,
      finishedAt: DUE,
      answers: [right, { ...wrong, score: 0.5 }],
    });
    // Midterm: an exam whose time ran out (no hand-in), 2 of 2: 20 of 20.
    await buildExercise(t, klass, hw.midterm, amy.student, {
      startedAt: new Date(NOW.getTime() - 2 * DAY),
      endExamAt: new Date(NOW.getTime() - 2 * DAY + 3600_000),
      answers: [right, right],
    });
    retryExercise = (await buildExercise(t, klass, hw.retry, amy.student)).id;
    // Ben never started Forces, whose due date passed: it counts 0. His other work is not published or open.
    await buildExercise(t, klass, hw.forces, ben.student);
    await buildExercise(t, klass, hw.midterm, ben.student);
  });

  it('sets categories and each homework’s grading; the defaults until then', async () => {
    const setup = await rest('GET', `/teacher/getGradeSetup?classId=${klass.id}`, tokens.teacher);
    expect(setup.status).toBe(200);
    const categories = setup.body.result.categories;
    expect(categories.map((c: { kind: string; weight: number }) => [c.kind, c.weight])).toEqual([
      ['homework', 50],
      ['quiz', 20],
      ['exam', 30],
    ]);
    const forces = setup.body.result.homework.find((h: { homeworkId: string }) => h.homeworkId === hw.forces.id);
    expect(forces).toEqual({
      homeworkId: hw.forces.id,
      name: 'Forces',
      isExam: false,
      categoryId: categories[0]._id,
      points: null,
      questionCount: 4,
      latePenaltyPercent: 10,
      attemptsAllowed: 1,
      attemptsCounted: 'best',
    });
    const midterm = setup.body.result.homework.find((h: { homeworkId: string }) => h.homeworkId === hw.midterm.id);
    expect(midterm.categoryId).toBe(categories[2]._id);
    // The quiz goes into the (not yet stored) quiz category and is worth 10 points: the defaults are stored.
    const quiz = categories[1]._id;
    const set = await rest('POST', '/teacher/setHomeworkGrading', tokens.teacher, {
      classId: klass.id,
      homeworkId: hw.quiz.id,
      categoryId: quiz,
      points: 10,
      latePenaltyPercent: 0,
      attemptsAllowed: 1,
      attemptsCounted: 'best',
    });
    expect(set.status).toBe(200);
    expect(set.body.result.homework).toMatchObject({ categoryId: quiz, points: 10, questionCount: 2 });
    const [stored] = await t.app.deps.db
      .select({ n: count() })
      .from(gradeCategories)
      .where(eq(gradeCategories.classId, klass.id));
    expect(stored!.n).toBe(3);
  });

  it('gives the same points, percent and letter in the gradebook, both exports and the family’s view', async () => {
    const g = await book();
    const row = g.students.find((s) => s._id === amy.student.id)!;
    const column = (id: string) => g.homework.findIndex((h) => h._id === id);
    expect(row.cells[column(hw.forces.id)]).toMatchObject({ points: 4, earned: 2.4, latePercent: 20, attempts: 1 });
    expect(row.cells[column(hw.quiz.id)]).toMatchObject({ points: 10, earned: 7.5, latePercent: 0 });
    expect(row.cells[column(hw.midterm.id)]).toMatchObject({ points: 20, earned: 20, latePercent: 0 });
    // The retry homework is due later and not handed in: it does not count yet.
    expect(row.cells[column(hw.retry.id)]).toMatchObject({ points: 2, earned: null });
    // Homework 2.4 / 4 = 60 %, quiz 75 %, exam 100 %: (50 × 60 + 20 × 75 + 30 × 100) / 100 = 75.
    await expectEverywhere(amy, 'Amy', 75, 'C');
    const csv = await csvRow('Amy');
    expect([csv('Forces points (of 4)'), csv('Forces late %')]).toEqual(['2.4', '20']);
    const family = await gradesOf(amy.parentToken, amy.student.id);
    expect(family.homework.find((h: { _id: string }) => h._id === hw.forces.id)).toMatchObject({
      points: 4,
      earned: 2.4,
      latePercent: 20,
      state: 'finished',
    });
    // Ben's Forces counts 0 once its due date passed; his exam is not started and has no due date.
    await expectEverywhere(ben, 'Ben', 0, 'F');
  });

  it('weighs the categories as the teacher sets them, a category without counted work left out', async () => {
    const setup = (await rest('GET', `/teacher/getGradeSetup?classId=${klass.id}`, tokens.teacher)).body.result;
    const [homework, quiz, exam] = setup.categories;
    const res = await rest('POST', '/teacher/saveGradeCategories', tokens.teacher, {
      classId: klass.id,
      categories: [
        { _id: homework._id, kind: 'homework', name: '', weight: 1 },
        { _id: quiz._id, kind: 'quiz', name: '', weight: 1 },
        { _id: exam._id, kind: 'exam', name: '', weight: 2 },
        { kind: 'custom', name: 'Projects', weight: 5 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.result.categories).toHaveLength(4);
    // (60 + 75 + 2 × 100) / 4 = 83.75; Projects holds nothing yet.
    const row = await expectEverywhere(amy, 'Amy', 83.8, 'B');
    expect(row.categories.map((c) => c.percent)).toEqual([60, 75, 100, null]);
  });

  it('letters by the scale the admin sets: both presets', async () => {
    const zh = [
      { label: '优', min: 90 },
      { label: '良', min: 80 },
      { label: '中', min: 70 },
      { label: '及格', min: 60 },
      { label: '不及格', min: 0 },
    ];
    expect((await rest('GET', '/admin/getGradeScale', tokens.admin)).body.result.bands[0]).toEqual({
      label: 'A',
      min: 90,
    });
    const set = await rest('POST', '/admin/setGradeScale', tokens.admin, { bands: zh });
    expect(set.status).toBe(200);
    await expectEverywhere(amy, 'Amy', 83.8, '良');
    await expectEverywhere(ben, 'Ben', 0, '不及格');
    expect((await gradesOf(amy.token, amy.student.id)).scale).toEqual(zh);
    const letters = zh.map((b, i) => ({ label: 'ABCDF'[i]!, min: b.min }));
    expect((await rest('POST', '/admin/setGradeScale', tokens.admin, { bands: letters })).status).toBe(200);
    await expectEverywhere(amy, 'Amy', 83.8, 'B');
  });

  it('counts the best or the last attempt, and refuses another attempt when none may start', async () => {
    const start = (token: string, exerciseId = retryExercise) =>
      rest('POST', '/user/startNewAttempt', token, { exerciseId });
    const answer = async (answers: string[]) => {
      for (const [i, questionId] of retryQuestions.entries()) {
        const saved = await rest('POST', '/user/saveExercise', amy.token, {
          id: retryExercise,
          questionId,
          answer: answers[i],
          content: '',
        });
        expect(saved.status).toBe(200);
      }
      expect((await rest('POST', '/user/finishExercise', amy.token, { id: retryExercise })).status).toBe(200);
    };
    // Not handed in yet: 409.
    expect((await start(amy.token)).status).toBe(409);
    await answer(['B', 'B']);
    const view = await rest('GET', `/user/getExerciseById?id=${retryExercise}`, amy.token);
    expect(view.body.result).toMatchObject({ attempt: 1, attemptsAllowed: 2, attemptsCounted: 'best', canRetry: true });
    // Another student, a parent, an unknown exercise, bad input.
    expect((await start(ben.token)).status).toBe(403);
    expect((await start(amy.parentToken)).status).toBe(403);
    expect((await start(amy.token, UNKNOWN_ID)).status).toBe(404);
    expect((await start(amy.token, 'nope')).status).toBe(400);
    expect((await t.rest('POST', '/user/startNewAttempt', { body: { exerciseId: retryExercise } })).status).toBe(401);
    const started = await start(amy.token);
    expect(started.status).toBe(200);
    expect(started.body.result).toMatchObject({ exerciseId: retryExercise, attempt: 2 });
    const [kept] = await t.app.deps.db
      .select()
      .from(exerciseAttempts)
      .where(eq(exerciseAttempts.exerciseId, retryExercise));
    expect(kept).toMatchObject({ attempt: 1, earned: 2, possible: 2 });
    const fresh = await rest('GET', `/user/getExerciseById?id=${retryExercise}`, amy.token);
    expect(fresh.body.result).toMatchObject({ attempt: 2, canRetry: false, finishedAt: null, answered: 0 });
    // While the second attempt is under way the first counts; the second, worse, is handed in.
    const g = await book();
    const column = g.homework.findIndex((h) => h._id === hw.retry.id);
    const cell = () => book().then((b) => b.students.find((s) => s._id === amy.student.id)!.cells[column]);
    expect(await cell()).toMatchObject({ earned: 2, attempts: 2 });
    await answer(['B', 'A']);
    expect(await cell()).toMatchObject({ earned: 2, attempts: 2 });
    // Homework (2.4 + 2) / 6 = 73.3 %: (73.33 + 75 + 200) / 4 = 87.1.
    await expectEverywhere(amy, 'Amy', 87.1, 'B');
    await t.app.deps.db.update(homeworkTable).set({ attemptsCounted: 'last' }).where(eq(homeworkTable.id, hw.retry.id));
    expect(await cell()).toMatchObject({ earned: 1 });
    // Homework (2.4 + 1) / 6 = 56.7 %: (56.67 + 75 + 200) / 4 = 82.9.
    await expectEverywhere(amy, 'Amy', 82.9, 'B');
    // No attempt left: 409; and past the due date: 409.
    expect((await start(amy.token)).status).toBe(409);
    await t.app.deps.db.update(homeworkTable).set({ attemptsAllowed: 5 }).where(eq(homeworkTable.id, hw.retry.id));
    t.clock.now = new Date(NOW.getTime() + 6 * DAY);
    try {
      const late = await start(amy.token);
      expect([late.status, late.body.msg]).toEqual([409, 'The due date has passed, so no new attempt can be started']);
    } finally {
      t.clock.now = NOW;
    }
  });

  it('refuses other teachers, families and bad input, storing nothing', async () => {
    const setupPath = `/teacher/getGradeSetup?classId=${klass.id}`;
    expect((await rest('GET', setupPath, undefined)).status).toBe(401);
    expect((await rest('GET', setupPath, tokens.other)).status).toBe(403);
    expect((await rest('GET', setupPath, amy.token)).status).toBe(403);
    expect((await rest('GET', setupPath, tokens.admin)).status).toBe(403);
    expect((await rest('GET', `/teacher/getGradeSetup?classId=${UNKNOWN_ID}`, tokens.teacher)).status).toBe(404);
    expect((await rest('GET', '/teacher/getGradeSetup?classId=nope', tokens.teacher)).status).toBe(400);
    const xlsx = (token?: string, classId = klass.id) =>
      fetch(`${t.url}/api/teacher/exportGradebookXlsx?classId=${classId}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      }).then((r) => r.status);
    expect([await xlsx(), await xlsx(tokens.other), await xlsx(tokens.teacher, UNKNOWN_ID)]).toEqual([401, 403, 404]);

    const categoriesBefore = await t.app.deps.db
      .select()
      .from(gradeCategories)
      .where(eq(gradeCategories.classId, klass.id));
    const save = (token: string | undefined, body: object) => rest('POST', '/teacher/saveGradeCategories', token, body);
    const good = { classId: klass.id, categories: [{ kind: 'homework', name: '', weight: 1 }] };
    expect((await save(tokens.other, good)).status).toBe(403);
    expect((await save(tokens.teacher, { ...good, classId: UNKNOWN_ID })).status).toBe(404);
    for (const categories of [
      [],
      [{ kind: 'homework', name: '', weight: -1 }],
      [{ kind: 'weird', name: '', weight: 1 }],
      [{ kind: 'custom', name: '', weight: 1 }],
      [
        { kind: 'exam', name: '', weight: 1 },
        { kind: 'exam', name: '', weight: 1 },
      ],
      [{ kind: 'homework', name: '', weight: 0 }],
      [{ _id: UNKNOWN_ID, kind: 'homework', name: '', weight: 1 }],
    ]) {
      const res = await save(tokens.teacher, { classId: klass.id, categories });
      expect(res.status, JSON.stringify(categories)).toBe(400);
    }
    expect(await t.app.deps.db.select().from(gradeCategories).where(eq(gradeCategories.classId, klass.id))).toEqual(
      categoriesBefore,
    );

    const grading = {
      classId: klass.id,
      homeworkId: hw.forces.id,
      categoryId: null,
      points: null,
      latePenaltyPercent: 50,
      attemptsAllowed: 1,
      attemptsCounted: 'best',
    };
    const setGrading = (token: string | undefined, body: object) =>
      rest('POST', '/teacher/setHomeworkGrading', token, body);
    expect((await setGrading(tokens.other, grading)).status).toBe(403);
    expect((await setGrading(tokens.teacher, { ...grading, homeworkId: UNKNOWN_ID })).status).toBe(404);
    for (const bad of [
      { latePenaltyPercent: 101 },
      { attemptsAllowed: 0 },
      { attemptsAllowed: 11 },
      { attemptsCounted: 'first' },
      { points: 0 },
      { categoryId: UNKNOWN_ID },
    ]) {
      const res = await setGrading(tokens.teacher, { ...grading, ...bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    const [forces] = await t.app.deps.db.select().from(homeworkTable).where(eq(homeworkTable.id, hw.forces.id));
    expect(forces!.latePenaltyPercent).toBe(10);

    const scaleBefore = await t.app.deps.db.select().from(siteSettings).where(eq(siteSettings.key, 'gradeScale'));
    expect(
      (await rest('POST', '/admin/setGradeScale', tokens.teacher, { bands: [{ label: 'A', min: 0 }] })).status,
    ).toBe(403);
    for (const bands of [
      [],
      [{ label: 'A', min: 50 }],
      [
        { label: 'A', min: 50 },
        { label: 'B', min: 60 },
        { label: 'F', min: 0 },
      ],
      [{ label: '', min: 0 }],
    ]) {
      expect((await rest('POST', '/admin/setGradeScale', tokens.admin, { bands })).status, JSON.stringify(bands)).toBe(
        400,
      );
    }
    expect(await t.app.deps.db.select().from(siteSettings).where(eq(siteSettings.key, 'gradeScale'))).toEqual(
      scaleBefore,
    );
    expect((await rest('GET', '/admin/getGradeScale', tokens.teacher)).status).toBe(403);
  });

  it('answers a family only its own child’s grades', async () => {
    const path = (studentId: string, classId = klass.id) => `/user/getGrades?studentId=${studentId}&classId=${classId}`;
    expect((await rest('GET', path(amy.student.id), undefined)).status).toBe(401);
    expect((await rest('GET', path(amy.student.id), ben.parentToken)).status).toBe(403);
    expect((await rest('GET', path(amy.student.id), ben.token)).status).toBe(403);
    expect((await rest('GET', path(amy.student.id), tokens.teacher)).status).toBe(403);
    expect((await rest('GET', path(UNKNOWN_ID), amy.parentToken)).status).toBe(404);
    expect((await rest('GET', path(amy.student.id, UNKNOWN_ID), amy.parentToken)).status).toBe(404);
    expect((await rest('GET', path('nope'), amy.parentToken)).status).toBe(400);
    // A class the child is not in: 403.
    const elsewhere = await buildClass(t, await buildTeacher(t));
    expect((await rest('GET', path(amy.student.id, elsewhere.id), amy.parentToken)).status).toBe(403);
    const viaTrpc = await t.trpc(amy.token).user.getGrades.query({ studentId: amy.student.id, classId: klass.id });
    expect(viaTrpc.klass).toEqual({ _id: klass.id, name: klass.name });
  });

  it('keeps a report comment for the class’s teacher only', async () => {
    const body = { classId: klass.id, studentId: amy.student.id, comment: 'Steady work this term.' };
    const post = (token: string | undefined, b: object) => rest('POST', '/teacher/setReportComment', token, b);
    expect((await post(undefined, body)).status).toBe(401);
    expect((await post(tokens.other, body)).status).toBe(403);
    expect((await post(amy.parentToken, body)).status).toBe(403);
    expect((await post(tokens.teacher, { ...body, studentId: UNKNOWN_ID })).status).toBe(404);
    expect((await post(tokens.teacher, { ...body, comment: 'x'.repeat(2001) })).status).toBe(400);
    expect(await t.app.deps.db.select().from(reportComments)).toEqual([]);
    const saved = await post(tokens.teacher, body);
    expect(saved.status).toBe(200);
    expect(saved.body.result.comment).toBe('Steady work this term.');
    const read = `/teacher/getReportComment?classId=${klass.id}&studentId=${amy.student.id}`;
    expect((await rest('GET', read, tokens.teacher)).body.result).toEqual({ comment: 'Steady work this term.' });
    expect((await rest('GET', read, tokens.other)).status).toBe(403);
    expect((await rest('GET', read, amy.parentToken)).status).toBe(403);
    expect((await rest('GET', read, undefined)).status).toBe(401);
  });
});
