import { randomBytes } from 'node:crypto';
import { type DatabaseHandle, openDatabase } from '@quanta/db';
import postgres from 'postgres';

const adminUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh, empty database of the kind the test project asks for (`TEST_DB`); dropped on close. */
export async function freshDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB !== 'postgres') return openDatabase({ kind: 'pglite' });
  const name = `quanta_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), max: 5 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
