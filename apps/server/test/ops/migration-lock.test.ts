import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type DatabaseHandle, migrationLockKey, openDatabase } from '@quanta/db';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/config';

const adminUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const folder = join(repoRoot, 'drizzle');
const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };

/** Two processes starting together on one PostgreSQL database: migrations run once, under an advisory lock. */
describe('migrations under a PostgreSQL advisory lock', () => {
  const name = `quanta_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  let url: string;
  const handles: DatabaseHandle[] = [];
  const open = async () => {
    const handle = await openDatabase({ kind: 'postgres', url, max: 3 });
    handles.push(handle);
    return handle;
  };
  beforeAll(async () => {
    await admin.unsafe(`create database ${name}`);
    const u = new URL(adminUrl);
    u.pathname = `/${name}`;
    url = u.toString();
  });
  afterAll(async () => {
    for (const h of handles) await h.close();
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('waits while another process holds the lock, and applies nothing twice when two migrate at once', async () => {
    const holder = postgres(url, { max: 1, onnotice: () => {} });
    await holder`select pg_advisory_lock(${migrationLockKey})`;
    const [a, b] = await Promise.all([open(), open()]);
    let finished = 0;
    const both = Promise.all([a.migrate(folder), b.migrate(folder)]).then(() => {
      finished = Date.now();
    });
    await new Promise((r) => setTimeout(r, 500));
    // Nothing ran while the lock was held.
    expect(finished).toBe(0);
    const [tables] = await holder`select count(*)::int as n from pg_tables where schemaname = 'public'`;
    expect(tables?.n).toBe(0);
    await holder`select pg_advisory_unlock(${migrationLockKey})`;
    await holder.end();
    await both;
    const check = postgres(url, { max: 1, onnotice: () => {} });
    const rows = await check`select hash from drizzle.__drizzle_migrations`;
    expect(rows.length).toBe(journal.entries.length);
    expect(new Set(rows.map((r) => r.hash)).size).toBe(rows.length);
    // A later start finds everything applied.
    await (await open()).migrate(folder);
    expect((await check`select count(*)::int as n from drizzle.__drizzle_migrations`)[0]?.n).toBe(
      journal.entries.length,
    );
    await check.end();
  });
});
