import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { exerciseAnswers, homework, uploads, workPhotos } from '@quanta/db';
import { and, count, eq } from 'drizzle-orm';
import exifr from 'exifr';
import { Jimp } from 'jimp';
import { beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_ID } from '../support/factories/classes';
import { buildClassWithHomework, buildSitting, type ClassWithHomework } from '../support/factories/exercises';
import { tinyPng, tinyXlsx } from '../support/files';
import { useTestApp } from '../support/fixture';
import { buildTeacher, type TestApp, tokenOf } from '../support/harness';

const NOW = new Date('2026-10-20T08:00:00Z');
const fixture = (name: string) => readFile(join(import.meta.dirname, '../fixtures/work-photos', name));

/** A one-page PDF. */
const tinyPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const tinyGif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** Sends a file through the upload route as `token`'s user (kind `work` unless given). */
async function upload(
  t: TestApp,
  token: string,
  bytes: Buffer,
  o: { type?: string; name?: string; mime?: string } = {},
) {
  const form = new FormData();
  form.append('type', o.type ?? '4');
  form.append('file', new Blob([bytes], { type: o.mime ?? 'image/jpeg' }), o.name ?? 'photo.jpg');
  const res = await fetch(`${t.url}/api/file/upload`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  // biome-ignore lint/suspicious/noExplicitAny: the envelope as sent
  return { status: res.status, body: (await res.json()) as any };
}

/** The stored file at a public path, read back. */
async function served(t: TestApp, path: string) {
  const res = await fetch(`${t.url}${path}`);
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    disposition: res.headers.get('content-disposition'),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

describe('photos of working', () => {
  const t = useTestApp();
  let cw: ClassWithHomework;
  let amy: Awaited<ReturnType<typeof buildSitting>>;
  let bo: Awaited<ReturnType<typeof buildSitting>>;
  let otherTeacherToken: string;
  let freeQ: string;
  let choiceQ: string;
  let keys = 0;
  const key = () => `k-${++keys}`;

  const uploadCount = async (userId?: string) => {
    const [row] = await t.app.deps.db
      .select({ n: count() })
      .from(uploads)
      .where(userId ? eq(uploads.userId, userId) : undefined);
    return row!.n;
  };
  const photoCount = async () => (await t.app.deps.db.select({ n: count() }).from(workPhotos))[0]!.n;
  const workPath = async (token = amy.token, bytes?: Buffer) => {
    const res = await upload(t, token, bytes ?? (await fixture('gps-dscn0010.jpg')));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.result.path as string;
  };
  const attach = (body: Record<string, unknown>, token = amy.token) =>
    t.rest('POST', '/user/attachWorkPhoto', { token, body });

  beforeAll(async () => {
    t.clock.now = NOW;
    cw = await buildClassWithHomework(t);
    choiceQ = cw.questions[0]!.id;
    freeQ = cw.questions[2]!.id;
    amy = await buildSitting(t, cw);
    bo = await buildSitting(t, cw);
    otherTeacherToken = await tokenOf(t, await buildTeacher(t));
  });

  describe('the work upload (type 4)', () => {
    it('stores a camera photo without its GPS position, upright and as a JPEG', async () => {
      const original = await fixture('gps-dscn0010.jpg');
      expect((await exifr.gps(original))?.latitude).toBeCloseTo(43.467, 2);
      const path = await workPath(amy.token, original);
      expect(path).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[A-Za-z0-9_-]+\.jpg$/);
      const file = await served(t, path);
      expect(file.type).toBe('image/jpeg');
      expect(await exifr.gps(file.bytes)).toBeUndefined();
      const tags = await exifr.parse(file.bytes, { tiff: true, gps: true, xmp: true });
      expect(tags?.Make).toBeUndefined();
      expect(tags?.latitude).toBeUndefined();
      const image = await Jimp.read(file.bytes);
      expect([image.width, image.height]).toEqual([640, 480]);
      // The quota counts the bytes kept, not those sent.
      const [row] = await t.app.deps.db.select().from(uploads).where(eq(uploads.path, path));
      expect(row).toMatchObject({ userId: amy.student.id, bytes: file.bytes.length });
      const upright = await served(t, await workPath(amy.token, await fixture('orientation-6.jpg')));
      const turned = await Jimp.read(upright.bytes);
      expect([turned.width, turned.height]).toEqual([450, 600]);
    });

    it('brings a large picture down to a long side of 2000 px; takes PNG and WebP; keeps a PDF as sent', async () => {
      const big = await new Jimp({ width: 3200, height: 1600, color: 0x2255aaff }).getBuffer('image/png');
      const res = await upload(t, amy.token, big, { name: 'board.png', mime: 'image/png' });
      expect(res.status).toBe(200);
      expect(res.body.result.path).toMatch(/\.jpg$/);
      const image = await Jimp.read((await served(t, res.body.result.path)).bytes);
      expect([image.width, image.height]).toEqual([2000, 1000]);
      const webp = await upload(t, amy.token, await fixture('gradient.webp'), { name: 'w.webp', mime: 'image/webp' });
      expect(webp.status).toBe(200);
      const fromWebp = await Jimp.read((await served(t, webp.body.result.path)).bytes);
      expect([fromWebp.width, fromWebp.height]).toEqual([320, 240]);
      const pdf = await upload(t, amy.token, tinyPdf, { name: 'work.pdf', mime: 'application/pdf' });
      expect(pdf.status).toBe(200);
      expect(pdf.body.result.path).toMatch(/\.pdf$/);
      const stored = await served(t, pdf.body.result.path);
      expect(stored.type).toBe('application/pdf');
      // Saved, not opened: a browser's PDF viewer does not run under the uploads' sandboxing CSP.
      expect(stored.disposition).toBe('attachment');
      expect(stored.bytes.equals(tinyPdf)).toBe(true);
    });

    it('refuses GIF, SVG, text and a broken JPEG (400), storing nothing', async () => {
      const before = await uploadCount();
      const refusals: [Buffer, string, string][] = [
        [tinyGif, 'a.gif', 'image/gif'],
        [
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
          'a.svg',
          'image/svg+xml',
        ],
        [Buffer.from('just some text'), 'a.txt', 'text/plain'],
        [(await fixture('gps-dscn0010.jpg')).subarray(0, 3000), 'cut.jpg', 'image/jpeg'],
        [tinyXlsx(), 'a.xlsx', 'application/octet-stream'],
      ];
      for (const [bytes, name, mime] of refusals) {
        const res = await upload(t, amy.token, bytes, { name, mime });
        expect(res.status, name).toBe(400);
        expect(res.body).toMatchObject({ code: 400, msg: 'Please upload a JPEG, PNG or WebP photo, or a PDF' });
      }
      expect(await uploadCount()).toBe(before);
    });

    it('refuses a file over 20 MB with 413', async () => {
      const before = await uploadCount();
      const huge = Buffer.alloc(20 * 1024 * 1024 + 1);
      (await fixture('gps-dscn0010.jpg')).copy(huge);
      const res = await upload(t, amy.token, huge);
      expect(res.status).toBe(413);
      expect(res.body.msg).toBe('The file is larger than 20 MB');
      expect(await uploadCount()).toBe(before);
    });

    it("refuses once the student's quota is used up (413)", async () => {
      const s = await buildSitting(t, cw);
      await t.app.deps.db.insert(uploads).values({
        path: '/uploads/2026/10/quotafiller0000000000.png',
        userId: s.student.id,
        bytes: 50 * 1024 * 1024 - 10,
      });
      const res = await upload(t, s.token, await fixture('gps-dscn0010.jpg'));
      expect(res.status).toBe(413);
      expect(res.body.msg).toBe('You have used your 50 MB of upload storage');
      expect(await uploadCount(s.student.id)).toBe(1);
    });

    it('takes documents (type 5): PDF, pictures and Office files as sent, nothing else', async () => {
      const pdf = await upload(t, cw.teacherToken, tinyPdf, { type: '5', name: 'a.pdf', mime: 'application/pdf' });
      expect(pdf.body.result.path).toMatch(/\.pdf$/);
      const xlsx = await upload(t, cw.teacherToken, tinyXlsx(), { type: '5', name: 'a.xlsx' });
      expect(xlsx.body.result.path).toMatch(/\.xlsx$/);
      const png = await upload(t, cw.teacherToken, tinyPng, { type: '5', name: 'a.png', mime: 'image/png' });
      expect((await served(t, png.body.result.path)).bytes.equals(tinyPng)).toBe(true);
      const text = await upload(t, cw.teacherToken, Buffer.from('hello'), { type: '5', name: 'a.txt' });
      expect(text.status).toBe(400);
      expect(text.body.msg).toBe('Please upload a PDF, a picture, or a Word, Excel or PowerPoint file');
    });
  });

  describe('attaching and removing', () => {
    it('attaches a photo to a free-response answer, once per clientKey', async () => {
      const path = await workPath();
      const clientKey = key();
      const res = await attach({ exerciseId: amy.exercise.id, questionId: freeQ, path, name: 'page 1.jpg', clientKey });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.result).toMatchObject({
        exerciseId: amy.exercise.id,
        questionId: freeQ,
        position: 1,
        kind: 'image',
        url: path,
        name: 'page 1.jpg',
        width: 640,
        height: 480,
        rotation: 0,
        markedUrl: null,
        markedAt: null,
      });
      const again = await attach({ exerciseId: amy.exercise.id, questionId: freeQ, path, name: 'x', clientKey });
      expect(again.status).toBe(200);
      expect(again.body.result._id).toBe(res.body.result._id);
      const pdf = await upload(t, amy.token, tinyPdf, { name: 'w.pdf', mime: 'application/pdf' });
      const second = await attach({
        exerciseId: amy.exercise.id,
        questionId: freeQ,
        path: pdf.body.result.path,
        name: 'w.pdf',
        clientKey: key(),
      });
      expect(second.body.result).toMatchObject({ position: 2, kind: 'pdf', width: null, height: null });
      // The outbox sending twice at once stores the photo once.
      const both = {
        exerciseId: amy.exercise.id,
        questionId: freeQ,
        path: await workPath(),
        name: 'x',
        clientKey: key(),
      };
      const [one, two] = await Promise.all([attach(both), attach(both)]);
      expect([one.status, two.status]).toEqual([200, 200]);
      expect(one.body.result._id).toBe(two.body.result._id);
    });

    it('answers a free-response question with a photo alone, so the teacher can correct it', async () => {
      const sitting = await buildSitting(t, cw);
      const res = await attach(
        {
          exerciseId: sitting.exercise.id,
          questionId: freeQ,
          path: await workPath(sitting.token),
          name: 'p',
          clientKey: key(),
        },
        sitting.token,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const [answer] = await t.app.deps.db
        .select({ answeredAt: exerciseAnswers.answeredAt })
        .from(exerciseAnswers)
        .where(and(eq(exerciseAnswers.exerciseId, sitting.exercise.id), eq(exerciseAnswers.questionId, freeQ)));
      expect(answer?.answeredAt).not.toBeNull();
      const corrected = await t.rest('POST', '/teacher/correctExercise', {
        token: cw.teacherToken,
        body: { exerciseId: sitting.exercise.id, questionId: freeQ, comments: 'Good working', isCorrect: true },
      });
      expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    });

    it('refuses a question that is not free response, and the whole homework unless it allows photos', async () => {
      const path = await workPath();
      const before = await photoCount();
      const notFree = await attach({
        exerciseId: amy.exercise.id,
        questionId: choiceQ,
        path,
        name: 'a',
        clientKey: key(),
      });
      expect(notFree.status).toBe(400);
      expect(notFree.body.msg).toMatch(/^questionId: /);
      const unknownQ = await attach({
        exerciseId: amy.exercise.id,
        questionId: UNKNOWN_ID,
        path,
        name: 'a',
        clientKey: key(),
      });
      expect(unknownQ.status).toBe(400);
      const whole = await attach({ exerciseId: amy.exercise.id, questionId: null, path, name: 'a', clientKey: key() });
      expect(whole.status).toBe(400);
      expect(whole.body.msg).toBe('questionId: this homework takes photos only with its questions');
      expect(await photoCount()).toBe(before);
      // The teacher turns the homework's photos on in its save; the runner's exercise carries the flag.
      const saved = await t.rest('POST', '/teacher/updateHW', {
        token: cw.teacherToken,
        body: { _id: cw.hw.id, name: cw.hw.name, description: '', language: 'en', dueDate: '', workPhotos: true },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.result.workPhotos).toBe(true);
      const runner = await t.rest('GET', `/user/getExerciseById?id=${amy.exercise.id}`, { token: amy.token });
      expect(runner.body.result.homeworkId.workPhotos).toBe(true);
      const ok = await attach({ exerciseId: amy.exercise.id, path, name: 'whole.jpg', clientKey: key() });
      expect(ok.status).toBe(200);
      expect(ok.body.result).toMatchObject({ questionId: null, position: 1 });
    });

    it('takes at most 5 per answer (409)', async () => {
      const s = await buildSitting(t, cw);
      for (let i = 0; i < 5; i++) {
        const res = await attach(
          {
            exerciseId: s.exercise.id,
            questionId: freeQ,
            path: await workPath(s.token, tinyPng),
            name: `${i}`,
            clientKey: key(),
          },
          s.token,
        );
        expect(res.status).toBe(200);
        expect(res.body.result.position).toBe(i + 1);
      }
      const sixth = await attach(
        {
          exerciseId: s.exercise.id,
          questionId: freeQ,
          path: await workPath(s.token, tinyPng),
          name: '6',
          clientKey: key(),
        },
        s.token,
      );
      expect(sixth.status).toBe(409);
      expect(sixth.body.msg).toBe('At most 5 photos or PDFs per answer');
    });

    it("refuses a path that is someone else's, already attached, or not a work upload (400)", async () => {
      const bos = await workPath(bo.token);
      const theirs = await attach({
        exerciseId: amy.exercise.id,
        questionId: freeQ,
        path: bos,
        name: 'a',
        clientKey: key(),
      });
      expect(theirs.status).toBe(400);
      expect(theirs.body.msg).toMatch(/^path: /);
      const mine = await workPath();
      await attach({ exerciseId: amy.exercise.id, questionId: freeQ, path: mine, name: 'a', clientKey: key() });
      const twice = await attach({
        exerciseId: amy.exercise.id,
        questionId: freeQ,
        path: mine,
        name: 'a',
        clientKey: key(),
      });
      expect(twice.status).toBe(400);
      // A picture sent as a plain image keeps its metadata: it is no photo of working.
      const plain = await upload(t, amy.token, await fixture('gps-dscn0010.jpg'), { type: '1' });
      const notWork = await attach({
        exerciseId: amy.exercise.id,
        questionId: freeQ,
        path: plain.body.result.path,
        name: 'a',
        clientKey: key(),
      });
      expect(notWork.status).toBe(400);
      const unknown = await attach({
        exerciseId: amy.exercise.id,
        questionId: freeQ,
        path: '/uploads/2026/10/nosuchfile000000000000.jpg',
        name: 'a',
        clientKey: key(),
      });
      expect(unknown.status).toBe(400);
    });

    it('refuses bad input with 400 naming the field, storing nothing', async () => {
      const before = await photoCount();
      const path = await workPath();
      const bad: [Record<string, unknown>, string][] = [
        [{ exerciseId: 'nope', questionId: freeQ, path, name: 'a', clientKey: key() }, 'exerciseId'],
        [{ exerciseId: amy.exercise.id, questionId: 'x', path, name: 'a', clientKey: key() }, 'questionId'],
        [
          { exerciseId: amy.exercise.id, questionId: freeQ, path: '../../etc/passwd', name: 'a', clientKey: key() },
          'path',
        ],
        [{ exerciseId: amy.exercise.id, questionId: freeQ, path, name: 'a', clientKey: '' }, 'clientKey'],
        [{ exerciseId: amy.exercise.id, questionId: freeQ, path, name: 'a'.repeat(201), clientKey: key() }, 'name'],
      ];
      for (const [body, field] of bad) {
        const res = await attach(body);
        expect(res.status, field).toBe(400);
        expect(res.body.msg, field).toContain(field);
      }
      expect(
        (
          await t.rest('POST', '/teacher/rotateWorkPhoto', {
            token: cw.teacherToken,
            body: { photoId: UNKNOWN_ID, rotation: 45 },
          })
        ).status,
      ).toBe(400);
      expect((await t.rest('GET', '/user/getWorkPhotos?exerciseId=nope', { token: amy.token })).status).toBe(400);
      expect(await photoCount()).toBe(before);
    });

    it('refuses other callers: signed out 401, another student, a parent or a teacher 403, unknown 404', async () => {
      const path = await workPath();
      const body = { exerciseId: amy.exercise.id, questionId: freeQ, path, name: 'a', clientKey: key() };
      expect((await t.rest('POST', '/user/attachWorkPhoto', { body })).status).toBe(401);
      for (const token of [bo.token, amy.parentToken, cw.teacherToken]) {
        expect((await attach(body, token)).status).toBe(403);
      }
      expect((await attach({ ...body, exerciseId: UNKNOWN_ID })).status).toBe(404);
      const [photo] = await t.app.deps.db.select().from(workPhotos).where(eq(workPhotos.exerciseId, amy.exercise.id));
      const remove = (token?: string, photoId = photo!.id) =>
        t.rest('POST', '/user/removeWorkPhoto', { token, body: { photoId } });
      expect((await remove()).status).toBe(401);
      expect((await remove(bo.token)).status).toBe(403);
      expect((await remove(amy.parentToken)).status).toBe(403);
      expect((await remove(amy.token, UNKNOWN_ID)).status).toBe(404);
    });

    it('removes a photo with its file and quota row', async () => {
      const path = await workPath();
      const res = await attach({
        exerciseId: amy.exercise.id,
        questionId: freeQ,
        path,
        name: 'gone',
        clientKey: key(),
      });
      const removed = await t.rest('POST', '/user/removeWorkPhoto', {
        token: amy.token,
        body: { photoId: res.body.result._id },
      });
      expect(removed.status).toBe(200);
      expect(await t.app.deps.db.select().from(workPhotos).where(eq(workPhotos.id, res.body.result._id))).toEqual([]);
      expect(await t.app.deps.db.select().from(uploads).where(eq(uploads.path, path))).toEqual([]);
      expect((await served(t, path)).status).toBe(404);
    });

    it('refuses changes once the exercise is handed in (409)', async () => {
      const s = await buildSitting(t, cw);
      const path = await workPath(s.token);
      const sent = key();
      const res = await attach(
        { exerciseId: s.exercise.id, questionId: freeQ, path, name: 'a', clientKey: sent },
        s.token,
      );
      expect(res.status).toBe(200);
      const handedIn = await t.rest('POST', '/user/finishExercise', { token: s.token, body: { id: s.exercise.id } });
      expect(handedIn.status, JSON.stringify(handedIn.body)).toBe(200);
      const late = await attach(
        { exerciseId: s.exercise.id, questionId: freeQ, path: await workPath(s.token), name: 'b', clientKey: key() },
        s.token,
      );
      expect(late.status).toBe(409);
      expect(late.body.msg).toBe('This exercise was handed in: its photos of working can no longer change');
      const remove = await t.rest('POST', '/user/removeWorkPhoto', {
        token: s.token,
        body: { photoId: res.body.result._id },
      });
      expect(remove.status).toBe(409);
      // A repeat from the outbox still answers the photo it attached.
      const repeat = await attach(
        { exerciseId: s.exercise.id, questionId: freeQ, path, name: 'a', clientKey: sent },
        s.token,
      );
      expect(repeat.status).toBe(200);
      expect(repeat.body.result._id).toBe(res.body.result._id);
    });
  });

  describe('reading, turning and marking', () => {
    let photoId: string;
    let originalPath: string;
    beforeAll(async () => {
      originalPath = await workPath();
      const res = await attach({
        exerciseId: amy.exercise.id,
        questionId: freeQ,
        path: originalPath,
        name: 'read.jpg',
        clientKey: key(),
      });
      photoId = res.body.result._id;
    });
    const familyRead = (token: string | undefined, exerciseId = amy.exercise.id) =>
      t.rest('GET', `/user/getWorkPhotos?exerciseId=${exerciseId}`, { token });
    const teacherRead = (token: string | undefined, exerciseId = amy.exercise.id) =>
      t.rest('GET', `/teacher/getWorkPhotos?exerciseId=${exerciseId}`, { token });

    it('the student and their parent read the photos; another family may not', async () => {
      for (const token of [amy.token, amy.parentToken]) {
        const res = await familyRead(token);
        expect(res.status).toBe(200);
        expect(res.body.result.some((p: { _id: string }) => p._id === photoId)).toBe(true);
        expect(res.body.result.every((p: { exerciseId: string }) => p.exerciseId === amy.exercise.id)).toBe(true);
      }
      expect((await familyRead(undefined)).status).toBe(401);
      expect((await familyRead(bo.token)).status).toBe(403);
      expect((await familyRead(bo.parentToken)).status).toBe(403);
      expect((await familyRead(cw.teacherToken)).status).toBe(403);
      expect((await familyRead(amy.token, UNKNOWN_ID)).status).toBe(404);
    });

    it("the class's teacher reads them; another teacher may not", async () => {
      const res = await teacherRead(cw.teacherToken);
      expect(res.status).toBe(200);
      expect(res.body.result.map((p: { _id: string }) => p._id)).toContain(photoId);
      expect((await teacherRead(undefined)).status).toBe(401);
      expect((await teacherRead(otherTeacherToken)).status).toBe(403);
      expect((await teacherRead(amy.token)).status).toBe(403);
      expect((await teacherRead(cw.teacherToken, UNKNOWN_ID)).status).toBe(404);
    });

    it('the teacher turns a photo for viewing', async () => {
      const rotate = (token: string | undefined, body: Record<string, unknown>) =>
        t.rest('POST', '/teacher/rotateWorkPhoto', { token, body });
      const res = await rotate(cw.teacherToken, { photoId, rotation: 90 });
      expect(res.status).toBe(200);
      expect(res.body.result).toMatchObject({ _id: photoId, rotation: 90, url: originalPath });
      expect((await rotate(undefined, { photoId, rotation: 180 })).status).toBe(401);
      expect((await rotate(otherTeacherToken, { photoId, rotation: 180 })).status).toBe(403);
      expect((await rotate(amy.token, { photoId, rotation: 180 })).status).toBe(403);
      expect((await rotate(cw.teacherToken, { photoId: UNKNOWN_ID, rotation: 180 })).status).toBe(404);
      const [row] = await t.app.deps.db.select().from(workPhotos).where(eq(workPhotos.id, photoId));
      expect(row!.rotation).toBe(90);
    });

    it('the teacher marks a photo up: the marked copy sits beside the original, which stays', async () => {
      const mark = (token: string | undefined, path: string, id = photoId) =>
        t.rest('POST', '/teacher/markWorkPhoto', { token, body: { photoId: id, path } });
      const pngOf = async (token: string) =>
        (await upload(t, token, tinyPng, { type: '1', name: 'marked.png', mime: 'image/png' })).body.result
          .path as string;
      const marked = await pngOf(cw.teacherToken);
      expect((await mark(undefined, marked)).status).toBe(401);
      expect((await mark(otherTeacherToken, await pngOf(otherTeacherToken))).status).toBe(403);
      expect((await mark(amy.token, marked)).status).toBe(403);
      expect((await mark(cw.teacherToken, marked, UNKNOWN_ID)).status).toBe(404);
      // Not a PNG, or not the teacher's own upload: 400 on `path`, nothing marked.
      const jpg = (await upload(t, cw.teacherToken, await fixture('gps-dscn0010.jpg'), { type: '1' })).body.result.path;
      const notPng = await mark(cw.teacherToken, jpg);
      expect(notPng.status).toBe(400);
      expect(notPng.body.msg).toBe('path: the marked copy must be a PNG picture you uploaded');
      expect((await mark(cw.teacherToken, await pngOf(otherTeacherToken))).status).toBe(400);
      expect((await mark(cw.teacherToken, originalPath)).status).toBe(400);
      const [unmarked] = await t.app.deps.db.select().from(workPhotos).where(eq(workPhotos.id, photoId));
      expect(unmarked!.markedPath).toBeNull();

      const res = await mark(cw.teacherToken, marked);
      expect(res.status).toBe(200);
      expect(res.body.result).toMatchObject({
        _id: photoId,
        url: originalPath,
        markedUrl: marked,
        markedAt: NOW.toISOString(),
      });
      expect((await served(t, originalPath)).status).toBe(200);
      // The family sees the marked copy.
      const family = await familyRead(amy.parentToken);
      expect(family.body.result.find((p: { _id: string }) => p._id === photoId)).toMatchObject({
        markedUrl: marked,
        url: originalPath,
      });
      // Marking again replaces the marked copy (its file and quota row go); the original stays.
      const next = await pngOf(cw.teacherToken);
      const again = await mark(cw.teacherToken, next);
      expect(again.body.result).toMatchObject({ markedUrl: next, url: originalPath });
      expect(await t.app.deps.db.select().from(uploads).where(eq(uploads.path, marked))).toEqual([]);
      expect((await served(t, marked)).status).toBe(404);
      expect((await served(t, originalPath)).status).toBe(200);
    });

    it('keeps the homework flag off by default', async () => {
      const fresh = await buildClassWithHomework(t);
      const [row] = await t.app.deps.db.select().from(homework).where(eq(homework.id, fresh.hw.id));
      expect(row!.workPhotos).toBe(false);
    });
  });
});
