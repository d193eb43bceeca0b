/**
 * What the benches share: a fresh database (PostgreSQL by default, created and dropped; or PGlite), the
 * real server built on it, autocannon scenarios at one connection and under load, and query plans.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { type App, buildApp } from '../apps/server/src/app';
import { repoRoot } from '../apps/server/src/config';
import { createMailer, defaultOutboxOptions } from '../packages/api/src';
import { type DatabaseHandle, openDatabase } from '../packages/db/src';

export const seconds = Number(process.env.BENCH_SECONDS ?? 10);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
export const kind = process.env.BENCH_DB === 'pglite' ? 'pglite' : 'postgres';
const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function freshDatabase(): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  if (kind === 'pglite') return { handle: await openDatabase({ kind: 'pglite' }), drop: async () => {} };
  const name = `quanta_bench_${randomBytes(5).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    handle: await openDatabase({ kind: 'postgres', url: url.toString(), max: 10 }),
    async drop() {
      if (process.env.BENCH_KEEP === '1') {
        console.log(`\nkept database ${name}`);
        return void (await admin.end());
      }
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** The whole server on a fresh database and data folder; `close` stops it and drops both. */
export async function benchServer(): Promise<{
  app: App;
  handle: DatabaseHandle;
  listen(): Promise<string>;
  close(): Promise<void>;
}> {
  const dataDir = await mkdtemp(join(tmpdir(), 'quanta-bench-'));
  const { handle, drop } = await freshDatabase();
  const app = await buildApp({
    config: {
      port: 0,
      host: '127.0.0.1',
      dataDir,
      mailFrom: 'Quanta <bench@quanta.test>',
      adminEmail: 'admin@bench.test',
      seedDemo: false,
      tokenSecret: randomBytes(32).toString('hex'),
      migrationsFolder: join(repoRoot, 'drizzle'),
      publicUrl: 'http://bench.test',
      outbox: defaultOutboxOptions,
    },
    database: handle,
    mailer: createMailer({ from: 'bench@quanta.test', outbox: join(dataDir, 'mail') }),
    logger: false,
  });
  return {
    app,
    handle,
    async listen() {
      await app.server.listen({ port: 0, host: '127.0.0.1' });
      return `http://127.0.0.1:${(app.server.server.address() as AddressInfo).port}`;
    },
    async close() {
      await app.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Rows of a raw statement, whichever driver ran it. */
export async function rows<T>(handle: DatabaseHandle, text: string): Promise<T[]> {
  const result = (await handle.db.execute(text)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

export async function explain(handle: DatabaseHandle, label: string, query: string) {
  const lines = (await rows<Record<string, string>>(handle, `explain (analyze, costs off) ${query}`)).map(
    (r) => Object.values(r)[0],
  );
  console.log(`\n  plan: ${label}\n${lines.map((l) => `    ${l}`).join('\n')}`);
}

const ms = (n: number) => `${String(n).padStart(4)} ms`;

export interface Measured {
  p50: number;
  p99: number;
  failed: number;
}

/** One scenario at one connection, then at `connections`; answers both results. */
export async function measure(name: string, options: autocannon.Options): Promise<Measured[]> {
  const line: string[] = [name.padEnd(56)];
  const out: Measured[] = [];
  for (const [count, duration] of [
    [1, Math.max(2, Math.round(seconds / 2))],
    [connections, seconds],
  ] as const) {
    // Load comes from a worker thread, so it does not share the server's event loop.
    const r = await autocannon({ duration, connections: count, workers: 1, ...options });
    const failed = r.non2xx + r.errors + r.timeouts;
    out.push({ p50: r.latency.p50, p99: r.latency.p99, failed });
    line.push(
      `| ${String(count).padStart(2)} conn: median ${ms(r.latency.p50)} p99 ${ms(r.latency.p99)} ${String(Math.round(r.requests.average)).padStart(4)} req/s${failed ? ` FAILED ${failed}` : ''}`,
    );
  }
  console.log(line.join(' '));
  return out;
}
