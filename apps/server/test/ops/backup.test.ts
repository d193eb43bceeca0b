/**
 * Backups on PostgreSQL (a snapshot read by the CLI's own connection) restored into another empty database,
 * and the scheduled backups' files.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DatabaseHandle, mailDeliveries, openDatabase, questions, sessions, users } from '@quanta/db';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { readArchive } from '../../src/backup/archive';
import { backupCommand, commandEnv, restoreCommand } from '../../src/backup/commands';
import type { Manifest } from '../../src/backup/format';
import { RestoreRefusedError } from '../../src/backup/restore-backup';
import { backupCron, runScheduledBackup } from '../../src/backup/schedule';
import { repoRoot } from '../../src/config';
import { freshDatabase } from '../support/database';
import { adminUrl, databaseUrl } from '../support/postgres-url';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function tempDir(prefix: string) {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

async function newPostgresDatabase(): Promise<string> {
  const name = `quanta_backup_${randomBytes(5).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  cleanups.push(async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  return databaseUrl(name);
}

/** A teacher with questions (whose counts a trigger keeps), a session, and a mail still to send. */
async function addRows(handle: DatabaseHandle) {
  const [teacher] = await handle.db
    .insert(users)
    .values({ name: 'Tab\there\nnewline', email: 'teacher@backup.test', passwordHash: 'x', role: 'Teacher' })
    .returning();
  await handle.db
    .insert(questions)
    .values(Array.from({ length: 5 }, (_, i) => ({ teacherId: teacher!.id, name: `Q${i} \\ "quoted"`, isChoice: 2 })));
  await handle.db.insert(sessions).values({
    userId: teacher!.id,
    createdAt: new Date(),
    lastSeenAt: new Date(),
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  await handle.db
    .insert(mailDeliveries)
    .values({ kind: 'digest', toAddress: 'parent@backup.test', subject: 'S', textBody: 't', htmlBody: '<p>h</p>' });
}

const countsOf = async (url: string) => {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [row] =
      await sql`select (select count(*)::int from users) as users, (select count(*)::int from questions) as questions,
      (select coalesce(sum(n), 0)::int from question_counts) as counted,
      (select count(*)::int from pgboss.job where name = 'mail') as jobs`;
    return row;
  } finally {
    await sql.end();
  }
};

describe('backup and restore on PostgreSQL', () => {
  it('restores into another empty database with every row, and refuses one that is not empty', async () => {
    const sourceUrl = await newPostgresDatabase();
    const source = await openDatabase({ kind: 'postgres', url: sourceUrl, max: 2 });
    await source.migrate(join(repoRoot, 'drizzle'));
    await addRows(source);
    await source.close();
    const sourceDir = await tempDir('quanta-backup-src-');
    mkdirSync(join(sourceDir, 'uploads', '2026', '01'), { recursive: true });
    writeFileSync(join(sourceDir, 'uploads', '2026', '01', 'a.png'), 'png bytes');
    writeFileSync(join(sourceDir, 'token-secret'), 'the-secret');
    const file = join(await tempDir('quanta-backup-file-'), 'b.tar.gz');

    const { manifest } = await backupCommand(commandEnv({ DATA_DIR: sourceDir, DATABASE_URL: sourceUrl }), file);
    expect(manifest.source).toBe('postgres');
    expect(manifest.tables.find((t) => t.name === 'public.questions')?.rows).toBe(5);
    expect(manifest.uploads.files).toBe(1);
    expect(manifest.tokenSecret).toBe(true);

    const targetUrl = await newPostgresDatabase();
    const targetDir = await tempDir('quanta-backup-dst-');
    const targetEnv = commandEnv({ DATA_DIR: targetDir, DATABASE_URL: targetUrl });
    const result = await restoreCommand(targetEnv, file);
    expect(result.counts.every((c) => c.restored === c.expected)).toBe(true);
    expect(result.counts.length).toBe(manifest.tables.length);
    expect(result.requeued).toBe(1);
    // Rows as they were (the question counts were copied, not counted again by the trigger), and the
    // pending mail queued again.
    expect(await countsOf(targetUrl)).toEqual({ users: 1, questions: 5, counted: 5, jobs: 1 });
    expect(readFileSync(join(targetDir, 'uploads', '2026', '01', 'a.png'), 'utf8')).toBe('png bytes');
    expect(readFileSync(join(targetDir, 'token-secret'), 'utf8')).toBe('the-secret');
    // The sequences continue past the restored rows: a new row gets a new id.
    const restored = await openDatabase({ kind: 'postgres', url: targetUrl, max: 1 });
    await restored.db
      .insert(users)
      .values({ name: 'New', email: 'new@backup.test', passwordHash: 'x', role: 'Student' });
    await restored.close();

    await expect(
      restoreCommand(commandEnv({ DATA_DIR: await tempDir('quanta-backup-x-'), DATABASE_URL: targetUrl }), file),
    ).rejects.toThrow(RestoreRefusedError);
    await expect(
      restoreCommand(commandEnv({ DATA_DIR: await tempDir('quanta-backup-y-'), DATABASE_URL: targetUrl }), file),
    ).rejects.toThrow(/already holds \d+ tables/);
  });
});

describe('scheduled backups', () => {
  it('writes a file per run into DATA_DIR/backups and keeps the newest BACKUP_KEEP', async () => {
    const handle = await freshDatabase();
    cleanups.push(() => handle.close());
    await addRows(handle);
    const dataDir = await tempDir('quanta-scheduled-');
    const at = (hour: number) => () => new Date(Date.UTC(2026, 0, 2, hour, 0, 0));
    for (const hour of [1, 2, 3]) await runScheduledBackup(handle, { dataDir, keep: 2, now: at(hour) });
    const kept = readdirSync(join(dataDir, 'backups')).sort();
    expect(kept).toEqual(['quanta-20260102T020000Z.tar.gz', 'quanta-20260102T030000Z.tar.gz']);
    const unpacked = await tempDir('quanta-scheduled-unpacked-');
    await readArchive(join(dataDir, 'backups', kept[1]!), unpacked);
    const manifest = JSON.parse(readFileSync(join(unpacked, 'manifest.json'), 'utf8')) as Manifest;
    expect(manifest.source).toBe('pglite');
    expect(manifest.tables.find((t) => t.name === 'public.users')?.rows).toBe(1);
    expect(readFileSync(join(unpacked, 'db', 'public.users.copy'), 'utf8')).toContain('Tab\\there\\nnewline');
  });

  it('runs every N hours in UTC as a cron of the job queue', () => {
    expect(backupCron(6)).toBe('0 */6 * * *');
    expect(backupCron(24)).toBe('0 0 */1 * *');
    expect(backupCron(48)).toBe('0 0 */2 * *');
  });
});
