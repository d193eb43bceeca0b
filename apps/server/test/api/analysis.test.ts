import * as XLSX from 'sheetjs-style';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildWorkedExample, workedExample } from '../support/factories/analysis';
import { UNKNOWN_ID } from '../support/factories/classes';
import { buildClass, buildPlace } from '../support/factories/enrolment';
import { addToClass, buildEnrolledStudent, buildExercise } from '../support/factories/exercises';
import { buildHomework } from '../support/factories/homework';
import { buildQuestion } from '../support/factories/questions';
import { useTestApp } from '../support/fixture';
import { buildAdmin, buildParentOf, buildStudent, buildTeacher, tokenOf, trpcStatus } from '../support/harness';

const NOW = new Date('2026-05-04T15:00:00Z');
const EARLIER = new Date('2026-05-01T10:00:00Z');

describe('item analysis, gradebook and trend', () => {
  const t = useTestApp();
  let teacherToken: string;
  let klass: { id: string; name: string };
  let hw: { id: string };
  let later: { id: string };
  let students: Awaited<ReturnType<typeof buildEnrolledStudent>>[];

  beforeAll(async () => {
    t.clock.now = NOW;
    const teacher = await buildTeacher(t);
    teacherToken = await tokenOf(t, teacher);
    klass = await buildClass(t, teacher, { name: '物理 Physics, A' });
    students = [];
    for (let s = 0; s < workedExample.length; s += 1) students.push(await buildEnrolledStudent(t, klass));
    const example = await buildWorkedExample(
      t,
      teacher,
      klass,
      students.map((e) => e.student),
      { at: EARLIER, questionName: (n) => `Q${n}` },
    );
    hw = example.hw;
    later = await buildHomework(t, teacher, {
      name: 'Energy',
      questionIds: example.questions.slice(0, 2).map((q) => q.id),
    });
    await addToClass(t, klass, later);
    // One student's second homework is started, not finished: it is not in the analysis or the trend.
    await buildExercise(t, klass, later, students[0]!.student, {
      answers: [{ answer: 'B', answeredAt: NOW, autoCorrect: true, locked: true }],
    });
    // A student named in Chinese without any exercise (on the roster only).
    const chinese = await buildStudent(t, { name: '张伟' });
    await buildPlace(t, klass, chinese, null);
  });

  it('answers the worked example’s statistics and flags over REST and tRPC', async () => {
    const res = await t.rest('GET', `/teacher/getItemAnalysis?classId=${klass.id}&homeworkId=${hw.id}`, {
      token: teacherToken,
    });
    expect(res.status).toBe(200);
    const r = res.body.result;
    expect(r.test).toMatchObject({ attempts: 10, questions: 5, mean: 48, median: 40, sd: 21.5 });
    expect(r.questions.map((q: { facility: number }) => q.facility)).toEqual([100, 60, 40, 20, 20]);
    expect(r.questions.map((q: { discrimination: number | null }) => q.discrimination)).toEqual([
      null,
      32.7,
      64.5,
      53.5,
      -51.4,
    ]);
    expect(r.questions[4].flag).toEqual({ level: 'red', reason: 'negative' });
    expect(r.questions[0].flag).toEqual({ level: 'amber', reason: 'noSpread' });
    expect(r.questions[3].choices.find((c: { choice: string }) => c.choice === 'B')).toEqual({
      choice: 'B',
      count: 2,
      correct: true,
    });
    const viaTrpc = await t.trpc(teacherToken).teacher.getItemAnalysis.query({ classId: klass.id, homeworkId: hw.id });
    expect(viaTrpc.test.mean).toBe(48);
  });

  it('counts an exam whose time ran out as finished, and leaves a running one out', async () => {
    const teacher = await buildTeacher(t);
    const token = await tokenOf(t, teacher);
    const exams = await buildClass(t, teacher);
    const q = await buildQuestion(t, teacher, { isChoice: 0, correctAnswer: 'B' });
    const exam = await buildHomework(t, teacher, { name: 'Exam', isExam: true, questionIds: [q.id] });
    await addToClass(t, exams, exam);
    const over = await buildEnrolledStudent(t, exams);
    const running = await buildEnrolledStudent(t, exams);
    const answer = { answer: 'B', answeredAt: EARLIER, autoCorrect: true };
    await buildExercise(t, exams, exam, over.student, {
      startedAt: EARLIER,
      endExamAt: new Date(NOW.getTime() - 60_000),
      answers: [answer],
    });
    await buildExercise(t, exams, exam, running.student, {
      startedAt: NOW,
      endExamAt: new Date(NOW.getTime() + 60_000),
      answers: [answer],
    });
    const r = await t.trpc(token).teacher.getItemAnalysis.query({ classId: exams.id, homeworkId: exam.id });
    expect(r.test.attempts).toBe(1);
    expect(r.questions[0]).toMatchObject({ facility: 100, flag: null });
    const g = await t.trpc(token).teacher.getGradebook.query({ classId: exams.id });
    expect(g.students.map((s) => s.cells[0]?.state).sort()).toEqual(['finished', 'started']);
  });

  it('answers the gradebook with progress, accuracy and state per cell', async () => {
    const res = await t.rest('GET', `/teacher/getGradebook?classId=${klass.id}`, { token: teacherToken });
    expect(res.status).toBe(200);
    const g = res.body.result;
    expect(g.homework.map((h: { name: string }) => h.name)).toEqual(['Forces', 'Energy']);
    expect(g.students).toHaveLength(11);
    const first = g.students.find((s: { _id: string }) => s._id === students[0]!.student.id);
    const grade = { latePercent: 0, attempts: 1 };
    expect(first.cells[0]).toEqual({
      answered: 5,
      correct: 4,
      total: 5,
      score: 4,
      state: 'finished',
      points: 5,
      earned: 4,
      ...grade,
    });
    expect(first.cells[1]).toEqual({
      answered: 1,
      correct: 1,
      total: 2,
      score: 1,
      state: 'started',
      points: 2,
      earned: null,
      ...grade,
    });
    // Only the finished homework counts yet: 4 of 5 in the homework category.
    expect(first).toMatchObject({ percent: 80, letter: 'B' });
    expect(first.mean).toBe(80);
    const chinese = g.students.find((s: { name: string }) => s.name === '张伟');
    expect(chinese.cells).toEqual([null, null]);
  });

  it('exports the gradebook as CSV with a BOM and as .xlsx, Chinese names intact', async () => {
    const csv = await t.trpc(teacherToken).teacher.exportGradebook.query({ classId: klass.id, format: 'csv' });
    const bytes = Buffer.from(csv.content, 'base64');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text).toContain('张伟');
    expect(text.slice(1).split('\r\n')[0]).toBe(
      'Student,Email,Mean accuracy %,Finished,Course %,Letter,Homework %,Quiz %,Exam %,' +
        'Forces progress %,Forces accuracy %,Forces score,Forces state,Forces points (of 5),Forces late %,' +
        'Energy progress %,Energy accuracy %,Energy score,Energy state,Energy points (of 2),Energy late %',
    );
    expect(csv.filename).toBe('物理 Physics, A gradebook.csv');
    const xlsx = await t.trpc(teacherToken).teacher.exportGradebook.query({ classId: klass.id, format: 'xlsx' });
    const book = XLSX.read(Buffer.from(xlsx.content, 'base64'), { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets.Gradebook!, { header: 1 });
    expect(rows.flat()).toContain('张伟');
    expect(rows).toHaveLength(12);
  });

  it('refuses other teachers, students, parents, admins who do not teach the class, and signed-out callers', async () => {
    const other = await tokenOf(t, await buildTeacher(t));
    const admin = await tokenOf(t, await buildAdmin(t));
    const paths = [
      `/teacher/getItemAnalysis?classId=${klass.id}&homeworkId=${hw.id}`,
      `/teacher/getGradebook?classId=${klass.id}`,
      `/teacher/exportGradebook?classId=${klass.id}&format=csv`,
    ];
    for (const path of paths) {
      expect((await t.rest('GET', path)).status, path).toBe(401);
      expect((await t.rest('GET', path, { token: other })).status, path).toBe(403);
      expect((await t.rest('GET', path, { token: students[0]!.token })).status, path).toBe(403);
      expect((await t.rest('GET', path, { token: students[0]!.parentToken })).status, path).toBe(403);
      expect((await t.rest('GET', path, { token: admin })).status, path).toBe(403);
    }
    expect(await trpcStatus(t.trpc(other).teacher.getGradebook.query({ classId: klass.id }))).toBe(403);
  });

  it('answers 404 for an unknown class or a homework not in the class, 400 for bad input', async () => {
    const token = teacherToken;
    expect((await t.rest('GET', `/teacher/getGradebook?classId=${UNKNOWN_ID}`, { token })).status).toBe(404);
    expect(
      (await t.rest('GET', `/teacher/getItemAnalysis?classId=${klass.id}&homeworkId=${UNKNOWN_ID}`, { token })).status,
    ).toBe(404);
    expect((await t.rest('GET', '/teacher/getGradebook?classId=nope', { token })).status).toBe(400);
    expect((await t.rest('GET', `/teacher/exportGradebook?classId=${klass.id}&format=pdf`, { token })).status).toBe(
      400,
    );
    expect((await t.rest('GET', `/teacher/getItemAnalysis?classId=${klass.id}`, { token })).status).toBe(400);
  });

  it('answers a child’s trend to the child and their parent only', async () => {
    const s = students[1]!;
    const own = await t.rest('GET', `/user/getStudentTrend?studentId=${s.student.id}`, { token: s.parentToken });
    expect(own.status).toBe(200);
    expect(own.body.result.points).toEqual([
      expect.objectContaining({ homework: 'Forces', accuracy: 80, className: klass.name }),
    ]);
    // Student 0's second homework is not finished: it is not a point.
    const first = await t.trpc(students[0]!.token).user.getStudentTrend.query({ studentId: students[0]!.student.id });
    expect(first.points).toHaveLength(1);
    const stranger = await tokenOf(t, await buildParentOf(t, await buildStudent(t)));
    const path = `/user/getStudentTrend?studentId=${s.student.id}`;
    expect((await t.rest('GET', path, { token: stranger })).status).toBe(403);
    expect((await t.rest('GET', path, { token: students[0]!.token })).status).toBe(403);
    expect((await t.rest('GET', path, { token: teacherToken })).status).toBe(403);
    expect((await t.rest('GET', path)).status).toBe(401);
    expect(
      (await t.rest('GET', `/user/getStudentTrend?studentId=${UNKNOWN_ID}`, { token: s.parentToken })).status,
    ).toBe(404);
  });
});
