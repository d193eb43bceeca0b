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

/** A template: what the tests are told (a database name, a snapshot file) and how it is removed. */
interface Template {
  value: string;
  remove(): Promise<void>;
}

async function postgresTemplate(): Promise<Template> {
  const name = `quanta_template_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(name), max: 2 });
  try {
    await prepare(handle);
  } finally {
    await handle.close();
  }
  return {
    value: name,
    async remove() {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

async function pgliteSnapshot(): Promise<Template> {
  const folder = await mkdtemp(join(tmpdir(), 'quanta-template-'));
  const handle = await openDatabase({ kind: 'pglite' });
  try {
    await prepare(handle);
    const file = join(folder, 'pglite.tar');
    await writeFile(file, Buffer.from(await (await snapshotPglite(handle)).arrayBuffer()));
    return { value: file, remove: () => rm(folder, { recursive: true, force: true }) };
  } finally {
    await handle.close();
  }
}

/**
 * The run's templates by kind, shared by every project of that kind (each project loads this file anew,
 * so they are kept on the process), with how many projects still use each.
 */
const kept = globalThis as { quantaTemplates?: Map<string, { made: Promise<Template>; users: number }> };
kept.quantaTemplates ??= new Map();
const templates = kept.quantaTemplates;

/** Gives the project the template its tests copy (`TEST_DB`: `postgres`, else PGlite); the last user removes it. */
export default async function setup(project: TestProject) {
  const kind = project.config.env?.TEST_DB ?? process.env.TEST_DB;
  const postgresKind = kind === 'postgres';
  const key = postgresKind ? 'postgres' : 'pglite';
  let entry = templates.get(key);
  if (!entry) {
    entry = { made: postgresKind ? postgresTemplate() : pgliteSnapshot(), users: 0 };
    templates.set(key, entry);
  }
  entry.users++;
  const template = await entry.made;
  project.provide(postgresKind ? 'pgTemplate' : 'pgliteSnapshot', template.value);
  return async () => {
    const shared = templates.get(key);
    if (!shared || --shared.users > 0) return;
    templates.delete(key);
    await template.remove();
  };
}
