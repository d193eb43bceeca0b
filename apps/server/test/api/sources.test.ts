import { classSources, classStudents, questions, sources } from '@quanta/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildClass, buildSource, UNKNOWN_ID } from '../support/factories/classes';
import { buildQuestion } from '../support/factories/questions';
import { useTestApp } from '../support/fixture';
import {
  buildAdmin,
  buildParentOf,
  buildStudent,
  buildTeacher,
  startTestApp,
  tokenOf,
  trpcStatus,
} from '../support/harness';
import { expectRefused } from '../support/refusals';

describe('sources: a teacher’s own list, and the sources a user may pick', () => {
  const t = useTestApp();
  let teacher: Awaited<ReturnType<typeof buildTeacher>>;
  let other: Awaited<ReturnType<typeof buildTeacher>>;
  let token: string;
  let otherToken: string;
  beforeAll(async () => {
    teacher = await buildTeacher(t);
    other = await buildTeacher(t);
    [token, otherToken] = await Promise.all([tokenOf(t, teacher), tokenOf(t, other)]);
  });

  it('refuses the source calls signed out (401), unverified (402) and to non-teachers (403)', async () => {
    const source = await buildSource(t, teacher, { name: 'Guarded' });
    const calls = [
      ['GET', '/teacher/getSourceList', undefined],
      ['POST', '/teacher/createSource', { name: 'X' }],
      ['POST', '/teacher/updateSource', { id: source.id, name: 'Y' }],
      ['POST', '/teacher/deleteSource', { id: source.id }],
    ] as const;
    const unverified = await buildTeacher(t, { emailVerified: false });
    const student = await buildStudent(t);
    await expectRefused(t, calls, { unverified, forbidden: [student, 'Parent'] });
    expect((await t.rest('GET', '/user/getUserSource')).status).toBe(401);
    expect((await t.rest('GET', '/user/getUserSource', { token: await tokenOf(t, unverified) })).status).toBe(402);
    expect(await trpcStatus(t.trpc(await tokenOf(t, student)).teacher.getSourceList.query({}))).toBe(403);
    const [row] = await t.app.deps.db.select().from(sources).where(eq(sources.id, source.id));
    expect(row?.name).toBe('Guarded');
    await t.app.deps.db.delete(sources).where(eq(sources.id, source.id));
  });

  it('creates sources and lists only the teacher’s own, 10 a page from page 1, by name, with a keyword', async () => {
    for (let i = 1; i <= 12; i++) {
      const res = await t.rest('POST', '/teacher/createSource', {
        token,
        body: { name: `Book ${String(i).padStart(2, '0')}` },
      });
      expect(res.status).toBe(200);
      expect(res.body.result).toMatchObject({ name: `Book ${String(i).padStart(2, '0')}`, expired: false });
    }
    await t.trpc(otherToken).teacher.createSource.mutate({ name: 'Book of Otto' });
    const first = await t.rest('GET', '/teacher/getSourceList', { token });
    expect(first.body.result.total).toBe(12);
    expect(first.body.result.list).toHaveLength(10);
    expect(first.body.result.list[0]).toEqual({ _id: expect.any(String), name: 'Book 01', expired: false });
    const second = await t.rest('GET', '/teacher/getSourceList?page=2&keyword=&pageSize=10', { token });
    expect(second.body.result.list.map((s: { name: string }) => s.name)).toEqual(['Book 11', 'Book 12']);
    const found = await t.trpc(token).teacher.getSourceList.query({ keyword: 'book 1', page: 1, pageSize: 5 });
    expect(found).toMatchObject({ total: 3, list: [{ name: 'Book 10' }, { name: 'Book 11' }, { name: 'Book 12' }] });
    const none = await t.trpc(token).teacher.getSourceList.query({ keyword: 'Otto' });
    expect(none.total).toBe(0);
    for (const query of ['page=0', 'pageSize=1000', 'page=x']) {
      expect((await t.rest('GET', `/teacher/getSourceList?${query}`, { token })).status, query).toBe(400);
    }
  });

  it('refuses a blank, over-long or duplicate name', async () => {
    const before = await t.app.deps.db.$count(sources, eq(sources.teacherId, teacher.id));
    expect((await t.rest('POST', '/teacher/createSource', { token, body: { name: '  ' } })).status).toBe(400);
    expect((await t.rest('POST', '/teacher/createSource', { token, body: { name: 'x'.repeat(101) } })).status).toBe(
      400,
    );
    expect((await t.rest('POST', '/teacher/createSource', { token, body: {} })).status).toBe(400);
    const dup = await t.rest('POST', '/teacher/createSource', { token, body: { name: 'BOOK 01' } });
    expect(dup).toMatchObject({ status: 409, body: { msg: 'You already have a source named BOOK 01' } });
    expect(await t.app.deps.db.$count(sources, eq(sources.teacherId, teacher.id))).toBe(before);
    // Another teacher may use the same name.
    expect(
      (await t.rest('POST', '/teacher/createSource', { token: otherToken, body: { name: 'Book 01' } })).status,
    ).toBe(200);
  });

  it('renames and expires the teacher’s own source; refuses another’s (403) and an unknown one (404)', async () => {
    const source = await buildSource(t, teacher, { name: 'Draft Name' });
    const renamed = await t.rest('POST', '/teacher/updateSource', {
      token,
      body: { id: source.id, name: 'Final Name' },
    });
    expect(renamed.body.result).toEqual({ _id: source.id, name: 'Final Name', expired: false });
    const expired = await t
      .trpc(token)
      .teacher.updateSource.mutate({ id: source.id, name: 'Final Name', expired: true });
    expect(expired.expired).toBe(true);
    // Leaving `expired` out keeps it.
    const kept = await t.rest('POST', '/teacher/updateSource', { token, body: { id: source.id, name: 'final name' } });
    expect(kept.body.result).toEqual({ _id: source.id, name: 'final name', expired: true });

    expect(
      (await t.rest('POST', '/teacher/updateSource', { token: otherToken, body: { id: source.id, name: 'Mine now' } }))
        .status,
    ).toBe(403);
    expect(
      (await t.rest('POST', '/teacher/updateSource', { token, body: { id: UNKNOWN_ID, name: 'Ghost' } })).status,
    ).toBe(404);
    expect((await t.rest('POST', '/teacher/updateSource', { token, body: { id: source.id, name: '' } })).status).toBe(
      400,
    );
    expect(
      (await t.rest('POST', '/teacher/updateSource', { token, body: { id: source.id, name: 'Book 02' } })).status,
    ).toBe(409);
    const [row] = await t.app.deps.db.select().from(sources).where(eq(sources.id, source.id));
    expect(row).toMatchObject({ name: 'final name', expired: true, teacherId: teacher.id });
  });

  it('one rule, one answer: every call that takes a source refuses another teacher’s (403) and an unknown one (404) alike', async () => {
    const theirs = await buildSource(t, other, { name: 'Not Mine' });
    const cls = await buildClass(t, teacher);
    const question = await buildQuestion(t, teacher);
    const classForm = (source: string) => ({
      _id: cls.id,
      name: 'Kinematics',
      price: 10,
      image: '',
      category: 'Physics',
      startDate: '2026-09-01',
      endDate: '2026-12-15',
      description: '',
      language: 'en',
      registerLink: '',
      introduction: '',
      bulletin: '',
      source: [source],
      includeLibrary: false,
      paymentInfo: '',
      autoPublish: false,
      autoPublishAccuracy: 90,
    });
    const calls = (id: string) =>
      [
        ['POST', '/teacher/updateSource', { id, name: 'Taken Over' }],
        ['POST', '/teacher/deleteSource', { id }],
        ['POST', '/teacher/updateClassIntro', classForm(id)],
        [
          'PUT',
          '/teacher/updateQuestion',
          { _id: question.id, name: 'Q', isChoice: '0', numChoice: 4, correctAnswer: 'A', language: 'en', source: id },
        ],
      ] as const;
    for (const [method, path, body] of calls(theirs.id)) {
      const res = await t.rest(method, path, { token, body });
      expect(res, `${path} another teacher’s`).toMatchObject({
        status: 403,
        body: { msg: 'You can only use your own sources' },
      });
    }
    for (const [method, path, body] of calls(UNKNOWN_ID)) {
      const res = await t.rest(method, path, { token, body });
      expect(res, `${path} unknown`).toMatchObject({ status: 404, body: { msg: 'Source not found' } });
    }
    const [row] = await t.app.deps.db.select().from(sources).where(eq(sources.id, theirs.id));
    expect(row).toMatchObject({ name: 'Not Mine', teacherId: other.id });
    expect(await t.app.deps.db.$count(classSources, eq(classSources.classId, cls.id))).toBe(0);
  });

  it('deletes a source: classes drop it, its questions keep no source; refuses another’s and an unknown one', async () => {
    const source = await buildSource(t, teacher, { name: 'Going Away' });
    const cls = await buildClass(t, teacher, { sourceIds: [source.id] });
    const [question] = await t.app.deps.db
      .insert(questions)
      .values({ teacherId: teacher.id, name: 'Q', sourceId: source.id })
      .returning();
    expect((await t.rest('POST', '/teacher/deleteSource', { token: otherToken, body: { id: source.id } })).status).toBe(
      403,
    );
    expect((await t.rest('POST', '/teacher/deleteSource', { token, body: { id: UNKNOWN_ID } })).status).toBe(404);
    expect((await t.rest('POST', '/teacher/deleteSource', { token, body: { id: 'x' } })).status).toBe(400);
    const res = await t.rest('POST', '/teacher/deleteSource', { token, body: { id: source.id } });
    expect(res).toMatchObject({ status: 200, body: { result: { id: source.id } } });
    expect(await t.app.deps.db.$count(sources, eq(sources.id, source.id))).toBe(0);
    expect(await t.app.deps.db.$count(classSources, eq(classSources.classId, cls.id))).toBe(0);
    const [q] = await t.app.deps.db.select().from(questions).where(eq(questions.id, question!.id));
    expect(q?.sourceId).toBeNull();
    const read = await t.trpc(token).public.getClassById.query({ id: cls.id });
    expect(read.source).toEqual([]);
  });

  it('answers each user the non-expired sources they may pick: via classes, own, or all', async () => {
    const solo = await startTestApp();
    try {
      const wang = await buildTeacher(solo);
      const smith = await buildTeacher(solo);
      const [w1, w2, wOld, s1, s2] = await Promise.all([
        buildSource(solo, wang, { name: 'Wang Alpha' }),
        buildSource(solo, wang, { name: 'Wang Beta' }),
        buildSource(solo, wang, { name: 'Wang Old', expired: true }),
        buildSource(solo, smith, { name: 'Smith Gamma' }),
        buildSource(solo, smith, { name: 'Smith Delta' }),
      ]);
      const physics = await buildClass(solo, wang, { isPublish: 2, sourceIds: [w1.id, wOld.id] });
      const math = await buildClass(solo, smith, { isPublish: 2, sourceIds: [s1.id, w2.id] });
      await buildClass(solo, smith, { isPublish: 2, sourceIds: [s2.id] });
      const amy = await buildStudent(solo);
      const ben = await buildStudent(solo);
      const lonely = await buildStudent(solo);
      await solo.app.deps.db.insert(classStudents).values([
        { classId: physics.id, studentId: amy.id, expiresAt: null },
        { classId: math.id, studentId: amy.id, expiresAt: new Date(Date.now() + 86_400_000) },
        { classId: math.id, studentId: ben.id, expiresAt: null },
      ]);
      const parentOfAmy = await buildParentOf(solo, amy);
      const admin = await buildAdmin(solo);
      const names = async (user: { id: string }, query = '') => {
        const res = await solo.rest('GET', `/user/getUserSource${query}`, { token: await tokenOf(solo, user) });
        expect(res.status).toBe(200);
        return res.body.result as { list: { name: string; expired: boolean }[]; total: number };
      };
      expect((await names(amy)).list.map((s) => s.name)).toEqual(['Smith Gamma', 'Wang Alpha', 'Wang Beta']);
      expect((await names(ben)).list.map((s) => s.name)).toEqual(['Smith Gamma', 'Wang Beta']);
      expect((await names(lonely)).total).toBe(0);
      expect((await names(parentOfAmy)).list.map((s) => s.name)).toEqual(['Smith Gamma', 'Wang Alpha', 'Wang Beta']);
      expect((await names(wang)).list.map((s) => s.name)).toEqual(['Wang Alpha', 'Wang Beta']);
      expect((await names(admin)).list.map((s) => s.name)).toEqual([
        'Smith Delta',
        'Smith Gamma',
        'Wang Alpha',
        'Wang Beta',
      ]);
      expect((await names(admin)).list.every((s) => !s.expired)).toBe(true);
      expect(await names(amy, '?keyword=wang&page=1&pageSize=1')).toMatchObject({
        total: 2,
        list: [{ name: 'Wang Alpha' }],
      });
      expect(await names(amy, '?keyword=wang&page=2&pageSize=1')).toMatchObject({
        total: 2,
        list: [{ name: 'Wang Beta' }],
      });
      const viaTrpc = await solo.trpc(await tokenOf(solo, ben)).user.getUserSource.query({ keyword: 'gamma' });
      expect(viaTrpc.list.map((s) => s.name)).toEqual(['Smith Gamma']);
      expect(
        (await solo.rest('GET', '/user/getUserSource?pageSize=-1', { token: await tokenOf(solo, amy) })).status,
      ).toBe(400);
    } finally {
      await solo.close();
    }
  });
});
