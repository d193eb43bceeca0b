import { beforeAll, describe, expect, it } from 'vitest';
import { buildClass } from '../support/factories/enrolment';
import { useTestApp } from '../support/fixture';
import { buildStudent, buildTeacher, PASSWORD, tokenOf } from '../support/harness';

/** Answers that hold a signed-in caller's data (or a token) are never stored; public ones keep their caching. */
describe('Cache-Control of signed-in and public answers', () => {
  const t = useTestApp();
  let teacherToken: string;
  let studentToken: string;
  let studentEmail: string;
  let studentId: string;
  let classId: string;

  beforeAll(async () => {
    const teacher = await buildTeacher(t);
    const student = await buildStudent(t);
    teacherToken = await tokenOf(t, teacher);
    studentToken = await tokenOf(t, student);
    studentEmail = student.email;
    studentId = student.id;
    classId = (await buildClass(t, teacher)).id;
  });

  const get = (path: string, token?: string) =>
    fetch(`${t.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('answers every signed-in call, REST and tRPC, the gradebook export and a sign-in with no-store', async () => {
    const answers = [
      await get('/api/user/getUserInfo', studentToken),
      await get('/trpc/user.getUserInfo', studentToken),
      await get(`/trpc/user.getSessions?input=${encodeURIComponent(JSON.stringify({}))}`, studentToken),
      await get(`/api/teacher/exportGradebook?classId=${classId}&format=csv`, teacherToken),
      await get(`/api/teacher/getGradebook?classId=${classId}`, teacherToken),
      await get(`/api/user/getStudentTrend?studentId=${studentId}`, studentToken),
      // refusals of a token too, and a sign-in's answer, which holds one
      await get('/api/teacher/getGradebook', studentToken),
      await get('/api/user/getUserInfo', 'broken'),
      await fetch(`${t.url}/api/login/authUser`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: studentEmail, password: PASSWORD }),
      }),
    ];
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200, 200, 403, 401, 200]);
    for (const res of answers) expect(res.headers.get('cache-control'), res.url).toBe('no-store');
  });

  it('keeps the caching public answers set for themselves, signed in or not', async () => {
    for (const token of [undefined, studentToken]) {
      const home = await get('/api/public/getHomeClasses?language=en', token);
      expect(home.status).toBe(200);
      expect(home.headers.get('etag')).toMatch(/^W\//);
      expect(home.headers.get('cache-control')).toBe('private, no-cache');
      const template = await get('/api/question_template.xlsx', token);
      expect(template.headers.get('cache-control')).toBe('public, max-age=3600');
      expect((await get('/api/openapi.json', token)).headers.get('cache-control')).toBe('no-cache');
      expect((await get('/robots.txt', token)).headers.get('cache-control')).toBe('public, max-age=3600');
    }
  });
});
