import { readdir, readlink } from 'node:fs/promises';
import { connect } from 'node:net';
import { join } from 'node:path';
import { uploads } from '@quanta/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { tinyPng } from '../support/files';
import { useTestApp } from '../support/fixture';
import { buildStudent, tokenOf } from '../support/harness';

const QUOTA = tinyPng.length * 2 + 10;
const BOUNDARY = 'probe-boundary-7f3a';

/** Open descriptors of this process that point into `folder`. */
async function openFilesUnder(folder: string): Promise<number> {
  let n = 0;
  for (const fd of await readdir('/proc/self/fd')) {
    const target = await readlink(`/proc/self/fd/${fd}`).catch(() => '');
    if (target.startsWith(folder)) n += 1;
  }
  return n;
}

describe('uploads: a time limit, cleanup on every path, a storage quota, a body without a boundary', () => {
  const t = useTestApp({ uploadRules: { quota: () => QUOTA, idleMs: 400 } });
  let tmpDir: string;
  beforeAll(async () => {
    tmpDir = join(t.dataDir, 'tmp', 'uploads');
  });

  /** Sends the headers and the start of a file part of a much longer body, then `then` (wait, or hang up). */
  function truncatedUpload(token: string, then: 'wait' | 'hang up'): Promise<string> {
    const port = new URL(t.url).port;
    const part = Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      tinyPng.subarray(0, 20),
    ]);
    return new Promise((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk.toString();
      });
      socket.on('error', () => resolve(answer));
      socket.on('close', () => resolve(answer));
      socket.write(
        `POST /api/file/upload HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
          `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: 1000000\r\n\r\n`,
      );
      socket.write(part, (error) => {
        if (error) reject(error);
        // Once the server has read the start of the file (its temp file exists), the client hangs up.
        else if (then === 'hang up') {
          const poll = setInterval(async () => {
            if ((await readdir(tmpDir)).length > 0 || socket.destroyed) {
              clearInterval(poll);
              socket.destroy();
            }
          }, 5);
        }
      });
    });
  }

  it('finding 6: a stalled upload gets 408 and leaves no temp file or open descriptor', async () => {
    const token = await tokenOf(t, await buildStudent(t));
    const answer = await truncatedUpload(token, 'wait');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toContain('The upload took too long, please try again');
    await expect.poll(() => readdir(tmpDir)).toEqual([]);
    await expect.poll(() => openFilesUnder(tmpDir)).toBe(0);
  });

  it('finding 6: 50 uploads cut off mid-file free their descriptors and temp files', async () => {
    const token = await tokenOf(t, await buildStudent(t));
    await Promise.all(Array.from({ length: 50 }, () => truncatedUpload(token, 'hang up')));
    await expect.poll(() => openFilesUnder(tmpDir)).toBe(0);
    await expect.poll(() => readdir(tmpDir)).toEqual([]);
    // the server still answers uploads
    const ok = await upload(token);
    expect(ok.status).toBe(200);
  });

  async function upload(token: string) {
    const form = new FormData();
    form.append('file', new Blob([tinyPng], { type: 'image/png' }), 'a.png');
    const res = await fetch(`${t.url}/api/file/upload`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: res.status, body: (await res.json()) as { msg: string; result: { path: string } | null } };
  }

  it('finding 6: each user stores at most their quota; one user’s files do not count against another', async () => {
    const student = await buildStudent(t);
    const token = await tokenOf(t, student);
    expect((await upload(token)).status).toBe(200);
    expect((await upload(token)).status).toBe(200);
    const full = await upload(token);
    expect(full).toMatchObject({ status: 413, body: { msg: 'You have used your 0 MB of upload storage' } });
    expect(await t.app.deps.db.$count(uploads, eq(uploads.userId, student.id))).toBe(2);
    // racing uploads cannot pass the last free bytes together
    const other = await buildStudent(t);
    const otherToken = await tokenOf(t, other);
    const racing = await Promise.all(Array.from({ length: 4 }, () => upload(otherToken)));
    expect(racing.filter((r) => r.status === 200)).toHaveLength(2);
    expect(racing.filter((r) => r.status === 413)).toHaveLength(2);
  });

  it('finding 10: an upload without a multipart boundary answers 400', async () => {
    const token = await tokenOf(t, await buildStudent(t));
    for (const type of [
      'multipart/form-data',
      'multipart/form-data; charset=utf-8',
      'multipart/form-data; boundary=',
    ]) {
      const res = await fetch(`${t.url}/api/file/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': type },
        body: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc\r\n--x--\r\n',
      });
      expect(res.status, type).toBe(400);
      expect(((await res.json()) as { msg: string }).msg).toBe('Please choose a file to upload');
    }
  });
});
