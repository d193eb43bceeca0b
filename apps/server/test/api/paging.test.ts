import { users } from '@quanta/db';
import { asc, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pageOf } from '../../../../packages/api/src/services/paging';
import { useTestApp } from '../support/fixture';
import { buildUser } from '../support/harness';

describe('pageOf: one page of an ordered query and the count of all its rows, in the database', () => {
  const t = useTestApp();
  const where = like(users.name, 'Paged %');
  const names = Array.from({ length: 7 }, (_, i) => `Paged ${String(i).padStart(2, '0')}`);
  const ordered = () => t.app.deps.db.select().from(users).where(where).orderBy(asc(users.name)).$dynamic();

  beforeAll(async () => {
    for (const name of [...names].reverse()) await buildUser(t, { name });
    await buildUser(t, { name: 'Someone else' });
  });

  it('answers each page in order with the total of all matching rows', async () => {
    const seen: string[] = [];
    for (const page of [1, 2, 3]) {
      const { list, total } = await pageOf(t.app.deps.db, { table: users, where }, ordered(), { page, pageSize: 3 });
      expect(total).toBe(7);
      expect(list).toHaveLength(page === 3 ? 1 : 3);
      seen.push(...list.map((u) => u.name));
    }
    expect(seen).toEqual(names);
  });

  it('answers an empty list past the last page, and a zero total when nothing matches', async () => {
    const past = await pageOf(t.app.deps.db, { table: users, where }, ordered(), { page: 4, pageSize: 3 });
    expect(past).toEqual({ list: [], total: 7 });
    const none = eq(users.name, 'Nobody at all');
    const empty = await pageOf(
      t.app.deps.db,
      { table: users, where: none },
      t.app.deps.db.select().from(users).where(none).$dynamic(),
      { page: 1, pageSize: 10 },
    );
    expect(empty).toEqual({ list: [], total: 0 });
  });

  it('counts every row of the table when there is no filter, and pages inside a transaction', async () => {
    const all = await t.app.deps.db.$count(users);
    await t.app.deps.db.transaction(async (tx) => {
      const { list, total } = await pageOf(tx, { table: users, where: undefined }, tx.select().from(users).$dynamic(), {
        page: 1,
        pageSize: 2,
      });
      expect(total).toBe(all);
      expect(list).toHaveLength(2);
    });
  });
});
