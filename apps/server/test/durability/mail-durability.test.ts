/**
 * A bulk e-mail to 150 people survives a SIGKILL of the server mid-delivery: the real server runs as a
 * child process on PGlite (a temp data folder) or a fresh PostgreSQL database, mailing a real SMTP peer
 * in this process; it is killed once about a third of the mail has arrived, started again on the same
 * data, and then every recipient must be mailed, none more than twice, and the record must read Sent.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, emailGroupMembers, emailGroups, users } from '@quanta/db';
import { afterAll, describe, expect, it } from 'vitest';
import { startSmtpPeer } from '../support/smtp';
import { type Cleanups, prepareDatabase, signIn } from './seed-database';
import { freePort, ServerProcess } from './server-process';

const SECRET = 'mail-durability-secret-mail-durability';
const GROUP_MEMBERS = 100;
const TYPED = 50;

/** An admin, a group of 100 users and 50 more addresses: 150 recipients. */
async function seed(db: Database) {
  const [admin] = await db
    .insert(users)
    .values({
      name: 'Admin',
      email: 'admin@mail-durability.test',
      passwordHash: 'x',
      role: 'Teacher',
      isAdmin: true,
      emailVerified: true,
    })
    .returning();
  const members = await db
    .insert(users)
    .values(
      Array.from({ length: GROUP_MEMBERS }, (_, i) => ({
        name: `Member ${i}`,
        email: `member${i}@mail-durability.test`,
        passwordHash: 'x',
        role: 'Parent' as const,
        emailVerified: true,
      })),
    )
    .returning({ id: users.id, email: users.email });
  const [group] = await db.insert(emailGroups).values({ name: 'Everyone' }).returning();
  await db.insert(emailGroupMembers).values(members.map((m) => ({ groupId: group!.id, userId: m.id })));
  const [token] = await signIn(db, SECRET, [admin!.id]);
  const typed = Array.from({ length: TYPED }, (_, i) => `guest${i}@mail-durability.test`);
  return {
    token: token!,
    groupId: group!.id,
    typed,
    everyone: [...members.map((m) => m.email), ...typed],
  };
}

describe.each(['pglite', 'postgres'] as const)('bulk e-mail survives SIGKILL mid-delivery (%s)', (kind) => {
  const cleanups: Cleanups = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it('mails all 150 recipients at least once and at most twice, and the record reads Sent', async () => {
    const smtp = await startSmtpPeer();
    cleanups.push(() => smtp.close());
    const dataDir = await mkdtemp(join(tmpdir(), 'quanta-mail-durability-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const env: NodeJS.ProcessEnv = {
      DATA_DIR: dataDir,
      TOKEN_SECRET: SECRET,
      SEED_DEMO: '0',
      ADMIN_EMAIL: 'admin@mail-durability.test',
      ADMIN_PASSWORD: 'durability-admin-1',
      LOG_LEVEL: 'warn',
      SMTP_URL: smtp.url,
      DATABASE_URL: '',
      // Send Email answers at once (status 0); a job orphaned by the kill is run again 4 s after it began,
      // after a 2 s retry delay.
      MAIL_WAIT_SECONDS: '1',
      MAIL_EXPIRE_SECONDS: '4',
      MAIL_RETRY_DELAY_SECONDS: '2',
    };
    const seeded = await prepareDatabase(kind, env, { prefix: 'quanta_mail_durability', cleanups, seed });

    const server = new ServerProcess(env, await freePort());
    cleanups.push(() => server.kill('SIGTERM'));
    await server.start();
    const headers = { authorization: `Bearer ${seeded.token}`, 'content-type': 'application/json' };
    const sent = await fetch(`${server.url}/api/admin/sendEmail`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        title: 'Durable news',
        content: '<p>Every family gets this.</p>',
        recipient: seeded.typed,
        emailGroup: [seeded.groupId],
      }),
    });
    expect(sent.status).toBe(200);
    const { result } = (await sent.json()) as { result: { _id: string; status: number } };

    // Kill it once a third of the mail arrived, while the rest is still going out.
    const third = seeded.everyone.length / 3;
    while (smtp.received.length < third) {
      if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output}`);
      await new Promise((r) => setTimeout(r, 5));
    }
    await server.kill('SIGKILL');
    expect(server.child.signalCode).toBe('SIGKILL');
    const atKill = smtp.received.length;
    expect(atKill).toBeLessThan(seeded.everyone.length);

    await server.start();
    const deadline = Date.now() + 120_000;
    const perAddress = () => {
      const n = new Map<string, number>();
      for (const m of smtp.received) for (const to of m.to) n.set(to, (n.get(to) ?? 0) + 1);
      return n;
    };
    let status = 0;
    while (Date.now() < deadline) {
      const res = await fetch(`${server.url}/api/admin/getEmails?page=1&pageSize=10`, { headers });
      const body = (await res.json()) as { result: { list: { _id: string; status: number }[] } };
      status = body.result.list.find((r) => r._id === result._id)?.status ?? -1;
      if (status !== 0 && perAddress().size === seeded.everyone.length) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const counts = perAddress();
    const missing = seeded.everyone.filter((to) => !counts.has(to));
    expect(missing, `${missing.length} recipients never mailed`).toEqual([]);
    const thrice = [...counts].filter(([, n]) => n > 2);
    expect(thrice, 'mailed more than twice').toEqual([]);
    expect([...counts.keys()].sort()).toEqual([...seeded.everyone].sort());
    expect(status).toBe(1);
    await server.kill('SIGTERM');
  });
});
