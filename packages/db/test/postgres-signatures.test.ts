import { sql as drizzleSql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src';

const url = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * postgres.js is patched (patches/) to make a statement's signature once per text and parameter types:
 * each text and types is still prepared once per connection, and texts with other types apart.
 */
describe('postgres.js statement signatures', () => {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  afterAll(() => sql.end());

  const prepared = async (text: string) => {
    const [row] = await sql`select count(*)::int as n from pg_prepared_statements where statement = ${text}`;
    return row?.n as number;
  };

  it('prepares a text once, however often it runs (as Drizzle runs its prepared queries)', async () => {
    const text = `select $1::int + 1 as n /* ${Math.random()} */`;
    for (let i = 0; i < 5; i++) expect((await sql.unsafe(text, [i], { prepare: true }))[0]?.n).toBe(i + 1);
    expect(await prepared(text)).toBe(1);
  });

  it('prepares the same text again for other parameter types', async () => {
    const text = `select $1::text as v /* ${Math.random()} */`;
    expect((await sql.unsafe(text, [true], { prepare: true }))[0]?.v).toBe('true');
    expect((await sql.unsafe(text, ['x'], { prepare: true }))[0]?.v).toBe('x');
    expect((await sql.unsafe(text, [false], { prepare: true }))[0]?.v).toBe('false');
    expect((await sql.unsafe(text, ['y'], { prepare: true }))[0]?.v).toBe('y');
    expect(await prepared(text)).toBe(2);
  });
});

describe('openDatabase on PostgreSQL: onStatement', () => {
  it('sees each statement Drizzle sends, with its parameters', async () => {
    const seen: [string, unknown[]][] = [];
    const handle = await openDatabase({ kind: 'postgres', url, max: 1, onStatement: (t, p) => seen.push([t, p]) });
    try {
      await handle.db.execute(drizzleSql`select ${41}::int + 1 as n`);
      expect(seen).toEqual([['select $1::int + 1 as n', [41]]]);
    } finally {
      await handle.close();
    }
  });
});
