import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';
import {
  createTableRelationsHelpers,
  type ExtractTablesWithRelations,
  extractTablesRelationalConfig,
  NoopLogger,
  type Query,
  type RelationalSchemaConfig,
} from 'drizzle-orm';
import { NoopCache } from 'drizzle-orm/cache/core';
import type { WithCacheConfig } from 'drizzle-orm/cache/core/types';
import {
  PgDialect,
  type PgPreparedQuery,
  type PgTransactionConfig,
  type PreparedQueryConfig,
  type SelectedFieldsOrdered,
} from 'drizzle-orm/pg-core';
import {
  drizzle as drizzlePglite,
  PgliteDatabase,
  PglitePreparedQuery,
  PgliteSession,
  PgliteTransaction,
} from 'drizzle-orm/pglite';
import { PgliteStatements } from './pglite-statements';
import type * as schemaModule from './schema';

type Schema = typeof schemaModule;
type Tables = ExtractTablesWithRelations<Schema>;
type Relations = RelationalSchemaConfig<Tables>;
type QueryMetadata = { type: 'select' | 'update' | 'delete' | 'insert'; tables: string[] };

/**
 * Drizzle's PGlite session, except that a statement prepared by name (`.prepare('name')`) runs as
 * a named statement of the database (parsed and planned once, see PgliteStatements) instead of
 * through `query()`, which parses it again on every call. Everything else is Drizzle's.
 */
class PgliteNamedSession extends PgliteSession<Schema, Tables> {
  /** What Drizzle's prepared query calls as its client: `query` through the named statements. */
  readonly #named: Transaction;

  constructor(
    private readonly target: PGlite | Transaction,
    dialect: PgDialect,
    private readonly relations: Relations,
    private readonly statements: PgliteStatements,
    inTransaction: boolean,
  ) {
    super(target, dialect, relations);
    this.#named = {
      query: (text: string, params: unknown[] = [], options?: QueryOptions) =>
        inTransaction && (target as Transaction).closed
          ? Promise.reject(new Error('Transaction is closed'))
          : statements.query(text, params, options, inTransaction),
    } as Transaction;
  }

  override prepareQuery<T extends PreparedQueryConfig = PreparedQueryConfig>(
    query: Query,
    fields: SelectedFieldsOrdered | undefined,
    name: string | undefined,
    isResponseInArrayMode: boolean,
    customResultMapper?: (rows: unknown[][]) => T['execute'],
    queryMetadata?: QueryMetadata,
    cacheConfig?: WithCacheConfig,
  ): PgPreparedQuery<T> {
    if (name === undefined) {
      return super.prepareQuery<T>(
        query,
        fields,
        name,
        isResponseInArrayMode,
        customResultMapper,
        queryMetadata,
        cacheConfig,
      );
    }
    return new PglitePreparedQuery<T>(
      this.#named,
      query.sql,
      query.params,
      new NoopLogger(),
      new NoopCache(),
      queryMetadata,
      cacheConfig,
      fields,
      name,
      isResponseInArrayMode,
      customResultMapper,
    );
  }

  override transaction<T>(
    transaction: (tx: PgliteTransaction<Schema, Tables>) => Promise<T>,
    config?: PgTransactionConfig,
  ): Promise<T> {
    return (this.target as PGlite).transaction(async (client) => {
      const session = new PgliteNamedSession(client, this.dialect, this.relations, this.statements, true);
      const tx = new PgliteTransaction<Schema, Tables>(this.dialect, session, this.relations);
      if (config) await tx.setTransaction(config);
      return transaction(tx);
    });
  }
}

/** Drizzle over `client` with named statements, and those statements (null if PGlite cannot hold them). */
export function drizzleNamedPglite(client: PGlite, schema: Schema) {
  const statements = PgliteStatements.of(client);
  if (!statements) return { db: drizzlePglite(client, { schema }), statements };
  const tables = extractTablesRelationalConfig(schema, createTableRelationsHelpers);
  const relations: Relations = {
    fullSchema: schema,
    schema: tables.tables as Tables,
    tableNamesMap: tables.tableNamesMap,
  };
  const dialect = new PgDialect();
  const db = new PgliteDatabase<Schema>(
    dialect,
    new PgliteNamedSession(client, dialect, relations, statements, false),
    relations,
  );
  return { db: Object.assign(db, { $client: client }), statements };
}
