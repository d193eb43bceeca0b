import { createReadStream, createWriteStream } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { PGlite, Transaction as PgliteTransaction } from '@electric-sql/pglite';
import type { DatabaseHandle } from '@quanta/db';
import postgres from 'postgres';
import { quoteName } from './format';

/** One transaction on either database, with COPY to and from files. */
export interface SqlSession {
  query<T>(text: string): Promise<T[]>;
  /** `COPY table TO STDOUT` into `file`. */
  copyOut(table: string, file: string): Promise<void>;
  /** `COPY table FROM STDIN` from `file`. */
  copyIn(table: string, file: string): Promise<void>;
}

function pgliteSession(tx: PgliteTransaction): SqlSession {
  return {
    query: async <T>(text: string) => (await tx.query<T>(text)).rows,
    async copyOut(table, file) {
      // PGlite is one connection: COPY writes to a blob in memory, then to the file.
      const result = await tx.query(`copy ${quoteName(table)} to '/dev/blob'`);
      // No blob at all when the table is empty.
      await writeFile(file, result.blob ? Buffer.from(await result.blob.arrayBuffer()) : Buffer.alloc(0));
    },
    async copyIn(table, file) {
      const blob = new Blob([await readFile(file)]);
      await tx.query(`copy ${quoteName(table)} from '/dev/blob'`, [], { blob });
    },
  };
}

function postgresSession(tx: postgres.TransactionSql): SqlSession {
  return {
    query: async <T>(text: string) => (await tx.unsafe(text)) as unknown as T[],
    async copyOut(table, file) {
      const readable = await tx.unsafe(`copy ${quoteName(table)} to stdout`).readable();
      await pipeline(readable, createWriteStream(file));
    },
    async copyIn(table, file) {
      const writable = await tx.unsafe(`copy ${quoteName(table)} from stdin`).writable();
      await pipeline(createReadStream(file), writable);
    },
  };
}

/**
 * Runs `work` in one transaction of the database behind `handle`: a read-only snapshot (`mode: 'read'`,
 * REPEATABLE READ) or a read-write one. PostgreSQL: on a connection of its own; PGlite: on its one connection,
 * so the server's other statements wait for it.
 */
export async function inTransaction<T>(
  handle: DatabaseHandle,
  mode: 'read' | 'write',
  work: (session: SqlSession) => Promise<T>,
): Promise<T> {
  if (handle.kind === 'pglite') {
    const pglite = handle.pglite as PGlite;
    return pglite.transaction(async (tx) => {
      if (mode === 'read') await tx.query('set transaction isolation level repeatable read, read only');
      return work(pgliteSession(tx));
    });
  }
  const client = postgres(handle.url as string, {
    max: 1,
    onnotice: () => {},
    connection: { application_name: 'quanta-backup' },
  });
  try {
    const options = mode === 'read' ? 'isolation level repeatable read read only' : 'isolation level read committed';
    return (await client.begin(options, (tx) => work(postgresSession(tx)))) as T;
  } finally {
    await client.end({ timeout: 5 });
  }
}
