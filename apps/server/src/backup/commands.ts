import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type DatabaseHandle, DataFolderLockedError, openDatabase } from '@quanta/db';
import { repoRoot } from '../config';
import { requestBackup } from './control-socket';
import type { Manifest } from './format';
import { migrationsFolder } from './paths';
import { checkEmptyDatabase, type RestoreResult, restoreBackup } from './restore-backup';
import { writeBackup } from './write-backup';

/** What the commands read from the environment, as the server reads it (config.ts). */
export interface CommandEnv {
  dataDir: string;
  databaseUrl?: string;
  /** TOKEN_SECRET is set: the data folder's token-secret file is not the secret. */
  tokenSecretFromEnv: boolean;
  /** S3_ENDPOINT is set: uploads are not in the data folder. */
  s3: boolean;
}

export function commandEnv(env: NodeJS.ProcessEnv = process.env): CommandEnv {
  return {
    dataDir: resolve(env.DATA_DIR ?? join(repoRoot, 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    tokenSecretFromEnv: Boolean(env.TOKEN_SECRET),
    s3: Boolean(env.S3_ENDPOINT),
  };
}

const filesOf = (env: CommandEnv) => ({
  uploadsDir: env.s3 ? undefined : join(env.dataDir, 'uploads'),
  tokenSecretFile: env.tokenSecretFromEnv ? undefined : join(env.dataDir, 'token-secret'),
});

export class CommandError extends Error {}

/** Opens the PGlite database of a data folder, or answers undefined while a live server holds it. */
async function openPglite(dataDir: string): Promise<DatabaseHandle | undefined> {
  if (!existsSync(join(dataDir, 'pglite'))) {
    throw new CommandError(`There is no PGlite database in ${dataDir} (set DATA_DIR, or DATABASE_URL for PostgreSQL).`);
  }
  try {
    return await openDatabase({ kind: 'pglite', dataDir });
  } catch (error) {
    if (error instanceof DataFolderLockedError) return undefined;
    throw error;
  }
}

/**
 * `quanta backup FILE`: PostgreSQL (DATABASE_URL) read in one snapshot by this process; PGlite opened directly
 * when no server holds it, else written by the server that does, through its control socket.
 */
export async function backupCommand(env: CommandEnv, file: string): Promise<{ manifest: Manifest; by: string }> {
  const target = resolve(file);
  if (env.databaseUrl) {
    const handle = await openDatabase({ kind: 'postgres', url: env.databaseUrl, max: 1 });
    try {
      return { manifest: await writeBackup(handle, { file: target, ...filesOf(env) }), by: 'this process' };
    } finally {
      await handle.close();
    }
  }
  const handle = await openPglite(env.dataDir);
  if (!handle) return { manifest: await requestBackup(env.dataDir, target), by: 'the running server' };
  try {
    return { manifest: await writeBackup(handle, { file: target, ...filesOf(env) }), by: 'this process' };
  } finally {
    await handle.close();
  }
}

/** `quanta restore FILE`: into the empty database of the environment (DATABASE_URL, else PGlite in DATA_DIR). */
export function restoreCommand(env: CommandEnv, file: string): Promise<RestoreResult> {
  return restoreBackup({
    file: resolve(file),
    target: env.databaseUrl ? { kind: 'postgres', url: env.databaseUrl } : { kind: 'pglite', dataDir: env.dataDir },
    dataDir: env.dataDir,
    migrationsFolder,
    uploads: !env.s3,
    tokenSecret: !env.tokenSecretFromEnv,
  });
}

/**
 * `quanta move-to-postgres URL`: the stopped PGlite install of DATA_DIR into an empty PostgreSQL database,
 * through a backup in a temp file (the uploads and the token secret stay in the data folder).
 */
export async function moveToPostgresCommand(env: CommandEnv, url: string): Promise<RestoreResult> {
  // The target is checked first: a refusal comes before any work.
  const target = await openDatabase({ kind: 'postgres', url, max: 1 });
  try {
    await checkEmptyDatabase(target);
  } finally {
    await target.close();
  }
  const handle = await openPglite(env.dataDir);
  if (!handle) {
    throw new CommandError(
      `A server is running on ${env.dataDir}: stop it first (the move needs the database unchanged from start to end).`,
    );
  }
  const work = await mkdtemp(join(tmpdir(), 'quanta-move-'));
  try {
    const file = join(work, 'move.tar.gz');
    try {
      await writeBackup(handle, { file });
    } finally {
      await handle.close();
    }
    return await restoreBackup({
      file,
      target: { kind: 'postgres', url },
      dataDir: env.dataDir,
      migrationsFolder,
      uploads: false,
      tokenSecret: false,
    });
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** The lines a person reads after a restore: each table's rows beside the backup's count. */
export function countLines(result: RestoreResult): string[] {
  const width = Math.max(...result.counts.map((c) => c.name.length));
  return result.counts.map(
    (c) => `  ${c.name.padEnd(width)}  ${String(c.restored).padStart(8)} rows (backup: ${c.expected})`,
  );
}
