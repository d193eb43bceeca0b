import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { rowsOf } from '@quanta/api';
import type { Database } from '@quanta/db';
import { sql } from 'drizzle-orm';

/**
 * Schema versions. A release's schema version is the number of migrations it ships (the entries of
 * `drizzle/meta/_journal.json`); a database's is the number of migrations applied to it. The database also
 * records the oldest release schema that may still run on it (`schema_compat.oldest_reader`), which only a
 * contracting migration (one that drops or renames what older releases read or write) raises, by hand in its
 * SQL. A server runs on a database when every one of its own migrations is applied (it migrates at start and
 * never backwards) and the database accepts its version.
 */

/** The schema version of the migrations in `migrationsFolder`: how many there are. */
export async function schemaVersionOf(migrationsFolder: string): Promise<number> {
  const journal = JSON.parse(await readFile(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

async function tableExists(db: Database, name: string): Promise<boolean> {
  const rows = rowsOf<{ present: boolean }>(await db.execute(sql`select to_regclass(${name}) is not null as present`));
  return rows[0]?.present === true;
}

/** How many migrations the database has applied (drizzle's own table); 0 before any. */
export async function appliedSchemaVersion(db: Database): Promise<number> {
  if (!(await tableExists(db, 'drizzle.__drizzle_migrations'))) return 0;
  const rows = rowsOf<{ n: number | string }>(
    await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
  );
  return Number(rows[0]?.n ?? 0);
}

/** The oldest release schema the database lets run on it; 0 (any) before `schema_compat` exists. */
export async function oldestReaderOf(db: Database): Promise<number> {
  if (!(await tableExists(db, 'public.schema_compat'))) return 0;
  const rows = rowsOf<{ n: number | string }>(
    await db.execute(sql`select coalesce(max(oldest_reader), 0)::int as n from schema_compat`),
  );
  return Number(rows[0]?.n ?? 0);
}

export interface SchemaCompatibility {
  ok: boolean;
  /** This server's schema version. */
  version: number;
  /** The database's (migrations applied). */
  applied: number;
  /** The oldest release schema the database accepts. */
  oldestReader: number;
  /** Migrations of this server not applied yet (it is still migrating, or another server is). */
  pending: boolean;
  reason?: string;
}

/** Whether a server of schema `version` may run on a database at `applied` that accepts `oldestReader` and up. */
export function compatibility(version: number, applied: number, oldestReader: number): SchemaCompatibility {
  const base = { version, applied, oldestReader };
  if (applied < version) {
    return {
      ...base,
      ok: false,
      pending: true,
      reason: `The database schema (version ${applied}) is older than this server's (${version}): migrations pending`,
    };
  }
  if (oldestReader > version) {
    return {
      ...base,
      ok: false,
      pending: false,
      reason: `The database schema (version ${applied}) needs a newer server (this one runs schema ${version} and the database requires ${oldestReader} or newer)`,
    };
  }
  return { ...base, ok: true, pending: false };
}

/** The database's compatibility with a server of schema `version`. */
export async function checkSchema(db: Database, version: number): Promise<SchemaCompatibility> {
  const [applied, oldestReader] = await Promise.all([appliedSchemaVersion(db), oldestReaderOf(db)]);
  return compatibility(version, applied, oldestReader);
}
