import type { DbOrTx } from '@quanta/db';
import { count, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';

/** Which page, counted from 1, of how many rows. */
export interface PageInput {
  page: number;
  pageSize: number;
}

/**
 * One page of an ordered query (made `$dynamic()`) and how many rows of `table` match `where` in all, both
 * asked of the database at once: the `{list, total}` every paged list answers.
 */
export async function pageOf<Q extends PgSelect>(
  db: DbOrTx,
  counted: { table: PgTable; where: SQL | undefined },
  query: Q,
  { page, pageSize }: PageInput,
): Promise<{ list: Awaited<Q>; total: number }> {
  const [list, [total]] = await Promise.all([
    query.limit(pageSize).offset((page - 1) * pageSize),
    db.select({ n: count() }).from(counted.table).where(counted.where),
  ]);
  return { list: list as Awaited<Q>, total: total?.n ?? 0 };
}
