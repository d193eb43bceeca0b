import { type DbOrTx, prepareSql } from '@quanta/db';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { prepareOnce } from '../../speedups/prepared';
import { rowsOf } from './data';
import type { ServerExamEvent } from './exam-log';

/**
 * The writes of an exam sitting's clock (start, hand-in), each with its event of the attempt log in the
 * same statement, written only when the clock's write was: one prepared statement, one round trip, as
 * every student of an exam starts and hands in at about the same time.
 */

const p = { id: sql.placeholder('id'), now: sql.placeholder('now'), end: sql.placeholder('end') };
const at = sql`${p.now}::timestamptz`;

/** `update` (an UPDATE of one exercise, without RETURNING) and its event, answering the exercise's id when written. */
const logged = (update: SQL, type: ServerExamEvent, name: string) => ({
  name,
  query: new PgDialect().sqlToQuery(sql`with w as (${update} returning id),
    ev as (insert into exam_events (exercise_id, at, type) select id, ${at}, ${sql.raw(`'${type}'`)} from w)
    select id from w`),
});

const statements = {
  /** The first start fixes the end; a later one (or a lost race) writes nothing. */
  start: logged(
    sql`update exercises set started_at = ${at}, end_exam_at = ${p.end}::timestamptz
      where id = ${p.id}::uuid and started_at is null`,
    'start',
    'exam_start',
  ),
  /** The first hand-in of an exam before its end. */
  handIn: logged(
    sql`update exercises set finished_at = ${at} where id = ${p.id}::uuid and finished_at is null`,
    'handIn',
    'exam_hand_in',
  ),
  /** A hand-in in the grace period, of an exam settled at its end: from now on late answers are refused. */
  handInInGrace: logged(
    sql`update exercises set finished_at = ${at} where id = ${p.id}::uuid and finished_at = end_exam_at`,
    'handIn',
    'exam_hand_in_grace',
  ),
};

async function run(db: DbOrTx, which: keyof typeof statements, values: Record<string, string>): Promise<boolean> {
  const { name, query } = statements[which];
  const rows = await prepareOnce(db, name, (d) => prepareSql(d, query, name)).execute(values);
  return rowsOf(rows).length > 0;
}

/** Starts the exam sitting (its end fixed at `end`) and logs the start; false when it had started already. */
export const startSitting = (db: DbOrTx, id: string, now: Date, end: Date) =>
  run(db, 'start', { id, now: now.toISOString(), end: end.toISOString() });

/**
 * Hands the exam sitting in and logs it; false when it was handed in already. `inGrace`: after its end,
 * in the grace period (the sitting was settled at its end).
 */
export const handInSitting = (db: DbOrTx, id: string, now: Date, inGrace: boolean) =>
  run(db, inGrace ? 'handInInGrace' : 'handIn', { id, now: now.toISOString() });
