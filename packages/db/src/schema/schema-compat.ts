import { sql } from 'drizzle-orm';
import { check, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * One row: the oldest release schema that may still run on this database. A release's schema version is
 * the number of migrations it ships (drizzle/meta/_journal.json); a server whose version is below
 * `oldest_reader` refuses traffic (readiness 503). Only a contracting migration, one that drops or renames
 * what older releases read or write, raises it, by hand in its SQL:
 * `update schema_compat set oldest_reader = <that migration's version>;`.
 */
export const schemaCompat = pgTable(
  'schema_compat',
  {
    id: integer('id').primaryKey().default(1),
    oldestReader: integer('oldest_reader').notNull().default(0),
  },
  (t) => [check('schema_compat_one_row', sql`${t.id} = 1`)],
);
