/**
 * What the benches share: a fresh database (PostgreSQL or PGlite), the real server on loopback, a
 * signed-in session, autocannon runs reported as req/s, p50 and p99, and query plans.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import postgres from 'postgres';
import { type App, buildApp } from '../apps/server/src/app';
import { databasePoolMax, repoRoot } from '../apps/server/src/config';
import { createMailer, defaultOutboxOptions, openSession } from '../packages/api/src';
import { type DatabaseHandle, openDatabase } from '../packages/db/src';

export type DbKind = 'postgres' | 'pglite';
export const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** BENCH_SECONDS: how long a scenario runs under load. */
export const benchSeconds = Number(process.env.BENCH_SECONDS ?? 10);
/** BENCH_CONNECTIONS: the connections of a scenario under load. */
export const benchConnections = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** BENCH_DB: the database a bench runs on, PostgreSQL unless `pglite`. */
export const benchDbKind: DbKind = process.env.BENCH_DB === 'pglite' ? 'pglite' : 'postgres';

export interface BenchDatabase {
  handle: DatabaseHandle;
  /** postgres:// URL of the database (PostgreSQL only). */
  url?: string;
  drop(): Promise<void>;
}

/**
 * A new, empty database: a fresh PostgreSQL database (dropped afterwards) or an in-memory PGlite. On
 * PostgreSQL its pool has `max` connections, else DATABASE_POOL_MAX, else the app's default, and
 * `onStatement` sees each statement the app sends.
 */
export async function freshDatabase(
  kind: DbKind,
  max?: number,
  onStatement?: (text: string, parameters: unknown[]) => void,
): Promise<BenchDatabase> {
  if (kind === 'pglite') return { handle: await openDatabase({ kind: 'pglite' }), drop: async () => {} };
  const name = `quanta_bench_${randomBytes(5).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    handle: await openDatabase({
      kind: 'postgres',
      url: url.toString(),
      max: max ?? databasePoolMax(process.env),
      onStatement,
    }),
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

/**
 * Runs a benchmark against the real server on a fresh database of `kind`; the server is closed and the
 * database dropped afterwards, and a failure is printed and exits 1.
 */
export async function benchOnServer(kind: DbKind, body: (db: BenchDatabase, server: BenchServer) => Promise<void>) {
  const db = await freshDatabase(kind);
  const server = await startServer(db.handle);
  try {
    await body(db, server);
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    await server.close();
    await db.drop();
  }
}

/** Inserts the benchmark's teacher (`teacher@bench.test`) and answers its id. */
export async function insertBenchTeacher(handle: DatabaseHandle): Promise<string> {
  const [teacher] = await sql<{ id: string }>(
    handle,
    `insert into users (name, email, password_hash, role, email_verified)
      values ('Bench Teacher', 'teacher@bench.test', 'x', 'Teacher', true) returning id`,
  );
  return teacher!.id;
}

/** Runs SQL on either kind and answers the rows. */
export async function sql<T>(handle: DatabaseHandle, text: string): Promise<T[]> {
  const result = (await handle.db.execute(text)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

/** A loopback port free now (the system's pick for a listener opened and closed at once). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface BenchServer {
  app: App;
  url: string;
  /** A session token for the user. */
  signIn(userId: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * The whole server (logger off) on a loopback port, on the given database, optionally serving the web app;
 * `routes` adds a bench's own routes before it listens.
 */
export async function startServer(
  handle: DatabaseHandle,
  options: { web?: boolean; routes?: (server: FastifyInstance) => void } = {},
): Promise<BenchServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'quanta-bench-'));
  // The port is chosen first: the public pages name the site's own address (canonical URL, sitemap).
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const app = await buildApp({
    config: {
      port,
      host: '127.0.0.1',
      dataDir,
      mailFrom: 'Quanta <bench@quanta.test>',
      adminEmail: 'admin@bench.test',
      seedDemo: false,
      outputChecks: process.env.VALIDATE_OUTPUT === '1',
      tokenSecret: randomBytes(32).toString('hex'),
      migrationsFolder: join(repoRoot, 'drizzle'),
      publicUrl: url,
      schoolName: 'Quanta',
      webDist: options.web ? join(repoRoot, 'apps/web/dist') : undefined,
      outbox: defaultOutboxOptions,
    },
    database: handle,
    mailer: createMailer({ from: 'bench@quanta.test', outbox: join(dataDir, 'mail') }),
    logger: false,
  });
  options.routes?.(app.server);
  await app.server.listen({ port, host: '127.0.0.1' });
  return {
    app,
    url,
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
  /** Requests answered in the run. */
  requests: number;
}

/** One autocannon run (load from a worker thread, so it does not share the server's event loop). */
export async function load(options: autocannon.Options): Promise<Figures> {
  const r = await autocannon({ workers: 1, ...options });
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    // A 304 answers a conditional request (`If-None-Match`) as it should.
    failed: r.non2xx - (r.statusCodeStats?.['304']?.count ?? 0) + r.errors + r.timeouts,
    requests: r.requests.total,
  };
}

export const pad = (s: string | number, n: number) => String(s).padStart(n);
/** The time since `since` (a Date.now()), as "1.2 s". */
export const elapsedSince = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** Prints the plan PostgreSQL (or PGlite) runs for `query`, under `label`. */
export async function explain(handle: DatabaseHandle, label: string, query: string) {
  const lines = (await sql<Record<string, string>>(handle, `explain (analyze, costs off) ${query}`)).map(
    (r) => Object.values(r)[0],
  );
  console.log(`\n  plan: ${label}\n${lines.map((l) => `    ${l}`).join('\n')}`);
}

/** The duration of the quiet phase (one connection): half of benchSeconds, at least 2 s. */
export const quietSeconds = Math.max(2, Math.round(benchSeconds / 2));

/** Says how `measure` runs its scenarios. */
export function printMeasurePlan() {
  console.log(`autocannon: 1 connection for ${quietSeconds} s, then ${benchConnections} for ${benchSeconds} s\n`);
}

const ms = (n: number) => `${pad(n, 4)} ms`;

/**
 * One scenario at 1 connection (quietSeconds), then at benchConnections (benchSeconds), printed on one
 * line; answers the figures of both. Load comes from a worker thread unless `options.workers` is 0
 * (requests with a `setupRequest` function cannot go to a worker).
 */
export async function measure(name: string, options: autocannon.Options): Promise<[quiet: Figures, loaded: Figures]> {
  const line: string[] = [name.padEnd(56)];
  const out: Figures[] = [];
  for (const [count, duration] of [
    [1, quietSeconds],
    [benchConnections, benchSeconds],
  ] as const) {
    const figures = await load({ ...options, duration, connections: count });
    out.push(figures);
    line.push(
      `| ${pad(count, 2)} conn: median ${ms(figures.p50)} p99 ${ms(figures.p99)} ${pad(figures.rps, 4)} req/s${figures.failed ? ` FAILED ${figures.failed}` : ''}`,
    );
  }
  console.log(line.join(' '));
  return [out[0]!, out[1]!];
}
