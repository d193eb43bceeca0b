import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectServedPng, fakeMp4, tinyPng } from '../support/files';
import { buildTeacher, startTestApp, type TestApp, tokenOf } from '../support/harness';
import { type S3Peer, startS3Peer } from '../support/s3';

/** Uploads in an S3-compatible store (s3rver on loopback): the same paths, types, ranges and checks. */
describe('uploads in an S3-compatible store', () => {
  let s3: S3Peer;
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    s3 = await startS3Peer();
    t = await startTestApp({ s3: s3.options });
    token = await tokenOf(t, await buildTeacher(t));
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  async function upload(bytes: Buffer, name: string, mime: string, type?: string) {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: mime }), name);
    if (type) form.append('type', type);
    const res = await fetch(`${t.url}/api/file/upload`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: res.status, body: (await res.json()) as { msg: string; result: { path: string } | null } };
  }

  it('stores a PNG in the bucket, not on local disk, and serves it with its type', async () => {
    const res = await upload(tinyPng, 'picture.png', 'image/png');
    expect(res.status).toBe(200);
    const path = res.body.result!.path;
    const served = await expectServedPng(t.url, path);
    expect(served.headers.get('content-length')).toBe(String(tinyPng.length));
    expect(Buffer.from(await served.arrayBuffer()).equals(tinyPng)).toBe(true);
    // Nothing but the (empty) temp folder on the server's disk.
    expect(await readdir(t.dataDir)).not.toContain('uploads');
    // The object itself carries its Content-Type.
    const direct = await fetch(`${s3.options.endpoint}/${s3.options.bucket}${path}`);
    expect(direct.headers.get('content-type')).toBe('image/png');
  });

  it('serves byte ranges of a video, and 416 past its end', async () => {
    const video = fakeMp4(300_000);
    video.fill(7, 1000);
    const { body } = await upload(video, 'clip.mp4', 'video/mp4', '3');
    const path = body.result!.path;
    const part = await fetch(`${t.url}${path}`, { headers: { range: 'bytes=1000-1099' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 1000-1099/300000');
    expect(part.headers.get('content-type')).toBe('video/mp4');
    const bytes = Buffer.from(await part.arrayBuffer());
    expect(bytes.length).toBe(100);
    expect(bytes.every((b) => b === 7)).toBe(true);
    const tail = await fetch(`${t.url}${path}`, { headers: { range: 'bytes=-10' } });
    expect(tail.headers.get('content-range')).toBe('bytes 299990-299999/300000');
    expect((await fetch(`${t.url}${path}`, { headers: { range: 'bytes=400000-' } })).status).toBe(416);
    const whole = await fetch(`${t.url}${path}`);
    expect(Buffer.from(await whole.arrayBuffer()).equals(video)).toBe(true);
  });

  it('keeps the upload checks: a page dressed as a PNG is refused and nothing is stored', async () => {
    const res = await upload(Buffer.from('<html><script>alert(1)</script></html>'), 'x.png', 'image/png');
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('Please upload a PNG, JPEG, GIF or WebP image');
    const list = await fetch(`${s3.options.endpoint}/${s3.options.bucket}?list-type=2`);
    expect((await list.text()).match(/<Key>/g)?.length).toBe(2);
  });

  it('answers 404 for unknown and malformed paths', async () => {
    expect((await fetch(`${t.url}/uploads/2026/01/AAAAAAAAAAAAAAAAAAAAAA.png`)).status).toBe(404);
    expect((await fetch(`${t.url}/uploads/2026/01/..%2f..%2fx.png`)).status).toBe(404);
    expect((await fetch(`${t.url}/uploads/demo/none.png`)).status).toBe(404);
  });

  it('stores demo pictures at their fixed path', async () => {
    const path = await t.app.deps.files.saveDemo('pic.png', tinyPng);
    expect(path).toBe('/uploads/demo/pic.png');
    const served = await fetch(`${t.url}${path}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(tinyPng)).toBe(true);
  });
});
