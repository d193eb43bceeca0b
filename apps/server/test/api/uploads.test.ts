import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectServedPng, fakeMp4, rawGet, tinyPng, tinyXlsx } from '../support/files';
import { useTestApp } from '../support/fixture';
import { buildStudent, buildTeacher, tokenOf } from '../support/harness';

describe('uploads: POST /api/file/upload and GET /uploads/*', () => {
  const t = useTestApp();
  let token: string;
  beforeAll(async () => {
    token = await tokenOf(t, await buildTeacher(t));
  });

  async function upload(
    bytes: Buffer,
    o: { name?: string; type?: string; token?: string | null; typeFirst?: boolean; mime?: string } = {},
  ) {
    const form = new FormData();
    if (o.type !== undefined && o.typeFirst) form.append('type', o.type);
    form.append('file', new Blob([bytes], { type: o.mime ?? 'image/png' }), o.name ?? 'picture.png');
    if (o.type !== undefined && !o.typeFirst) form.append('type', o.type);
    const auth = o.token === null ? undefined : (o.token ?? token);
    const res = await fetch(`${t.url}/api/file/upload`, {
      method: 'POST',
      body: form,
      headers: auth ? { authorization: `Bearer ${auth}` } : {},
    });
    return {
      status: res.status,
      body: (await res.json()) as { code: number; msg: string; result: { path: string } | null },
    };
  }

  it('stores a real PNG under a server-chosen name and serves it with its type and nosniff', async () => {
    const res = await upload(tinyPng, { name: '../../evil name.html' });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    const path = res.body.result!.path;
    const served = await expectServedPng(t.url, path);
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await served.arrayBuffer()).equals(tinyPng)).toBe(true);
    // Two uploads of the same file get two names; a student may upload too.
    const again = await upload(tinyPng, { token: await tokenOf(t, await buildStudent(t)), type: '1' });
    expect(again.body.result!.path).not.toBe(path);
  });

  it('serves a byte range, as video players ask', async () => {
    const { body } = await upload(fakeMp4(4096), { type: '3', name: 'clip.mp4', mime: 'video/mp4' });
    expect(body.result!.path).toMatch(/\.mp4$/);
    const part = await fetch(`${t.url}${body.result!.path}`, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 0-99/4096');
    expect(part.headers.get('content-type')).toBe('video/mp4');
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    const beyond = await fetch(`${t.url}${body.result!.path}`, { headers: { range: 'bytes=5000-' } });
    expect(beyond.status).toBe(416);
  });

  it('refuses HTML, script and SVG dressed as a PNG (400 with a clear message)', async () => {
    const fakes: [string, string][] = [
      ['<!doctype html><html><body><script>alert(1)</script></body></html>', 'page.png'],
      ['alert(document.cookie);', 'app.png'],
      ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'logo.svg'],
      ['<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 'logo.png'],
    ];
    for (const [text, name] of fakes) {
      const res = await upload(Buffer.from(text), { name });
      expect(res.status, name).toBe(400);
      expect(res.body).toMatchObject({ code: 400, msg: 'Please upload a PNG, JPEG, GIF or WebP image', result: null });
    }
    // A real PNG is no video, and a video is no image.
    expect((await upload(tinyPng, { type: '3' })).body.msg).toBe('Please upload an MP4, WebM, Ogg or QuickTime video');
    expect((await upload(fakeMp4(64), { type: '1' })).status).toBe(400);
  });

  it('takes an .xlsx question batch as type 2 and nothing else', async () => {
    const xlsx = tinyXlsx();
    const ok = await upload(xlsx, { type: '2', typeFirst: true, name: 'questions.xlsx' });
    expect(ok.status).toBe(200);
    expect(ok.body.result!.path).toMatch(/\.xlsx$/);
    const served = await fetch(`${t.url}${ok.body.result!.path}`);
    expect(served.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(served.headers.get('content-disposition')).toBe('attachment');
    const wrong = await upload(tinyPng, { type: '2', name: 'questions.xlsx' });
    expect(wrong).toMatchObject({ status: 400, body: { msg: 'Please upload excel file!' } });
    const csv = await upload(Buffer.from('name,answer\nq1,A\n'), { type: '2', name: 'questions.xlsx' });
    expect(csv.status).toBe(400);
    // An xlsx is not an image.
    expect((await upload(xlsx)).status).toBe(400);
  });

  it('keeps nothing of a refused upload', async () => {
    const stored = async () => (await readdir(join(t.dataDir, 'uploads'), { recursive: true })).length;
    const before = await stored();
    expect((await upload(Buffer.from('<html></html>'))).status).toBe(400);
    expect((await upload(Buffer.concat([tinyPng, Buffer.alloc(10 * 1024 * 1024)]))).status).toBe(413);
    expect(await stored()).toBe(before);
    expect(await readdir(join(t.dataDir, 'tmp', 'uploads'))).toEqual([]);
  });

  it('refuses an unknown type, a missing file and a request that is not multipart', async () => {
    expect((await upload(tinyPng, { type: '9' })).body).toMatchObject({
      code: 400,
      msg: 'Upload type must be 1 (image), 2 (Excel), 3 (video), 4 (photo of working) or 5 (document)',
    });
    const form = new FormData();
    form.append('type', '1');
    const noFile = await fetch(`${t.url}/api/file/upload`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(noFile.status).toBe(400);
    expect(((await noFile.json()) as { msg: string }).msg).toBe('Please choose a file to upload');
    const twice = new FormData();
    twice.append('file', new Blob([tinyPng]), 'a.png');
    const repeated = await fetch(`${t.url}/api/file/upload?type=1&type=3`, {
      method: 'POST',
      body: twice,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(repeated.status).toBe(400);
    const json = await t.rest('POST', '/file/upload', { token, body: { file: 'x' } });
    expect(json.status).toBe(400);
  });

  it('refuses a file over its kind’s limit with 413; a video may be larger than an image', async () => {
    const big = Buffer.concat([tinyPng, Buffer.alloc(10 * 1024 * 1024)]);
    for (const typeFirst of [true, false]) {
      const res = await upload(big, { type: '1', typeFirst });
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject({ code: 413, msg: 'The file is larger than 10 MB' });
    }
    expect((await upload(big)).status).toBe(413);
    const video = await upload(fakeMp4(11 * 1024 * 1024), { type: '3', typeFirst: true, mime: 'video/mp4' });
    expect(video.status).toBe(200);
  });

  it('refuses signed-out (401) and unverified (402) uploads', async () => {
    const out = await upload(tinyPng, { token: null });
    expect(out).toMatchObject({ status: 401, body: { code: 401 } });
    expect((await upload(tinyPng, { token: 'not-a-token' })).status).toBe(401);
    const unverified = await buildStudent(t, { emailVerified: false });
    expect((await upload(tinyPng, { token: await tokenOf(t, unverified) })).status).toBe(402);
  });

  it('answers 404 for traversal, encoded traversal, absolute paths, folders and unknown files', async () => {
    const { body } = await upload(tinyPng);
    const [, , year, month] = body.result!.path.split('/');
    for (const path of [
      '/uploads/../package.json',
      '/uploads/../../../../etc/passwd',
      '/uploads/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/uploads/%2E%2E%2Fconfig',
      '/uploads/..%2f..%2fetc%2fpasswd',
      '/uploads//etc/passwd',
      '/uploads/%2Fetc%2Fpasswd',
      `/uploads/${year}/${month}/`,
      `/uploads/${year}/`,
      '/uploads/',
      '/uploads/2025/01/missing.png',
      `/uploads/${year}/${month}/..%2F..%2F..%2Ftoken-secret`,
      '/uploads/demo/../../tmp',
      '/uploads/C:%5Cwindows%5Cwin.ini',
    ]) {
      expect((await rawGet(t.url, path)).status, path).toBe(404);
    }
  });
});
