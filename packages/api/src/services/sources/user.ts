import { sources, type UserRow } from '@quanta/db';
import { and, eq, ilike } from 'drizzle-orm';
import { accessWhere, Permission } from '../../access/access';
import type { Deps } from '../../deps';
import { containsPattern } from '../like';
import { pageSources } from './teacher';

/** The non-expired sources the user may pick, whose name contains the keyword, a page at a time. */
export async function listUserSources(deps: Deps, me: UserRow, keyword: string, page: number, pageSize: number) {
  const where = and(
    eq(sources.expired, false),
    accessWhere(deps.db, me, Permission.SourcePick, deps.now()),
    keyword ? ilike(sources.name, containsPattern(keyword)) : undefined,
  );
  return pageSources(deps, where, { page, pageSize });
}
