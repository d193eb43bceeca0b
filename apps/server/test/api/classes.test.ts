import { seedDemo } from '@quanta/api';
import { classes, classSources, sources, users } from '@quanta/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildClass, buildPublishedClass, buildSource, UNKNOWN_ID } from '../support/factories/classes';
import { useTestApp } from '../support/fixture';
import { buildAdmin, buildStudent, buildTeacher, startTestApp, tokenOf, trpcStatus } from '../support/harness';
import { expectRefused } from '../support/refusals';

type User = Awaited<ReturnType<typeof buildTeacher>>;

describe('classes: teacher calls, the public page and the home list', () => {
  const t = useTestApp();
  let teacher: User;
  let other: User;
  let admin: User;
  let student: User;
  let token: string;
  let otherToken: string;
  let adminToken: string;
  let studentToken: string;
  beforeAll(async () => {
    teacher = await buildTeacher(t, { name: 'Tess Teacher' });
    other = await buildTeacher(t, { name: 'Otto Other' });
    admin = await buildAdmin(t);
    student = await buildStudent(t);
    token = await tokenOf(t, teacher);
    otherToken = await tokenOf(t, other);
    adminToken = await tokenOf(t, admin);
    studentToken = await tokenOf(t, student);
  });

  const form = (id: string, o: Record<string, unknown> = {}) => ({
    _id: id,
    name: 'Kinematics',
    price: 250.5,
    image: '/uploads/2026/01/abcDEF_123-x.png',
    category: 'Physics',
    startDate: '2026-09-01',
    endDate: '2026-12-15',
    description: '<p>Motion in one and two dimensions</p>',
    language: 'en',
    registerLink: 'https://school.example.com/register?c=1',
    introduction: '<p>We start from $F = ma$ and <strong>practise</strong>.</p>',
    bulletin: '<p>Bring a calculator</p>',
    source: [],
    includeLibrary: true,
    paymentInfo: '<p>Bank transfer</p>',
    autoPublish: true,
    autoPublishAccuracy: 90,
    ...o,
  });

  it('refuses every teacher class call signed out (401), unverified (402) and to students and parents (403)', async () => {
    const cls = await buildClass(t, teacher);
    const calls = [
      ['GET', '/teacher/getClassesByTeacher?name=&language=en', undefined],
      ['POST', '/teacher/createClassByTeacher', { language: 'en' }],
      ['POST', '/teacher/deleteClassByTeacher', { id: cls.id }],
      ['POST', '/teacher/setPublishClass', { id: cls.id, publish: 1 }],
      ['POST', '/teacher/copyClass', { id: cls.id }],
      ['POST', '/teacher/updateClassIntro', form(cls.id)],
    ] as const;
    await expectRefused(t, calls, { unverified: 'Teacher', forbidden: [student, 'Parent'] });
    expect(await trpcStatus(t.trpc(studentToken).teacher.createClassByTeacher.mutate({ language: 'en' }))).toBe(403);
    expect(await trpcStatus(t.trpc().teacher.getClassesByTeacher.query({ name: '' }))).toBe(401);
    const [row] = await t.app.deps.db.select().from(classes).where(eq(classes.id, cls.id));
    expect(row).toMatchObject({ isPublish: 0, name: cls.name });
    expect(await t.app.deps.db.$count(classes, eq(classes.teacherId, teacher.id))).toBe(1);
    await t.app.deps.db.delete(classes).where(eq(classes.id, cls.id));
  });

  it('creates a blank draft owned by the caller, which the edit page can load', async () => {
    const created = await t.rest('POST', '/teacher/createClassByTeacher', { token, body: { language: 'zh' } });
    expect(created.status).toBe(200);
    expect(created.body.code).toBe(200);
    const cls = created.body.result;
    expect(cls).toMatchObject({ name: '', language: 'zh', isPublish: 0, orderIndex: 0, source: [], canEdit: true });
    expect(cls.user).toEqual({ _id: teacher.id, name: 'Tess Teacher' });
    const [row] = await t.app.deps.db.select().from(classes).where(eq(classes.id, cls._id));
    expect(row?.teacherId).toBe(teacher.id);
    // The edit page reads it by id; to anyone else an unpublished class does not exist.
    const read = await t.rest('GET', `/public/getClassById?id=${cls._id}`, { token });
    expect(read.body.result).toMatchObject({ _id: cls._id, isPublish: 0, price: 0, canEdit: true });
    expect((await t.rest('GET', `/public/getClassById?id=${cls._id}`, { token: otherToken })).status).toBe(404);
    // Without a body the language is English.
    expect((await t.rest('POST', '/teacher/createClassByTeacher', { token })).body.result.language).toBe('en');
    expect((await t.rest('POST', '/teacher/createClassByTeacher', { token, body: { language: 'fr' } })).status).toBe(
      400,
    );
  });

  it("lists only the teacher's own classes, filtered by name and language, newest first, paged", async () => {
    const mine = await buildTeacher(t);
    const mineToken = await tokenOf(t, mine);
    const base = Date.parse('2026-01-01T00:00:00Z');
    for (const [i, [name, language]] of [
      ['Algebra 100%', 'en'],
      ['Algebra Two', 'en'],
      ['代数', 'zh'],
      ['Geometry', 'en'],
    ].entries()) {
      await buildClass(t, mine, { name, language, createdAt: new Date(base + i * 1000) });
    }
    await buildClass(t, other, { name: 'Algebra of Otto' });
    const all = await t.rest('GET', '/teacher/getClassesByTeacher', { token: mineToken });
    expect(all.status).toBe(200);
    expect(all.body.result.total).toBe(4);
    expect(all.body.result.list.map((c: { name: string }) => c.name)).toEqual([
      'Geometry',
      '代数',
      'Algebra Two',
      'Algebra 100%',
    ]);
    const en = await t.rest('GET', '/teacher/getClassesByTeacher?name=algebra&language=en', { token: mineToken });
    expect(en.body.result.list.map((c: { name: string }) => c.name)).toEqual(['Algebra Two', 'Algebra 100%']);
    expect(en.body.result.list[0]).toMatchObject({ price: 100, category: 'Physics', isPublish: 0 });
    // A LIKE wildcard is taken literally.
    const literal = await t.trpc(mineToken).teacher.getClassesByTeacher.query({ name: '%' });
    expect(literal.list.map((c) => c.name)).toEqual(['Algebra 100%']);
    const paged = await t.trpc(mineToken).teacher.getClassesByTeacher.query({ name: '', page: 2, pageSize: 3 });
    expect(paged).toMatchObject({ total: 4, list: [{ name: 'Algebra 100%' }] });
    const zh = await t.rest('GET', '/teacher/getClassesByTeacher?name=&language=zh', { token: mineToken });
    expect(zh.body.result.list.map((c: { name: string }) => c.name)).toEqual(['代数']);
    expect((await t.rest('GET', '/teacher/getClassesByTeacher?language=fr', { token: mineToken })).status).toBe(400);
    expect((await t.rest('GET', '/teacher/getClassesByTeacher?pageSize=0', { token: mineToken })).status).toBe(400);
  });

  it('saves the edit form with the teacher’s own sources and answers the full class', async () => {
    const cls = await buildClass(t, teacher);
    const [s1, s2] = [
      await buildSource(t, teacher, { name: 'Zeta Book' }),
      await buildSource(t, teacher, { name: 'Alpha Book' }),
    ];
    const saved = await t.rest('POST', '/teacher/updateClassIntro', {
      token,
      body: form(cls.id, { source: [s1.id, { _id: s2.id, name: 'Alpha Book' }, s1.id] }),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.result).toMatchObject({
      _id: cls.id,
      name: 'Kinematics',
      price: 250.5,
      image: '/uploads/2026/01/abcDEF_123-x.png',
      startDate: '2026-09-01',
      endDate: '2026-12-15',
      registerLink: 'https://school.example.com/register?c=1',
      introduction: '<p>We start from $F = ma$ and <strong>practise</strong>.</p>',
      includeLibrary: true,
      autoPublish: true,
      autoPublishAccuracy: 90,
      isPublish: 0,
      source: [
        { _id: s2.id, name: 'Alpha Book', expired: false },
        { _id: s1.id, name: 'Zeta Book', expired: false },
      ],
    });
    // Saving again with one source replaces the list; an ISO date-time keeps its date; strings are coerced.
    const again = await t
      .trpc(token)
      .teacher.updateClassIntro.mutate(
        form(cls.id, { source: [s1.id], startDate: '2026-09-02T00:00:00.000Z', price: '99', endDate: '' }) as never,
      );
    expect(again).toMatchObject({ startDate: '2026-09-02', endDate: '', price: 99, source: [{ _id: s1.id }] });
    expect(await t.app.deps.db.$count(classSources, eq(classSources.classId, cls.id))).toBe(1);
  });

  it('refuses a bad edit form with 400 and stores nothing', async () => {
    const cls = await buildClass(t, teacher, { name: 'Untouched' });
    const foreign = await buildSource(t, other);
    const expired = await buildSource(t, teacher, { expired: true, name: 'Old Book' });
    const bad: [Record<string, unknown>, string][] = [
      [{ endDate: '2026-08-01' }, 'endDate'],
      [{ startDate: '2026-02-30' }, 'startDate'],
      [{ autoPublishAccuracy: 101 }, 'autoPublishAccuracy'],
      [{ autoPublishAccuracy: -1 }, 'autoPublishAccuracy'],
      [{ price: -5 }, 'price'],
      [{ price: 'cheap' }, 'price'],
      [{ name: '   ' }, 'name'],
      [{ name: 'x'.repeat(101) }, 'name'],
      [{ language: 'fr' }, 'language'],
      [{ registerLink: 'javascript:alert(1)' }, 'registerLink'],
      [{ image: 'javascript:alert(1)' }, 'image'],
      [{ image: '/uploads/../../etc/passwd' }, 'image'],
      [{ source: ['not-an-id'] }, 'source'],
      [{ introduction: 'x'.repeat(200_001) }, 'introduction'],
    ];
    for (const [change, field] of bad) {
      const res = await t.rest('POST', '/teacher/updateClassIntro', { token, body: form(cls.id, change) });
      expect(res.status, JSON.stringify(change).slice(0, 80)).toBe(400);
      expect(res.body.msg).toContain(field);
    }
    const notMine = await t.rest('POST', '/teacher/updateClassIntro', {
      token,
      body: form(cls.id, { source: [foreign.id] }),
    });
    expect(notMine).toMatchObject({ status: 403, body: { msg: 'You can only use your own sources' } });
    const unknown = await t.rest('POST', '/teacher/updateClassIntro', {
      token,
      body: form(cls.id, { source: [UNKNOWN_ID] }),
    });
    expect(unknown).toMatchObject({ status: 404, body: { msg: 'Source not found' } });
    const old = await t.rest('POST', '/teacher/updateClassIntro', {
      token,
      body: form(cls.id, { source: [expired.id] }),
    });
    expect(old).toMatchObject({ status: 400, body: { msg: 'Expired sources cannot be chosen: Old Book' } });
    const [row] = await t.app.deps.db.select().from(classes).where(eq(classes.id, cls.id));
    expect(row?.name).toBe('Untouched');
    expect(await t.app.deps.db.$count(classSources, eq(classSources.classId, cls.id))).toBe(0);
  });

  it('keeps a source that expired after it was chosen, so the form can still be saved', async () => {
    const source = await buildSource(t, teacher, { expired: true });
    const cls = await buildClass(t, teacher, { sourceIds: [source.id] });
    const res = await t.rest('POST', '/teacher/updateClassIntro', {
      token,
      body: form(cls.id, { source: [source.id] }),
    });
    expect(res.status).toBe(200);
    expect(res.body.result.source).toEqual([{ _id: source.id, name: source.name, expired: true }]);
  });

  it("refuses another teacher's class (403) and an unknown one (404) on every teacher call", async () => {
    const theirs = await buildPublishedClass(t, other, { name: 'Otto Physics' });
    const calls = [
      ['/teacher/deleteClassByTeacher', { id: theirs.id }],
      ['/teacher/setPublishClass', { id: theirs.id, publish: 0 }],
      ['/teacher/copyClass', { id: theirs.id }],
      ['/teacher/updateClassIntro', form(theirs.id)],
    ] as const;
    for (const [path, body] of calls) {
      expect((await t.rest('POST', path, { token, body })).status, path).toBe(403);
      // An admin changes classes through the audit calls, not as their owner.
      expect((await t.rest('POST', path, { token: adminToken, body })).status, path).toBe(403);
      const unknown = { ...body, ...('_id' in body ? { _id: UNKNOWN_ID } : { id: UNKNOWN_ID }) };
      expect((await t.rest('POST', path, { token, body: unknown })).status, path).toBe(404);
    }
    expect(await trpcStatus(t.trpc(token).teacher.copyClass.mutate({ id: theirs.id }))).toBe(403);
    const [row] = await t.app.deps.db.select().from(classes).where(eq(classes.id, theirs.id));
    expect(row).toMatchObject({ name: 'Otto Physics', isPublish: 2 });
    expect(await t.app.deps.db.$count(classes, eq(classes.name, 'Otto Physics (copy)'))).toBe(0);
    expect((await t.rest('POST', '/teacher/copyClass', { token, body: { id: 'nope' } })).status).toBe(400);
  });

  it('walks the publish states: a teacher submits or withdraws, only an admin publishes, only 2 is public', async () => {
    const cls = await buildClass(t, teacher, { name: 'State Machine', language: 'en', category: 'Math' });
    const onHome = async () => {
      const home = await t.rest('GET', '/public/getHomeClasses?language=en');
      return home.body.result.list.some((g: { classes: { _id: string }[] }) => g.classes.some((c) => c._id === cls.id));
    };
    const state = async () => (await t.app.deps.db.select().from(classes).where(eq(classes.id, cls.id)))[0]?.isPublish;

    // A teacher can never set 2.
    const two = await t.rest('POST', '/teacher/setPublishClass', { token, body: { id: cls.id, publish: 2 } });
    expect(two.status).toBe(400);
    expect(await state()).toBe(0);

    const submitted = await t.rest('POST', '/teacher/setPublishClass', { token, body: { id: cls.id, publish: 1 } });
    expect(submitted.body.result.isPublish).toBe(1);
    expect(await onHome()).toBe(false);
    expect((await t.rest('GET', `/public/getClassById?id=${cls.id}`)).status).toBe(404);

    await t.rest('POST', '/admin/auditClass', { token: adminToken, body: { id: cls.id, isPublish: 2 } });
    expect(await onHome()).toBe(true);
    expect((await t.rest('GET', `/public/getClassById?id=${cls.id}`)).status).toBe(200);
    // Sending 1 again leaves a published class published.
    await t.trpc(token).teacher.setPublishClass.mutate({ id: cls.id, publish: 1 });
    expect(await state()).toBe(2);

    // Withdrawing takes it off the home page and the audit list.
    const withdrawn = await t.rest('POST', '/teacher/setPublishClass', { token, body: { id: cls.id, publish: '0' } });
    expect(withdrawn.body.result.isPublish).toBe(0);
    expect(await onHome()).toBe(false);
    const audit = await t.rest('GET', '/admin/getAuditClasses?language=en', { token: adminToken });
    expect(audit.body.result.list.some((c: { _id: string }) => c._id === cls.id)).toBe(false);

    // A class with no name cannot be submitted.
    const blank = await buildClass(t, teacher, { name: '' });
    const refused = await t.rest('POST', '/teacher/setPublishClass', { token, body: { id: blank.id, publish: 1 } });
    expect(refused).toMatchObject({ status: 400, body: { msg: 'Please give the class a name before publishing' } });
  });

  it('copies a class as a draft named "(copy)" with the same sources', async () => {
    const [a, b] = [await buildSource(t, teacher), await buildSource(t, teacher)];
    const cls = await buildPublishedClass(t, teacher, {
      name: 'Optics',
      orderIndex: 7,
      introduction: '<p>$n_1 \\sin\\theta_1 = n_2 \\sin\\theta_2$</p>',
      sourceIds: [a.id, b.id],
    });
    const res = await t.rest('POST', '/teacher/copyClass', { token, body: { id: cls.id } });
    expect(res.status).toBe(200);
    const copy = res.body.result;
    expect(copy).toMatchObject({ name: 'Optics (copy)', isPublish: 0, orderIndex: 0, price: 100 });
    expect(copy._id).not.toBe(cls.id);
    const read = await t.trpc(token).public.getClassById.query({ id: copy._id });
    expect(read.introduction).toBe('<p>$n_1 \\sin\\theta_1 = n_2 \\sin\\theta_2$</p>');
    expect(read.source?.map((s) => s._id).sort()).toEqual([a.id, b.id].sort());
    // The copy is the teacher's newest class and is not public.
    const list = await t.trpc(token).teacher.getClassesByTeacher.query({ name: 'Optics' });
    expect(list.list.map((c) => c.name)).toEqual(['Optics (copy)', 'Optics']);
    expect((await t.rest('GET', `/public/getClassById?id=${copy._id}`)).status).toBe(404);
    // A name at the length limit still fits with its suffix.
    const long = await buildClass(t, teacher, { name: 'L'.repeat(100) });
    const longCopy = await t.trpc(token).teacher.copyClass.mutate({ id: long.id });
    expect(longCopy.name).toHaveLength(100);
    expect(longCopy.name.endsWith(' (copy)')).toBe(true);
  });

  it('deletes a class from every list and every read', async () => {
    const source = await buildSource(t, teacher);
    const cls = await buildPublishedClass(t, teacher, { name: 'Doomed', sourceIds: [source.id] });
    const home = async () =>
      JSON.stringify((await t.rest('GET', '/public/getHomeClasses?language=en')).body.result).includes(cls.id);
    expect(await home()).toBe(true);
    const res = await t.rest('POST', '/teacher/deleteClassByTeacher', { token, body: { id: cls.id } });
    expect(res).toMatchObject({ status: 200, body: { result: { id: cls.id } } });
    expect(await home()).toBe(false);
    expect((await t.rest('GET', `/public/getClassById?id=${cls.id}`, { token })).status).toBe(404);
    const mine = await t.trpc(token).teacher.getClassesByTeacher.query({ name: 'Doomed' });
    expect(mine.total).toBe(0);
    const audit = await t.trpc(adminToken).admin.getAuditClasses.query({});
    expect(audit.list.some((c) => c._id === cls.id)).toBe(false);
    expect(await t.app.deps.db.$count(classSources, eq(classSources.classId, cls.id))).toBe(0);
    expect((await t.rest('POST', '/teacher/deleteClassByTeacher', { token, body: { id: cls.id } })).status).toBe(404);
  });

  it('shows the public class page without price, register link or payment details to visitors', async () => {
    const source = await buildSource(t, teacher);
    const cls = await buildPublishedClass(t, teacher, {
      name: 'Public Physics',
      priceMinor: 48_000,
      registerLink: 'https://example.com/r',
      bulletin: '<p>Lesson 1 on Monday</p>',
      sourceIds: [source.id],
    });
    const visitor = await t.rest('GET', `/public/getClassById?id=${cls.id}`);
    expect(visitor.status).toBe(200);
    expect(visitor.body.result).toMatchObject({
      _id: cls.id,
      name: 'Public Physics',
      startDate: '2026-09-01',
      bulletin: '<p>Lesson 1 on Monday</p>',
      user: { _id: teacher.id, name: 'Tess Teacher' },
      canEdit: false,
    });
    for (const hidden of ['price', 'registerLink', 'paymentInfo', 'source', 'isPublish', 'autoPublish']) {
      expect(visitor.body.result, hidden).not.toHaveProperty(hidden);
    }
    // A stale or forged token reads as a visitor, not a 401.
    const forged = await t.rest('GET', `/public/getClassById?id=${cls.id}`, { token: 'forged' });
    expect(forged.status).toBe(200);
    expect(forged.body.result).not.toHaveProperty('price');

    const signedIn = await t.rest('GET', `/public/getClassById?id=${cls.id}`, { token: studentToken });
    expect(signedIn.body.result).toMatchObject({ price: 480, registerLink: 'https://example.com/r' });
    expect(signedIn.body.result).not.toHaveProperty('source');
    const viaTrpc = await t.trpc(otherToken).public.getClassById.query({ id: cls.id });
    expect(viaTrpc).toMatchObject({ price: 480, canEdit: false });
    expect(viaTrpc).not.toHaveProperty('source');

    const owner = await t.trpc(token).public.getClassById.query({ id: cls.id });
    expect(owner).toMatchObject({ price: 480, isPublish: 2, source: [{ _id: source.id }], canEdit: true });
    const byAdmin = await t.trpc(adminToken).public.getClassById.query({ id: cls.id });
    expect(byAdmin).toMatchObject({ source: [{ _id: source.id }], canEdit: false });

    expect((await t.rest('GET', `/public/getClassById?id=${UNKNOWN_ID}`)).status).toBe(404);
    expect((await t.rest('GET', '/public/getClassById?id=123')).status).toBe(400);
    expect((await t.rest('GET', '/public/getClassById')).status).toBe(400);
  });

  it('hides an unpublished class from everyone but its owner and admins', async () => {
    for (const isPublish of [0, 1]) {
      const cls = await buildClass(t, teacher, { isPublish });
      for (const caller of [undefined, studentToken, otherToken]) {
        expect((await t.rest('GET', `/public/getClassById?id=${cls.id}`, { token: caller })).status).toBe(404);
      }
      expect((await t.rest('GET', `/public/getClassById?id=${cls.id}`, { token })).status).toBe(200);
      expect((await t.rest('GET', `/public/getClassById?id=${cls.id}`, { token: adminToken })).status).toBe(200);
    }
  });

  it('groups the home list by category (Physics, Math, then others) in one language, by order index then name', async () => {
    const solo = await startTestApp();
    try {
      const tw = await buildTeacher(solo, { name: 'Wang' });
      const add = (o: Parameters<typeof buildClass>[2]) => buildClass(solo, tw, { isPublish: 2, ...o });
      await add({ name: 'Chemistry Basics', category: 'Chemistry', orderIndex: 0 });
      await add({ name: 'Math B', category: 'Math', orderIndex: 1 });
      await add({ name: 'Math A', category: 'Math', orderIndex: 1 });
      await add({ name: 'Math First', category: 'Math', orderIndex: -1 });
      await add({ name: 'Physics Two', category: 'Physics', orderIndex: 2, description: 'Waves & optics' });
      await add({
        name: 'Physics One',
        category: 'Physics',
        orderIndex: 1,
        description: '',
        introduction: '<h2>Motion</h2><p>Newton: $F=ma$</p>',
      });
      await add({ name: 'Biology', category: 'Biology', orderIndex: 0 });
      await add({ name: '物理', category: 'Physics', language: 'zh' });
      await add({ name: 'Hidden Draft', category: 'Physics', isPublish: 0 });
      await add({ name: 'Hidden Submitted', category: 'Physics', isPublish: 1 });
      const res = await solo.rest('GET', '/public/getHomeClasses?language=en');
      expect(res.status).toBe(200);
      const groups = res.body.result.list.map((g: { category: string; classes: { name: string }[] }) => [
        g.category,
        g.classes.map((c) => c.name),
      ]);
      expect(groups).toEqual([
        ['Physics', ['Physics One', 'Physics Two']],
        ['Math', ['Math First', 'Math A', 'Math B']],
        ['Biology', ['Biology']],
        ['Chemistry', ['Chemistry Basics']],
      ]);
      const card = res.body.result.list[0].classes[0];
      expect(card).toMatchObject({ image: '', startDate: '2026-09-01', user: { name: 'Wang' } });
      // With no description, the card's summary is the start of the introduction as text.
      expect(card.summary).toBe('Motion Newton: $F=ma$');
      expect(res.body.result.list[0].classes[1].summary).toBe('Waves & optics');
      expect(card).not.toHaveProperty('price');
      expect(card).not.toHaveProperty('registerLink');
      const zh = await solo.trpc().public.getHomeClasses.query({ language: 'zh' });
      expect(zh.list).toEqual([{ category: 'Physics', classes: [expect.objectContaining({ name: '物理' })] }]);
      // Every language at once: the Chinese class joins its category, in its order.
      const all = await solo.rest('GET', '/public/getHomeClasses?language=all');
      expect(all.body.result.list[0].classes.map((c: { name: string }) => c.name)).toEqual([
        '物理',
        'Physics One',
        'Physics Two',
      ]);
      expect(all.body.result.list).toHaveLength(4);
      // English is the default language.
      expect((await solo.rest('GET', '/public/getHomeClasses')).body.result.list).toHaveLength(4);
      expect((await solo.rest('GET', '/public/getHomeClasses?language=de')).status).toBe(400);
    } finally {
      await solo.close();
    }
  });
});

describe('demo classes', () => {
  it('seeds published physics and math classes in both languages, with pictures, sources and a home introduction', async () => {
    const t = await startTestApp();
    try {
      await seedDemo(t.app.deps);
      for (const language of ['en', 'zh']) {
        const home = await t.rest('GET', `/public/getHomeClasses?language=${language}`);
        const groups = home.body.result.list as { category: string; classes: { _id: string; image: string }[] }[];
        expect(groups.map((g) => g.category)).toEqual(['Physics', 'Math']);
        for (const group of groups) {
          expect(group.classes.length, `${language} ${group.category}`).toBeGreaterThanOrEqual(2);
          for (const card of group.classes) {
            expect(card.image).toMatch(/^\/uploads\/demo\/[a-z-]+\.png$/);
            const picture = await fetch(`${t.url}${card.image}`);
            expect(picture.headers.get('content-type')).toBe('image/png');
            expect(
              Buffer.from(await picture.arrayBuffer())
                .subarray(1, 4)
                .toString(),
            ).toBe('PNG');
          }
        }
      }
      const [wang] = await t.app.deps.db.select().from(users).where(eq(users.email, 'teacher.wang@quanta.test'));
      const wangToken = await tokenOf(t, wang!);
      const mine = await t.trpc(wangToken).teacher.getClassesByTeacher.query({ name: '' });
      expect(mine.total).toBeGreaterThan(0);
      const published = mine.list.find((c) => c.isPublish === 2)!;
      const page = await t.rest('GET', `/public/getClassById?id=${published._id}`, { token: wangToken });
      expect(page.body.result.source.length).toBeGreaterThan(0);
      expect(page.body.result.introduction).toMatch(/\$[^$]+\$|\\\(/);
      expect(page.body.result.price).toBeGreaterThan(0);
      const all = await t.app.deps.db.select().from(classes);
      expect(all.some((c) => c.isPublish === 0)).toBe(true);
      expect(all.some((c) => c.isPublish === 1)).toBe(true);
      expect(all.some((c) => c.includeLibrary)).toBe(true);
      expect(all.map((c) => c.introduction).join(' ')).toContain('$F = ma$');
      const expired = await t.app.deps.db.select().from(sources).where(eq(sources.expired, true));
      expect(expired.length).toBeGreaterThanOrEqual(1);
      expect((await t.rest('GET', '/public/getHomeDetail')).body.result.introduction).toContain('$E = mc^2$');
      // Seeding twice adds nothing.
      await seedDemo(t.app.deps);
      expect(await t.app.deps.db.$count(classes)).toBe(all.length);
    } finally {
      await t.close();
    }
  });
});
