import type { Query } from 'drizzle-orm';
import type { DbOrTx } from './client';

/**
 * The database session `db` runs its statements on: the same object for every call on one database, a
 * new one per transaction. What is prepared for a session (`prepareSql`, `.prepare(name)`) is keyed by it.
 */
export function sessionOf(db: DbOrTx): object {
  return db._.session;
}

/**
 * A statement written as SQL text (`PgDialect.sqlToQuery`) prepared by `name`, answering its rows as
 * objects keyed by column name; `execute(values)` fills the `sql.placeholder`s. For the statements a
 * query builder cannot write (an UPDATE … FROM with a CTE), which still want PGlite's named statements.
 */
export function prepareSql(db: DbOrTx, query: Query, name: string) {
  return db._.session.prepareQuery(query, undefined, name, false);
}
