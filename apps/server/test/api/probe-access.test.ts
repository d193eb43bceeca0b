import { describe, expect, it } from 'vitest';
import { buildClass, buildPlace } from '../support/factories/enrolment';
import {
  buildClassWithHomework,
  buildEnrolledStudent,
  buildExercise,
  buildSitting,
  useClassWithHomework,
} from '../support/factories/exercises';
import { useTestApp } from '../support/fixture';
import { buildParentOf, buildStudent, buildTeacher, tokenOf } from '../support/harness';
import { DAY } from '../support/time';

const NOW = new Date('2026-04-01T09:00:00Z');

describe('access holes a probe found (exam before Start, unpublished homework, another class)', () => {
  const t = useTestApp();

  const setup = useClassWithHomework(t, NOW, { klass: { bulletin: '<p>Class secret</p>' } });

  it('finding 3: an exam has no questions for its student or parent before Start, and all of them after', async () => {
    const exam = await buildClassWithHomework(t, { hw: { name: 'Final', isExam: true, examDuration: 20 } });
    const { exercise, ...s } = await buildSitting(t, exam);

    const before = await t.rest('GET', `/user/getExerciseById?id=${exercise.id}`, { token: s.token });
    expect(before.status).toBe(200);
    expect(before.body.result).toMatchObject({ questionList: [], total: 3, startedAt: null });
    expect(JSON.stringify(before.body)).not.toContain(exam.questions[0]!.qText);
    for (const token of [s.token, s.parentToken]) {
      const detail = await t.rest('GET', `/user/getStudentExerciseDetail?id=${exercise.id}`, { token });
      expect(detail.body.result.questionList).toEqual([]);
    }
    // the teacher sees the questions at any time
    const teacher = await t.trpc(exam.teacherToken).user.getStudentExerciseDetail.query({ id: exercise.id });
    expect(teacher.questionList).toHaveLength(3);

    await t.trpc(s.token).user.startExam.mutate({ id: exercise.id });
    const after = await t.trpc(s.token).user.getExerciseById.query({ id: exercise.id });
    expect(after.questionList.map((q) => q.question._id)).toEqual(exam.questions.map((q) => q.id));
    expect(after.questionList[0]!.question.correctAnswer).toBe('');
  });

  it('finding 4: getHWById answers questions only to a student it was published to, with a valid place, and their parent', async () => {
    const added = await buildEnrolledStudent(t, setup.klass);
    const published = await buildSitting(t, setup);
    const lapsedStudent = await buildStudent(t);
    await buildPlace(t, setup.klass, lapsedStudent, new Date(NOW.getTime() - DAY));
    const lapsedParent = await buildParentOf(t, lapsedStudent);
    await buildExercise(t, setup.klass, setup.hw, lapsedStudent);
    const ask = (token: string) => t.rest('POST', '/user/getHWById', { token, body: { id: setup.hw.id } });

    // only added to the class, never published to them: no questions
    expect((await ask(added.token)).status).toBe(403);
    expect((await ask(added.parentToken)).status).toBe(403);
    // published, but the place expired (a class with the library counts the registration's own expiry)
    const library = await buildClassWithHomework(t, { klass: { includeLibrary: true } });
    const expired = await buildSitting(t, library, { expiresAt: new Date(NOW.getTime() - DAY) });
    expect(
      (await t.rest('POST', '/user/getHWById', { token: expired.token, body: { id: library.hw.id } })).status,
    ).toBe(403);
    expect(
      (await t.rest('POST', '/user/getHWById', { token: expired.parentToken, body: { id: library.hw.id } })).status,
    ).toBe(403);
    // a class without the library stays open until its end date (2026-12-31) whatever the registration says
    expect((await ask(await tokenOf(t, lapsedStudent))).status).toBe(200);
    expect((await ask(await tokenOf(t, lapsedParent))).status).toBe(200);
    // published with a valid place: read without answers
    for (const token of [published.token, published.parentToken]) {
      const res = await ask(token);
      expect(res.status).toBe(200);
      expect(res.body.result.questionList[0]).toMatchObject({ correctAnswer: '', description: '' });
    }
  });

  it('finding 5: a parent naming someone else’s class gets no class data', async () => {
    const child = await buildSitting(t, setup);
    const otherTeacher = await buildTeacher(t);
    const draft = await buildClass(t, otherTeacher, {
      isPublish: 0,
      name: 'Hidden draft',
      bulletin: '<p>Draft plan</p>',
    });
    const published = await buildClass(t, otherTeacher, { name: 'Elsewhere', bulletin: '<p>Other plan</p>' });

    for (const klass of [draft, published]) {
      const res = await t.rest(
        'GET',
        `/user/getStudentExerciseList?studentId=${child.student.id}&classId=${klass.id}`,
        { token: child.parentToken },
      );
      expect(res.status).toBe(403);
      expect(JSON.stringify(res.body)).not.toContain('plan');
      expect(JSON.stringify(res.body)).not.toContain(klass.name);
    }
    const own = await t.rest(
      'GET',
      `/user/getStudentExerciseList?studentId=${child.student.id}&classId=${setup.klass.id}`,
      { token: child.parentToken },
    );
    expect(own).toMatchObject({ status: 200, body: { result: { class: { bulletin: '<p>Class secret</p>' } } } });
    expect(own.body.result.list).toHaveLength(1);
  });
});
