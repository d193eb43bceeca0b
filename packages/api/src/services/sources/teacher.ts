import { type DbOrTx, sources, type UserRow } from '@quanta/db';
import { and, asc, eq, ilike, ne, type SQL, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { fail } from '../../errors';
import { sourceForOwner } from '../../policies/source';
import { presentSource } from '../../presenters/source';
import { containsPattern } from '../like';
import { type PageInput, pageOf } from '../paging';

/** Sources sorted the way pickers show them: by name, case-insensitively. */
export const sourceOrder = [asc(sql`lower(${sources.name})`), asc(sources.id)];

/** One page of the sources `where` picks, in picker order, as the wire shows them. */
export async function pageSources(deps: Deps, where: SQL | undefined, page: PageInput) {
  const query = deps.db
    .select()
    .from(sources)
    .where(where)
    .orderBy(...sourceOrder);
  const { list, total } = await pageOf(deps.db, { table: sources, where }, query.$dynamic(), page);
  return { list: list.map(presentSource), total };
}

/** The teacher's own sources whose name contains the keyword, a page at a time. */
export async function listOwnSources(deps: Deps, me: UserRow, keyword: string, page: number, pageSize: number) {
  const where = and(eq(sources.teacherId, me.id), keyword ? ilike(sources.name, containsPattern(keyword)) : undefined);
  return pageSources(deps, where, { page, pageSize });
}

/** One teacher's source names are unique regardless of case, so pickers never show two alike. */
async function assertNameFree(db: DbOrTx, me: UserRow, name: string, exceptId?: string) {
  const [clash] = await db
    .select({ id: sources.id })
    .from(sources)
    .where(
      and(
        eq(sources.teacherId, me.id),
        eq(sql`lower(${sources.name})`, name.toLowerCase()),
        exceptId ? ne(sources.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw fail.conflict('sourceNameTaken', { name });
}

export async function createSource(deps: Deps, me: UserRow, name: string) {
  return deps.db.transaction(async (tx) => {
    await assertNameFree(tx, me, name);
    const [row] = await tx.insert(sources).values({ teacherId: me.id, name }).returning();
    return presentSource(row!);
  });
}

export async function updateSource(deps: Deps, me: UserRow, input: { id: string; name: string; expired?: boolean }) {
  return deps.db.transaction(async (tx) => {
    const current = await sourceForOwner(tx, me, input.id, true);
    await assertNameFree(tx, me, input.name, current.id);
    const [row] = await tx
      .update(sources)
      .set({ name: input.name, expired: input.expired ?? current.expired })
      .where(eq(sources.id, current.id))
      .returning();
    return presentSource(row!);
  });
}

/** Deletes a source: classes drop it (class_sources cascade) and its questions keep no source (set null). */
export async function deleteSource(deps: Deps, me: UserRow, id: string) {
  await deps.db.transaction(async (tx) => {
    await sourceForOwner(tx, me, id, true);
    await tx.delete(sources).where(eq(sources.id, id));
  });
  return { id };
}
