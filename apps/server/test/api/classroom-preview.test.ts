import { describe, expect, it } from 'vitest';
import { UNKNOWN_ID } from '../support/factories/classes';
import { addToClass, buildSitting, useClassWithHomework } from '../support/factories/exercises';
import { buildHomework } from '../support/factories/homework';
import { buildQuestion } from '../support/factories/questions';
import { useTestApp } from '../support/fixture';
import { buildStudent, tokenOf } from '../support/harness';
import { expectRefused } from '../support/refusals';
import { DAY } from '../support/time';

const NOW = new Date('2026-03-10T12:00:00Z');

describe('the classroom preview: what a class’s students see, for its teacher', () => {
  const t = useTestApp();

  const setup = useClassWithHomework(t, NOW, {
    klass: { bulletin: '<p>Quiz on Friday</p>', endDate: '2026-12-31' },
    hw: { name: 'Kinematics', dueDate: new Date(NOW.getTime() + 7 * DAY) },
  });
  const preview = (token: string, id: string) => t.rest('GET', `/teacher/getClassroomPreview?id=${id}`, { token });

  it('answers the bulletin and the published homework in the class’s order, without any student’s work', async () => {
    await buildSitting(t, setup, { exercise: {} });
    const q = await buildQuestion(t, setup.teacher, { isChoice: 0, correctAnswer: 'B' });
    const exam = await buildHomework(t, setup.teacher, {
      name: 'Dynamics exam',
      isExam: true,
      examDuration: 30,
      questionIds: [q.id],
      opensAt: new Date(NOW.getTime() + DAY),
    });
    await addToClass(t, setup.klass, exam);
    // On the class's list but published to nobody: its students do not see it.
    const draft = await buildHomework(t, setup.teacher, { name: 'Not yet published', questionIds: [q.id] });
    await addToClass(t, setup.klass, draft);
    await buildSitting(t, { klass: setup.klass, hw: exam });

    const res = await preview(setup.teacherToken, setup.klass.id);
    expect(res.status).toBe(200);
    const body = res.body.result;
    expect(body).toEqual({
      _id: setup.klass.id,
      name: setup.klass.name,
      bulletin: '<p>Quiz on Friday</p>',
      homeworkList: [
        {
          _id: setup.hw.id,
          name: 'Kinematics',
          isExam: false,
          examDuration: setup.hw.examDuration,
          dueDate: new Date(NOW.getTime() + 7 * DAY).toISOString(),
          opensAt: null,
          closesAt: null,
        },
        {
          _id: exam.id,
          name: 'Dynamics exam',
          isExam: true,
          examDuration: 30,
          dueDate: null,
          opensAt: new Date(NOW.getTime() + DAY).toISOString(),
          closesAt: null,
        },
      ],
    });
    // No answers, questions or scores of anyone.
    expect(JSON.stringify(body)).not.toMatch(/correctAnswer|questionList|answered|score/);
  });

  it('the same over tRPC', async () => {
    const got = await t.trpc(setup.teacherToken).teacher.getClassroomPreview.query({ id: setup.klass.id });
    expect(got.bulletin).toBe('<p>Quiz on Friday</p>');
    expect(got.homeworkList.map((h) => h.name)).toContain('Kinematics');
  });

  it('refuses signed out (401), unverified (402), students, parents, another teacher and an admin (403)', async () => {
    const { token: studentToken, parentToken } = await buildSitting(t, setup);
    await expectRefused(t, [['GET', `/teacher/getClassroomPreview?id=${setup.klass.id}`]], {
      unverified: 'Teacher',
      forbidden: [{ token: studentToken }, { token: parentToken }, 'Teacher', 'Admin', await studentOf()],
    });
  });

  it('answers 404 for an unknown class and 400 for a malformed id', async () => {
    const res = await preview(setup.teacherToken, UNKNOWN_ID);
    expect(res.status).toBe(404);
    expect(res.body.msg).toBeTruthy();
    expect((await preview(setup.teacherToken, 'nope')).status).toBe(400);
  });

  /** A student with no place in the class. */
  async function studentOf() {
    return { token: await tokenOf(t, await buildStudent(t)) };
  }
});
