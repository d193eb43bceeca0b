/**
 * Every answer save that answered 200 survives a SIGKILL of the server. The real server runs as a child
 * process (`node dist/main.js`) on a temp data folder (PGlite) or a fresh PostgreSQL
 * database; a burst of concurrent saves is cut by SIGKILL, the server is started again on the same data
 * (the dead process's lock file taken over), and every acknowledged save must be there. Twice.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '@quanta/db';
import { afterAll, describe, expect, it } from 'vitest';
import { type Cleanups, prepareDatabase, type Sitting, seedSitting } from './seed-database';
import { freePort, ServerProcess } from './server-process';
import { storedAnswers } from './stored-answers';

const SECRET = 'durability-secret-durability-secret';
const STUDENTS = 12;
const QUESTIONS = 40;
const CONCURRENCY = 24;

/** A class with one homework of free-response questions published to every student. */
const seed = (db: Database) =>
  seedSitting(db, { secret: SECRET, students: STUDENTS, questions: QUESTIONS, domain: 'durability.test' });

/**
 * Concurrent saves of distinct answers (each pair of exercise and question once, with a unique value)
 * until `killAfter` of them answered 200; then SIGKILL. Answers the acknowledged values.
 */
async function burstAndKill(server: ServerProcess, sitting: Sitting, round: number, killAfter: number) {
  // Each round writes its own half of the answers, so an unacknowledged save never overwrites an acknowledged one.
  const half = sitting.questionIds.length / 2;
  const pairs = sitting.exerciseIds.flatMap((exerciseId, s) =>
    sitting.questionIds
      .slice((round - 1) * half, round * half)
      .map((questionId, q) => ({ s, exerciseId, questionId, answer: `r${round}-s${s}-q${q}` })),
  );
  const acked = new Map<string, string>();
  let next = 0;
  let killed: Promise<void> | undefined;
  const worker = async () => {
    while (next < pairs.length && !killed) {
      const p = pairs[next++]!;
      try {
        const res = await fetch(`${server.url}/api/user/saveExercise`, {
          method: 'POST',
          headers: { authorization: `Bearer ${sitting.tokens[p.s]}`, 'content-type': 'application/json' },
          body: JSON.stringify({ id: p.exerciseId, questionId: p.questionId, answer: p.answer, content: '' }),
        });
        if (res.status === 200) {
          await res.json();
          acked.set(`${p.exerciseId}/${p.questionId}`, p.answer);
          if (acked.size >= killAfter && !killed) killed = server.kill('SIGKILL');
        }
      } catch {
        // cut off by the kill: not acknowledged
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await (killed ?? server.kill('SIGKILL'));
  return { acked, sent: next, total: pairs.length };
}

describe.each(['pglite', 'postgres'] as const)('saves that answered 200 survive SIGKILL (%s)', (kind) => {
  const cleanups: Cleanups = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it('keeps every acknowledged save across two kills mid-burst', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'quanta-durability-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const env: NodeJS.ProcessEnv = {
      DATA_DIR: dataDir,
      TOKEN_SECRET: SECRET,
      SEED_DEMO: '0',
      ADMIN_EMAIL: 'admin@durability.test',
      ADMIN_PASSWORD: 'durability-admin-1',
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      DATABASE_URL: '',
    };
    const sitting = await prepareDatabase(kind, env, { prefix: 'quanta_durability', cleanups, seed });

    const port = await freePort();
    const server = new ServerProcess(env, port);
    cleanups.push(() => server.kill('SIGTERM'));
    const acknowledged = new Map<string, string>();
    for (const [round, killAfter] of [
      [1, 100],
      [2, 150],
    ] as const) {
      await server.start();
      const { acked, sent, total } = await burstAndKill(server, sitting, round, killAfter);
      expect(server.child.signalCode).toBe('SIGKILL');
      // the kill came mid-burst: saves were still going out
      expect(sent).toBeLessThan(total);
      expect(acked.size).toBeGreaterThanOrEqual(killAfter);
      for (const [k, v] of acked) acknowledged.set(k, v);
      if (kind === 'pglite') {
        // the dead process's lock file is left behind; the next start takes it over
        expect(Number(readFileSync(join(dataDir, 'quanta.lock'), 'utf8'))).toBe(server.child.pid);
      }
    }
    await server.start();
    if (kind === 'pglite') {
      expect(Number(readFileSync(join(dataDir, 'quanta.lock'), 'utf8'))).toBe(server.child.pid);
    }
    const stored = await storedAnswers(server, sitting);
    const lost = [...acknowledged].filter(([k, v]) => stored.get(k) !== v);
    expect(lost, `${lost.length} of ${acknowledged.size} acknowledged saves lost`).toEqual([]);
    await server.kill('SIGTERM');
    if (kind === 'pglite') expect(existsSync(join(dataDir, 'quanta.lock'))).toBe(false);
  });
});
