import { type DbOrTx, sessionOf } from '@quanta/db';
import { countLookup, speedupsOn } from './switch';

/**
 * A statement prepared once per database session and kept: later calls skip building its SQL, and on
 * PostgreSQL parsing and planning it. `build` receives the session's database and must use
 * `sql.placeholder` for every value. For the calls every student makes (saves, starts, hand-ins). With
 * the speed-ups off it is built again for each call.
 *
 * @example const find = prepareOnce(db, 'find_exercise', (d) => d.select().from(exercises)
 *   .where(eq(exercises.id, sql.placeholder('id'))).prepare('find_exercise'));
 */
export function prepareOnce<T>(db: DbOrTx, key: string, build: (db: DbOrTx) => T): T {
  if (!speedupsOn()) return build(db);
  const session = sessionOf(db);
  let statements = bySession.get(session);
  if (!statements) {
    statements = new Map();
    bySession.set(session, statements);
  }
  let statement = statements.get(key) as T | undefined;
  countLookup('prepared-statements', statement !== undefined);
  if (statement === undefined) {
    statement = build(db);
    statements.set(key, statement);
  }
  return statement;
}

const bySession = new WeakMap<object, Map<string, unknown>>();
