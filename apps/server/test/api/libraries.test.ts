import { chapters, classStudents, libraries, questions, sections } from '@quanta/db';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildClass, buildSource, UNKNOWN_ID } from '../support/factories/classes';
import { buildChapter, buildLibrary, buildLibraryTree, buildSection } from '../support/factories/libraries';
import { buildQuestion } from '../support/factories/questions';
import { useTestApp } from '../support/fixture';
import { buildAdmin, buildParentOf, buildStudent, buildTeacher, tokenOf, trpcStatus } from '../support/harness';
import { expectRefused } from '../support/refusals';

interface LibraryBody {
  _id: string;
  name: string;
  expired: boolean;
  teacher: { _id: string; name: string }[];
  chapter: { _id: string; name: string; section: { _id: string; name: string }[] }[];
}

describe('libraries: admin tree, ordering, teacher binding and browsing', () => {
  const t = useTestApp();
  let adminToken: string;
  beforeAll(async () => {
    adminToken = await tokenOf(t, await buildAdmin(t));
  });

  const admin = (path: string, body: unknown) => t.rest('POST', `/admin/${path}`, { token: adminToken, body });
  const allLibraries = async (): Promise<LibraryBody[]> =>
    (await t.rest('GET', '/user/getLibrary', { token: adminToken })).body.result.list;
  const positions = async (table: typeof libraries | typeof chapters | typeof sections, ids: string[]) => {
    const rows = await t.app.deps.db.select({ id: table.id, position: table.position }).from(table);
    return ids.map((id) => rows.find((r) => r.id === id)?.position);
  };

  it('refuses every library admin call signed out (401), unverified (402) and to non-admins (403)', async () => {
    const tree = await buildLibraryTree(t);
    const l = tree.library.id;
    const c = tree.chapter.id;
    const s = tree.section.id;
    const teacher = await buildTeacher(t);
    const calls: [string, string, unknown][] = [
      ['POST', '/admin/createLibrary', { name: 'X' }],
      ['POST', '/admin/updateLibrary', { id: l, name: 'X' }],
      ['POST', '/admin/deleteLibrary', { id: l }],
      ['POST', '/admin/createChapter', { name: 'X', libraryId: l }],
      ['POST', '/admin/updateChapter', { chapterId: c, libraryId: l, name: 'X' }],
      ['POST', '/admin/deleteChapter', { chapterId: c, libraryId: l }],
      ['POST', '/admin/createSection', { name: 'X', chapterId: c, libraryId: l }],
      ['POST', '/admin/updateSection', { sectionId: s, chapterId: c, libraryId: l, name: 'X' }],
      ['POST', '/admin/deleteSection', { sectionId: s, chapterId: c, libraryId: l }],
      ['POST', '/admin/changeLibraryOrder', { libraryId: l, type: 'up' }],
      ['POST', '/admin/changeChapterOrder', { libraryId: l, chapterId: c, type: 'up' }],
      ['POST', '/admin/changeSectionOrder', { libraryId: l, chapterId: c, sectionId: s, type: 'up' }],
      ['GET', '/admin/getTeachers', undefined],
      ['POST', '/admin/bindTeacherToLibrary', { teacherId: teacher.id, libraryId: l }],
      ['POST', '/admin/unbindTeacherToLibrary', { teacherId: teacher.id, libraryId: l }],
      ['GET', `/admin/getQuestionByLibrary?libraryId=${l}`, undefined],
    ];
    await expectRefused(t, calls, { unverified: 'Admin', forbidden: [teacher, 'Student', 'Parent'] });
    expect(await trpcStatus(t.trpc(await tokenOf(t, teacher)).admin.createLibrary.mutate({ name: 'X' }))).toBe(403);
    expect(await t.app.deps.db.$count(libraries, eq(libraries.id, l))).toBe(1);
    expect(await t.app.deps.db.$count(libraries, eq(libraries.name, 'X'))).toBe(0);
  });

  it('builds a library tree that lists chapters and sections in order', async () => {
    const lib = await admin('createLibrary', { name: 'Optics' });
    expect(lib.status).toBe(200);
    const libraryId = lib.body.result._id;
    expect(lib.body.result).toMatchObject({ name: 'Optics', expired: false, teacher: [], chapter: [] });
    await admin('createChapter', { name: 'Reflection', libraryId });
    const withTwo = await admin('createChapter', { name: 'Refraction', libraryId });
    const [reflection, refraction] = withTwo.body.result.chapter;
    expect(withTwo.body.result.chapter.map((c: { name: string }) => c.name)).toEqual(['Reflection', 'Refraction']);
    await admin('createSection', { name: 'Plane mirrors', chapterId: reflection._id, libraryId });
    const sec = await admin('createSection', { name: 'Curved mirrors', chapterId: reflection._id, libraryId });
    expect(sec.body.result.chapter[0].section.map((s: { name: string }) => s.name)).toEqual([
      'Plane mirrors',
      'Curved mirrors',
    ]);
    const renamed = await admin('updateChapter', { chapterId: refraction._id, libraryId, name: 'Snell’s law' });
    expect(renamed.body.result.chapter[1].name).toBe('Snell’s law');
    const section = sec.body.result.chapter[0].section[1];
    const sectionRenamed = await admin('updateSection', {
      sectionId: section._id,
      chapterId: reflection._id,
      libraryId,
      name: 'Concave and convex',
    });
    expect(sectionRenamed.body.result.chapter[0].section[1].name).toBe('Concave and convex');
    const expired = await admin('updateLibrary', { id: libraryId, name: 'Optics (old)', expired: true });
    expect(expired.body.result).toMatchObject({ name: 'Optics (old)', expired: true });
    const again = await admin('updateLibrary', { id: libraryId, name: 'Optics' });
    expect(again.body.result).toMatchObject({ name: 'Optics', expired: true });
    const listed = (await allLibraries()).find((l) => l._id === libraryId);
    expect(listed?.chapter.map((c) => c.name)).toEqual(['Reflection', 'Snell’s law']);
    // Bad input stores nothing.
    expect((await admin('createLibrary', { name: '  ' })).body.msg).toBe('name: is required');
    expect((await admin('createChapter', { name: 'X', libraryId: UNKNOWN_ID })).status).toBe(404);
    expect((await admin('createSection', { name: 'X', chapterId: UNKNOWN_ID, libraryId })).status).toBe(404);
  });

  it('refuses a chapter or section named with the wrong parent (404)', async () => {
    const a = await buildLibraryTree(t);
    const b = await buildLibraryTree(t);
    const wrongLibrary = await admin('updateChapter', { chapterId: a.chapter.id, libraryId: b.library.id, name: 'X' });
    expect(wrongLibrary).toMatchObject({ status: 404, body: { msg: 'Chapter not found' } });
    const wrongChapter = await admin('deleteSection', {
      sectionId: a.section.id,
      chapterId: b.chapter.id,
      libraryId: b.library.id,
    });
    expect(wrongChapter).toMatchObject({ status: 404, body: { msg: 'Section not found' } });
    const unknownLibrary = await admin('deleteChapter', { chapterId: a.chapter.id, libraryId: UNKNOWN_ID });
    expect(unknownLibrary).toMatchObject({ status: 404, body: { msg: 'Library not found' } });
    expect((await admin('updateLibrary', { id: UNKNOWN_ID, name: 'X' })).status).toBe(404);
    expect((await admin('deleteLibrary', { id: UNKNOWN_ID })).status).toBe(404);
    expect(await t.app.deps.db.$count(sections, eq(sections.id, a.section.id))).toBe(1);
    expect((await admin('changeLibraryOrder', { libraryId: a.library.id, type: 'left' })).body.msg).toBe(
      'type: must be one of up, down',
    );
  });

  it('moves libraries, chapters and sections up and down; the ends are no-ops; positions stay dense', async () => {
    const library = await buildLibrary(t);
    const [c1, c2, c3] = [
      await buildChapter(t, library, { name: 'One', position: 0 }),
      await buildChapter(t, library, { name: 'Two', position: 1 }),
      await buildChapter(t, library, { name: 'Three', position: 2 }),
    ];
    const order = (res: { body: { result: LibraryBody } }) => res.body.result.chapter.map((c) => c.name);
    const move = (chapterId: string, type: string) =>
      admin('changeChapterOrder', { libraryId: library.id, chapterId, type });
    expect(order(await move(c1!.id, 'up'))).toEqual(['One', 'Two', 'Three']);
    expect(order(await move(c3!.id, 'down'))).toEqual(['One', 'Two', 'Three']);
    expect(order(await move(c3!.id, 'up'))).toEqual(['One', 'Three', 'Two']);
    expect(order(await move(c1!.id, 'down'))).toEqual(['Three', 'One', 'Two']);
    expect(await positions(chapters, [c3!.id, c1!.id, c2!.id])).toEqual([0, 1, 2]);
    await admin('deleteChapter', { chapterId: c1!.id, libraryId: library.id });
    expect(await positions(chapters, [c3!.id, c2!.id])).toEqual([0, 1]);

    const [s1, s2] = [await buildSection(t, c2!, { position: 0 }), await buildSection(t, c2!, { position: 1 })];
    const moveSection = (sectionId: string, type: string) =>
      admin('changeSectionOrder', { libraryId: library.id, chapterId: c2!.id, sectionId, type });
    expect((await moveSection(s1!.id, 'up')).status).toBe(200);
    const moved = await moveSection(s2!.id, 'up');
    expect(moved.body.result.chapter[1].section.map((s: { _id: string }) => s._id)).toEqual([s2!.id, s1!.id]);
    expect((await moveSection(s1!.id, 'down')).status).toBe(200);
    expect(await positions(sections, [s2!.id, s1!.id])).toEqual([0, 1]);

    // Libraries: the whole list.
    const ids = (await allLibraries()).map((l) => l._id);
    const first = ids[0]!;
    const last = ids.at(-1)!;
    expect((await admin('changeLibraryOrder', { libraryId: first, type: 'up' })).status).toBe(200);
    expect((await admin('changeLibraryOrder', { libraryId: last, type: 'down' })).status).toBe(200);
    expect((await allLibraries()).map((l) => l._id)).toEqual(ids);
    await admin('changeLibraryOrder', { libraryId: last, type: 'up' });
    const swapped = (await allLibraries()).map((l) => l._id);
    expect(swapped.slice(-2)).toEqual([last, ids.at(-2)]);
    const rows = await t.app.deps.db.select().from(libraries).orderBy(asc(libraries.position));
    expect(rows.map((r) => r.position)).toEqual(rows.map((_, i) => i));
    await admin('deleteLibrary', { id: swapped[0]! });
    const after = await t.app.deps.db.select().from(libraries).orderBy(asc(libraries.position));
    expect(after.map((r) => r.position)).toEqual(after.map((_, i) => i));
  });

  it('keeps the questions of a deleted library, chapter or section, filed nowhere', async () => {
    const teacher = await buildTeacher(t);
    const tree = await buildLibraryTree(t, [teacher]);
    const inSection = await buildQuestion(t, teacher, {
      libraryId: tree.library.id,
      chapterId: tree.chapter.id,
      sectionId: tree.section.id,
    });
    await admin('deleteSection', {
      sectionId: tree.section.id,
      chapterId: tree.chapter.id,
      libraryId: tree.library.id,
    });
    let [row] = await t.app.deps.db.select().from(questions).where(eq(questions.id, inSection.id));
    expect(row).toMatchObject({ libraryId: tree.library.id, chapterId: tree.chapter.id, sectionId: null });
    await admin('deleteChapter', { chapterId: tree.chapter.id, libraryId: tree.library.id });
    [row] = await t.app.deps.db.select().from(questions).where(eq(questions.id, inSection.id));
    expect(row).toMatchObject({ libraryId: tree.library.id, chapterId: null });
    const res = await admin('deleteLibrary', { id: tree.library.id });
    expect(res.status).toBe(200);
    [row] = await t.app.deps.db.select().from(questions).where(eq(questions.id, inSection.id));
    expect(row).toMatchObject({ libraryId: null, chapterId: null, sectionId: null });
  });

  it('binds and unbinds teachers; a bound teacher sees and browses the library, others do not', async () => {
    const bound = await buildTeacher(t, { name: 'Aaron Bound' });
    const other = await buildTeacher(t, { name: 'Zed Other' });
    const student = await buildStudent(t);
    const tree = await buildLibraryTree(t);
    const teachers = await t.rest('GET', '/admin/getTeachers', { token: adminToken });
    const listed = teachers.body.result.list as { _id: string; name: string; email: string }[];
    expect(listed.map((x) => x._id)).toEqual(expect.arrayContaining([bound.id, other.id]));
    expect(listed.map((x) => x._id)).not.toContain(student.id);
    expect(listed.find((x) => x._id === bound.id)).toEqual({ _id: bound.id, name: 'Aaron Bound', email: bound.email });

    const body = { teacherId: bound.id, libraryId: tree.library.id };
    const res = await admin('bindTeacherToLibrary', body);
    expect(res.body.result.teacher).toEqual([{ _id: bound.id, name: 'Aaron Bound' }]);
    expect((await admin('bindTeacherToLibrary', body)).status).toBe(200);
    expect((await admin('bindTeacherToLibrary', { teacherId: student.id, libraryId: tree.library.id })).body.msg).toBe(
      'Only teachers can be bound to a library',
    );
    expect((await admin('bindTeacherToLibrary', { teacherId: UNKNOWN_ID, libraryId: tree.library.id })).status).toBe(
      404,
    );
    expect((await admin('bindTeacherToLibrary', { teacherId: bound.id, libraryId: UNKNOWN_ID })).status).toBe(404);

    const boundToken = await tokenOf(t, bound);
    const otherToken = await tokenOf(t, other);
    const seen = (await t.rest('GET', '/user/getLibrary', { token: boundToken })).body.result.list as LibraryBody[];
    expect(seen.map((l) => l._id)).toEqual([tree.library.id]);
    expect(seen[0]?.teacher).toEqual([]);
    expect(seen[0]?.chapter[0]?.section[0]?._id).toBe(tree.section.id);
    expect((await t.rest('GET', '/user/getLibrary', { token: otherToken })).body.result.list).toEqual([]);
    const path = `/teacher/getQuestionByLibrary?libraryId=${tree.library.id}`;
    expect((await t.rest('GET', path, { token: boundToken })).status).toBe(200);
    expect(await t.rest('GET', path, { token: otherToken })).toMatchObject({
      status: 403,
      body: { msg: 'This library is not open to you' },
    });
    expect(
      (await t.rest('GET', `/teacher/getQuestionByLibrary?libraryId=${UNKNOWN_ID}`, { token: boundToken })).status,
    ).toBe(404);

    const unbound = await admin('unbindTeacherToLibrary', body);
    expect(unbound.body.result.teacher).toEqual([]);
    expect((await admin('unbindTeacherToLibrary', body)).status).toBe(200);
    expect((await t.rest('GET', path, { token: boundToken })).status).toBe(403);
    expect((await t.rest('GET', '/user/getLibrary', { token: boundToken })).body.result.list).toEqual([]);
  });

  it('shows libraries by role: admin all with teachers, students with sRegister the open ones, others none', async () => {
    const open = await buildLibrary(t, { name: 'Open library' });
    const closed = await buildLibrary(t, { name: 'Closed library', expired: true });
    const registered = await buildStudent(t);
    const libraryClass = await buildClass(t, await buildTeacher(t), { includeLibrary: true });
    await t.app.deps.db.insert(classStudents).values({
      classId: libraryClass.id,
      studentId: registered.id,
      expiresAt: new Date(t.clock.now.getTime() + 86_400_000),
    });
    const lapsed = await buildStudent(t);
    await t.app.deps.db.insert(classStudents).values({
      classId: libraryClass.id,
      studentId: lapsed.id,
      expiresAt: new Date(t.clock.now.getTime() - 1000),
    });
    const plain = await buildStudent(t);
    const parent = await buildParentOf(t, registered);

    const ids = async (user: { id: string }) =>
      (
        (await t.rest('GET', '/user/getLibrary', { token: await tokenOf(t, user) })).body.result.list as LibraryBody[]
      ).map((l) => l._id);
    const forStudent = await ids(registered);
    expect(forStudent).toContain(open.id);
    expect(forStudent).not.toContain(closed.id);
    expect(await ids(lapsed)).toEqual([]);
    expect(await ids(plain)).toEqual([]);
    expect(await ids(parent)).toEqual([]);
    const forAdmin = await allLibraries();
    expect(forAdmin.map((l) => l._id)).toEqual(expect.arrayContaining([open.id, closed.id]));
    expect(await trpcStatus(t.trpc().user.getLibrary.query())).toBe(401);
    const unverified = await buildStudent(t, { emailVerified: false });
    expect((await t.rest('GET', '/user/getLibrary', { token: await tokenOf(t, unverified) })).status).toBe(402);
  });

  it('browses a node’s questions: teachers 100 a page with a source filter, admins without paging', async () => {
    const teacher = await buildTeacher(t);
    const token = await tokenOf(t, teacher);
    const author = await buildTeacher(t);
    const tree = await buildLibraryTree(t, [teacher]);
    const chapter2 = await buildChapter(t, tree.library, { position: 1 });
    const source = await buildSource(t, author, { name: 'Contest book' });
    const base = Date.parse('2026-02-01T00:00:00Z');
    for (let i = 0; i < 103; i++) {
      await buildQuestion(t, author, {
        name: `Lib ${i}`,
        libraryId: tree.library.id,
        chapterId: i < 90 ? tree.chapter.id : chapter2.id,
        sectionId: i < 30 ? tree.section.id : null,
        sourceId: i % 10 === 0 ? source.id : null,
        createdAt: new Date(base + i * 1000),
      });
    }
    await buildQuestion(t, author, { name: 'Not filed' });
    const query = (q: string) =>
      t.rest('GET', `/teacher/getQuestionByLibrary?libraryId=${tree.library.id}${q}`, { token });
    const page1 = await query('');
    expect(page1.body.result.total).toBe(103);
    expect(page1.body.result.list).toHaveLength(100);
    expect(page1.body.result.list[0]).toMatchObject({ name: 'Lib 102', creator: author.id, correctAnswer: 'B' });
    expect((await query('&page=2')).body.result.list).toHaveLength(3);
    expect((await query(`&chapterId=${chapter2.id}`)).body.result.total).toBe(13);
    expect((await query(`&chapterId=${tree.chapter.id}&sectionId=${tree.section.id}`)).body.result.total).toBe(30);
    const bySource = await query(`&sourceId=${source.id}&sectionId=&chapterId=`);
    expect(bySource.body.result.total).toBe(11);
    expect(bySource.body.result.list[0].source).toEqual({ _id: source.id, name: 'Contest book' });
    expect((await query('&pageSize=500')).status).toBe(400);
    // A node of another library is not reachable through a bound one.
    const elsewhere = await buildLibraryTree(t);
    expect((await query(`&chapterId=${elsewhere.chapter.id}`)).body.msg).toBe('Chapter not found');
    expect((await query(`&sectionId=${elsewhere.section.id}`)).body.msg).toBe('Section not found');
    expect((await query(`&chapterId=${chapter2.id}&sectionId=${tree.section.id}`)).status).toBe(404);
    expect((await query(`&sectionId=${tree.section.id}`)).body.result.total).toBe(30);
    expect((await query('&chapterId=nope')).body.msg).toBe('chapterId: must be an id');

    const viaTrpc = await t
      .trpc(token)
      .teacher.getQuestionByLibrary.query({ libraryId: tree.library.id, sectionId: tree.section.id, pageSize: 10 });
    expect(viaTrpc.list).toHaveLength(10);

    const forAdmin = await t.rest('GET', `/admin/getQuestionByLibrary?libraryId=${tree.library.id}`, {
      token: adminToken,
    });
    expect(forAdmin.body.result.total).toBe(103);
    expect(forAdmin.body.result.list).toHaveLength(103);
    const adminSection = await t.rest(
      'GET',
      `/admin/getQuestionByLibrary?libraryId=${tree.library.id}&chapterId=${tree.chapter.id}&sectionId=${tree.section.id}`,
      { token: adminToken },
    );
    expect(adminSection.body.result.list).toHaveLength(30);
    expect(
      (await t.rest('GET', `/admin/getQuestionByLibrary?libraryId=${UNKNOWN_ID}`, { token: adminToken })).status,
    ).toBe(404);
  });
  it('lists for the source filter every source a bound library’s questions name, whoever owns it', async () => {
    const teacher = await buildTeacher(t);
    const colleague = await buildTeacher(t);
    const tree = await buildLibraryTree(t, [teacher]);
    const mine = await buildSource(t, teacher, { name: 'my notes' });
    const theirs = await buildSource(t, colleague, { name: 'Archive', expired: true });
    const unused = await buildSource(t, colleague, { name: 'Elsewhere' });
    const other = await buildLibraryTree(t, [teacher]);
    await buildQuestion(t, colleague, { libraryId: tree.library.id, chapterId: tree.chapter.id, sourceId: theirs.id });
    await buildQuestion(t, colleague, { libraryId: tree.library.id, chapterId: tree.chapter.id, sourceId: theirs.id });
    await buildQuestion(t, teacher, { libraryId: tree.library.id, chapterId: tree.chapter.id, sourceId: mine.id });
    await buildQuestion(t, teacher, { libraryId: tree.library.id, chapterId: tree.chapter.id });
    await buildQuestion(t, colleague, {
      libraryId: other.library.id,
      chapterId: other.chapter.id,
      sourceId: unused.id,
    });
    const api = t.trpc(await tokenOf(t, teacher));

    const found = await api.teacher.getLibrarySources.query({ libraryId: tree.library.id });
    expect(found).toEqual({
      total: 2,
      list: [
        { _id: theirs.id, name: 'Archive', expired: true },
        { _id: mine.id, name: 'my notes', expired: false },
      ],
    });
    const second = await api.teacher.getLibrarySources.query({ libraryId: tree.library.id, page: 2, pageSize: 1 });
    expect(second.list.map((s) => s.name)).toEqual(['my notes']);
    expect((await api.teacher.getLibrarySources.query({ libraryId: other.library.id })).list).toEqual([
      { _id: unused.id, name: 'Elsewhere', expired: false },
    ]);

    // Only teachers bound to the library (and admins); bad input is a 400.
    const admin = await t.trpc(adminToken).teacher.getLibrarySources.query({ libraryId: tree.library.id });
    expect(admin.total).toBe(2);
    const unbound = t.trpc(await tokenOf(t, colleague));
    expect(await trpcStatus(unbound.teacher.getLibrarySources.query({ libraryId: tree.library.id }))).toBe(403);
    const student = t.trpc(await tokenOf(t, await buildStudent(t)));
    expect(await trpcStatus(student.teacher.getLibrarySources.query({ libraryId: tree.library.id }))).toBe(403);
    expect(await trpcStatus(t.trpc().teacher.getLibrarySources.query({ libraryId: tree.library.id }))).toBe(401);
    expect(await trpcStatus(api.teacher.getLibrarySources.query({ libraryId: UNKNOWN_ID }))).toBe(404);
    expect(await trpcStatus(api.teacher.getLibrarySources.query({ libraryId: 'nope' }))).toBe(400);
    expect(await trpcStatus(api.teacher.getLibrarySources.query({ libraryId: tree.library.id, pageSize: 500 }))).toBe(
      400,
    );
  });
});
