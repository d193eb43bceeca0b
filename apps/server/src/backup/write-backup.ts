import { createReadStream, existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseHandle } from '@quanta/db';
import { type ArchiveEntry, filesUnder, writeArchive } from './archive';
import { freeSequences, tablesInLoadOrder } from './catalog';
import { backupFormat, backupFormatVersion, type Manifest, tableEntry } from './format';
import { migrationsFolder } from './paths';
import { inTransaction } from './sql-session';

export interface BackupOptions {
  /** The archive to write. */
  file: string;
  /** The local uploads folder (`DATA_DIR/uploads`); unset when uploads live in S3. */
  uploadsDir?: string;
  /** The token secret's file (`DATA_DIR/token-secret`); unset when TOKEN_SECRET comes from the environment. */
  tokenSecretFile?: string;
}

/** Rows in a COPY text file: one line each (a newline inside a value is written as `\n`). */
async function countLines(file: string): Promise<number> {
  let n = 0;
  for await (const chunk of createReadStream(file)) {
    for (let i = (chunk as Buffer).indexOf(10); i !== -1; i = (chunk as Buffer).indexOf(10, i + 1)) n++;
  }
  return n;
}

/**
 * Writes one backup of the database behind `handle` (either kind, while the server runs) and of the files
 * beside it into `options.file` (the format is in `format.ts`). Answers its manifest.
 */
export async function writeBackup(handle: DatabaseHandle, options: BackupOptions): Promise<Manifest> {
  const work = await mkdtemp(join(tmpdir(), 'quanta-backup-'));
  try {
    // Every table in one snapshot.
    const { tables, sequences, schema } = await inTransaction(handle, 'read', async (session) => {
      const names = await tablesInLoadOrder(session);
      for (const name of names) await session.copyOut(name, join(work, `${name}.copy`));
      const [newest] = await session.query<{ n: number; when: string | null }>(
        `select count(*)::int as n, max(created_at)::text as "when" from drizzle.__drizzle_migrations`,
      );
      return { tables: names, sequences: await freeSequences(session), schema: newest };
    });
    const when = schema?.when ? Number(schema.when) : null;
    const manifest: Manifest = {
      format: backupFormat,
      formatVersion: backupFormatVersion,
      createdAt: new Date().toISOString(),
      source: handle.kind,
      schema: { version: Number(schema?.n ?? 0), tag: null, when },
      tables: [],
      sequences,
      uploads: { included: options.uploadsDir !== undefined, files: 0, bytes: 0 },
      tokenSecret: false,
      mailQueue: 'pending deliveries requeued on restore',
    };
    for (const name of tables) manifest.tables.push({ name, rows: await countLines(join(work, `${name}.copy`)) });
    // The uploads are listed after the snapshot: every file a row of it names is already there.
    const uploads = options.uploadsDir ? await filesUnder(options.uploadsDir) : [];
    manifest.uploads.files = uploads.length;
    manifest.uploads.bytes = uploads.reduce((sum, f) => sum + f.size, 0);
    const secretFile = options.tokenSecretFile;
    const secret = secretFile && existsSync(secretFile) ? await readFile(secretFile) : undefined;
    manifest.tokenSecret = secret !== undefined;
    manifest.schema.tag = await tagOf(when);

    async function* entries(): AsyncIterable<ArchiveEntry> {
      yield { name: 'manifest.json', bytes: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`) };
      for (const name of tables) {
        const file = join(work, `${name}.copy`);
        yield { name: tableEntry(name), file, size: (await stat(file)).size };
      }
      for (const f of uploads) yield { name: `uploads/${f.path}`, file: f.file, size: f.size, mode: 0o644 };
      if (secret) yield { name: 'token-secret', bytes: secret };
    }
    await writeArchive(options.file, entries());
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** The tag of this release's migration made at `when` (drizzle records only that and a hash). */
async function tagOf(when: number | null): Promise<string | null> {
  if (when === null) return null;
  const journal = JSON.parse(await readFile(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries.find((e) => e.when === when)?.tag ?? null;
}
