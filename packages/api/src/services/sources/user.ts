import { classSources, classStudents, familyLinks, sources, type UserRow } from '@quanta/db';
import { and, count, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { presentSource } from '../../presenters/source';
import { containsPattern } from '../like';
import { sourceOrder } from './teacher';

/**
 * Which sources a user may pick from (Resources settings), as a condition on `sources`: an admin every
 * source, a teacher their own, a student those of the classes on whose roster they are, a parent those
 * of their children's classes.
 */
function reachableSources(deps: Deps, me: UserRow): SQL | undefined {
  if (me.isAdmin) return undefined;
  if (me.role === 'Teacher') return eq(sources.teacherId, me.id);
  const students =
    me.role === 'Student'
      ? [me.id]
      : deps.db.select({ id: familyLinks.studentId }).from(familyLinks).where(eq(familyLinks.parentId, me.id));
  const enrolled = deps.db
    .selectDistinct({ id: classSources.sourceId })
    .from(classStudents)
    .innerJoin(classSources, eq(classSources.classId, classStudents.classId))
    .where(inArray(classStudents.studentId, students));
  return inArray(sources.id, enrolled);
}

/** The non-expired sources the user may pick, whose name contains the keyword, a page at a time. */
export async function listUserSources(deps: Deps, me: UserRow, keyword: string, page: number, pageSize: number) {
  const where = and(
    eq(sources.expired, false),
    reachableSources(deps, me),
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
