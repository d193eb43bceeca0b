import { readFile } from 'node:fs/promises';
import { users } from '@quanta/db';
import { count, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/config';
import { buildStudent } from '../support/harness';
import { startServices } from '../support/services';

// Each test's database is a copy of the run's migrated template: every migration applied, the mail queue's
// tables in place, and nothing one copy writes seen by another.
describe('test databases', () => {
  it('start migrated, with the mail queue installed, and apart from each other', async () => {
    const journal = JSON.parse(await readFile(`${repoRoot}/drizzle/meta/_journal.json`, 'utf8')) as {
      entries: unknown[];
    };
    const a = await startServices();
    const b = await startServices();
    try {
      for (const world of [a, b]) {
        const [applied] = await world.deps.db
          .select({ n: sql<number>`count(*)::int` })
          .from(sql`drizzle.__drizzle_migrations`);
        expect(applied?.n).toBe(journal.entries.length);
        const queues = await world.deps.db.select({ name: sql<string>`name` }).from(sql`pgboss.queue`);
        expect(queues.length).toBeGreaterThan(0);
      }
      await buildStudent(a);
      const [inA] = await a.deps.db.select({ n: count() }).from(users);
      const [inB] = await b.deps.db.select({ n: count() }).from(users);
      expect(inA?.n).toBe(1);
      expect(inB?.n).toBe(0);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
