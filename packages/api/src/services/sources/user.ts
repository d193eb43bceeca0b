import { sources, type UserRow } from '@quanta/db';
import { and, count, eq, ilike } from 'drizzle-orm';
import { accessWhere, Permission } from '../../access/access';
import type { Deps } from '../../deps';
import { presentSource } from '../../presenters/source';
import { containsPattern } from '../like';
import { sourceOrder } from './teacher';

/** The non-expired sources the user may pick, whose name contains the keyword, a page at a time. */
export async function listUserSources(deps: Deps, me: UserRow, keyword: string, page: number, pageSize: number) {
  const where = and(
    eq(sources.expired, false),
    accessWhere(deps.db, me, Permission.SourcePick, deps.now()),
    keyword ? ilike(sources.name, containsPattern(keyword)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(sources)
      .where(where)
      .orderBy(...sourceOrder)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    deps.db.select({ n: count() }).from(sources).where(where),
  ]);
  return { list: rows.map(presentSource), total: total?.n ?? 0 };
}
