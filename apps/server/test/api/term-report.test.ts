import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_ID } from '../support/factories/classes';
import { buildClass } from '../support/factories/enrolment';
import { addToClass, buildEnrolledStudent, buildExercise } from '../support/factories/exercises';
import { buildHomework } from '../support/factories/homework';
import { buildLesson, buildMark } from '../support/factories/lessons';
import { buildQuestion } from '../support/factories/questions';
import { useTestApp } from '../support/fixture';
import { buildAdmin, buildTeacher, tokenOf } from '../support/harness';

const NOW = new Date('2026-06-20T08:00:00Z');
const DAY = 24 * 3600_000;

/** The text of every page of a PDF, as pdf.js reads it. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const task = getDocument({ data: bytes });
  const doc = await task.promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await task.destroy();
  return pages.join('\n');
}

// The printable term report: the gradebook's numbers, attendance from the lessons, the teacher's comment,
// in English and Chinese, to the class's teacher and the student's family only.
describe('term report', () => {
  const t = useTestApp();
  const tokens: Record<string, string> = {};
  let klass: { id: string };
  let noLessons: { id: string };
  let xiaoming: Awaited<ReturnType<typeof buildEnrolledStudent>>;
  let other: Awaited<ReturnType<typeof buildEnrolledStudent>>;

  const report = (who: 'teacher' | 'user', token: string | undefined, query: string) =>
    fetch(`${t.url}/api/${who}/getTermReport?${query}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const text = async (res: Response) => {
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    return pdfText(new Uint8Array(await res.arrayBuffer()));
  };

  beforeAll(async () => {
    t.clock.now = NOW;
    const teacher = await buildTeacher(t, { name: '李老师' });
    tokens.teacher = await tokenOf(t, teacher);
    tokens.other = await tokenOf(t, await buildTeacher(t));
    tokens.admin = await tokenOf(t, await buildAdmin(t));
    klass = await buildClass(t, teacher, { name: '初二物理' });
    noLessons = await buildClass(t, teacher, { name: 'Chess Club' });
    const q1 = await buildQuestion(t, teacher, { isChoice: 0, correctAnswer: 'B' });
    const q2 = await buildQuestion(t, teacher, { isChoice: 0, correctAnswer: 'B' });
    const due = new Date(NOW.getTime() - 10 * DAY);
    const forces = await buildHomework(t, teacher, {
      name: 'Forces 力',
      questionIds: [q1.id, q2.id],
      dueDate: due,
      latePenaltyPercent: 25,
    });
    await addToClass(t, klass, forces);
    await addToClass(t, noLessons, forces);
    xiaoming = await buildEnrolledStudent(t, klass);
    // The factory's student, renamed in Chinese, on both classes' rosters.
    await t.app.deps.db.execute(`update users set name = '王小明' where id = '${xiaoming.student.id}'`);
    await t.app.deps.db.execute(
      `insert into class_students (class_id, student_id) values ('${noLessons.id}', '${xiaoming.student.id}')`,
    );
    other = await buildEnrolledStudent(t, klass);
    // Handed in a day late: 2 × 1 × 0.75 = 1.5 points of 2.
    await buildExercise(t, klass, forces, xiaoming.student, {
      startedAt: due,
      finishedAt: new Date(due.getTime() + 3 * 3600_000),
      answers: [
        { answer: 'B', answeredAt: due, autoCorrect: true, score: 1 },
        { answer: 'B', answeredAt: due, autoCorrect: true, score: 1 },
      ],
    });
    const marks = ['present', 'present', 'late', 'absent', 'excused'] as const;
    for (const [i, status] of marks.entries()) {
      const lesson = await buildLesson(t, klass, teacher, new Date(NOW.getTime() - (i + 1) * 7 * DAY));
      await buildMark(t, lesson, xiaoming.student, status);
    }
    await buildLesson(t, klass, teacher, new Date(NOW.getTime() - 40 * DAY), { status: 'cancelled' });
    const comment = await t.rest('POST', '/teacher/setReportComment', {
      token: tokens.teacher,
      body: { classId: klass.id, studentId: xiaoming.student.id, comment: '学习认真，继续努力。' },
    });
    expect(comment.status).toBe(200);
  });

  it('prints the grades, attendance and comment in English for the teacher', async () => {
    const res = await report('teacher', tokens.teacher, `classId=${klass.id}&studentId=${xiaoming.student.id}&lang=en`);
    expect(res.headers.get('content-disposition')).toContain('.pdf');
    const en = await text(res);
    for (const expected of [
      'Term report',
      '王小明',
      '初二物理',
      '李老师',
      'Forces 力',
      'Homework',
      '1.5',
      '−25%',
      'Course grade: 75% · C',
      'Attendance',
      'Lessons: 5 · Present: 2 · Late: 1 · Absent: 1 · Leave: 1',
      "Teacher's comment",
      '学习认真，继续努力。',
    ]) {
      expect(en, expected).toContain(expected);
    }
  });

  it('prints it in Chinese for the student and the parent, with the school’s scale', async () => {
    const scale = await t.rest('POST', '/admin/setGradeScale', {
      token: tokens.admin,
      body: {
        bands: [
          { label: '优', min: 90 },
          { label: '良', min: 80 },
          { label: '中', min: 70 },
          { label: '及格', min: 60 },
          { label: '不及格', min: 0 },
        ],
      },
    });
    expect(scale.status).toBe(200);
    for (const token of [xiaoming.token, xiaoming.parentToken]) {
      const zh = await text(
        await report('user', token, `classId=${klass.id}&studentId=${xiaoming.student.id}&lang=zh`),
      );
      for (const expected of [
        '学期成绩报告',
        '王小明',
        '作业',
        '得分',
        '课程成绩: 75% · 中',
        '出勤',
        '缺勤',
        '请假',
        '老师评语',
      ]) {
        expect(zh, expected).toContain(expected);
      }
    }
  });

  it('leaves attendance out for a class without lessons', async () => {
    const en = await text(
      await report('teacher', tokens.teacher, `classId=${noLessons.id}&studentId=${xiaoming.student.id}&lang=en`),
    );
    expect(en).toContain('Chess Club');
    expect(en).not.toContain('Attendance');
    expect(en).not.toContain("Teacher's comment");
  });

  it('refuses anyone else', async () => {
    const own = `classId=${klass.id}&studentId=${xiaoming.student.id}&lang=en`;
    expect((await report('teacher', undefined, own)).status).toBe(401);
    expect((await report('teacher', tokens.other, own)).status).toBe(403);
    expect((await report('teacher', xiaoming.token, own)).status).toBe(403);
    expect(
      (await report('teacher', tokens.teacher, `classId=${UNKNOWN_ID}&studentId=${xiaoming.student.id}`)).status,
    ).toBe(404);
    expect((await report('teacher', tokens.teacher, `classId=${klass.id}&studentId=${UNKNOWN_ID}`)).status).toBe(404);
    expect((await report('teacher', tokens.teacher, own.replace('lang=en', 'lang=fr'))).status).toBe(400);
    expect((await report('user', undefined, own)).status).toBe(401);
    expect((await report('user', other.parentToken, own)).status).toBe(403);
    expect((await report('user', other.token, own)).status).toBe(403);
    expect((await report('user', tokens.teacher, own)).status).toBe(403);
    expect((await report('user', xiaoming.parentToken, `classId=${klass.id}&studentId=${UNKNOWN_ID}`)).status).toBe(
      404,
    );
    expect(
      (await report('user', xiaoming.parentToken, `classId=${UNKNOWN_ID}&studentId=${xiaoming.student.id}`)).status,
    ).toBe(404);
    expect((await report('user', xiaoming.parentToken, 'classId=nope')).status).toBe(400);
    const viaTrpc = await t
      .trpc(xiaoming.parentToken)
      .user.getTermReport.query({ classId: klass.id, studentId: xiaoming.student.id, lang: 'zh' });
    expect(viaTrpc.contentType).toBe('application/pdf');
  });
});
