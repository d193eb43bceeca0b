import { contextWants, createContext, procedureAt, setSpeedups } from '@quanta/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMyClasses } from '../../../../packages/api/src/services/enrolment';
import { cachesOn } from '../../src/config';
import { UNKNOWN_ID } from '../support/factories/classes';
import { buildSitting, useClassWithHomework } from '../support/factories/exercises';
import { useTestApp } from '../support/fixture';

const NOW = new Date('2026-03-10T12:00:00Z');

/**
 * A call's own read made in the session's statement: the runner and the classroom, by the input's id. A
 * speed-up: these tests turn the speed-ups on whatever QUANTA_CACHES says, and check that off, nothing is read.
 */
describe('reads made with the session', () => {
  const t = useTestApp();
  const setup = useClassWithHomework(t, NOW);
  beforeAll(() => setSpeedups(true));
  afterAll(() => setSpeedups(cachesOn(process.env)));
  const contextOf = (token: string, read?: { kind: 'runner' | 'classroom' | 'myClasses'; id: unknown }) =>
    createContext(t.app.deps, { authorization: `Bearer ${token}`, ip: '127.0.0.1', requestId: 'r1', read });

  it('asks for the read of a lone call whose procedure names one, never for a batch', () => {
    const runner = procedureAt('user.getExerciseById');
    const classroom = procedureAt('user.getClassesContent');
    const userInfo = procedureAt('user.getUserInfo');
    expect(contextWants([runner])).toEqual({ userInfo: false, read: 'runner' });
    expect(contextWants([classroom])).toEqual({ userInfo: false, read: 'classroom' });
    expect(contextWants([runner, classroom])).toEqual({ userInfo: false, read: undefined });
    expect(contextWants([userInfo])).toEqual({ userInfo: true, read: undefined });
    expect(contextWants([procedureAt('user.getMyClasses')])).toEqual({ userInfo: false, read: 'myClasses' });
  });

  it('reads the exercise or class the input names with the session, and nothing for an id that is no uuid', async () => {
    const amy = await buildSitting(t, setup);
    const runner = await contextOf(amy.token, { kind: 'runner', id: amy.exercise.id });
    expect(runner.user?.id).toBe(amy.student.id);
    expect(runner.sessionRead).toMatchObject({ kind: 'runner', id: amy.exercise.id });
    expect(runner.sessionRead?.row).toMatchObject({ exercise: { id: amy.exercise.id } });

    const classroom = await contextOf(amy.token, { kind: 'classroom', id: setup.klass.id });
    expect(classroom.sessionRead?.row).toMatchObject({ klass: { id: setup.klass.id } });

    const unknown = await contextOf(amy.token, { kind: 'runner', id: UNKNOWN_ID });
    expect(unknown.user?.id).toBe(amy.student.id);
    expect(unknown.sessionRead?.row).toMatchObject({ exercise: null });

    for (const id of ['x', 7, undefined, `${amy.exercise.id}'--`]) {
      const ctx = await contextOf(amy.token, { kind: 'runner', id });
      expect(ctx.user?.id).toBe(amy.student.id);
      expect(ctx.sessionRead).toBeNull();
    }
  });

  it('answers through the read made with the session as without it, refusing another student’s exercise', async () => {
    const amy = await buildSitting(t, setup);
    const ben = await buildSitting(t, setup);
    const rest = await t.rest('GET', `/user/getExerciseById?id=${amy.exercise.id}`, { token: amy.token });
    const trpc = await t.trpc(amy.token).user.getExerciseById.query({ id: amy.exercise.id });
    expect(rest.status).toBe(200);
    expect(JSON.parse(JSON.stringify(trpc))).toEqual(rest.body.result);
    expect((await t.rest('GET', `/user/getExerciseById?id=${amy.exercise.id}`, { token: ben.token })).status).toBe(403);
    expect((await t.rest('GET', `/user/getExerciseById?id=${UNKNOWN_ID}`, { token: ben.token })).status).toBe(404);
    const content = await t.rest('POST', '/user/getClassesContent', { token: amy.token, body: { id: setup.klass.id } });
    expect(content.status).toBe(200);
    expect(content.body.result.homeworkList).toHaveLength(1);
    expect(
      (await t.rest('POST', '/user/getClassesContent', { token: amy.token, body: { id: UNKNOWN_ID } })).status,
    ).toBe(404);
  });

  it('reads My Classes with the session by the caller alone, answering as the read on its own', async () => {
    const amy = await buildSitting(t, setup);
    const ben = await buildSitting(t, setup);
    for (const id of [undefined, ben.student.id, 'x']) {
      const ctx = await contextOf(amy.token, { kind: 'myClasses', id });
      expect(ctx.sessionRead).toMatchObject({ kind: 'myClasses', id: '' });
      const withSession = await getMyClasses(ctx, amy.student);
      const alone = await getMyClasses({ ...ctx, sessionRead: null }, amy.student);
      expect(withSession.list).toHaveLength(1);
      expect(withSession).toEqual(alone);
      expect(withSession.list[0]?.classInfo.classID).toMatchObject({ _id: setup.klass.id });
    }
    const rest = await t.rest('GET', '/user/getMyClasses', { token: amy.token });
    const trpc = await t.trpc(amy.token).user.getMyClasses.query();
    expect(rest.status).toBe(200);
    expect(JSON.parse(JSON.stringify(trpc))).toEqual(rest.body.result);
    expect(rest.body.result.list).toHaveLength(1);
    const teacher = await t.rest('GET', '/user/getMyClasses', { token: setup.teacherToken });
    expect(teacher.body.result).toEqual({ list: [] });
  });

  it('reads nothing with the session when the speed-ups are off: each call reads on its own', async () => {
    const amy = await buildSitting(t, setup);
    setSpeedups(false);
    try {
      const runner = await contextOf(amy.token, { kind: 'runner', id: amy.exercise.id });
      expect(runner.user?.id).toBe(amy.student.id);
      expect(runner.sessionRead).toBeNull();
      const info = await createContext(t.app.deps, {
        authorization: `Bearer ${amy.token}`,
        ip: '127.0.0.1',
        requestId: 'r1',
        withUserInfo: true,
      });
      expect(info.user?.id).toBe(amy.student.id);
      expect(info.userInfoExtras).toBeNull();
    } finally {
      setSpeedups(true);
    }
  });
});
