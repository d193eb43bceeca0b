import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/config';
import { appliedSchemaVersion, compatibility, schemaVersionOf } from '../../src/ops/schema-version';
import { useTestApp } from '../support/fixture';
import { startTestApp, type TestApp } from '../support/harness';
import { type S3Peer, startS3Peer } from '../support/s3';

const migrations = join(repoRoot, 'drizzle');

describe('health, readiness and request ids', () => {
  const t = useTestApp();

  it('answers live, and ready with each check by name', async () => {
    const live = await t.rest('GET', '/health/live');
    expect(live).toMatchObject({ status: 200, body: { code: 200, result: { status: 'live' } } });
    const ready = await t.rest('GET', '/health/ready');
    const version = await schemaVersionOf(migrations);
    expect(ready).toMatchObject({
      status: 200,
      body: {
        code: 200,
        result: {
          status: 'ready',
          database: 'pglite',
          checks: {
            database: { ok: true },
            // 0016 dropped the old price columns: no server before schema 17 reads this database.
            schema: { ok: true, version, applied: version, oldestReader: 17 },
            disk: { ok: true, minFreeBytes: 200 * 1024 * 1024 },
            uploads: { ok: true, store: 'local' },
            mail: { ok: true, transport: 'smtp' },
          },
        },
      },
    });
    expect(ready.body.result.checks.disk.freeBytes).toBeGreaterThan(0);
    expect((await fetch(`${t.url}/api/health`)).status).toBe(200);
  });

  it('is not ready while the newest migration is not applied', async () => {
    const db = t.app.deps.db;
    const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    const taken = (await db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = ${newest} returning hash, created_at`,
    )) as unknown as { rows: { hash: string; created_at: string }[] };
    const row = taken.rows[0]!;
    try {
      const ready = await t.rest('GET', '/health/ready');
      expect(ready).toMatchObject({
        status: 503,
        body: { code: 503, result: { status: 'migrating', checks: { schema: { ok: false, pending: true } } } },
      });
      expect(ready.body.msg).toMatch(/^Not ready: schema \(.*migrations pending\)$/);
      expect((await t.rest('GET', '/health/live')).status).toBe(200);
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${row.hash}, ${row.created_at})`,
      );
    }
    expect((await t.rest('GET', '/health/ready')).status).toBe(200);
  });

  it('keeps a well-formed X-Request-Id and echoes it; replaces a malformed one with a new id', async () => {
    const kept = await fetch(`${t.url}/api/health/live`, { headers: { 'x-request-id': 'edge-7f3a.42:1' } });
    expect(kept.headers.get('x-request-id')).toBe('edge-7f3a.42:1');
    const made = await fetch(`${t.url}/api/health/live`);
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const bad = await fetch(`${t.url}/api/health/live`, { headers: { 'x-request-id': 'a b\u00e9{"x":1}' } });
    expect(bad.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const long = await fetch(`${t.url}/api/health/live`, { headers: { 'x-request-id': 'a'.repeat(200) } });
    expect(long.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    // Errors name the same id.
    const missing = await fetch(`${t.url}/api/nothing-here`, { headers: { 'x-request-id': 'trace-404' } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-request-id')).toBe('trace-404');
  });

  it('is not ready while the database does not answer, and still live', async () => {
    const execute = t.app.database.db.execute.bind(t.app.database.db);
    t.app.database.db.execute = (() => Promise.reject(new Error('connection refused'))) as unknown as typeof execute;
    try {
      const ready = await t.rest('GET', '/health/ready');
      expect(ready).toMatchObject({
        status: 503,
        body: {
          result: {
            status: 'unavailable',
            checks: { database: { ok: false }, schema: { ok: false }, disk: { ok: true } },
          },
        },
      });
      expect(ready.body.msg).toMatch(/^Not ready: database \(database check failed: .*\); schema \(/);
      expect((await t.rest('GET', '/health/live')).status).toBe(200);
    } finally {
      t.app.database.db.execute = execute;
    }
    expect((await t.rest('GET', '/health/ready')).status).toBe(200);
  });

  it('has no /metrics on the app port', async () => {
    expect((await fetch(`${t.url}/metrics`)).status).toBe(404);
  });
});

describe('readiness: disk space and mail configuration', () => {
  // More free space than any disk has, and an SMTP_URL without a scheme.
  const t = useTestApp({ config: { diskMinFreeBytes: Number.MAX_SAFE_INTEGER, smtpUrl: 'mail.example.com:587' } });

  it('is not ready, naming disk and mail, with neither the URL nor a password in the answer', async () => {
    const ready = await t.rest('GET', '/health/ready');
    expect(ready).toMatchObject({
      status: 503,
      body: {
        code: 503,
        result: {
          status: 'not ready',
          checks: {
            database: { ok: true },
            schema: { ok: true },
            disk: { ok: false, minFreeBytes: Number.MAX_SAFE_INTEGER },
            uploads: { ok: true },
            mail: { ok: false, transport: 'smtp', reason: 'SMTP_URL is not an smtp: or smtps: URL' },
          },
        },
      },
    });
    expect(ready.body.msg).toMatch(
      /^Not ready: disk \(\d+ MB free in the data folder, below DISK_MIN_FREE_MB .*\); mail \(/,
    );
    expect(JSON.stringify(ready.body)).not.toContain('mail.example.com');
    expect((await t.rest('GET', '/health/live')).status).toBe(200);
  });
});

describe('readiness: an S3 bucket that does not answer', () => {
  let s3: S3Peer;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startS3Peer();
    t = await startTestApp({ s3: { ...s3.options, bucket: 'no-such-bucket' } });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('is not ready, naming uploads', async () => {
    const ready = await t.rest('GET', '/health/ready');
    expect(ready).toMatchObject({
      status: 503,
      body: {
        result: {
          checks: {
            uploads: { ok: false, store: 's3', reason: 'The bucket does not answer: no such bucket' },
            disk: { ok: true },
            mail: { ok: true },
          },
        },
      },
    });
    expect(ready.body.msg).toBe('Not ready: uploads (The bucket does not answer: no such bucket)');
  });
});

describe('readiness: schema compatibility', () => {
  let folder: string;
  let t: TestApp;
  let full: number;
  beforeAll(async () => {
    // This release's migrations without the newest: an older server on a database migrated further.
    full = await schemaVersionOf(migrations);
    folder = await mkdtemp(join(tmpdir(), 'quanta-migrations-'));
    await cp(migrations, folder, { recursive: true });
    const journalFile = join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: unknown[] };
    journal.entries.pop();
    await writeFile(journalFile, JSON.stringify(journal));
    // It starts on the fully migrated test database: its migrator skips (never migrates backwards).
    t = await startTestApp({ config: { migrationsFolder: folder } });
  });
  afterAll(async () => {
    await t?.close();
    await rm(folder, { recursive: true, force: true });
  });
  const setOldestReader = (n: number) => t.app.deps.db.execute(sql`update schema_compat set oldest_reader = ${n}`);

  it('runs an older server on a newer schema the database still accepts', async () => {
    expect(await appliedSchemaVersion(t.app.deps.db)).toBe(full);
    // The newest migration accepts the release before it (an expanding one leaves oldest_reader as it was).
    await setOldestReader(full - 1);
    const ready = await t.rest('GET', '/health/ready');
    expect(ready).toMatchObject({
      status: 200,
      body: { result: { checks: { schema: { ok: true, version: full - 1, applied: full, oldestReader: full - 1 } } } },
    });
    await setOldestReader(0);
    expect((await t.rest('GET', '/health/ready')).status).toBe(200);
  });

  it('is not ready once a contracting migration raised oldest_reader past its version, naming both', async () => {
    await setOldestReader(full);
    try {
      const ready = await t.rest('GET', '/health/ready');
      const reason = `The database schema (version ${full}) needs a newer server (this one runs schema ${full - 1} and the database requires ${full} or newer)`;
      expect(ready).toMatchObject({
        status: 503,
        body: {
          msg: `Not ready: schema (${reason})`,
          result: {
            status: 'not ready',
            checks: { schema: { ok: false, reason, version: full - 1, oldestReader: full } },
          },
        },
      });
    } finally {
      await setOldestReader(0);
    }
    expect((await t.rest('GET', '/health/ready')).status).toBe(200);
  });

  it('compares versions: pending migrations first, then the oldest reader', () => {
    expect(compatibility(15, 15, 0)).toMatchObject({ ok: true });
    expect(compatibility(15, 16, 15)).toMatchObject({ ok: true });
    expect(compatibility(15, 14, 0)).toMatchObject({ ok: false, pending: true });
    expect(compatibility(58, 60, 59)).toMatchObject({
      ok: false,
      pending: false,
      reason:
        'The database schema (version 60) needs a newer server (this one runs schema 58 and the database requires 59 or newer)',
    });
  });
});
