import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { DatabaseHandle } from '@quanta/db';
import type { PgBoss } from 'pg-boss';
import { backupExtension } from './format';
import { writeBackup } from './write-backup';

export const backupQueue = 'quanta-backup';

export interface ScheduledBackupOptions {
  dataDir: string;
  uploadsDir?: string;
  tokenSecretFile?: string;
  /** How many scheduled backups to keep (the newest). */
  keep: number;
  now?: () => Date;
}

/** `quanta-20260102T030405Z.tar.gz`: sorts by time. */
export const scheduledName = (at: Date) =>
  `quanta-${at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(/[-:]/g, '')}.${backupExtension}`;
const scheduledPattern = new RegExp(`^quanta-\\d{8}T\\d{6}Z\\.${backupExtension.replace('.', '\\.')}$`);

/** One scheduled backup: written to `DATA_DIR/backups/quanta-<UTC time>.tar.gz`, then all but the newest `keep` removed. */
export async function runScheduledBackup(handle: DatabaseHandle, options: ScheduledBackupOptions): Promise<string> {
  const folder = join(options.dataDir, 'backups');
  const file = join(folder, scheduledName((options.now ?? (() => new Date()))()));
  await writeBackup(handle, { file, uploadsDir: options.uploadsDir, tokenSecretFile: options.tokenSecretFile });
  const kept = (await readdir(folder)).filter((name) => scheduledPattern.test(name)).sort();
  for (const name of kept.slice(0, Math.max(0, kept.length - options.keep)))
    await rm(join(folder, name), { force: true });
  return file;
}

/** The cron of "every `hours` hours" in UTC: at hours divisible by it, or every `hours / 24` days at midnight. */
export function backupCron(hours: number): string {
  if (hours < 24) return `0 */${hours} * * *`;
  return `0 0 */${Math.max(1, Math.round(hours / 24))} * *`;
}

export interface BackupSchedule {
  /** Stops taking new backups and waits for one under way. */
  stop(): Promise<void>;
}

/**
 * Scheduled backups (`BACKUP_EVERY_HOURS`) as a schedule of the job queue, which makes one job per slot
 * however many servers share the database: whichever server's worker takes it writes the backup into its
 * own data folder. Off (0): the schedule is removed.
 */
export async function startBackupSchedule(
  boss: PgBoss,
  everyHours: number,
  run: () => Promise<string>,
  log: { info(msg: string): void; error(obj: object, msg: string): void },
): Promise<BackupSchedule> {
  if (!everyHours) {
    await boss.unschedule(backupQueue).catch(() => {});
    return { stop: async () => {} };
  }
  const queue = { retryLimit: 0, expireInSeconds: 6 * 3600 };
  await boss.createQueue(backupQueue, queue);
  await boss.updateQueue(backupQueue, queue);
  await boss.schedule(backupQueue, backupCron(everyHours), null, { tz: 'UTC' });
  let running: Promise<unknown> = Promise.resolve();
  await boss.work(backupQueue, { pollingIntervalSeconds: 30 }, async () => {
    const done = run().then(
      (file) => log.info(`scheduled backup written: ${file}`),
      (error: unknown) => {
        log.error({ err: error }, 'scheduled backup failed');
        throw error;
      },
    );
    running = done.catch(() => {});
    await done;
  });
  return {
    async stop() {
      await boss.offWork(backupQueue).catch(() => {});
      await running;
    },
  };
}
