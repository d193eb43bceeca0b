import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultOutboxOptions, Outbox } from '@quanta/api';
import { type DatabaseHandle, openDatabase, snapshotPglite } from '@quanta/db';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { repoRoot } from '../../src/config';
import { adminUrl, databaseUrl } from './postgres-url';

/**
 * Vitest's global set-up: one migrated database per run (the schema, and the mail queue's own tables), which
 * every test's database is a copy of: a PostgreSQL `CREATE DATABASE … TEMPLATE`, or a PGlite started from a
 * snapshot of its data folder. Migrating takes seconds; copying, a fraction of one.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL database each test's database is created from. */
    pgTemplate: string;
    /** The file holding the PGlite snapshot each test's database starts from. */
    pgliteSnapshot: string;
  }
}

/** Migrates a database and installs the mail queue's tables, as a server's start does. */
async function prepare(handle: DatabaseHandle) {
  await handle.migrate(`${repoRoot}/drizzle`);
  const outbox = new Outbox(handle.pglite ? { pglite: handle.pglite } : { url: handle.url as string }, {
    ...defaultOutboxOptions,
  });
  await outbox.start(() => {});
  await outbox.stop();
}

async function postgresTemplate(project: TestProject) {
  const name = `quanta_template_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(name), max: 2 });
  try {
    await prepare(handle);
  } finally {
    await handle.close();
  }
  project.provide('pgTemplate', name);
  return async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}

async function pgliteSnapshot(project: TestProject) {
  const folder = await mkdtemp(join(tmpdir(), 'quanta-template-'));
  const handle = await openDatabase({ kind: 'pglite' });
  try {
    await prepare(handle);
    const file = join(folder, 'pglite.tar');
    await writeFile(file, Buffer.from(await (await snapshotPglite(handle)).arrayBuffer()));
    project.provide('pgliteSnapshot', file);
  } finally {
    await handle.close();
  }
  return () => rm(folder, { recursive: true, force: true });
}

/** Prepares the template the project's tests copy (`TEST_DB`: `postgres`, else PGlite); removes it after the run. */
export default async function setup(project: TestProject) {
  const kind = project.config.env?.TEST_DB ?? process.env.TEST_DB;
  return kind === 'postgres' ? postgresTemplate(project) : pgliteSnapshot(project);
}
