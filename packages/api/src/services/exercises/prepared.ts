import type { DbOrTx } from '@quanta/db';

/**
 * A statement prepared once per database session and kept: later calls skip building its SQL, and on
 * PostgreSQL parsing and planning it. `build` receives the session's database and must use
 * `sql.placeholder` for every value. For the calls every student makes (saves, starts, hand-ins).
 *
 * @example const find = prepareOnce(db, 'find_exercise', (d) => d.select().from(exercises)
 *   .where(eq(exercises.id, sql.placeholder('id'))).prepare('find_exercise'));
 */
export function prepareOnce<T>(db: DbOrTx, key: string, build: (db: DbOrTx) => T): T {
  const session = db._.session;
  let statements = bySession.get(session);
  if (!statements) {
    statements = new Map();
    bySession.set(session, statements);
  }
  let statement = statements.get(key) as T | undefined;
  if (statement === undefined) {
    statement = build(db);
    statements.set(key, statement);
  }
  return statement;
}

const bySession = new WeakMap<object, Map<string, unknown>>();
