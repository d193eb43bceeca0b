import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type DatabaseHandle, openDatabase } from '@quanta/db';
import postgres from 'postgres';
import { inject } from 'vitest';
import { adminUrl, databaseUrl } from './postgres-url';

/** The PGlite snapshot, read once per test worker (every file of the worker starts from it). */
let snapshot: Promise<Blob> | undefined;

/**
 * A fresh database of the kind the test project asks for (`TEST_DB`), a copy of the run's migrated template
 * (`templates.ts`); dropped on close.
 */
export async function freshDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB !== 'postgres') {
    snapshot ??= readFile(inject('pgliteSnapshot')).then((bytes) => new Blob([bytes]));
    return openDatabase({ kind: 'pglite', loadDataDir: await snapshot });
  }
  const name = `quanta_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name} template ${inject('pgTemplate')}`);
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(name), max: 5 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
