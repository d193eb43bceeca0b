import { questions } from '@quanta/db';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { nameContains } from '../../../../packages/api/src/services/questions/name-search';
import { buildSource, UNKNOWN_ID } from '../support/factories/classes';
import { buildHomework } from '../support/factories/homework';
import { bindToLibrary, buildLibraryTree } from '../support/factories/libraries';
import { buildQuestion } from '../support/factories/questions';
import { useSignedIn, useTestApp } from '../support/fixture';
import { buildAdmin, buildStudent, buildTeacher, tokenOf, trpcStatus } from '../support/harness';
import { expectRefused } from '../support/refusals';

/** Every field of a question as the edit form sends it. */
const fullQuestion = (id: string, o: Record<string, unknown> = {}) => ({
  _id: id,
  name: 'Kinetic energy',
  category: 'Physics',
  qText: '<p>Find $E_k = \\frac{1}{2}mv^2$</p>',
  image: '',
  showImg: false,
  isChoice: '0',
  numChoice: 4,
  correctAnswer: 'B',
  difficuty: 4,
  description: '<p>Use the formula.</p>',
  source: null,
  copyright: '© Quanta',
  answerA: '1 J',
  answerB: '24 J',
  answerC: '12 J',
  answerD: '48 J',
  answerE: '',
  language: 'en',
  referenceId: 'REF-1',
  libraryId: null,
  chapterId: null,
  sectionId: null,
  ...o,
});

describe('question bank: teacher question calls', () => {
  const t = useTestApp();
  const wang = useSignedIn(t, () => buildTeacher(t, { name: 'Wang' }));
  const smith = useSignedIn(t, () => buildTeacher(t, { name: 'Smith' }));

  const put = (token: string, body: unknown) => t.rest('PUT', '/teacher/updateQuestion', { token, body });

  it('refuses every question call signed out (401), unverified (402) and to students and parents (403)', async () => {
    const q = await buildQuestion(t, wang);
    const calls: [string, string, unknown][] = [
      ['POST', '/teacher/createQuestion', { language: 'en' }],
      ['POST', '/teacher/deleteQuestion', { id: q.id }],
      ['POST', '/teacher/getQuestionsByTeacher', { name: '', language: 'en', page: 1, pageSize: 100 }],
      ['POST', '/teacher/batchCreateQuestion', { filePath: '/uploads/2026/01/x.xlsx', language: 'en' }],
      ['POST', '/teacher/copyQuestion', { id: q.id }],
      ['POST', '/teacher/getQuestionById', { id: q.id }],
      ['PUT', '/teacher/updateQuestion', fullQuestion(q.id)],
      ['POST', '/teacher/getAllQuestionsByTeacher', { language: 'en' }],
      ['GET', `/teacher/getQuestionByLibrary?libraryId=${UNKNOWN_ID}`, undefined],
    ];
    const student = await buildStudent(t);
    await expectRefused(t, calls, { unverified: 'Teacher', forbidden: [student, 'Parent'] });
    expect(await trpcStatus(t.trpc(await tokenOf(t, student)).teacher.getQuestionById.query({ id: q.id }))).toBe(403);
    expect(await t.app.deps.db.$count(questions, eq(questions.id, q.id))).toBe(1);
  });

  it('creates a blank question with the defaults of §9 in the asked language', async () => {
    const res = await t.rest('POST', '/teacher/createQuestion', { token: wang.token, body: { language: 'zh' } });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      name: '',
      isChoice: '0',
      numChoice: 4,
      difficuty: 3,
      language: 'zh',
      source: null,
      libraryId: null,
      creator: wang.id,
    });
    const bare = await t.trpc(wang.token).teacher.createQuestion.mutate({});
    expect(bare.language).toBe('en');
    expect(
      (await t.rest('POST', '/teacher/createQuestion', { token: wang.token, body: { language: 'fr' } })).status,
    ).toBe(400);
  });

  it('reads only the caller’s own question: 403 for another teacher’s, 404 unknown, 400 malformed', async () => {
    const mine = await buildQuestion(t, wang, { name: 'Mine' });
    const ok = await t.rest('POST', '/teacher/getQuestionById', { token: wang.token, body: { id: mine.id } });
    expect(ok.status).toBe(200);
    expect(ok.body.result).toMatchObject({ _id: mine.id, name: 'Mine', correctAnswer: 'B', isChoice: '0' });
    expect(
      (await t.rest('POST', '/teacher/getQuestionById', { token: smith.token, body: { id: mine.id } })).status,
    ).toBe(403);
    const unknown = await t.rest('POST', '/teacher/getQuestionById', { token: wang.token, body: { id: UNKNOWN_ID } });
    expect(unknown).toMatchObject({ status: 404, body: { msg: 'Question not found' } });
    expect((await t.rest('POST', '/teacher/getQuestionById', { token: wang.token, body: { id: 'x' } })).body.msg).toBe(
      'id: must be an id',
    );
    // An admin is a teacher too, and still not the author.
    const admin = await buildAdmin(t);
    expect(await trpcStatus(t.trpc(await tokenOf(t, admin)).teacher.getQuestionById.query({ id: mine.id }))).toBe(403);
  });

  it('saves every field with PUT, sanitising each rich field', async () => {
    const q = await buildQuestion(t, wang);
    const evil =
      '<p onclick="x()">ok<script>alert(1)</script><img src="javascript:alert(2)"><a href="javascript:x">l</a></p>';
    const res = await put(
      wang.token,
      fullQuestion(q.id, {
        qText: `${evil}$F = ma$`,
        answerA: evil,
        answerB: evil,
        answerC: evil,
        answerD: evil,
        answerE: evil,
        description: `<p>solution</p>${evil}`,
        image: '/uploads/2026/01/abc.png',
        showImg: true,
      }),
    );
    expect(res.status).toBe(200);
    const saved = res.body.result;
    for (const field of ['qText', 'answerA', 'answerB', 'answerC', 'answerD', 'answerE', 'description']) {
      expect(saved[field], field).not.toMatch(/script|onclick|javascript:|alert/);
      expect(saved[field], field).toContain('ok');
    }
    expect(saved.qText).toContain('$F = ma$');
    expect(saved).toMatchObject({
      name: 'Kinetic energy',
      difficuty: 4,
      copyright: '© Quanta',
      referenceId: 'REF-1',
      image: '/uploads/2026/01/abc.png',
      showImg: true,
    });
    const [row] = await t.app.deps.db.select().from(questions).where(eq(questions.id, q.id));
    expect(row?.difficulty).toBe(4);
    expect(row?.qText).not.toContain('script');
    // tRPC takes the same input
    const viaTrpc = await t
      .trpc(wang.token)
      .teacher.updateQuestion.mutate(fullQuestion(q.id, { name: 'Renamed' }) as never);
    expect(viaTrpc.name).toBe('Renamed');
  });

  it('checks the correct answer by question type and stores multi-select answers sorted', async () => {
    const q = await buildQuestion(t, wang);
    const save = (o: Record<string, unknown>) => put(wang.token, fullQuestion(q.id, o));
    expect((await save({ isChoice: '1', correctAnswer: 'C, a' })).body.result.correctAnswer).toBe('A,C');
    expect((await save({ isChoice: 1, correctAnswer: 'd,b,b' })).body.result.correctAnswer).toBe('B,D');
    expect((await save({ isChoice: '0', correctAnswer: 'c' })).body.result.correctAnswer).toBe('C');
    expect((await save({ isChoice: '2', correctAnswer: ' 24 J ' })).body.result.correctAnswer).toBe('24 J');
    expect((await save({ isChoice: '0', numChoice: 5, correctAnswer: 'E' })).body.result).toMatchObject({
      numChoice: 5,
      correctAnswer: 'E',
    });
    const refusals: [Record<string, unknown>, string][] = [
      [{ isChoice: '0', correctAnswer: 'E' }, 'correctAnswer: must be one of A, B, C, D'],
      [{ isChoice: '0', correctAnswer: 'A,B' }, 'correctAnswer: must be one of A, B, C, D'],
      [{ isChoice: '0', correctAnswer: '' }, 'correctAnswer: must be one of A, B, C, D'],
      [{ isChoice: '1', correctAnswer: 'A,E' }, 'correctAnswer: must be letters from A, B, C, D separated by commas'],
      [
        { isChoice: '1', correctAnswer: 'A,F', numChoice: 5 },
        'correctAnswer: must be letters from A, B, C, D, E separated by commas',
      ],
      [{ isChoice: '7' }, 'isChoice: must be a whole number from 0 to 6'],
      [{ numChoice: 11 }, 'numChoice: must be a whole number from 2 to 10'],
      [{ numChoice: 1 }, 'numChoice: must be a whole number from 2 to 10'],
      [{ difficuty: 6 }, 'difficuty: must be from 1 to 5'],
      [{ difficuty: 0 }, 'difficuty: must be from 1 to 5'],
      [{ image: 'javascript:alert(1)' }, 'image: must be an uploaded file path or an http or https address'],
    ];
    for (const [o, msg] of refusals) {
      const res = await save(o);
      expect(res, JSON.stringify(o)).toMatchObject({ status: 400, body: { msg } });
    }
    const [row] = await t.app.deps.db.select().from(questions).where(eq(questions.id, q.id));
    expect(row).toMatchObject({ numChoice: 5, correctAnswer: 'E' });
    // A missing difficulty takes the default 3; `difficulty` is understood as well.
    const { difficuty: _d, ...noDifficulty } = fullQuestion(q.id);
    expect((await put(wang.token, noDifficulty)).body.result.difficuty).toBe(3);
    expect((await put(wang.token, { ...noDifficulty, difficulty: 5 })).body.result.difficuty).toBe(5);
  });

  it('files a question in a bound library only with a chapter or section that belongs to it', async () => {
    const q = await buildQuestion(t, wang);
    const bound = await buildLibraryTree(t, [wang]);
    const other = await buildLibraryTree(t, []);
    const save = (o: Record<string, unknown>) => put(wang.token, fullQuestion(q.id, o));
    const noChapter = await save({ libraryId: bound.library.id });
    expect(noChapter).toMatchObject({ status: 400, body: { msg: 'Please select chapter and section' } });
    // The placement rule comes before the answer rule (§5).
    const bothWrong = await save({ libraryId: bound.library.id, isChoice: '0', correctAnswer: 'E' });
    expect(bothWrong).toMatchObject({ status: 400, body: { msg: 'Please select chapter and section' } });
    const wrongChapter = await save({ libraryId: bound.library.id, chapterId: other.chapter.id });
    expect(wrongChapter).toMatchObject({ status: 400, body: { msg: 'The chapter is not in the chosen library' } });
    const wrongSection = await save({
      libraryId: bound.library.id,
      chapterId: bound.chapter.id,
      sectionId: other.section.id,
    });
    expect(wrongSection).toMatchObject({ status: 400, body: { msg: 'The section is not in the chosen chapter' } });
    const notBound = await save({ libraryId: other.library.id, chapterId: other.chapter.id });
    expect(notBound).toMatchObject({ status: 403, body: { msg: 'This library is not open to you' } });
    const unknownSection = await save({ sectionId: UNKNOWN_ID });
    expect(unknownSection).toMatchObject({ status: 400, body: { msg: 'Section not found' } });

    const byChapter = await save({ libraryId: bound.library.id, chapterId: bound.chapter.id, sectionId: '' });
    expect(byChapter.body.result).toMatchObject({
      libraryId: bound.library.id,
      chapterId: bound.chapter.id,
      sectionId: null,
    });
    // A section alone names its chapter and library.
    const bySection = await save({ sectionId: bound.section.id });
    expect(bySection.body.result).toMatchObject({
      libraryId: bound.library.id,
      chapterId: bound.chapter.id,
      sectionId: bound.section.id,
    });
    // Taken out of the library again.
    expect((await save({})).body.result).toMatchObject({ libraryId: null, chapterId: null, sectionId: null });
    // An admin may file into any library.
    const admin = await buildAdmin(t);
    const adminQ = await buildQuestion(t, admin);
    const res = await put(await tokenOf(t, admin), fullQuestion(adminQ.id, { chapterId: other.chapter.id }));
    expect(res.body.result.libraryId).toBe(other.library.id);
  });

  it('takes only the caller’s own, unexpired sources', async () => {
    const q = await buildQuestion(t, wang);
    const mine = await buildSource(t, wang, { name: 'Giancoli' });
    const expired = await buildSource(t, wang, { name: 'Old book', expired: true });
    const theirs = await buildSource(t, smith);
    const res = await put(wang.token, fullQuestion(q.id, { source: { _id: mine.id, name: 'Giancoli' } }));
    expect(res.body.result.source).toEqual({ _id: mine.id, name: 'Giancoli' });
    expect((await put(wang.token, fullQuestion(q.id, { source: mine.id }))).body.result.source._id).toBe(mine.id);
    expect(await put(wang.token, fullQuestion(q.id, { source: theirs.id }))).toMatchObject({
      status: 403,
      body: { msg: 'You can only use your own sources' },
    });
    expect((await put(wang.token, fullQuestion(q.id, { source: expired.id }))).body.msg).toBe(
      'Expired sources cannot be chosen: Old book',
    );
    expect(await put(wang.token, fullQuestion(q.id, { source: UNKNOWN_ID }))).toMatchObject({
      status: 404,
      body: { msg: 'Source not found' },
    });
    expect((await put(wang.token, fullQuestion(q.id, { source: '' }))).body.result.source).toBeNull();
  });

  it('refuses to change another teacher’s question (403) or an unknown one (404), changing nothing', async () => {
    const q = await buildQuestion(t, wang, { name: 'Untouched' });
    expect((await put(smith.token, fullQuestion(q.id, { name: 'Hijacked' }))).status).toBe(403);
    expect((await put(smith.token, fullQuestion(UNKNOWN_ID))).status).toBe(404);
    expect((await t.rest('POST', '/teacher/copyQuestion', { token: smith.token, body: { id: q.id } })).status).toBe(
      403,
    );
    expect((await t.rest('POST', '/teacher/deleteQuestion', { token: smith.token, body: { id: q.id } })).status).toBe(
      403,
    );
    const [row] = await t.app.deps.db.select().from(questions).where(eq(questions.id, q.id));
    expect(row?.name).toBe('Untouched');
  });

  it('lists the caller’s questions: name contains, language, newest first, 100 a page', async () => {
    const solo = await buildTeacher(t);
    const token = await tokenOf(t, solo);
    const base = Date.parse('2026-01-01T00:00:00Z');
    for (let i = 0; i < 105; i++) {
      await buildQuestion(t, solo, {
        name: i % 5 === 0 ? `Vector drill ${i}` : `Energy ${i}`,
        language: i % 2 === 0 ? 'en' : 'zh',
        createdAt: new Date(base + i * 1000),
      });
    }
    await buildQuestion(t, wang, { name: 'Vector drill of someone else' });
    const all = await t.rest('POST', '/teacher/getQuestionsByTeacher', { token, body: {} });
    expect(all.body.result.total).toBe(105);
    expect(all.body.result.list).toHaveLength(100);
    expect(all.body.result.list[0].name).toBe('Energy 104');
    const page2 = await t.rest('POST', '/teacher/getQuestionsByTeacher', { token, body: { page: 2 } });
    expect(page2.body.result.list.map((q: { name: string }) => q.name)).toEqual([
      'Energy 4',
      'Energy 3',
      'Energy 2',
      'Energy 1',
      'Vector drill 0',
    ]);
    const search = await t.trpc(token).teacher.getQuestionsByTeacher.query({ name: 'VECTOR', language: 'en' });
    expect(search.total).toBe(11);
    expect(search.list.every((q) => q.name.startsWith('Vector') && q.language === 'en')).toBe(true);
    expect((await t.trpc(token).teacher.getQuestionsByTeacher.query({ name: '%' })).total).toBe(0);
    const paged = await t.trpc(token).teacher.getQuestionsByTeacher.query({ name: 'energy', page: 3, pageSize: 40 });
    expect(paged).toMatchObject({ total: 84 });
    expect(paged.list).toHaveLength(4);
    const beyond = await t.trpc(token).teacher.getQuestionsByTeacher.query({ name: 'energy', page: 9, pageSize: 40 });
    expect(beyond).toEqual({ list: [], total: 84 });
    const tooBig = await t.rest('POST', '/teacher/getQuestionsByTeacher', { token, body: { pageSize: 101 } });
    expect(tooBig.status).toBe(400);
    const all2 = await t.rest('POST', '/teacher/getAllQuestionsByTeacher', { token, body: { language: 'zh' } });
    expect(all2.body.result.total).toBe(52);
    expect(all2.body.result.list).toHaveLength(52);
    expect(all2.body.result.list.every((q: { language: string }) => q.language === 'zh')).toBe(true);
  });

  it('finds the same questions when a common word of the search is left to the row check', async () => {
    const solo = await buildTeacher(t);
    const token = await tokenOf(t, solo);
    const base = Date.parse('2026-02-01T00:00:00Z');
    const names = [
      ...Array.from({ length: 150 }, (_, i) => `Vector drill ${100 + i}`),
      'Vector drill 42',
      'vector DRILL 420 b',
      'Vector drill-42',
      'Vector drill 4_2',
      'Vector drill 4x2',
      'x drill 42 y',
    ];
    for (const [i, name] of names.entries()) {
      await buildQuestion(t, solo, { name, createdAt: new Date(base + i * 1000) });
    }
    await buildQuestion(t, wang, { name: 'Vector drill 42' });
    await t.app.deps.db.execute(sql`analyze questions`);
    t.clock.advance(61_000);
    // "drill" is in almost every name: only the rarer words go to the index.
    const where = await nameContains(t.app.deps, 'drill 42');
    expect(t.app.deps.db.select().from(questions).where(where).toSQL().params).toEqual(['% 42%', '%drill 42%']);
    const search = (name: string, page = 1) =>
      t.trpc(token).teacher.getQuestionsByTeacher.query({ name, page, pageSize: 2 });
    const expected = (text: string) => names.filter((n) => n.toLowerCase().includes(text.toLowerCase())).reverse();
    for (const text of ['drill 42', 'DRILL 42 Y', 'drill 4_', 'drill 4_2', 'vector drill 10']) {
      const want = expected(text);
      const first = await search(text);
      const second = await search(text, 2);
      expect([text, first.total, second.total]).toEqual([text, want.length, want.length]);
      expect([...first.list, ...second.list].map((q) => q.name)).toEqual(want.slice(0, 4));
    }
  });

  it('keeps the totals true through creates, copies, language changes, deletes and set-based SQL', async () => {
    const solo = await buildTeacher(t);
    const token = await tokenOf(t, solo);
    const totals = async () => {
      const list = (language?: 'en' | 'zh') =>
        t.trpc(token).teacher.getQuestionsByTeacher.query(language ? { language } : {});
      const [all, en, zh] = await Promise.all([list(), list('en'), list('zh')]);
      return { all: all.total, en: en.total, zh: zh.total };
    };
    const truth = async () => {
      const mine = (language: string) =>
        t.app.deps.db.$count(questions, and(eq(questions.teacherId, solo.id), eq(questions.language, language)));
      const [en, zh] = await Promise.all([mine('en'), mine('zh')]);
      return { all: en + zh, en, zh };
    };
    expect(await totals()).toEqual({ all: 0, en: 0, zh: 0 });
    const created = await t.trpc(token).teacher.createQuestion.mutate({ language: 'en' });
    await t.trpc(token).teacher.copyQuestion.mutate({ id: created._id });
    await buildQuestion(t, solo, { language: 'zh' });
    expect(await totals()).toEqual({ all: 3, en: 2, zh: 1 });
    expect((await put(token, fullQuestion(created._id, { language: 'zh' }))).status).toBe(200);
    expect(await totals()).toEqual({ all: 3, en: 1, zh: 2 });
    await t.trpc(token).teacher.deleteQuestion.mutate({ id: created._id });
    expect(await totals()).toEqual({ all: 2, en: 1, zh: 1 });
    // Statements that touch many rows (an import, a script) count as well.
    await t.app.deps.db.execute(
      sql`insert into questions (teacher_id, language) select ${solo.id}, case when i % 3 = 0 then 'zh' else 'en' end
        from generate_series(1, 30) i`,
    );
    await t.app.deps.db.update(questions).set({ teacherId: wang.id }).where(eq(questions.teacherId, solo.id));
    await t.app.deps.db.update(questions).set({ name: 'renamed' }).where(eq(questions.teacherId, wang.id));
    expect(await totals()).toEqual({ all: 0, en: 0, zh: 0 });
    await t.app.deps.db
      .update(questions)
      .set({ teacherId: solo.id })
      .where(and(eq(questions.teacherId, wang.id), eq(questions.language, 'zh')));
    expect(await totals()).toEqual(await truth());
    expect((await totals()).zh).toBeGreaterThan(10);
  });

  it('copies the caller’s question with every field and a "(copy)" name', async () => {
    const tree = await buildLibraryTree(t, [wang]);
    const q = await buildQuestion(t, wang, {
      name: 'Original',
      isChoice: 1,
      correctAnswer: 'A,C',
      libraryId: tree.library.id,
      chapterId: tree.chapter.id,
    });
    const res = await t.rest('POST', '/teacher/copyQuestion', { token: wang.token, body: { id: q.id } });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      name: 'Original (copy)',
      isChoice: '1',
      correctAnswer: 'A,C',
      qText: q.qText,
      libraryId: tree.library.id,
      creator: wang.id,
    });
    expect(res.body.result._id).not.toBe(q.id);
    // Unbound since: the copy is filed nowhere.
    const loose = await buildLibraryTree(t, []);
    const q2 = await buildQuestion(t, wang, { libraryId: loose.library.id, chapterId: loose.chapter.id });
    const copy2 = await t.trpc(wang.token).teacher.copyQuestion.mutate({ id: q2.id });
    expect(copy2).toMatchObject({ libraryId: null, chapterId: null, sectionId: null });
  });

  it('deletes the caller’s question; one used by a homework is kept with a 409 naming the homework', async () => {
    const q = await buildQuestion(t, wang);
    const res = await t.rest('POST', '/teacher/deleteQuestion', { token: wang.token, body: { id: q.id } });
    expect(res.status).toBe(200);
    expect(await t.app.deps.db.$count(questions, eq(questions.id, q.id))).toBe(0);
    expect((await t.rest('POST', '/teacher/deleteQuestion', { token: wang.token, body: { id: q.id } })).status).toBe(
      404,
    );
    const used = await buildQuestion(t, wang);
    await buildHomework(t, wang, { name: 'Week 1', questionIds: [used.id] });
    const refused = await t.rest('POST', '/teacher/deleteQuestion', { token: wang.token, body: { id: used.id } });
    expect(refused).toMatchObject({
      status: 409,
      body: { msg: 'This question is used by homework "Week 1"; remove it from the homework first' },
    });
    expect(await t.app.deps.db.$count(questions, eq(questions.id, used.id))).toBe(1);
  });

  it('lets a bound teacher add a library question to a homework but not edit it', async () => {
    const tree = await buildLibraryTree(t, []);
    await bindToLibrary(t, tree.library, smith);
    const q = await buildQuestion(t, wang, { libraryId: tree.library.id, chapterId: tree.chapter.id });
    expect(await trpcStatus(t.trpc(smith.token).teacher.getQuestionById.query({ id: q.id }))).toBe(403);
    const browse = await t.trpc(smith.token).teacher.getQuestionByLibrary.query({ libraryId: tree.library.id });
    expect(browse.list.map((x) => x._id)).toContain(q.id);
  });
});
