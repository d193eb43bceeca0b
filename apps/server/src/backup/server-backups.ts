import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseHandle } from '@quanta/db';
import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { Config } from '../config';
import { type ControlSocket, openControlSocket } from './control-socket';
import { type BackupSchedule, runScheduledBackup, startBackupSchedule } from './schedule';
import { type BackupOptions, writeBackup } from './write-backup';

/** The files beside the database that a backup of this server holds. */
export function serverBackupFiles(config: Config): Omit<BackupOptions, 'file'> {
  const secretFile = join(config.dataDir, 'token-secret');
  const secretFromFolder = existsSync(secretFile) && readFileSync(secretFile, 'utf8').trim() === config.tokenSecret;
  return {
    uploadsDir: config.s3 ? undefined : join(config.dataDir, 'uploads'),
    tokenSecretFile: secretFromFolder ? secretFile : undefined,
  };
}

export interface ServerBackups {
  close(): Promise<void>;
}

/**
 * The server's part in backups: the scheduled ones (`BACKUP_EVERY_HOURS`), and, when it holds a PGlite data
 * folder, the control socket through which `quanta backup` asks it for one (no other process can read it).
 */
export async function startServerBackups(options: {
  config: Config;
  database: DatabaseHandle;
  boss: PgBoss;
  /** This server opened the PGlite database of the data folder (and holds its lock). */
  holdsDataFolder: boolean;
  log: FastifyBaseLogger;
}): Promise<ServerBackups> {
  const { config, database, log } = options;
  const files = serverBackupFiles(config);
  const schedule: BackupSchedule = await startBackupSchedule(
    options.boss,
    config.backupEveryHours ?? 0,
    () => runScheduledBackup(database, { dataDir: config.dataDir, keep: config.backupKeep ?? 7, ...files }),
    log,
  );
  let socket: ControlSocket | undefined;
  if (options.holdsDataFolder && database.kind === 'pglite') {
    // Without it (a data folder path too long for a socket), `quanta backup` asks the server to stop instead.
    socket = await openControlSocket(config.dataDir, (file) => writeBackup(database, { file, ...files }), log).catch(
      (error: unknown) => {
        log.warn({ err: error }, `no control socket in ${config.dataDir}: quanta backup needs the server stopped`);
        return undefined;
      },
    );
  }
  return {
    async close() {
      await socket?.close();
      await schedule.stop();
    },
  };
}
