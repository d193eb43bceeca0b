import {
  chapters,
  type DbOrTx,
  libraries,
  libraryTeachers,
  questions,
  sections,
  sources,
  type UserRow,
} from '@quanta/db';
import { limits, type TeacherLibraryQuestionsInput } from '@quanta/validators';
import { and, asc, count, desc, eq, exists, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { fail } from '../../errors';
import { chapterOfLibrary, libraryForAdmin, libraryForTeacher } from '../../policies/library';
import { presentLibrary } from '../../presenters/library';
import { presentQuestion } from '../../presenters/question';
import { presentSource } from '../../presenters/source';
import { hasLibraryAccess } from '../enrolment/access';
import { pageOf } from '../paging';
import { selectQuestions } from '../questions/data';
import { loadLibraryTrees } from './tree';

/**
 * user/getLibrary: the libraries a caller may see. An admin every library with its bound teachers; a
 * teacher the libraries bound to them; a student with `sRegister` (a valid place in a class that includes
 * the library) every library not expired; anyone else none. Only admins see the teacher lists.
 */
export async function librariesForUser(deps: Deps, user: UserRow) {
  const { db } = deps;
  let ids: string[] | 'all' = [];
  if (user.isAdmin) ids = 'all';
  else if (user.role === 'Teacher') {
    const rows = await db
      .select({ id: libraryTeachers.libraryId })
      .from(libraryTeachers)
      .where(eq(libraryTeachers.teacherId, user.id));
    ids = rows.map((r) => r.id);
  } else if (user.role === 'Student' && (await hasLibraryAccess(db, user.id, deps.now()))) {
    const rows = await db.select({ id: libraries.id }).from(libraries).where(eq(libraries.expired, false));
    ids = rows.map((r) => r.id);
  }
  const trees = await loadLibraryTrees(db, ids, user.isAdmin);
  return { list: trees.map(presentLibrary) };
}

/**
 * The filter for the questions at one node of a library. The node must belong to the library (404
 * otherwise, so a bound library cannot open another one's sections); the query then names only the
 * most specific node, which placement keeps consistent, so one ordered index serves each level.
 */
async function nodeFilter(
  db: DbOrTx,
  input: { libraryId: string; chapterId?: string; sectionId?: string; sourceId?: string },
) {
  let node = eq(questions.libraryId, input.libraryId);
  if (input.sectionId) {
    const [row] = await db
      .select({ chapterId: sections.chapterId, libraryId: chapters.libraryId })
      .from(sections)
      .innerJoin(chapters, eq(chapters.id, sections.chapterId))
      .where(eq(sections.id, input.sectionId))
      .limit(1);
    if (!row || row.libraryId !== input.libraryId || (input.chapterId && input.chapterId !== row.chapterId)) {
      throw fail.notFound('sectionNotFound');
    }
    node = eq(questions.sectionId, input.sectionId);
  } else if (input.chapterId) {
    await chapterOfLibrary(db, input.libraryId, input.chapterId);
    node = eq(questions.chapterId, input.chapterId);
  }
  return and(node, input.sourceId ? eq(questions.sourceId, input.sourceId) : undefined);
}

/** The teacher's library browser: a bound library's questions at one node, newest first, 100 a page. */
export async function teacherLibraryQuestions(deps: Deps, user: UserRow, input: TeacherLibraryQuestionsInput) {
  await libraryForTeacher(deps.db, user, input.libraryId);
  const where = await nodeFilter(deps.db, input);
  const { list, total } = await pageOf(
    deps.db,
    { table: questions, where },
    selectQuestions(deps.db, where).orderBy(desc(questions.createdAt), desc(questions.id)).$dynamic(),
    input,
  );
  return { list: list.map((r) => presentQuestion(r)), total };
}

/**
 * The source filter of the teacher's browser: every source, any teacher's and expired ones too, that a
 * question of the bound library names, by name. Each source is looked up through the questions' source index.
 */
export async function teacherLibrarySources(
  deps: Deps,
  user: UserRow,
  input: { libraryId: string; page: number; pageSize: number },
) {
  await libraryForTeacher(deps.db, user, input.libraryId);
  const used = exists(
    deps.db
      .select({ one: sql`1` })
      .from(questions)
      .where(and(eq(questions.sourceId, sources.id), eq(questions.libraryId, input.libraryId))),
  );
  const { list, total } = await pageOf(
    deps.db,
    { table: sources, where: used },
    deps.db.select().from(sources).where(used).orderBy(sql`lower(${sources.name})`, asc(sources.id)).$dynamic(),
    input,
  );
  return { list: list.map(presentSource), total };
}

/** The admin's read-only browser: no paging, at most `adminLibraryQuestionsMax` newest; `total` counts all. */
export async function adminLibraryQuestions(
  deps: Deps,
  input: { libraryId: string; chapterId?: string; sectionId?: string },
) {
  await libraryForAdmin(deps.db, input.libraryId);
  const where = await nodeFilter(deps.db, input);
  const [rows, [total]] = await Promise.all([
    selectQuestions(deps.db, where)
      .orderBy(desc(questions.createdAt), desc(questions.id))
      .limit(limits.adminLibraryQuestionsMax),
    deps.db.select({ n: count() }).from(questions).where(where),
  ]);
  return { list: rows.map((r) => presentQuestion(r)), total: total?.n ?? 0 };
}
