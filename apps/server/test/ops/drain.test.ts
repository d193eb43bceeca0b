import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drain } from '../../src/ops/drain';
import { tinyPng } from '../support/files';
import { buildTeacher, startTestApp, type TestApp, tokenOf } from '../support/harness';

/** A GET on a keep-alive agent: the status and the Connection header. */
function get(url: string, agent: Agent): Promise<{ status: number; connection?: string }> {
  return new Promise((done, failed) => {
    request(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => done({ status: res.statusCode ?? 0, connection: res.headers.connection }));
    })
      .on('error', failed)
      .end();
  });
}

describe('graceful drain', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    token = await tokenOf(t, await buildTeacher(t));
  });
  // The drain closed the app already; the harness still removes its folders and SMTP peer.
  afterAll(() => t.close().catch(() => {}));

  it('finishes a request in flight, refuses new connections, closes idle keep-alives, then closes', async () => {
    const idle = new Agent({ keepAlive: true });
    const busy = new Agent({ keepAlive: true });
    // A keep-alive connection left idle: it must not hold the close up.
    expect((await get(`${t.url}/api/health/live`, idle)).status).toBe(200);
    expect(idle.sockets).toBeDefined();

    // An upload whose body is still arriving when the drain starts.
    const boundary = 'drain-boundary';
    const head = Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="p.png"\r\ncontent-type: image/png\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const body = Buffer.concat([head, tinyPng, tail]);
    const answer = new Promise<{ status: number; connection?: string; text: string }>((done, failed) => {
      const req = request(
        `${t.url}/api/file/upload`,
        {
          method: 'POST',
          agent: busy,
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': body.length,
          },
        },
        (res) => {
          let text = '';
          res.on('data', (c: Buffer) => {
            text += c.toString();
          });
          res.on('end', () => done({ status: res.statusCode ?? 0, connection: res.headers.connection, text }));
        },
      );
      req.on('error', failed);
      req.write(body.subarray(0, head.length + 10));
      // The rest follows once the drain has begun.
      setTimeout(() => req.end(body.subarray(head.length + 10)), 600);
    });
    await new Promise((r) => setTimeout(r, 200));

    const started = Date.now();
    const drained = drain(t.app, 10_000);
    await new Promise((r) => setTimeout(r, 100));
    // No new connections.
    await expect(fetch(`${t.url}/api/health/live`)).rejects.toThrow();

    const res = await answer;
    expect(res.status, res.text).toBe(200);
    expect(JSON.parse(res.text).result.path).toMatch(/^\/uploads\/.+\.png$/);
    // The answer closes its connection.
    expect(res.connection).toBe('close');
    await drained;
    // Well before the keep-alive timeout (72 s) or the drain deadline.
    expect(Date.now() - started).toBeLessThan(5_000);
    idle.destroy();
    busy.destroy();
  });
});
