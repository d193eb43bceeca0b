import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DatabaseHandle, openDatabase } from '@quanta/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app';
import { waitForDatabase } from '../../src/ops/database-wait';
import { freePort } from '../durability/server-process';
import { testConfig } from '../support/config';
import { freshDatabase } from '../support/database';

describe('the database out of reach', () => {
  let app: App;
  let url: string;
  let dataDir: string;
  let down: DatabaseHandle;
  let silent: Server;
  let silentUrl: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'quanta-down-'));
    const config = testConfig(dataDir);
    app = await buildApp({ config, database: await freshDatabase(), logger: false });
    // The services' database becomes a PostgreSQL pool on a closed port, as when PostgreSQL is down.
    down = await openDatabase({
      kind: 'postgres',
      url: `postgres://quanta:secret@127.0.0.1:${await freePort()}/quanta`,
    });
    app.deps.db = down.db;
    await app.server.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.server.address() as { port: number }).port}`;
    // A server that accepts connections and never answers: a host that hangs.
    silent = createServer(() => {});
    await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
    silentUrl = `postgres://quanta:secret@127.0.0.1:${(silent.address() as { port: number }).port}/quanta`;
  });
  afterAll(async () => {
    await app?.close();
    await down?.close();
    silent?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers a REST call 503 with Retry-After, quickly', async () => {
    const started = Date.now();
    const res = await fetch(`${url}/api/public/getHomeClasses?language=en`);
    expect(Date.now() - started).toBeLessThan(8000);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toMatchObject({ code: 503, msg: 'Service unavailable', key: 'serviceUnavailable' });
  });

  it('answers a tRPC call 503 with Retry-After', async () => {
    const input = encodeURIComponent(JSON.stringify({ language: 'en' }));
    const res = await fetch(`${url}/trpc/public.getHomeClasses?input=${input}`);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    const body = (await res.json()) as { error: { message: string; data: { httpStatus: number } } };
    expect(body.error.message).toBe('Service unavailable');
    expect(body.error.data.httpStatus).toBe(503);
  });

  it('fails a connection that hangs within the connect timeout, as 503', async () => {
    const hanging = await openDatabase({ kind: 'postgres', url: silentUrl, connectTimeout: 1 });
    app.deps.db = hanging.db;
    try {
      const started = Date.now();
      const res = await fetch(`${url}/api/public/getHomeClasses?language=en`);
      expect(Date.now() - started).toBeLessThan(8000);
      expect(res.status).toBe(503);
    } finally {
      app.deps.db = down.db;
      await hanging.close();
    }
  });

  it('waits for the database at start, one line per attempt without the password, then gives up', async () => {
    const lines: string[] = [];
    const closed = `postgres://quanta:secret@127.0.0.1:${await freePort()}/quanta`;
    await expect(
      waitForDatabase(closed, { waitMs: 1200, connectTimeout: 1, log: (l) => lines.push(l) }),
    ).rejects.toThrow(/did not answer within 1 s \(ECONNREFUSED\)/);
    expect(lines.length).toBeGreaterThanOrEqual(1);
    expect(lines[0]).toMatch(/not reachable \(ECONNREFUSED\), attempt 1/);
    expect(lines.join('\n')).not.toContain('secret');
  });

  it('finds a database that answers at once', async () => {
    const lines: string[] = [];
    const up = process.env.TEST_PG_URL;
    if (!up) return;
    await waitForDatabase(up, { waitMs: 1000, connectTimeout: 2, log: (l) => lines.push(l) });
    expect(lines).toEqual([]);
  });
});
