/**
 * What the benches share: a fresh database (PostgreSQL or PGlite), the real server on loopback, a
 * signed-in session, and autocannon runs reported as req/s, p50 and p99.
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
import { createMailer, defaultOutboxOptions, openSession } from '../packages/api/src';
import { type DatabaseHandle, openDatabase } from '../packages/db/src';

export type DbKind = 'postgres' | 'pglite';
export const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchDatabase {
  handle: DatabaseHandle;
  /** postgres:// URL of the database (PostgreSQL only). */
  url?: string;
  drop(): Promise<void>;
}

/** A new, empty database: a fresh PostgreSQL database (dropped afterwards) or an in-memory PGlite. */
export async function freshDatabase(kind: DbKind, max = 10): Promise<BenchDatabase> {
  if (kind === 'pglite') return { handle: await openDatabase({ kind: 'pglite' }), drop: async () => {} };
  const name = `quanta_bench_${randomBytes(5).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    handle: await openDatabase({ kind: 'postgres', url: url.toString(), max }),
    url: url.toString(),
    async drop() {
      if (process.env.BENCH_KEEP === '1') {
        console.log(`kept database ${name}`);
        return void (await admin.end());
      }
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Runs SQL on either kind and answers the rows. */
export async function sql<T>(handle: DatabaseHandle, text: string): Promise<T[]> {
  const result = (await handle.db.execute(text)) as unknown as { rows?: unknown[] } & unknown[];
  return (Array.isArray(result) ? result : (result.rows ?? [])) as T[];
}

export interface BenchServer {
  app: App;
  url: string;
  /** A session token for the user. */
  signIn(userId: string): Promise<string>;
  close(): Promise<void>;
}

/** The whole server (logger off) on a loopback port, on the given database, optionally serving the web app. */
export async function startServer(handle: DatabaseHandle, options: { web?: boolean } = {}): Promise<BenchServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'quanta-bench-'));
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
      webDist: options.web ? join(repoRoot, 'apps/web/dist') : undefined,
      outbox: defaultOutboxOptions,
    },
    database: handle,
    mailer: createMailer({ from: 'bench@quanta.test', outbox: join(dataDir, 'mail') }),
    logger: false,
  });
  await app.server.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    url: `http://127.0.0.1:${(app.server.server.address() as AddressInfo).port}`,
    signIn: (userId) => openSession(app.deps, app.deps.db, userId, { userAgent: 'bench', ip: '127.0.0.1' }),
    /** Closes the server and the database (drop the PostgreSQL one after). */
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  failed: number;
}

/** One autocannon run (load from a worker thread, so it does not share the server's event loop). */
export async function load(options: autocannon.Options): Promise<Figures> {
  const r = await autocannon({ workers: 1, ...options });
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    failed: r.non2xx + r.errors + r.timeouts,
  };
}

export const pad = (s: string | number, n: number) => String(s).padStart(n);
export const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
