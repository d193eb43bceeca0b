/**
 * Backups of a running server and the move off PGlite, with the real server (`node dist/main.js`) and the CLI
 * (`node dist/cli.js`) as child processes. A backup taken while answers are being saved restores with every
 * save acknowledged before it began, every table's rows, the uploads and the sessions (same token secret);
 * a stopped PGlite install moves into an empty PostgreSQL database and the server runs on it.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { hashPassword } from '@quanta/api';
import type { Database } from '@quanta/db';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/config';
import { type Cleanups, createPostgresDatabase, prepareDatabase, type Sitting, seedSitting } from './seed-database';
import { freePort, ServerProcess } from './server-process';
import { storedAnswers } from './stored-answers';

const SECRET = 'backup-secret-backup-secret-backup';
const PASSWORD = 'backup-teacher-1';
const UPLOAD = '/uploads/2026/01/backup-upload.png';
const UPLOAD_BYTES = Buffer.from('\x89PNG\r\n\x1a\nbackup test bytes');

/** A teacher (with a password), a homework of free-response questions, and students with an exercise each. */
const seed = async (db: Database) =>
  seedSitting(db, {
    secret: SECRET,
    students: 4,
    questions: 20,
    domain: 'backup.test',
    teacherPasswordHash: await hashPassword(PASSWORD),
  });

/** A data folder with its token secret in a file (TOKEN_SECRET unset) and one upload. */
async function dataFolder(cleanups: Cleanups) {
  const dataDir = await mkdtemp(join(tmpdir(), 'quanta-backup-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  writeFileSync(join(dataDir, 'token-secret'), SECRET, { mode: 0o600 });
  const upload = join(dataDir, ...UPLOAD.split('/').slice(1));
  mkdirSync(resolve(upload, '..'), { recursive: true });
  writeFileSync(upload, UPLOAD_BYTES);
  return dataDir;
}

const serverEnv = (dataDir: string): NodeJS.ProcessEnv => ({
  DATA_DIR: dataDir,
  TOKEN_SECRET: '',
  SEED_DEMO: '0',
  ADMIN_EMAIL: 'admin@backup.test',
  ADMIN_PASSWORD: 'backup-admin-1',
  LOG_LEVEL: 'warn',
  SMTP_URL: '',
  DATABASE_URL: '',
  S3_ENDPOINT: '',
});

/** `node dist/cli.js …` with the environment given; answers its output, throws with it on failure. */
async function cli(env: NodeJS.ProcessEnv, ...args: string[]) {
  const run = promisify(execFile);
  try {
    const { stdout } = await run(process.execPath, ['dist/cli.js', ...args], {
      cwd: resolve(repoRoot, 'apps/server'),
      env: { ...process.env, ...env },
    });
    return stdout;
  } catch (error) {
    const e = error as { stdout: string; stderr: string };
    throw new Error(`quanta ${args.join(' ')} failed:\n${e.stdout}\n${e.stderr}`);
  }
}

const save = (server: ServerProcess, token: string, exerciseId: string, questionId: string, answer: string) =>
  fetch(`${server.url}/api/user/saveExercise`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ id: exerciseId, questionId, answer, content: '' }),
  });

/** Sign-in with a password, an old session, and the upload, on a running server. */
async function expectServes(server: ServerProcess, sitting: Sitting) {
  const login = await fetch(`${server.url}/api/login/authUser`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'teacher@backup.test', password: PASSWORD }),
  });
  expect(login.status).toBe(200);
  expect(((await login.json()) as { code: number }).code).toBe(200);
  const upload = await fetch(`${server.url}${UPLOAD}`);
  expect(upload.status).toBe(200);
  expect(Buffer.from(await upload.arrayBuffer())).toEqual(UPLOAD_BYTES);
  const session = await fetch(`${server.url}/api/user/getExerciseById?id=${sitting.exerciseIds[0]}`, {
    headers: { authorization: `Bearer ${sitting.tokens[0]}` },
  });
  expect(session.status).toBe(200);
}

describe('backup, restore and the move to PostgreSQL', () => {
  const cleanups: Cleanups = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it('backs up a running PGlite server under writes and restores every acknowledged save, upload and session', async () => {
    const dataDir = await dataFolder(cleanups);
    const env = serverEnv(dataDir);
    const sitting = await prepareDatabase('pglite', env, { prefix: 'quanta_backup', cleanups, seed });
    // With scheduled backups on (their schedule set up at start), and the control socket open to its owner only.
    const server = new ServerProcess({ ...env, BACKUP_EVERY_HOURS: '6' }, await freePort());
    cleanups.push(() => server.kill('SIGTERM'));
    await server.start();
    expect(statSync(join(dataDir, 'quanta.sock')).mode & 0o777).toBe(0o600);

    // Saves go on before, during and after the backup; those acknowledged before it began must be in it.
    const before = new Map<string, string>();
    let phase: 'before' | 'during' | 'done' = 'before';
    let n = 0;
    const writer = async (s: number) => {
      while (phase !== 'done') {
        const q = n++ % sitting.questionIds.length;
        const answer = `a${n}`;
        const key = `${sitting.exerciseIds[s]}/${sitting.questionIds[q]}`;
        const startedIn = phase;
        const res = await save(server, sitting.tokens[s]!, sitting.exerciseIds[s]!, sitting.questionIds[q]!, answer);
        if (res.status === 200 && startedIn === 'before') before.set(key, answer);
        else if (startedIn !== 'before') before.delete(key);
        await res.arrayBuffer();
      }
    };
    const writers = sitting.exerciseIds.map((_, s) => writer(s));
    while (before.size < 20) await new Promise((r) => setImmediate(r));
    phase = 'during';
    const file = join(dataDir, '..', `${dataDir.split('/').pop()}.tar.gz`);
    cleanups.push(() => rm(file, { force: true }));
    const written = await cli({ DATA_DIR: dataDir, DATABASE_URL: '', TOKEN_SECRET: '' }, 'backup', file);
    expect(written).toContain('by the running server');
    phase = 'done';
    await Promise.all(writers);
    await server.kill('SIGTERM');
    // The drain closed the control socket.
    expect(existsSync(join(dataDir, 'quanta.sock'))).toBe(false);

    const restoredDir = await mkdtemp(join(tmpdir(), 'quanta-restored-'));
    cleanups.push(() => rm(restoredDir, { recursive: true, force: true }));
    const restoreEnv = { DATA_DIR: restoredDir, DATABASE_URL: '', TOKEN_SECRET: '' };
    const report = await cli(restoreEnv, 'restore', file);
    expect(report).toContain("Every table's row count matches the backup");
    expect(report).toMatch(/public\.exercise_answers\s+80 rows \(backup: 80\)/);
    // A second restore into the same folder is refused.
    await expect(cli(restoreEnv, 'restore', file)).rejects.toThrow(/already holds a database/);

    const restored = new ServerProcess(serverEnv(restoredDir), await freePort());
    cleanups.push(() => restored.kill('SIGTERM'));
    await restored.start();
    const stored = await storedAnswers(restored, sitting);
    const lost = [...before].filter(([k, v]) => stored.get(k) !== v);
    expect(lost, `${lost.length} of ${before.size} acknowledged saves lost`).toEqual([]);
    await expectServes(restored, sitting);
    await restored.kill('SIGTERM');
  });

  it('moves a stopped PGlite install into an empty PostgreSQL database, and the server runs on it', async () => {
    const dataDir = await dataFolder(cleanups);
    const env = serverEnv(dataDir);
    const sitting = await prepareDatabase('pglite', env, { prefix: 'quanta_move', cleanups, seed });
    const url = await createPostgresDatabase('quanta_move', cleanups);
    const report = await cli({ DATA_DIR: dataDir, DATABASE_URL: '', TOKEN_SECRET: '' }, 'move-to-postgres', url);
    expect(report).toContain("Every table's row count matches");
    expect(report).toContain(`DATA_DIR=${dataDir}`);
    // Into a database that is no longer empty: refused.
    await expect(
      cli({ DATA_DIR: dataDir, DATABASE_URL: '', TOKEN_SECRET: '' }, 'move-to-postgres', url),
    ).rejects.toThrow(/already holds \d+ tables/);

    const server = new ServerProcess({ ...env, DATABASE_URL: url }, await freePort());
    cleanups.push(() => server.kill('SIGTERM'));
    await server.start();
    await expectServes(server, sitting);
    const res = await save(server, sitting.tokens[1]!, sitting.exerciseIds[1]!, sitting.questionIds[0]!, 'moved');
    expect(res.status).toBe(200);
    expect((await storedAnswers(server, sitting)).get(`${sitting.exerciseIds[1]}/${sitting.questionIds[0]}`)).toBe(
      'moved',
    );
    await server.kill('SIGTERM');
  });
});
