import { classPostComments, classPosts } from '@quanta/db';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_ID } from '../support/factories/classes';
import { buildClass, buildPlace } from '../support/factories/enrolment';
import { addToClass, buildExercise } from '../support/factories/exercises';
import { buildHomework } from '../support/factories/homework';
import { fakeMp4, tinyPng } from '../support/files';
import { useTestApp } from '../support/fixture';
import {
  buildAdmin,
  buildParentOf,
  buildStudent,
  buildTeacher,
  type TestApp,
  tokenOf,
  trpcStatus,
} from '../support/harness';
import { expectRefused } from '../support/refusals';

const NOW = new Date('2026-10-20T08:00:00Z');

/** Stores a file through the upload route as `token`'s user; answers its public path. */
async function upload(
  t: TestApp,
  token: string,
  bytes: Buffer,
  o: { type?: string; name?: string; mime?: string } = {},
) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: o.mime ?? 'image/png' }), o.name ?? 'picture.png');
  if (o.type) form.append('type', o.type);
  const res = await fetch(`${t.url}/api/file/upload`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { result: { path: string } | null };
  expect(res.status, await JSON.stringify(body)).toBe(200);
  return body.result!.path;
}

/** A one-page PDF as a document upload sends it. */
const tinyPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

describe('class stream: announcements and comments', () => {
  const t = useTestApp();
  const people = {} as Record<
    'wang' | 'smith' | 'admin' | 'amy' | 'amyParent' | 'bo' | 'cid' | 'dee' | 'deeParent',
    { id: string; token: string }
  >;
  let physics: { id: string };
  let chemistry: { id: string };

  const counts = async () => {
    const [posts] = await t.app.deps.db.select({ n: count() }).from(classPosts);
    const [comments] = await t.app.deps.db.select({ n: count() }).from(classPostComments);
    return { posts: posts!.n, comments: comments!.n };
  };
  const as = (who: keyof typeof people) => people[who].token;
  const post = (body: unknown, who: keyof typeof people = 'wang') =>
    t.rest('POST', '/teacher/createClassPost', { token: as(who), body });
  const read = (classId: string, who: keyof typeof people, page = 1) =>
    t.rest('GET', `/user/getClassPosts?classId=${classId}&page=${page}`, { token: as(who) });

  beforeAll(async () => {
    t.clock.now = NOW;
    const signIn = async (user: { id: string }) => ({ id: user.id, token: await tokenOf(t, user) });
    const wang = await buildTeacher(t, { name: 'Wang Li' });
    const smith = await buildTeacher(t, { name: 'Sam Smith' });
    // With the library, a place lasts until its own expiry (not the class's end).
    physics = await buildClass(t, wang, { name: 'Physics 9', includeLibrary: true });
    chemistry = await buildClass(t, smith, { name: 'Chemistry 9' });
    const amy = await buildStudent(t, { name: 'Amy Chen' });
    await buildPlace(t, physics, amy, null);
    const amyParent = await buildParentOf(t, amy, { name: 'Mei Chen' });
    // Bo holds an exercise of the class but no place; Cid's place has run out.
    const bo = await buildStudent(t, { name: 'Bo Li' });
    const hw = await buildHomework(t, wang);
    await addToClass(t, physics, hw);
    await buildExercise(t, physics, hw, bo);
    const cid = await buildStudent(t, { name: 'Cid Wu' });
    await buildPlace(t, physics, cid, new Date('2026-10-01T00:00:00Z'));
    const dee = await buildStudent(t, { name: 'Dee Park' });
    await buildPlace(t, chemistry, dee, null);
    const deeParent = await buildParentOf(t, dee);
    Object.assign(people, {
      wang: await signIn(wang),
      smith: await signIn(smith),
      admin: await signIn(await buildAdmin(t)),
      amy: await signIn(amy),
      amyParent: await signIn(amyParent),
      bo: await signIn(bo),
      cid: await signIn(cid),
      dee: await signIn(dee),
      deeParent: await signIn(deeParent),
    });
  });

  it('posts sanitised rich text with the teacher’s picture and the class’s readers see it', async () => {
    const picture = await upload(t, as('wang'), tinyPng);
    const res = await post({
      classId: physics.id,
      body: '<p>Bring a <strong>ruler</strong> tomorrow<script>alert(1)</script></p><p onclick="x()">Thanks</p>',
      files: [{ path: picture, name: 'Lab sheet.png' }],
    });
    expect(res.status).toBe(200);
    const created = res.body.result;
    expect(created).toMatchObject({
      body: '<p>Bring a <strong>ruler</strong> tomorrow</p><p>Thanks</p>',
      files: [{ path: picture, name: 'Lab sheet.png', bytes: tinyPng.length, type: 'image/png' }],
      commentsOn: true,
      author: { name: 'Wang Li' },
      createdAt: NOW.toISOString(),
      comments: [],
    });
    expect(created.body).not.toContain('script');
    for (const who of ['wang', 'admin', 'amy', 'amyParent', 'bo'] as const) {
      const page = await read(physics.id, who);
      expect(page.status, who).toBe(200);
      expect(page.body.result).toMatchObject({ class: { _id: physics.id, name: 'Physics 9' }, total: 1 });
      expect(page.body.result.list[0]).toEqual(created);
    }
    // Through tRPC too.
    const viaTrpc = await t.trpc(as('amyParent')).user.getClassPosts.query({ classId: physics.id });
    expect(viaTrpc.list[0]?._id).toBe(created._id);
  });

  it('takes a document upload (PDF) of the poster', async () => {
    const pdf = await upload(t, as('wang'), tinyPdf, { type: '5', name: 'Letter.pdf', mime: 'application/pdf' });
    const res = await post({
      classId: physics.id,
      body: '<p>The trip letter</p>',
      files: [{ path: pdf, name: 'Letter.pdf' }],
    });
    expect(res.status).toBe(200);
    expect(res.body.result.files[0]).toMatchObject({ path: pdf, type: 'application/pdf' });
  });

  it('refuses files that are not the poster’s document or picture uploads, storing nothing', async () => {
    const before = await counts();
    const smithPicture = await upload(t, as('smith'), tinyPng);
    const video = await upload(t, as('wang'), fakeMp4(4096), { type: '3', name: 'clip.mp4', mime: 'video/mp4' });
    const notYours = await post({
      classId: physics.id,
      body: '<p>x</p>',
      files: [{ path: smithPicture, name: 'a.png' }],
    });
    expect(notYours).toMatchObject({ status: 400, body: { msg: 'files.0.path: attach a file you uploaded' } });
    const wrongKind = await post({ classId: physics.id, body: '<p>x</p>', files: [{ path: video, name: 'clip.mp4' }] });
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.msg).toMatch(/^files\.0\.path: attach a document/);
    const madeUp = await post({
      classId: physics.id,
      body: '<p>x</p>',
      files: [{ path: '/uploads/2026/10/nothing-here.png', name: 'x.png' }],
    });
    expect(madeUp.status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('takes comments from the class’s student, parent and teacher, shown by display name only', async () => {
    t.clock.now = new Date(NOW.getTime() + 60_000);
    const { body } = await post({ classId: physics.id, body: '<p>Field trip on Friday</p>' });
    const postId = body.result._id;
    const comment = (who: keyof typeof people, text: string) => {
      t.clock.advance(1000);
      return t.rest('POST', '/user/addClassPostComment', { token: as(who), body: { postId, body: text } });
    };
    const byParent = await comment('amyParent', '  Amy will come  ');
    expect(byParent.status).toBe(200);
    expect(byParent.body.result).toMatchObject({
      body: 'Amy will come',
      author: { name: 'Mei Chen', role: 'Parent' },
      mine: true,
    });
    expect((await comment('amy', 'Can I bring my camera?')).status).toBe(200);
    expect((await comment('wang', 'Yes')).status).toBe(200);
    expect((await comment('bo', 'Me too')).status).toBe(200);

    const seen = await read(physics.id, 'amy');
    const listed = seen.body.result.list[0];
    expect(listed._id).toBe(postId);
    expect(
      listed.comments.map((c: { author: { name: string; role: string }; mine: boolean }) => [c.author, c.mine]),
    ).toEqual([
      [{ name: 'Mei Chen', role: 'Parent' }, false],
      [{ name: 'Amy Chen', role: 'Student' }, true],
      [{ name: 'Wang Li', role: 'Teacher' }, false],
      [{ name: 'Bo Li', role: 'Student' }, false],
    ]);
    expect(JSON.stringify(seen.body)).not.toContain('@');

    // The teacher turns comments off: no new comment, those written stay.
    const off = await t.rest('POST', '/teacher/updateClassPost', {
      token: as('wang'),
      body: { postId, commentsOn: false },
    });
    expect(off.body.result).toMatchObject({ commentsOn: false, body: '<p>Field trip on Friday</p>' });
    expect(off.body.result.comments).toHaveLength(4);
    const refused = await comment('amyParent', 'One more');
    expect(refused).toMatchObject({ status: 409, body: { msg: 'Comments are turned off for this announcement' } });
    expect(await trpcStatus(t.trpc(as('amy')).user.addClassPostComment.mutate({ postId, body: 'Hi' }))).toBe(409);
    const on = await t.rest('POST', '/teacher/updateClassPost', {
      token: as('wang'),
      body: { postId, commentsOn: true },
    });
    expect(on.body.result.commentsOn).toBe(true);
    expect((await comment('amyParent', 'Thank you')).status).toBe(200);
  });

  it('deletes a comment: its author through the user call, the class’s teacher or an admin through the teacher call', async () => {
    t.clock.now = new Date(NOW.getTime() + 120_000);
    const { body } = await post({ classId: physics.id, body: '<p>Quiz next week</p>' });
    const postId = body.result._id;
    const comment = async (who: keyof typeof people, text: string) =>
      (await t.rest('POST', '/user/addClassPostComment', { token: as(who), body: { postId, body: text } })).body.result
        ._id as string;
    const parentComment = await comment('amyParent', 'Noted');
    const studentComment = await comment('amy', 'Which chapters?');
    const boComment = await comment('bo', 'Ok');

    const userDelete = (who: keyof typeof people, commentId: string) =>
      t.rest('POST', '/user/deleteClassPostComment', { token: as(who), body: { commentId } });
    const teacherDelete = (who: keyof typeof people, commentId: string) =>
      t.rest('POST', '/teacher/deleteClassPostComment', { token: as(who), body: { commentId } });

    // Not theirs: the parent another's comment, another teacher, a teacher through the author's call.
    expect((await userDelete('amyParent', studentComment)).status).toBe(403);
    expect((await userDelete('wang', studentComment)).status).toBe(403);
    expect((await teacherDelete('smith', studentComment)).status).toBe(403);
    expect((await userDelete('amyParent', UNKNOWN_ID)).status).toBe(404);
    expect((await teacherDelete('wang', UNKNOWN_ID)).status).toBe(404);

    expect(await userDelete('amyParent', parentComment)).toMatchObject({
      status: 200,
      body: { result: { id: parentComment } },
    });
    expect(await teacherDelete('wang', studentComment)).toMatchObject({
      status: 200,
      body: { result: { id: studentComment } },
    });
    expect((await teacherDelete('admin', boComment)).status).toBe(200);
    const left = await t.app.deps.db.select().from(classPostComments).where(eq(classPostComments.postId, postId));
    expect(left).toEqual([]);
  });

  it('changes and deletes an announcement: its class’s teacher or an admin only', async () => {
    const { body } = await post({ classId: chemistry.id, body: '<p>Goggles</p>' }, 'smith');
    const postId = body.result._id;
    await t.rest('POST', '/user/addClassPostComment', { token: as('dee'), body: { postId, body: 'Ok' } });
    const update = (who: keyof typeof people, change: object) =>
      t.rest('POST', '/teacher/updateClassPost', { token: as(who), body: { postId, ...change } });
    expect((await update('wang', { body: '<p>Mine now</p>' })).status).toBe(403);
    expect((await t.rest('POST', '/teacher/deleteClassPost', { token: as('wang'), body: { postId } })).status).toBe(
      403,
    );
    const edited = await update('admin', { body: '<p>Goggles <em>and</em> gloves</p>' });
    expect(edited.body.result).toMatchObject({
      body: '<p>Goggles <em>and</em> gloves</p>',
      author: { name: 'Sam Smith' },
    });
    expect((await t.rest('POST', '/teacher/deleteClassPost', { token: as('smith'), body: { postId } })).status).toBe(
      200,
    );
    expect(await t.app.deps.db.select().from(classPosts).where(eq(classPosts.id, postId))).toEqual([]);
    expect(await t.app.deps.db.select().from(classPostComments).where(eq(classPostComments.postId, postId))).toEqual(
      [],
    );
    expect((await t.rest('POST', '/teacher/deleteClassPost', { token: as('smith'), body: { postId } })).status).toBe(
      404,
    );
  });

  it('pages the stream in the database, newest first', async () => {
    const teacher = await buildTeacher(t);
    const token = await tokenOf(t, teacher);
    const klass = await buildClass(t, teacher);
    for (let i = 1; i <= 12; i++) {
      t.clock.now = new Date(NOW.getTime() + i * 3_600_000);
      const res = await t.rest('POST', '/teacher/createClassPost', {
        token,
        body: { classId: klass.id, body: `<p>Note ${i}</p>`, commentsOn: i % 2 === 0 },
      });
      expect(res.status).toBe(200);
    }
    const first = await t.rest('GET', `/user/getClassPosts?classId=${klass.id}`, { token });
    expect(first.body.result.total).toBe(12);
    expect(first.body.result.list.map((p: { body: string }) => p.body)).toEqual(
      [12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((i) => `<p>Note ${i}</p>`),
    );
    const second = await t.rest('GET', `/user/getClassPosts?classId=${klass.id}&page=2`, { token });
    expect(second.body.result.list.map((p: { body: string; commentsOn: boolean }) => [p.body, p.commentsOn])).toEqual([
      ['<p>Note 2</p>', true],
      ['<p>Note 1</p>', false],
    ]);
    const small = await t.rest('GET', `/user/getClassPosts?classId=${klass.id}&page=3&pageSize=5`, { token });
    expect(small.body.result).toMatchObject({ total: 12 });
    expect(small.body.result.list).toHaveLength(2);
  });

  it('refuses the callers who do not read or write the stream', async () => {
    const { body } = await post({ classId: physics.id, body: '<p>Only for Physics</p>' });
    const postId = body.result._id;
    const commentId = (
      await t.rest('POST', '/user/addClassPostComment', { token: as('amy'), body: { postId, body: 'Mine' } })
    ).body.result._id;
    const before = await counts();

    // Signed out 401, unverified 402; the teacher calls refuse families by role.
    await expectRefused(
      t,
      [
        ['GET', `/user/getClassPosts?classId=${physics.id}`],
        ['POST', '/user/addClassPostComment', { postId, body: 'x' }],
        ['POST', '/user/deleteClassPostComment', { commentId }],
      ],
      { unverified: 'Parent', forbidden: [] },
    );
    await expectRefused(
      t,
      [
        ['POST', '/teacher/createClassPost', { classId: physics.id, body: '<p>x</p>' }],
        ['POST', '/teacher/updateClassPost', { postId, commentsOn: false }],
        ['POST', '/teacher/deleteClassPost', { postId }],
        ['POST', '/teacher/deleteClassPostComment', { commentId }],
      ],
      { forbidden: [{ token: as('amy') }, { token: as('amyParent') }] },
    );

    // Another class's family, a student whose place ran out, another teacher: 403.
    for (const who of ['dee', 'deeParent', 'cid', 'smith'] as const) {
      expect((await read(physics.id, who)).status, who).toBe(403);
      const res = await t.rest('POST', '/user/addClassPostComment', { token: as(who), body: { postId, body: 'x' } });
      expect(res.status, who).toBe(403);
    }
    // An admin reads and moderates any class, but comments only in their own.
    const adminComment = await t.rest('POST', '/user/addClassPostComment', {
      token: as('admin'),
      body: { postId, body: 'x' },
    });
    expect(adminComment.status).toBe(403);
    expect((await post({ classId: physics.id, body: '<p>x</p>' }, 'smith')).status).toBe(403);
    for (const [path, input] of [
      ['/teacher/updateClassPost', { postId, body: '<p>x</p>' }],
      ['/teacher/deleteClassPost', { postId }],
      ['/teacher/deleteClassPostComment', { commentId }],
    ] as const) {
      expect((await t.rest('POST', path, { token: as('smith'), body: input })).status, path).toBe(403);
    }

    // Unknown records: 404.
    expect((await read(UNKNOWN_ID, 'wang')).status).toBe(404);
    expect((await read(UNKNOWN_ID, 'amy')).status).toBe(404);
    expect((await post({ classId: UNKNOWN_ID, body: '<p>x</p>' })).status).toBe(404);
    for (const [path, input] of [
      ['/teacher/updateClassPost', { postId: UNKNOWN_ID, commentsOn: false }],
      ['/teacher/deleteClassPost', { postId: UNKNOWN_ID }],
      ['/teacher/deleteClassPostComment', { commentId: UNKNOWN_ID }],
    ] as const) {
      expect((await t.rest('POST', path, { token: as('wang'), body: input })).status, path).toBe(404);
    }
    const unknownPost = await t.rest('POST', '/user/addClassPostComment', {
      token: as('amy'),
      body: { postId: UNKNOWN_ID, body: 'x' },
    });
    expect(unknownPost).toMatchObject({ status: 404, body: { msg: 'Announcement not found' } });

    // Bad input: 400 naming the field, nothing stored.
    const bad: [string, string, unknown, RegExp][] = [
      ['/teacher/createClassPost', 'wang', { classId: 'nope', body: '<p>x</p>' }, /^classId: /],
      ['/teacher/createClassPost', 'wang', { classId: physics.id }, /^body: /],
      ['/teacher/createClassPost', 'wang', { classId: physics.id, body: '   ' }, /^body: is required/],
      ['/teacher/createClassPost', 'wang', { classId: physics.id, body: '<p></p>' }, /^body: write something/],
      ['/teacher/createClassPost', 'wang', { classId: physics.id, body: '<script>alert(1)</script>' }, /^body: /],
      ['/teacher/createClassPost', 'wang', { classId: physics.id, body: 'x'.repeat(200_001) }, /^body: /],
      [
        '/teacher/createClassPost',
        'wang',
        {
          classId: physics.id,
          body: '<p>x</p>',
          files: Array.from({ length: 11 }, (_, i) => ({ path: `/p${i}`, name: 'x' })),
        },
        /^files: /,
      ],
      [
        '/teacher/createClassPost',
        'wang',
        { classId: physics.id, body: '<p>x</p>', files: [{ path: '/x.png' }] },
        /^files\.0\.name: /,
      ],
      [
        '/teacher/createClassPost',
        'wang',
        { classId: physics.id, body: '<p>x</p>', commentsOn: 'maybe' },
        /^commentsOn: /,
      ],
      ['/teacher/updateClassPost', 'wang', { postId, body: '<p></p>' }, /^body: /],
      ['/teacher/updateClassPost', 'wang', { postId: 7 }, /^postId: /],
      ['/user/addClassPostComment', 'amy', { postId, body: '   ' }, /^body: is required/],
      ['/user/addClassPostComment', 'amy', { postId, body: 'x'.repeat(2001) }, /^body: /],
      ['/user/deleteClassPostComment', 'amy', { commentId: 'x' }, /^commentId: /],
    ];
    for (const [path, who, input, message] of bad) {
      const res = await t.rest('POST', path, { token: as(who as keyof typeof people), body: input });
      expect(res.status, `${path} ${JSON.stringify(input).slice(0, 80)}`).toBe(400);
      expect(res.body.msg).toMatch(message);
    }
    expect((await t.rest('GET', '/user/getClassPosts?classId=x', { token: as('amy') })).status).toBe(400);
    expect((await t.rest('GET', `/user/getClassPosts?classId=${physics.id}&page=0`, { token: as('amy') })).status).toBe(
      400,
    );
    expect(await counts()).toEqual(before);
    const [stillOn] = await t.app.deps.db.select().from(classPosts).where(eq(classPosts.id, postId));
    expect(stillOn).toMatchObject({ commentsOn: true, body: '<p>Only for Physics</p>' });
  });
});
