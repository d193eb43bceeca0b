import { mkdtemp, rm } from 'node:fs/promises';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AppRouter, createMailer, defaultOutboxOptions, hashPassword, openSession } from '@quanta/api';
import { familyLinks, mailDeliveries, type NewUserRow, users } from '@quanta/db';
import { createTRPCClient, httpLink, TRPCClientError } from '@trpc/client';
import { count, eq } from 'drizzle-orm';
import { type App, buildApp } from '../../src/app';
import { type Config, repoRoot } from '../../src/config';
import { metricsAddress } from '../../src/ops/metrics';
import type { UploadRules } from '../../src/uploads/routes';
import type { S3Options } from '../../src/uploads/s3-store';
import { testConfig } from './config';
import { holdToContract } from './contract';
import { freshDatabase } from './database';
import { sequence } from './sequence';
import { type SmtpPeer, startSmtpPeer } from './smtp';
import type { World } from './world';

export const PASSWORD = 'correct-horse-1';
let passwordHash: Promise<string> | undefined;

export interface TestApp extends World {
  app: App;
  url: string;
  /** The metrics listener's address (METRICS on; its own port on loopback), else undefined. */
  metricsUrl?: string;
  /** The server's data folder (a fresh temp folder, removed on close). */
  dataDir: string;
  smtp: SmtpPeer;
  clock: { now: Date; advance(ms: number): void };
  /** Calls a spec REST path; answers the HTTP status and the `{code,msg,result}` body. */
  rest(
    method: string,
    path: string,
    options?: { token?: string; body?: unknown; raw?: string; headers?: Record<string, string> },
    // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the envelope holds
  ): Promise<{ status: number; body: any }>;
  /** Resolves once no queued mail is pending (every delivery sent or failed). */
  mailSettled(timeoutMs?: number): Promise<void>;
  /** A typed tRPC client signed in with `token` (or signed out). */
  trpc(token?: string): ReturnType<typeof createTRPCClient<AppRouter>>;
  close(): Promise<void>;
}

/** Starts the whole server on loopback with a fresh database, a real SMTP peer and a settable clock. */
export async function startTestApp(
  options: {
    web?: boolean;
    uploadRules?: Partial<UploadRules>;
    s3?: S3Options;
    metrics?: boolean;
    /** Overrides of the test config (a readiness threshold, a malformed SMTP_URL). */
    config?: Partial<Config>;
    /** Adds to the built app before it listens (a reference route to compare against). */
    beforeListen?: (app: App) => Promise<void>;
    /** Listen on a port chosen first, and make `PUBLIC_URL` the app's own address (links a browser follows back). */
    ownPublicUrl?: boolean;
  } = {},
): Promise<TestApp> {
  const smtp = await startSmtpPeer();
  const database = await freshDatabase();
  // A real data folder (uploads, their temp files), removed on close.
  const dataDir = await mkdtemp(join(tmpdir(), 'quanta-test-'));
  const clock = {
    now: new Date(),
    advance(ms: number) {
      this.now = new Date(this.now.getTime() + ms);
    },
  };
  const port = options.ownPublicUrl ? await freePort() : 0;
  const config = testConfig(dataDir, {
    smtpUrl: smtp.url,
    webDist: options.web ? `${repoRoot}/apps/web/dist` : undefined,
    s3: options.s3,
    metrics: options.metrics,
    metricsPort: 0,
    metricsHost: '127.0.0.1',
    // Tests act from several client addresses through X-Forwarded-For, as one proxy in front would send it.
    trustProxy: 1,
    // One quick retry (after 1 s) so deferred mail settles within a test.
    outbox: {
      ...defaultOutboxOptions,
      retryLimit: 1,
      retryDelaySeconds: 1,
      retryDelayMaxSeconds: 1,
      expireSeconds: 30,
    },
    ...options.config,
    ...(port ? { publicUrl: `http://127.0.0.1:${port}` } : {}),
  });
  const mailer = createMailer({ smtpUrl: smtp.url, from: config.mailFrom, outbox: '/nonexistent' });
  const app = await buildApp({
    config,
    database,
    mailer,
    now: () => clock.now,
    logger: false,
    uploadRules: options.uploadRules,
  });
  await options.beforeListen?.(app);
  await app.server.listen({ port, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.server.address() as AddressInfo).port}`;
  const metrics = metricsAddress(app.server);
  return {
    app,
    url,
    metricsUrl: metrics && `http://127.0.0.1:${metrics.port}`,
    dataDir,
    smtp,
    clock,
    async rest(method, path, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      let body: string | undefined;
      if (options.raw !== undefined || options.body !== undefined) {
        headers['content-type'] ??= 'application/json';
        body = options.raw ?? JSON.stringify(options.body);
      }
      const res = await fetch(`${url}/api${path}`, { method, headers, body });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {}
      holdToContract(method, `/api${path}`, res.status, parsed);
      return { status: res.status, body: parsed };
    },
    async mailSettled(timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const [row] = await app.deps.db
          .select({ n: count() })
          .from(mailDeliveries)
          .where(eq(mailDeliveries.status, 'pending'));
        if ((row?.n ?? 0) === 0) return;
        if (Date.now() > deadline) throw new Error(`${row?.n} deliveries still pending`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    trpc(token) {
      return createTRPCClient<AppRouter>({
        links: [httpLink({ url: `${url}/trpc`, headers: () => (token ? { authorization: `Bearer ${token}` } : {}) })],
      });
    },
    async close() {
      // Every test is over: a connection a test left unread is cut, not waited for.
      app.server.server.closeAllConnections();
      await app.close();
      await smtp.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const next = sequence();

/** Inserts a verified user directly (password `PASSWORD`); pass overrides for anything else. */
export async function buildUser(t: World, overrides: Partial<NewUserRow> = {}) {
  passwordHash ??= hashPassword(PASSWORD);
  const counter = next();
  const role = overrides.role ?? 'Student';
  const [row] = await t.app.deps.db
    .insert(users)
    .values({
      name: `${role} ${counter}`,
      email: `${role.toLowerCase()}${counter}-${Date.now()}@example.com`,
      passwordHash: await passwordHash,
      role,
      emailVerified: true,
      ...overrides,
    })
    .returning();
  return row!;
}

export const buildStudent = (t: World, o: Partial<NewUserRow> = {}) =>
  buildUser(t, {
    role: 'Student',
    school: 'Lincoln High',
    gradeInSchoolYear: 9,
    gradeInSchoolYearAt: '2026-09-10',
    ...o,
  });
export const buildTeacher = (t: World, o: Partial<NewUserRow> = {}) => buildUser(t, { role: 'Teacher', ...o });
export const buildAdmin = (t: World, o: Partial<NewUserRow> = {}) =>
  buildUser(t, { role: 'Teacher', isAdmin: true, ...o });

export async function buildParentOf(t: World, student: { id: string }, o: Partial<NewUserRow> = {}) {
  const parent = await buildUser(t, { role: 'Parent', phone: '415-555-0100', ...o });
  await t.app.deps.db.insert(familyLinks).values({ parentId: parent.id, studentId: student.id });
  return parent;
}

/** A session token for a built user (a new signed-in session of a test device). */
export async function tokenOf(t: World, user: { id: string }) {
  return openSession(t.app.deps, t.app.deps.db, user.id, { userAgent: 'test', ip: '127.0.0.1' });
}

/** The HTTP status a tRPC call failed with. */
export async function trpcStatus(call: Promise<unknown>): Promise<number> {
  try {
    await call;
    return 200;
  } catch (error) {
    if (error instanceof TRPCClientError) return (error.data as { httpStatus: number }).httpStatus;
    throw error;
  }
}

/** A loopback port free right now (the system's choice, released again for the caller to listen on). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
