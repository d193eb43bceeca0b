import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app';
import { testConfig } from '../support/config';
import { freshDatabase } from '../support/database';

/** Every JSON log line the server writes. */
class LogLines extends Writable {
  lines: { level: number; msg?: string; err?: { type?: string } }[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    for (const line of chunk.toString().split('\n')) if (line) this.lines.push(JSON.parse(line));
    done();
  }
}

describe('a client that abandons a download', () => {
  let app: App;
  let dataDir: string;
  let port: number;
  const log = new LogLines();
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'quanta-abort-'));
    const config = testConfig(dataDir);
    const previous = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = 'debug';
    app = await buildApp({ config, database: await freshDatabase(), logStream: log });
    if (previous === undefined) delete process.env.LOG_LEVEL;
    else process.env.LOG_LEVEL = previous;
    // A long export streamed and compressed on the fly, as the CSV and backup downloads are.
    app.server.get('/test/export.csv', (_req, reply) => {
      async function* rows() {
        for (let i = 0; i < 200_000; i++) yield `${i},${Math.random()},some text to compress\n`;
      }
      return reply.type('text/csv').send(Readable.from(rows()));
    });
    await app.server.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await app?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Starts a download, and goes away once its first bytes arrive; resolves when the server saw the close. */
  async function abandon(path: string, headers = '') {
    const socket = connect(port, '127.0.0.1');
    socket.write(`GET ${path} HTTP/1.1\r\nhost: localhost\r\n${headers}\r\n`);
    await new Promise((done) => socket.once('data', done));
    socket.destroy();
  }

  it('logs a compressed download cut short at debug as a client abort, not as an error', async () => {
    await abandon('/test/export.csv', 'accept-encoding: gzip\r\n');
    await expect.poll(() => log.lines.some((l) => l.msg === 'client closed the connection')).toBe(true);
    expect(log.lines.filter((l) => l.level >= 40)).toEqual([]);
  });

  it('logs no error for an abandoned download of an upload', async () => {
    const path = await app.deps.files.save(Readable.from([Buffer.alloc(32 * 1024 * 1024, 7)]), 'xlsx');
    const before = log.lines.length;
    await abandon(path);
    // The next request's line is written after whatever the abandoned one logged.
    expect((await fetch(`http://127.0.0.1:${port}/api/health/live`)).status).toBe(200);
    await expect.poll(() => log.lines.length).toBeGreaterThan(before);
    expect(log.lines.filter((l) => l.level >= 40)).toEqual([]);
  });
});
