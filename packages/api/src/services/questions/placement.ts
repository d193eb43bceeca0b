import { chapters, type DbOrTx, sections, type UserRow } from '@quanta/db';
import { eq } from 'drizzle-orm';
import { Permission } from '../../access/access';
import { fail } from '../../errors';
import { libraryForTeacher } from '../../policies/library';
import { checkChosenSources } from '../sources/choice';

export interface Placement {
  libraryId: string | null;
  chapterId: string | null;
  sectionId: string | null;
}

export const unplaced: Placement = { libraryId: null, chapterId: null, sectionId: null };

/**
 * §5: a question filed in a library needs a chapter or a section of it. The most specific node names the
 * others (a section its chapter, a chapter its library); any node also sent must agree. A teacher files
 * only into libraries bound to them; a question already in a library may stay there.
 */
export async function resolvePlacement(
  db: DbOrTx,
  user: UserRow,
  wanted: Placement,
  current: Placement = unplaced,
): Promise<Placement> {
  let { libraryId, chapterId } = wanted;
  const { sectionId } = wanted;
  if (sectionId) {
    const [section] = await db.select().from(sections).where(eq(sections.id, sectionId)).limit(1);
    if (!section) throw fail.badRequest('sectionNotFound');
    if (chapterId && chapterId !== section.chapterId) throw fail.badRequest('sectionNotInChapter');
    chapterId = section.chapterId;
  }
  if (chapterId) {
    const [chapter] = await db.select().from(chapters).where(eq(chapters.id, chapterId)).limit(1);
    if (!chapter) throw fail.badRequest('chapterNotFound');
    if (libraryId && libraryId !== chapter.libraryId) throw fail.badRequest('chapterNotInLibrary');
    libraryId = chapter.libraryId;
  }
  if (!libraryId) return unplaced;
  if (!chapterId) throw fail.badRequest('selectChapterAndSection');
  if (libraryId !== current.libraryId) await libraryForTeacher(db, user, libraryId);
  return { libraryId, chapterId, sectionId: sectionId ?? null };
}

/**
 * A question's source: one of the teacher's own, not expired when newly chosen (a question keeps an
 * expired source it already had).
 */
export async function checkQuestionSource(
  db: DbOrTx,
  user: UserRow,
  sourceId: string | null,
  now: Date,
  currentSourceId: string | null = null,
): Promise<string | null> {
  if (!sourceId || sourceId === currentSourceId) return sourceId;
  await checkChosenSources(db, user, Permission.SourceOwn, [sourceId], now);
  return sourceId;
}
