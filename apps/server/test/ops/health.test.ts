import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/fixture';

describe('health, readiness and request ids', () => {
  const t = useTestApp();

  it('answers live, and ready once the database answers and every migration is applied', async () => {
    const live = await t.rest('GET', '/health/live');
    expect(live).toMatchObject({ status: 200, body: { code: 200, result: { status: 'live' } } });
    const ready = await t.rest('GET', '/health/ready');
    expect(ready).toMatchObject({ status: 200, body: { code: 200, result: { status: 'ready', database: 'pglite' } } });
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
      expect(ready).toMatchObject({ status: 503, body: { code: 503, result: { status: 'migrating' } } });
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
        body: { msg: 'Database unreachable', result: { status: 'unavailable' } },
      });
      expect((await t.rest('GET', '/health/live')).status).toBe(200);
    } finally {
      t.app.database.db.execute = execute;
    }
    expect((await t.rest('GET', '/health/ready')).status).toBe(200);
  });

  it('has no /metrics unless METRICS is on', async () => {
    expect((await fetch(`${t.url}/metrics`)).status).toBe(404);
  });
});
