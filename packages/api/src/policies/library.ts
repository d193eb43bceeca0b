import { chapters, type DbOrTx, libraries, libraryTeachers, sections, type UserRow } from '@quanta/db';
import { and, eq } from 'drizzle-orm';
import { ownedRow, Permission } from '../access/access';
import { fail } from '../errors';

export type LibraryRow = typeof libraries.$inferSelect;
export type ChapterRow = typeof chapters.$inferSelect;
export type SectionRow = typeof sections.$inferSelect;

/** A library by id for the admin's calls: 404 when unknown. */
export async function libraryForAdmin(db: DbOrTx, id: string): Promise<LibraryRow> {
  const [row] = await db.select().from(libraries).where(eq(libraries.id, id)).limit(1);
  if (!row) throw fail.notFound('libraryNotFound');
  return row;
}

/** A chapter named with its library: 404 when either is unknown or the chapter is another library's. */
export async function chapterOfLibrary(db: DbOrTx, libraryId: string, chapterId: string): Promise<ChapterRow> {
  const [row] = await db.select().from(chapters).where(eq(chapters.id, chapterId)).limit(1);
  if (!row || row.libraryId !== libraryId) {
    await libraryForAdmin(db, libraryId);
    throw fail.notFound('chapterNotFound');
  }
  return row;
}

/** A section named with its chapter and library: 404 unless the three belong together. */
export async function sectionOfChapter(
  db: DbOrTx,
  libraryId: string,
  chapterId: string,
  sectionId: string,
): Promise<SectionRow> {
  const [row] = await db
    .select({ section: sections, libraryId: chapters.libraryId })
    .from(sections)
    .innerJoin(chapters, eq(chapters.id, sections.chapterId))
    .where(eq(sections.id, sectionId))
    .limit(1);
  if (!row || row.section.chapterId !== chapterId || row.libraryId !== libraryId) {
    await chapterOfLibrary(db, libraryId, chapterId);
    throw fail.notFound('sectionNotFound');
  }
  return row.section;
}

/** Whether the admin bound this teacher to the library. */
export async function isBoundToLibrary(db: DbOrTx, teacherId: string, libraryId: string): Promise<boolean> {
  const [row] = await db
    .select({ libraryId: libraryTeachers.libraryId })
    .from(libraryTeachers)
    .where(and(eq(libraryTeachers.libraryId, libraryId), eq(libraryTeachers.teacherId, teacherId)))
    .limit(1);
  return !!row;
}

/**
 * The library a teacher browses or files questions into: 404 when unknown, 403 unless the admin bound
 * the teacher to it. Admins reach every library.
 */
export const libraryForTeacher = (db: DbOrTx, user: UserRow, id: string) =>
  ownedRow<LibraryRow>(db, user, Permission.LibraryUse, id);
