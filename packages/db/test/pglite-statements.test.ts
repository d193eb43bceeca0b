import { eq, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  integer,
  interval,
  json,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase, type Transaction } from '../src';

// Every type the app reads, with the driver's own parsers (timestamps as Drizzle maps them, json, arrays).
const samples = pgTable('samples', {
  id: integer('id').primaryKey(),
  name: text('name'),
  doc: jsonb('doc'),
  raw: json('raw'),
  at: timestamp('at', { withTimezone: true }),
  atText: timestamp('at_text', { mode: 'string' }),
  day: date('day'),
  amount: numeric('amount'),
  big: bigint('big', { mode: 'number' }),
  flag: boolean('flag'),
  tags: text('tags').array(),
  scores: integer('scores').array(),
  stamps: timestamp('stamps', { withTimezone: true, mode: 'string' }).array(),
  wait: interval('wait'),
  ref: uuid('ref'),
});

let handle: DatabaseHandle;
const named = async () =>
  (
    await handle.pglite!.query<{ name: string; statement: string; generic_plans: number; custom_plans: number }>(
      'select name, statement, generic_plans, custom_plans from pg_prepared_statements order by name',
    )
  ).rows;

beforeAll(async () => {
  handle = await openDatabase({ kind: 'pglite' });
  await handle.pglite!.exec(`
    create table samples (id int primary key, name text, doc jsonb, raw json, at timestamptz, at_text timestamp,
      day date, amount numeric, big bigint, flag boolean, tags text[], scores int[], stamps timestamptz[],
      wait interval, ref uuid);
    insert into samples values
      (1, 'one', '{"a":[1,{"b":null}],"c":"x"}', '{"k": 2}', '2026-01-02T03:04:05.678Z', '2026-01-02 03:04:05',
       '2026-01-02', '12.50', 9007199254740991, true, '{a,"b c"}', '{1,2,3}',
       '{"2026-01-02 03:04:05+00"}', '1 day 02:00:00', 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11'),
      (2, null, null, null, null, null, null, null, null, null, null, null, null, null, null);
  `);
});
afterAll(() => handle.close());

describe('PGlite statements prepared by name', () => {
  it('are parsed once and then reuse their plan', async () => {
    const byId = handle.db
      .select()
      .from(samples)
      .where(eq(samples.id, sql.placeholder('id')))
      .prepare('sample_by_id');
    for (let i = 0; i < 8; i++) await byId.execute({ id: 1 + (i % 2) });
    const statements = (await named()).filter((s) => s.statement.includes('"samples"'));
    expect(statements).toHaveLength(1);
    expect(statements[0]!.custom_plans + statements[0]!.generic_plans).toBe(8);
    // A second name for the same SQL shares the statement.
    await handle.db
      .select()
      .from(samples)
      .where(eq(samples.id, sql.placeholder('id')))
      .prepare('other')
      .execute({ id: 1 });
    expect((await named()).filter((s) => s.statement.includes('"samples"'))).toHaveLength(1);
  });

  it('decode rows exactly as unprepared queries do', async () => {
    const plain = await handle.db.select().from(samples).orderBy(samples.id);
    const prepared = await handle.db.select().from(samples).orderBy(samples.id).prepare('samples_all').execute();
    expect(prepared).toEqual(plain);
    expect(prepared[0]!.doc).toEqual({ a: [1, { b: null }], c: 'x' });
    expect(prepared[0]!.at).toEqual(new Date('2026-01-02T03:04:05.678Z'));
    expect(prepared[0]!.tags).toEqual(['a', 'b c']);
    expect(prepared[1]!.name).toBeNull();
    // Raw SQL (rows as objects) and a parameter serialized by its type (jsonb).
    const raw = await handle.db.execute(sql`select doc, at, scores from samples where doc @> ${'{"c":"x"}'}::jsonb`);
    const rawPrepared = await handle.db
      .select({ doc: samples.doc, n: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(samples)
      .where(sql`${samples.doc} @> ${sql.placeholder('doc')}::jsonb`)
      .prepare('samples_by_doc')
      .execute({ doc: JSON.stringify({ c: 'x' }) });
    expect(raw.rows).toHaveLength(1);
    expect((await handle.db.execute(sql`select ${'{"c":"x"}'}::jsonb as doc`)).rows).toEqual([{ doc: { c: 'x' } }]);
    expect(rawPrepared).toEqual([{ doc: raw.rows[0]!.doc, n: 1 }]);
  });

  it('run inside transactions, and outside ones wait for them', async () => {
    const count = handle.db.select({ n: sql<number>`count(*)::int` }).from(samples).prepare('samples_count');
    const order: string[] = [];
    let outside: Promise<unknown> | undefined;
    await handle.db.transaction(async (tx) => {
      await tx.insert(samples).values({ id: 3, name: 'three' });
      const inTx = tx.select({ n: sql<number>`count(*)::int` }).from(samples).prepare('samples_count');
      expect(await inTx.execute()).toEqual([{ n: 3 }]);
      outside = count.execute().then((rows) => order.push(`outside ${JSON.stringify(rows)}`));
      await new Promise((resolve) => setImmediate(resolve));
      order.push('commit');
    });
    await outside;
    expect(order).toEqual(['commit', 'outside [{"n":3}]']);
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.delete(samples).where(eq(samples.id, 3));
        expect(await tx.select({ n: sql<number>`count(*)::int` }).from(samples).prepare('c').execute()).toEqual([
          { n: 2 },
        ]);
        tx.rollback();
      }),
    ).rejects.toThrow();
    expect(await count.execute()).toEqual([{ n: 3 }]);
    await handle.db.delete(samples).where(eq(samples.id, 3));
  });

  it('report database errors as queries do, and keep working after them', async () => {
    const insert = handle.db
      .insert(samples)
      .values({ id: sql.placeholder('id'), name: 'dup' })
      .returning({ id: samples.id })
      .prepare('sample_insert');
    const error = await insert.execute({ id: 1 }).catch((e: unknown) => e);
    expect((error as { cause?: { code?: string } }).cause?.code).toBe('23505');
    expect(await insert.execute({ id: 4 })).toEqual([{ id: 4 }]);
    await handle.db.delete(samples).where(eq(samples.id, 4));
  });

  it('are parsed again when a table change alters their result type', async () => {
    const names = handle.db.select({ name: samples.name }).from(samples).orderBy(samples.id).prepare('sample_names');
    expect(await names.execute()).toEqual([{ name: 'one' }, { name: null }]);
    await handle.pglite!.exec('alter table samples alter column name type varchar(20)');
    expect(await names.execute()).toEqual([{ name: 'one' }, { name: null }]);
    // Inside a transaction the change aborts it; the statement is parsed again on the next call.
    await handle.pglite!.exec('alter table samples alter column name type text');
    const namesIn = (tx: Transaction) =>
      tx.select({ name: samples.name }).from(samples).orderBy(samples.id).prepare('sample_names').execute();
    await expect(handle.db.transaction(namesIn)).rejects.toMatchObject({ cause: { code: '0A000' } });
    expect(await names.execute()).toEqual([{ name: 'one' }, { name: null }]);
  });
});
