import { chapters, type DbOrTx, libraries, libraryTeachers, sections, users } from '@quanta/db';
import { asc, eq, inArray } from 'drizzle-orm';
import type { LibraryTree } from '../../presenters/library';

/**
 * Libraries with their chapters, sections and bound teachers, each in position order: four indexed
 * queries whatever the number of libraries. `withTeachers` false leaves the teacher lists empty.
 */
export async function loadLibraryTrees(
  db: DbOrTx,
  ids: string[] | 'all',
  withTeachers: boolean,
): Promise<LibraryTree[]> {
  if (ids !== 'all' && ids.length === 0) return [];
  const rows = await db
    .select()
    .from(libraries)
    .where(ids === 'all' ? undefined : inArray(libraries.id, ids))
    .orderBy(asc(libraries.position), asc(libraries.createdAt));
  if (rows.length === 0) return [];
  const libraryIds = rows.map((r) => r.id);
  const [chapterRows, sectionRows, teacherRows] = await Promise.all([
    db
      .select()
      .from(chapters)
      .where(inArray(chapters.libraryId, libraryIds))
      .orderBy(asc(chapters.libraryId), asc(chapters.position)),
    db
      .select({ id: sections.id, name: sections.name, chapterId: sections.chapterId })
      .from(sections)
      .innerJoin(chapters, eq(chapters.id, sections.chapterId))
      .where(inArray(chapters.libraryId, libraryIds))
      .orderBy(asc(sections.chapterId), asc(sections.position)),
    withTeachers
      ? db
          .select({ libraryId: libraryTeachers.libraryId, id: users.id, name: users.name })
          .from(libraryTeachers)
          .innerJoin(users, eq(users.id, libraryTeachers.teacherId))
          .where(inArray(libraryTeachers.libraryId, libraryIds))
          .orderBy(asc(users.name), asc(users.id))
      : Promise.resolve([]),
  ]);
  const sectionsOf = new Map<string, { id: string; name: string }[]>();
  for (const s of sectionRows) {
    const list = sectionsOf.get(s.chapterId) ?? [];
    list.push({ id: s.id, name: s.name });
    sectionsOf.set(s.chapterId, list);
  }
  return rows.map((l) => ({
    id: l.id,
    name: l.name,
    expired: l.expired,
    teachers: teacherRows.filter((t) => t.libraryId === l.id).map((t) => ({ id: t.id, name: t.name })),
    chapters: chapterRows
      .filter((c) => c.libraryId === l.id)
      .map((c) => ({ id: c.id, name: c.name, sections: sectionsOf.get(c.id) ?? [] })),
  }));
}
