import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultOutboxOptions, mailQueue, Outbox } from '@quanta/api';
import { type DatabaseHandle, openDatabase } from '@quanta/db';
import { readArchive } from './archive';
import { ownedSequences } from './catalog';
import { backupFormat, backupFormatVersion, type Manifest, quoteName, tableEntry } from './format';
import { inTransaction } from './sql-session';

export type RestoreTarget = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

export interface RestoreOptions {
  /** The backup archive. */
  file: string;
  target: RestoreTarget;
  /** The data folder that receives the uploads and the token secret. */
  dataDir: string;
  /** This release's migrations. */
  migrationsFolder: string;
  /** Restore the archive's uploads into `DATA_DIR/uploads` (not when uploads live in S3). */
  uploads: boolean;
  /** Write the archive's token secret to `DATA_DIR/token-secret` (not when TOKEN_SECRET is set). */
  tokenSecret: boolean;
}

export interface RestoreResult {
  manifest: Manifest;
  /** Each table's rows as restored, beside the manifest's count. */
  counts: { name: string; expected: number; restored: number }[];
  requeued: number;
  uploads: number;
}

export class RestoreRefusedError extends Error {}

interface Journal {
  entries: { idx: number; tag: string; when: number }[];
}

const readJournal = async (folder: string) =>
  JSON.parse(await readFile(join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;

async function isEmptyFolder(path: string): Promise<boolean> {
  if (!existsSync(path)) return true;
  return (await readdir(path)).length === 0;
}

/** Refuses a target that holds anything: a restore never mixes with data already there. */
async function checkEmpty(options: RestoreOptions, manifest: Manifest) {
  if (options.target.kind === 'pglite' && !(await isEmptyFolder(join(options.target.dataDir, 'pglite')))) {
    throw new RestoreRefusedError(
      `${join(options.target.dataDir, 'pglite')} already holds a database: restore into an empty data folder.`,
    );
  }
  if (options.uploads && manifest.uploads.included && !(await isEmptyFolder(join(options.dataDir, 'uploads')))) {
    throw new RestoreRefusedError(
      `${join(options.dataDir, 'uploads')} is not empty: restore into a data folder without uploads.`,
    );
  }
}

export async function checkEmptyDatabase(handle: DatabaseHandle) {
  const [row] = await inTransaction(handle, 'read', (s) =>
    s.query<{ n: number }>(
      `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p') and n.nspname in ('public', 'drizzle', 'pgboss')`,
    ),
  );
  if (Number(row?.n) > 0) {
    const where = handle.kind === 'postgres' ? 'The PostgreSQL database' : 'The data folder';
    throw new RestoreRefusedError(
      `${where} already holds ${row?.n} tables: restore only into an empty database (create a new one).`,
    );
  }
}

/** This release's migrations folder cut to the first `version` migrations, in a temp folder. */
async function migrationsUpTo(folder: string, version: number, work: string): Promise<string> {
  const cut = join(work, 'migrations');
  await cp(folder, cut, { recursive: true });
  const journal = await readJournal(folder);
  journal.entries = journal.entries.slice(0, version);
  await writeFile(join(cut, 'meta', '_journal.json'), JSON.stringify(journal, null, 2));
  return cut;
}

/**
 * Restores a backup into an empty database and data folder: the schema as it was at the backup (its
 * migrations), every table's rows, sequences set past their largest value, then this release's later
 * migrations, the pending mail requeued, the uploads and the token secret. Checks each table's row count.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const work = await mkdtemp(join(tmpdir(), 'quanta-restore-'));
  try {
    const unpacked = join(work, 'backup');
    await readArchive(options.file, unpacked);
    const manifest = JSON.parse(await readFile(join(unpacked, 'manifest.json'), 'utf8')) as Manifest;
    if (manifest.format !== backupFormat || manifest.formatVersion > backupFormatVersion) {
      throw new RestoreRefusedError(`${options.file} is not a Quanta backup this release can read.`);
    }
    const journal = await readJournal(options.migrationsFolder);
    const version = manifest.schema.version;
    const atBackup = journal.entries[version - 1];
    if (
      version > journal.entries.length ||
      (manifest.schema.when !== null && atBackup?.when !== manifest.schema.when)
    ) {
      throw new RestoreRefusedError(
        `The backup's schema (version ${version}, ${manifest.schema.tag ?? 'unknown'}) is not one of this release's ${journal.entries.length} migrations: restore it with the release that made it or a newer one.`,
      );
    }
    await checkEmpty(options, manifest);

    const handle =
      options.target.kind === 'postgres'
        ? await openDatabase({ kind: 'postgres', url: options.target.url, max: 2 })
        : await openDatabase({ kind: 'pglite', dataDir: options.target.dataDir });
    let counts: RestoreResult['counts'];
    let requeued = 0;
    try {
      await checkEmptyDatabase(handle);
      await handle.migrate(await migrationsUpTo(options.migrationsFolder, version, work));
      counts = await inTransaction(handle, 'write', async (session) => {
        const names = manifest.tables.map((t) => quoteName(t.name));
        // Rows a migration wrote are in the backup too; triggers (derived counts) are in it as they were.
        await session.query(`truncate table ${names.join(', ')}`);
        for (const name of names) await session.query(`alter table ${name} disable trigger user`);
        for (const t of manifest.tables) await session.copyIn(t.name, join(unpacked, tableEntry(t.name)));
        for (const name of names) await session.query(`alter table ${name} enable trigger user`);
        for (const s of await ownedSequences(session)) {
          const column = `"${s.column.replaceAll('"', '""')}"`;
          await session.query(
            `select setval('${quoteName(s.sequence).replaceAll("'", "''")}', coalesce((select max(${column}) from ${quoteName(s.table)}), 1), (select max(${column}) from ${quoteName(s.table)}) is not null)`,
          );
        }
        for (const s of manifest.sequences) {
          await session.query(
            `select setval('${quoteName(s.name).replaceAll("'", "''")}', ${BigInt(s.lastValue)}, ${s.isCalled})`,
          );
        }
        const restored = [];
        for (const t of manifest.tables) {
          const [row] = await session.query<{ n: number }>(`select count(*)::int as n from ${quoteName(t.name)}`);
          restored.push({ name: t.name, expected: t.rows, restored: Number(row?.n) });
        }
        const wrong = restored.filter((c) => c.expected !== c.restored);
        if (wrong.length > 0) {
          throw new Error(
            `row counts differ from the backup's: ${wrong.map((c) => `${c.name} ${c.restored}/${c.expected}`).join(', ')}`,
          );
        }
        return restored;
      });
      await handle.migrate(options.migrationsFolder);
      requeued = await requeuePendingMail(handle);
    } catch (error) {
      await handle.close();
      // A PGlite folder left half restored would refuse the next try: it was empty, so it goes.
      if (options.target.kind === 'pglite')
        await rm(join(options.target.dataDir, 'pglite'), { recursive: true, force: true });
      else if (!(error instanceof RestoreRefusedError)) {
        (error as Error).message +=
          ' (the database now holds part of the backup: drop it and create an empty one before trying again)';
      }
      throw error;
    }
    await handle.close();

    let uploads = 0;
    const uploadsFrom = join(unpacked, 'uploads');
    if (options.uploads && existsSync(uploadsFrom)) {
      const uploadsTo = join(options.dataDir, 'uploads');
      await mkdir(options.dataDir, { recursive: true });
      await rm(uploadsTo, { recursive: true, force: true });
      await rename(uploadsFrom, uploadsTo).catch(() => cp(uploadsFrom, uploadsTo, { recursive: true }));
      uploads = manifest.uploads.files;
    }
    const secretFrom = join(unpacked, 'token-secret');
    if (options.tokenSecret && existsSync(secretFrom)) {
      await mkdir(options.dataDir, { recursive: true });
      await writeFile(join(options.dataDir, 'token-secret'), await readFile(secretFrom), { mode: 0o600 });
    }
    return { manifest, counts, requeued, uploads };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** A queue job again for every delivery still pending (the queue's own tables are not in a backup). */
async function requeuePendingMail(handle: DatabaseHandle): Promise<number> {
  const pending = await inTransaction(handle, 'read', (s) =>
    s.query<{ id: string }>(`select id from mail_deliveries where status = 'pending' order by created_at`),
  );
  if (pending.length === 0) return 0;
  const outbox = new Outbox(
    handle.pglite ? { pglite: handle.pglite } : { url: handle.url as string },
    defaultOutboxOptions,
  );
  await outbox.start(() => {});
  try {
    for (let i = 0; i < pending.length; i += 1000) {
      await outbox.boss.insert(
        mailQueue,
        pending.slice(i, i + 1000).map((p) => ({ data: { id: p.id } })),
      );
    }
  } finally {
    await outbox.stop();
  }
  return pending.length;
}
