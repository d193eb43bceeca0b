import { seedDemo } from '@quanta/api';
import { resourceCards, resourceRecords, resourceReports, resourceSettingNodes, users } from '@quanta/db';
import { eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildClass, buildSource, UNKNOWN_ID } from '../support/factories/classes';
import { buildPlace } from '../support/factories/enrolment';
import { buildChapter, buildLibrary, buildSection } from '../support/factories/libraries';
import { buildQuestion } from '../support/factories/questions';
import { useTestApp } from '../support/fixture';
import { buildAdmin, buildParentOf, buildStudent, buildTeacher, tokenOf, trpcStatus } from '../support/harness';
import { DAY } from '../support/time';

describe('resources: settings, play, history, report, help and bug reports', () => {
  const t = useTestApp();
  let tokens: Record<'admin' | 'author' | 'otherTeacher' | 'amy' | 'ben' | 'cara' | 'parent', string>;
  let ids: Record<
    | 'amy'
    | 'ben'
    | 'cara'
    | 'source'
    | 'otherSource'
    | 'library'
    | 'expired'
    | 'chapter'
    | 's1'
    | 's2'
    | 'q1'
    | 'q2'
    | 'q3'
    | 'q4'
    | 'q5'
    | 'unfiled'
    | 'libraryClass'
    | 'plainClass',
    string
  >;

  beforeAll(async () => {
    const admin = await buildAdmin(t);
    const author = await buildTeacher(t);
    const otherTeacher = await buildTeacher(t);
    const amy = await buildStudent(t);
    const ben = await buildStudent(t);
    const cara = await buildStudent(t); // on a class without the library: no sRegister
    const parent = await buildParentOf(t, amy);
    const source = await buildSource(t, author, { name: 'Olympiad set' });
    const otherSource = await buildSource(t, author, { name: 'Other set' });
    const libraryClass = await buildClass(t, author, { includeLibrary: true });
    const plainClass = await buildClass(t, author, { includeLibrary: false });
    const { classSources } = await import('@quanta/db');
    await t.app.deps.db.insert(classSources).values([
      { classId: libraryClass.id, sourceId: source.id },
      { classId: plainClass.id, sourceId: source.id },
    ]);
    await buildPlace(t, libraryClass, amy, null);
    await buildPlace(t, libraryClass, ben, null);
    await buildPlace(t, plainClass, cara, null);
    const library = await buildLibrary(t, { name: 'Physics' });
    const expired = await buildLibrary(t, { name: 'Archive', expired: true });
    const chapter = await buildChapter(t, library, { name: 'Mechanics', position: 0 });
    const s1 = await buildSection(t, chapter, { name: 'Kinematics', position: 0 });
    const s2 = await buildSection(t, chapter, { name: 'Forces', position: 1 });
    const filed = { libraryId: library.id, chapterId: chapter.id, sourceId: source.id };
    const base = Date.now() - 10 * DAY;
    const at = (n: number) => new Date(base + n * 1000);
    const q1 = await buildQuestion(t, author, { ...filed, sectionId: s1.id, difficulty: 1, createdAt: at(1) });
    const q2 = await buildQuestion(t, author, {
      ...filed,
      sectionId: s1.id,
      difficulty: 3,
      isChoice: 1,
      correctAnswer: 'A,C',
      createdAt: at(2),
    });
    const q3 = await buildQuestion(t, author, {
      ...filed,
      sectionId: s1.id,
      difficulty: 5,
      isChoice: 2,
      correctAnswer: 'forty-two-xyz',
      description: '<p>secret-solution-xyz</p>',
      createdAt: at(3),
    });
    const q4 = await buildQuestion(t, author, {
      ...filed,
      sectionId: s1.id,
      sourceId: otherSource.id,
      createdAt: at(4),
    });
    const q5 = await buildQuestion(t, author, { ...filed, sectionId: s2.id, difficulty: 2, createdAt: at(5) });
    const unfiled = await buildQuestion(t, author, { sourceId: source.id });
    tokens = {
      admin: await tokenOf(t, admin),
      author: await tokenOf(t, author),
      otherTeacher: await tokenOf(t, otherTeacher),
      amy: await tokenOf(t, amy),
      ben: await tokenOf(t, ben),
      cara: await tokenOf(t, cara),
      parent: await tokenOf(t, parent),
    };
    ids = {
      amy: amy.id,
      ben: ben.id,
      cara: cara.id,
      source: source.id,
      otherSource: otherSource.id,
      library: library.id,
      expired: expired.id,
      chapter: chapter.id,
      s1: s1.id,
      s2: s2.id,
      q1: q1.id,
      q2: q2.id,
      q3: q3.id,
      q4: q4.id,
      q5: q5.id,
      unfiled: unfiled.id,
      libraryClass: libraryClass.id,
      plainClass: plainClass.id,
    };
  });

  const as = (who: keyof typeof tokens) => ({
    get: (path: string) => t.rest('GET', path, { token: tokens[who] }),
    post: (path: string, body: unknown) => t.rest('POST', path, { token: tokens[who], body }),
  });
  const chapterSetting = (difficulty: 'all' | 'easy' | 'veryDifficult' = 'all') => ({
    libraries: [{ libraryId: ids.library, chapterId: ids.chapter, sectionId: '' }],
    sources: [{ _id: ids.source, name: 'Olympiad set' }],
    difficulty,
    isClassroomStudent: false,
  });

  it('GET /public/getResourceBase answers the defaults to anyone', async () => {
    const res = await t.rest('GET', '/public/getResourceBase');
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ helpContent: '', maxQuestions: 100 });
  });

  it('POST /admin/editResourceBase saves help (sanitised) and the maximum, each alone', async () => {
    const help = await as('admin').post('/admin/editResourceBase', {
      helpContent: '<p>Pick a chapter<script>alert(1)</script></p>',
    });
    expect(help.status).toBe(200);
    expect(help.body.result.helpContent).toBe('<p>Pick a chapter</p>');
    expect(help.body.result.maxQuestions).toBe(100);
    const max = await as('admin').post('/admin/editResourceBase', { maxQuestions: '3' });
    expect(max.status).toBe(200);
    expect(max.body.result).toEqual({ helpContent: '<p>Pick a chapter</p>', maxQuestions: 3 });
    const read = await t.trpc().public.getResourceBase.query();
    expect(read).toEqual({ helpContent: '<p>Pick a chapter</p>', maxQuestions: 3 });
  });

  it('editResourceBase refuses non-numbers, bad input and every caller but an admin, changing nothing', async () => {
    for (const body of [
      { maxQuestions: 'abc' },
      { maxQuestions: '1.5' },
      { maxQuestions: -1 },
      { maxQuestions: 0 },
      { maxQuestions: [1] },
      { helpContent: 'a\u0000b' },
      { helpContent: 5 },
      {},
    ]) {
      const res = await as('admin').post('/admin/editResourceBase', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const abc = await as('admin').post('/admin/editResourceBase', { maxQuestions: '12a' });
    expect(abc.body.msg).toBe('maxQuestions: Please enter a number');
    expect((await t.rest('POST', '/admin/editResourceBase', { body: { maxQuestions: 5 } })).status).toBe(401);
    for (const who of ['author', 'amy', 'parent'] as const) {
      expect((await as(who).post('/admin/editResourceBase', { maxQuestions: 5 })).status).toBe(403);
    }
    expect((await t.rest('GET', '/public/getResourceBase')).body.result.maxQuestions).toBe(3);
    await as('admin').post('/admin/editResourceBase', { maxQuestions: 100 });
  });

  it('refuses every student call signed out (401) and to anyone without sRegister (403)', async () => {
    const calls: [string, string, unknown][] = [
      ['GET', '/user/getResourceQuestion', undefined],
      ['POST', '/user/submitResourceQuestion', { questionId: ids.q1, answer: 'B' }],
      ['POST', '/user/giveUpResourceQuestion', { questionId: ids.q1 }],
      ['POST', '/user/reportResourceQuestion', { questionId: ids.q1, errorType: 1, otherContent: '' }],
      ['GET', '/user/getUserSetting', undefined],
      ['POST', '/user/updateUserSetting', chapterSetting()],
      ['GET', '/user/getResourceRecord', undefined],
      ['GET', '/user/getStudentQuestionRecord?page=1&pageSize=10', undefined],
    ];
    for (const [method, path, body] of calls) {
      expect((await t.rest(method, path, { body })).status, path).toBe(401);
      for (const who of ['cara', 'parent', 'author', 'admin'] as const) {
        const res = await t.rest(method, path, { token: tokens[who], body });
        expect(res.status, `${who} ${path}`).toBe(403);
        if (who === 'cara')
          expect(res.body.msg).toBe('Resources are open to students of a class that includes the library');
      }
    }
    expect(await trpcStatus(t.trpc(tokens.parent).user.getResourceQuestion.query())).toBe(403);
    expect(await trpcStatus(t.trpc().user.getUserSetting.query())).toBe(401);
  });

  it('updateUserSetting: §5 messages, unknown nodes, foreign sources and bad input store nothing', async () => {
    const amy = as('amy');
    const noLibrary = await amy.post('/user/updateUserSetting', { ...chapterSetting(), libraries: [] });
    expect(noLibrary.status).toBe(400);
    expect(noLibrary.body.msg).toBe('Please select library');
    const noSource = await amy.post('/user/updateUserSetting', { ...chapterSetting(), sources: [] });
    expect(noSource.status).toBe(400);
    expect(noSource.body.msg).toBe('Please select source');
    const unknown = await amy.post('/user/updateUserSetting', {
      ...chapterSetting(),
      libraries: [{ libraryId: UNKNOWN_ID }],
    });
    expect(unknown.status).toBe(404);
    const expired = await amy.post('/user/updateUserSetting', {
      ...chapterSetting(),
      libraries: [{ libraryId: ids.expired }],
    });
    expect(expired.status).toBe(404);
    const wrongSection = await amy.post('/user/updateUserSetting', {
      ...chapterSetting(),
      libraries: [{ libraryId: ids.expired, sectionId: ids.s1 }],
    });
    expect(wrongSection.status).toBe(404);
    const foreign = await amy.post('/user/updateUserSetting', { ...chapterSetting(), sources: [ids.otherSource] });
    expect(foreign).toMatchObject({ status: 403, body: { msg: 'You can only use your own sources' } });
    const ghost = await amy.post('/user/updateUserSetting', { ...chapterSetting(), sources: [UNKNOWN_ID] });
    expect(ghost).toMatchObject({ status: 404, body: { msg: 'Source not found' } });
    for (const body of [
      { ...chapterSetting(), difficulty: 'hard' },
      { ...chapterSetting(), libraries: 'x' },
      { ...chapterSetting(), libraries: [{ libraryId: 'a\u0000' }] },
      { ...chapterSetting(), sources: ['nope'] },
      { ...chapterSetting(), sources: [{ __proto__: { _id: ids.source } }] },
      { ...chapterSetting(), libraries: Array.from({ length: 201 }, () => ({ libraryId: ids.library })) },
    ]) {
      const res = await amy.post('/user/updateUserSetting', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const stored = await t.app.deps.db
      .select()
      .from(resourceSettingNodes)
      .where(eq(resourceSettingNodes.studentId, ids.amy));
    expect(stored).toEqual([]);
    expect((await amy.get('/user/getUserSetting')).body.result).toEqual({
      libraries: [],
      sources: [],
      difficulty: 'all',
      language: 'interface',
      isClassroomStudent: false,
      skip: 0,
    });
  });

  it('updateUserSetting answers the number of matching questions, counted in the database', async () => {
    const amy = as('amy');
    const all = await amy.post('/user/updateUserSetting', chapterSetting('all'));
    expect(all.status).toBe(200);
    expect(all.body.result).toBe(4); // q1, q2, q3, q5 (q4 has another source)
    expect((await amy.post('/user/updateUserSetting', chapterSetting('easy'))).body.result).toBe(2);
    expect((await amy.post('/user/updateUserSetting', chapterSetting('veryDifficult'))).body.result).toBe(1);
    const section = await amy.post('/user/updateUserSetting', {
      ...chapterSetting('all'),
      libraries: [{ libraryId: ids.library, chapterId: ids.chapter, sectionId: ids.s2 }],
    });
    expect(section.body.result).toBe(1);
    const byTrpc = await t.trpc(tokens.amy).user.updateUserSetting.mutate(chapterSetting('all'));
    expect(byTrpc).toBe(4);
    const setting = (await amy.get('/user/getUserSetting')).body.result;
    expect(setting.libraries).toEqual([{ libraryId: ids.library, chapterId: ids.chapter, sectionId: null }]);
    expect(setting.sources).toEqual([{ _id: ids.source, name: 'Olympiad set' }]);
    expect(setting.difficulty).toBe('all');
  });

  it('getResourceQuestion sends unseen questions without any correct answer or solution, total capped by Max Resources', async () => {
    await as('admin').post('/admin/editResourceBase', { maxQuestions: 3 });
    const res = await as('amy').get('/user/getResourceQuestion');
    expect(res.status).toBe(200);
    expect(res.body.result.total).toBe(3);
    expect(res.body.result.done).toBe(0);
    expect(res.body.result.questions.map((q: { _id: string }) => q._id)).toEqual([ids.q1, ids.q2, ids.q3]);
    for (const q of res.body.result.questions) {
      expect(q.correctAnswer).toBe('');
      expect(q.description).toBe('');
    }
    const raw = JSON.stringify(res.body);
    expect(raw).not.toContain('forty-two-xyz');
    expect(raw).not.toContain('secret-solution-xyz');
  });

  it('submitResourceQuestion checks the answer, reveals it, and refuses questions outside the setting', async () => {
    const amy = as('amy');
    const empty = await amy.post('/user/submitResourceQuestion', { questionId: ids.q1, answer: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe('Please select your answer');
    const emptyFree = await amy.post('/user/submitResourceQuestion', { questionId: ids.q3, answer: ' ' });
    expect(emptyFree.body.msg).toBe('Please input your answer');
    expect((await amy.post('/user/submitResourceQuestion', { questionId: ids.q1, answer: 'A,B' })).status).toBe(400);
    expect((await amy.post('/user/submitResourceQuestion', { questionId: ids.q1, answer: 'E' })).status).toBe(400);
    for (const body of [
      { questionId: ids.q1 },
      { questionId: 'x', answer: 'B' },
      { questionId: ids.q1, answer: 'B\u0000' },
      { questionId: ids.q1, answer: 'x'.repeat(1001) },
      { questionId: ids.q1, answer: { a: 1 } },
    ]) {
      expect((await amy.post('/user/submitResourceQuestion', body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await amy.post('/user/submitResourceQuestion', { questionId: ids.q4, answer: 'B' })).status).toBe(403);
    expect((await amy.post('/user/submitResourceQuestion', { questionId: ids.unfiled, answer: 'B' })).status).toBe(403);
    expect((await amy.post('/user/submitResourceQuestion', { questionId: UNKNOWN_ID, answer: 'B' })).status).toBe(404);
    expect(await t.app.deps.db.select().from(resourceRecords)).toEqual([]);

    const right = await amy.post('/user/submitResourceQuestion', { questionId: ids.q1, answer: 'b' });
    expect(right.status).toBe(200);
    expect(right.body.msg).toBe('Congrats!');
    expect(right.body.result).toMatchObject({ isCorrect: true, correctAnswer: 'B' });
    expect(right.body.result.description).toContain('1 = 2');
    t.clock.advance(1000);
    const wrong = await amy.post('/user/submitResourceQuestion', { questionId: ids.q2, answer: ['A'] });
    expect(wrong.body.msg).toBe('Oops, the answer you submit is incorrect');
    expect(wrong.body.result).toMatchObject({ isCorrect: false, correctAnswer: 'A,C' });
    t.clock.advance(1000);
    const free = await t
      .trpc(tokens.amy)
      .user.submitResourceQuestion.mutate({ questionId: ids.q3, answer: ' Forty-Two-XYZ ' });
    expect(free).toMatchObject({ isCorrect: true, description: '<p>secret-solution-xyz</p>' });
  });

  it('after the maximum only due reviews come; a wrong answer comes back a day later, then "done"', async () => {
    const amy = as('amy');
    let res = await amy.get('/user/getResourceQuestion');
    expect(res.body.result).toMatchObject({ done: 3, total: 3, questions: [] });
    t.clock.advance(DAY + 60_000);
    res = await amy.get('/user/getResourceQuestion');
    expect(res.body.result.questions.map((q: { _id: string }) => q._id)).toEqual([ids.q2]);
    expect(res.body.result.questions[0].correctAnswer).toBe('');
    // Raising the maximum lets the next unseen question follow the due review.
    await as('admin').post('/admin/editResourceBase', { maxQuestions: 100 });
    res = await amy.get('/user/getResourceQuestion');
    expect(res.body.result.total).toBe(4);
    expect(res.body.result.questions.map((q: { _id: string }) => q._id)).toEqual([ids.q2, ids.q5]);
  });

  it('giveUpResourceQuestion records a give-up, counts the skip and reveals the answer', async () => {
    for (const body of [{}, { questionId: 1 }, { questionId: `${ids.q5}\u0000` }]) {
      expect((await as('amy').post('/user/giveUpResourceQuestion', body)).status).toBe(400);
    }
    expect((await as('amy').post('/user/giveUpResourceQuestion', { questionId: ids.q4 })).status).toBe(403);
    const res = await as('amy').post('/user/giveUpResourceQuestion', { questionId: ids.q5 });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ skip: 1, correctAnswer: 'B' });
    expect((await as('amy').get('/user/getUserSetting')).body.result.skip).toBe(1);
    const [card] = await t.app.deps.db.select().from(resourceCards).where(eq(resourceCards.questionId, ids.q5));
    expect(card!.streak).toBe(0);
    expect(card!.due.getTime()).toBeGreaterThan(t.clock.now.getTime());
  });

  it('reportResourceQuestion: type 3 needs text; types 1 and 2 do not; bad types are 400', async () => {
    const amy = as('amy');
    const noText = await amy.post('/user/reportResourceQuestion', { questionId: ids.q2, otherContent: '  ' });
    expect(noText.status).toBe(400);
    expect(noText.body.msg).toBe('Please input your report content');
    for (const body of [
      { questionId: ids.q2, errorType: 4, otherContent: 'x' },
      { questionId: ids.q2, errorType: 'abc', otherContent: 'x' },
      { questionId: ids.q2, errorType: 3, otherContent: 'x'.repeat(2001) },
      { questionId: ids.q2, errorType: 3, otherContent: 'x\u0000' },
      { errorType: 1 },
    ]) {
      expect((await amy.post('/user/reportResourceQuestion', body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await amy.post('/user/reportResourceQuestion', { questionId: ids.unfiled, errorType: 1, otherContent: '' }))
        .status,
    ).toBe(404);
    expect(await t.app.deps.db.select().from(resourceReports)).toEqual([]);
    const ok = await amy.post('/user/reportResourceQuestion', { questionId: ids.q2, errorType: 2, otherContent: '' });
    expect(ok.status).toBe(200);
    expect(ok.body.msg).toBe('Report submitted successfully');
    const other = await amy.post('/user/reportResourceQuestion', {
      questionId: ids.q2,
      otherContent: 'The figure is missing',
    });
    expect(other.status).toBe(200);
    const stored = await t.app.deps.db.select().from(resourceReports);
    expect(stored.map((r) => r.errorType).sort()).toEqual([2, 3]);
  });

  it('HISTORY pages 10 newest first; REPORT counts, mastery and setting; a record opens only for its student', async () => {
    const amy = as('amy');
    const history = await amy.get('/user/getStudentQuestionRecord?page=1&pageSize=10');
    expect(history.status).toBe(200);
    expect(history.body.result.total).toBe(4);
    expect(history.body.result.list.map((r: { question: { _id: string } }) => r.question._id)).toEqual([
      ids.q5,
      ids.q3,
      ids.q2,
      ids.q1,
    ]);
    expect(history.body.result.list[0]).toMatchObject({ isCorrect: null, gaveUp: true });
    const page2 = await amy.get('/user/getStudentQuestionRecord?page=2&pageSize=3');
    expect(page2.body.result.list).toHaveLength(1);
    for (const q of ['?page=0', '?pageSize=101', '?page=abc', '?page=1e20', '?page=1&pageSize=1.5']) {
      expect((await amy.get(`/user/getStudentQuestionRecord${q}`)).status).toBe(400);
    }
    const report = await amy.get('/user/getResourceRecord');
    expect(report.status).toBe(200);
    expect(report.body.result).toMatchObject({ problems: 4, correct: 2, incorrect: 1, gaveUp: 1, total: 4 });
    expect(report.body.result.setting.difficulty).toBe('all');
    const kinematics = report.body.result.mastery.find((m: { section: string }) => m.section === 'Kinematics');
    expect(kinematics.counts).toEqual({ attempted: 1, familiar: 2, proficient: 0, mastered: 0 });
    expect(kinematics.level).toBe('attempted');
    const recordId = history.body.result.list[1]._id as string;
    const detail = await amy.get(`/user/getResourceRecordById?id=${recordId}`);
    expect(detail.status).toBe(200);
    expect(detail.body.result.question.correctAnswer).toBe('forty-two-xyz');
    expect((await as('ben').get(`/user/getResourceRecordById?id=${recordId}`)).status).toBe(403);
    expect((await amy.get(`/user/getResourceRecordById?id=${UNKNOWN_ID}`)).status).toBe(404);
    expect((await as('parent').get(`/user/getResourceRecordById?id=${recordId}`)).status).toBe(403);
    expect((await as('ben').get('/user/getStudentQuestionRecord')).body.result).toEqual({ list: [], total: 0 });
  });

  it('teacher Resource Records: the class owner sees a roster student; others are refused', async () => {
    const path = (classId: string, studentId: string) =>
      `/teacher/getStudentResourceRecords?classId=${classId}&studentId=${studentId}&page=1&pageSize=10`;
    const res = await as('author').get(path(ids.libraryClass, ids.amy));
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ problems: 4, correct: 2, incorrect: 1, gaveUp: 1, total: 4 });
    expect(res.body.result.list).toHaveLength(4);
    expect(res.body.result.mastery.length).toBeGreaterThan(0);
    expect((await as('otherTeacher').get(path(ids.libraryClass, ids.amy))).status).toBe(403);
    expect((await as('author').get(path(ids.libraryClass, ids.cara))).status).toBe(404);
    expect((await as('author').get(path(UNKNOWN_ID, ids.amy))).status).toBe(404);
    expect((await as('amy').get(path(ids.libraryClass, ids.amy))).status).toBe(403);
    expect((await as('parent').get(path(ids.libraryClass, ids.amy))).status).toBe(403);
    expect((await t.rest('GET', path(ids.libraryClass, ids.amy))).status).toBe(401);
    expect((await as('author').get(`/teacher/getStudentResourceRecords?classId=x&studentId=${ids.amy}`)).status).toBe(
      400,
    );
  });

  it('question authors read, count and resolve the bug reports on their questions', async () => {
    const list = await as('author').get(`/teacher/getQuestionReports?questionId=${ids.q2}`);
    expect(list.status).toBe(200);
    expect(list.body.result.list).toHaveLength(2);
    expect(list.body.result.list[0]).toMatchObject({ resolved: false });
    expect((await as('otherTeacher').get(`/teacher/getQuestionReports?questionId=${ids.q2}`)).status).toBe(403);
    expect((await as('amy').get(`/teacher/getQuestionReports?questionId=${ids.q2}`)).status).toBe(403);
    expect((await as('author').get(`/teacher/getQuestionReports?questionId=${UNKNOWN_ID}`)).status).toBe(404);
    const counts = await as('author').post('/teacher/getOpenReportCounts', { questionIds: [ids.q1, ids.q2] });
    expect(counts.body.result.list).toEqual([{ questionId: ids.q2, open: 2 }]);
    const foreign = await as('otherTeacher').post('/teacher/getOpenReportCounts', { questionIds: [ids.q2] });
    expect(foreign.body.result.list).toEqual([]);
    expect((await as('author').post('/teacher/getOpenReportCounts', { questionIds: 'x' })).status).toBe(400);
    const reportId = list.body.result.list[0]._id as string;
    expect((await as('otherTeacher').post('/teacher/resolveQuestionReport', { id: reportId })).status).toBe(403);
    expect((await as('author').post('/teacher/resolveQuestionReport', { id: UNKNOWN_ID })).status).toBe(404);
    expect((await as('author').post('/teacher/resolveQuestionReport', { id: reportId })).status).toBe(200);
    const after = await as('author').post('/teacher/getOpenReportCounts', { questionIds: [ids.q2] });
    expect(after.body.result.list).toEqual([{ questionId: ids.q2, open: 1 }]);
  });
});

describe('resources: the demo school', () => {
  const t = useTestApp();
  beforeAll(async () => {
    await seedDemo(t.app.deps);
  });

  const tokenFor = async (email: string) => {
    const [user] = await t.app.deps.db.select().from(users).where(eq(users.email, email));
    return tokenOf(t, user!);
  };

  it('has help, a registered student with practice in every state, and one open bug report', async () => {
    const base = await t.trpc().public.getResourceBase.query();
    expect(base.helpContent).toContain('SETTINGS');
    const amy = t.trpc(await tokenFor('student.amy@quanta.test'));
    const report = await amy.user.getResourceRecord.query({ page: 1, pageSize: 10 });
    expect(report.correct).toBeGreaterThan(0);
    expect(report.incorrect).toBeGreaterThan(0);
    expect(report.gaveUp).toBeGreaterThan(0);
    const levels = new Set(
      report.mastery.flatMap((m) =>
        Object.entries(m.counts)
          .filter(([, n]) => n > 0)
          .map(([l]) => l),
      ),
    );
    expect([...levels].sort()).toEqual(['attempted', 'familiar', 'mastered', 'proficient']);
    const play = await amy.user.getResourceQuestion.query();
    expect(play.questions.some((q) => q.review)).toBe(true);
    expect(play.questions.every((q) => q.correctAnswer === '' && q.description === '')).toBe(true);
    const open = await t.app.deps.db.select().from(resourceReports).where(isNull(resourceReports.resolvedAt));
    expect(open).toHaveLength(1);
  });
});

describe("resources: the questions' language", () => {
  const t = useTestApp();

  it('practises the interface language unless the student chose another or all; a served question takes its answer', async () => {
    const teacher = await buildTeacher(t);
    const student = await buildStudent(t);
    const source = await buildSource(t, teacher, { name: 'Mixed set' });
    const klass = await buildClass(t, teacher, { includeLibrary: true });
    const { classSources } = await import('@quanta/db');
    await t.app.deps.db.insert(classSources).values({ classId: klass.id, sourceId: source.id });
    await buildPlace(t, klass, student, null);
    const library = await buildLibrary(t, { name: 'Mixed' });
    const filed = { libraryId: library.id, sourceId: source.id };
    const english = [
      await buildQuestion(t, teacher, { ...filed, language: 'en' }),
      await buildQuestion(t, teacher, { ...filed, language: 'en' }),
    ];
    const chinese = await buildQuestion(t, teacher, { ...filed, language: 'zh' });
    const token = await tokenOf(t, student);
    const call = (method: 'GET' | 'POST', path: string, lang: 'en' | 'zh', body?: unknown) =>
      t.rest(method, path, { token, body, headers: { 'x-lang': lang } });
    const setting = (language?: string) => ({
      libraries: [{ libraryId: library.id }],
      sources: [source.id],
      difficulty: 'all',
      ...(language ? { language } : {}),
    });
    const served = async (lang: 'en' | 'zh') =>
      ((await call('GET', '/user/getResourceQuestion', lang)).body.result.questions as { _id: string }[])
        .map((q) => q._id)
        .sort();

    // Unchosen, the setting follows the interface: English questions in English, Chinese in Chinese.
    expect((await call('POST', '/user/updateUserSetting', 'en', setting())).body.result).toBe(2);
    expect((await call('GET', '/user/getUserSetting', 'en')).body.result.language).toBe('interface');
    expect(await served('en')).toEqual(english.map((q) => q.id).sort());
    expect(await served('zh')).toEqual([chinese.id]);
    expect((await call('POST', '/user/updateUserSetting', 'zh', setting('interface'))).body.result).toBe(1);

    // A question served before a switch of the interface still takes its answer.
    const answered = await call('POST', '/user/submitResourceQuestion', 'en', { questionId: chinese.id, answer: 'B' });
    expect(answered.status).toBe(200);
    expect(answered.body.result.isCorrect).toBe(true);

    // Chosen: Chinese in an English interface, or every language.
    expect((await call('POST', '/user/updateUserSetting', 'en', setting('zh'))).body.result).toBe(1);
    expect(await served('en')).toEqual([]); // the one Chinese question was just answered
    expect((await call('POST', '/user/updateUserSetting', 'en', setting('all'))).body.result).toBe(3);
    expect(await served('en')).toEqual(english.map((q) => q.id).sort());
    expect((await t.trpc(token).user.getUserSetting.query()).language).toBe('all');

    // Anything else is refused and changes nothing.
    const bad = await call('POST', '/user/updateUserSetting', 'en', setting('fr'));
    expect(bad.status).toBe(400);
    expect((await call('GET', '/user/getUserSetting', 'en')).body.result.language).toBe('all');
  });
});
