import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { acquireDataLock } from './lock';
import { withMigrationLock } from './migrate-lock';
import { drizzleNamedPglite } from './pglite-session';
import * as schema from './schema';

export { isDatabaseUnreachable, redactPasswords, redactUrl, unreachableCode } from './unavailable';

export type Schema = typeof schema;
/** The one database type the services use, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The PGlite instance itself (for the job queue, which shares it); PGlite only. */
  pglite?: PGlite;
  /** The connection URL (the job queue opens its own small pool); PostgreSQL only. */
  url?: string;
  /** The most connections the pool opens; PostgreSQL only. */
  poolMax?: number;
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * The pool's default size: twice the cores, between 2 and 10 (PostgreSQL's wiki, "Number of database
 * connections": cores × 2 plus the disks' spindles, none for an SSD). More connections than the cores can
 * run only take turns: on two cores, ten cost PostgreSQL about a third more CPU per statement than four.
 */
export const defaultPoolMax = () => Math.min(10, Math.max(2, 2 * availableParallelism()));

/**
 * Seconds a new PostgreSQL connection may take (postgres.js's own default is 30): while the database is down,
 * requests fail within this time (503) instead of hanging.
 */
export const defaultConnectTimeout = 5;

export type DatabaseOptions =
  /**
   * `applicationName` names the connections in `pg_stat_activity`; `max`: the pool's size (`defaultPoolMax`);
   * `onStatement` sees each statement's text and parameters as Drizzle sends them (benchmarks replay them);
   * `connectTimeout`: the seconds a new connection may take before its queries fail (`defaultConnectTimeout`).
   */
  | {
      kind: 'postgres';
      url: string;
      max?: number;
      connectTimeout?: number;
      applicationName?: string;
      onStatement?: (text: string, parameters: unknown[]) => void;
    }
  /**
   * `dataDir` undefined keeps the database in memory (tests); `loadDataDir` starts it from a snapshot that
   * `snapshotPglite` took (a migrated database, so each test starts without running initdb and migrations).
   */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const max = options.max ?? defaultPoolMax();
    const client = postgres(options.url, {
      max,
      connect_timeout: options.connectTimeout ?? defaultConnectTimeout,
      onnotice: () => {},
      connection: options.applicationName ? { application_name: options.applicationName } : {},
    });
    // Through Drizzle's logger, not postgres.js's `debug`, which takes a stack trace for every query.
    const logger = options.onStatement && { logQuery: options.onStatement };
    const db = drizzlePostgres(client, { schema, ...(logger && { logger }) }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      url: options.url,
      poolMax: max,
      // Under an advisory lock: two processes starting together do not both migrate.
      migrate: (folder) =>
        withMigrationLock(options.url, () => migratePostgres(db as never, { migrationsFolder: folder })),
      close: () => client.end({ timeout: 5 }),
    };
  }
  let release = async () => {};
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    release = acquireDataLock(options.dataDir);
  }
  // pg_trgm and btree_gin back the contains-search of question names; the migrations create them.
  const extensions = { btree_gin, pg_trgm };
  const loadDataDir = options.loadDataDir;
  const client = options.dataDir
    ? new PGlite(`${options.dataDir}/pglite`, { extensions, loadDataDir })
    : new PGlite({ extensions, loadDataDir });
  await client.waitReady;
  // Statements prepared by name are parsed and planned once (see pglite-session.ts).
  const named = drizzleNamedPglite(client, schema);
  const db = named.db as unknown as Database;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    migrate: async (folder) => {
      await migratePglite(db as never, { migrationsFolder: folder });
      // No statement keeps a plan of the tables as they were.
      await named.statements?.forgetAll();
    },
    close: async () => {
      await client.close();
      await release();
    },
  };
}

/** The whole data folder of a PGlite database, to start others from (`openDatabase`'s `loadDataDir`). */
export async function snapshotPglite(handle: DatabaseHandle): Promise<Blob> {
  if (!handle.pglite) throw new Error('only a PGlite database has a data folder to snapshot');
  return handle.pglite.dumpDataDir('none');
}
