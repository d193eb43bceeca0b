import { chapters, type DbOrTx, libraries, libraryTeachers, sections, users } from '@quanta/db';
import type { OrderMove } from '@quanta/validators';
import { and, asc, eq, gt, max, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { fail } from '../../errors';
import { chapterOfLibrary, libraryForAdmin, sectionOfChapter } from '../../policies/library';
import { presentLibrary } from '../../presenters/library';
import { presentTeacher } from '../../presenters/user';
import { loadLibraryTrees } from './tree';

/**
 * Every change to the library tree runs under one transaction-scoped advisory lock, so positions stay
 * dense (0, 1, 2, …) when two admins add or move nodes at once. Admin edits are rare; serialising is cheap.
 */
async function lockTree(tx: DbOrTx) {
  await tx.execute(sql`select pg_advisory_xact_lock(20251121, 1)`);
}

async function presentOne(db: DbOrTx, id: string) {
  const [tree] = await loadLibraryTrees(db, [id], true);
  if (!tree) throw fail.notFound('libraryNotFound');
  return presentLibrary(tree);
}

const nextPosition = (current: number | null | undefined) => (current ?? -1) + 1;

/**
 * Swaps a node with its neighbour above or below and renumbers its siblings 0…n-1. "up" on the first and
 * "down" on the last change nothing and succeed.
 */
async function move(
  siblings: { id: string; position: number }[],
  id: string,
  type: OrderMove,
  write: (id: string, position: number) => Promise<unknown>,
) {
  const order = siblings.map((s) => s.id);
  const from = order.indexOf(id);
  const to = type === 'up' ? from - 1 : from + 1;
  if (from >= 0 && to >= 0 && to < order.length) [order[from], order[to]] = [order[to]!, order[from]!];
  for (const [position, sibling] of order.entries()) {
    if (siblings.find((s) => s.id === sibling)?.position !== position) await write(sibling, position);
  }
}

// Libraries

export async function createLibrary(deps: Deps, name: string) {
  const id = await deps.db.transaction(async (tx) => {
    await lockTree(tx);
    const [last] = await tx.select({ p: max(libraries.position) }).from(libraries);
    const [row] = await tx
      .insert(libraries)
      .values({ name, position: nextPosition(last?.p), createdAt: deps.now() })
      .returning({ id: libraries.id });
    return row!.id;
  });
  return presentOne(deps.db, id);
}

export async function updateLibrary(deps: Deps, input: { id: string; name: string; expired?: boolean }) {
  await libraryForAdmin(deps.db, input.id);
  await deps.db
    .update(libraries)
    .set({ name: input.name, ...(input.expired === undefined ? {} : { expired: input.expired }) })
    .where(eq(libraries.id, input.id));
  return presentOne(deps.db, input.id);
}

/** Deletes a library with its chapters and sections; its questions stay, filed nowhere (schema: set null). */
export async function deleteLibrary(deps: Deps, id: string) {
  await deps.db.transaction(async (tx) => {
    await lockTree(tx);
    const row = await libraryForAdmin(tx, id);
    await tx.delete(libraries).where(eq(libraries.id, id));
    await tx
      .update(libraries)
      .set({ position: sql`${libraries.position} - 1` })
      .where(gt(libraries.position, row.position));
  });
  return { id };
}

export async function changeLibraryOrder(deps: Deps, libraryId: string, type: OrderMove) {
  await deps.db.transaction(async (tx) => {
    await lockTree(tx);
    await libraryForAdmin(tx, libraryId);
    const siblings = await tx
      .select({ id: libraries.id, position: libraries.position })
      .from(libraries)
      .orderBy(asc(libraries.position), asc(libraries.createdAt));
    await move(siblings, libraryId, type, (id, position) =>
      tx.update(libraries).set({ position }).where(eq(libraries.id, id)),
    );
  });
  return presentOne(deps.db, libraryId);
}

// Chapters

export async function createChapter(deps: Deps, input: { name: string; libraryId: string }) {
  await deps.db.transaction(async (tx) => {
    await lockTree(tx);
    await libraryForAdmin(tx, input.libraryId);
    const [last] = await tx
      .select({ p: max(chapters.position) })
      .from(chapters)
      .where(eq(chapters.libraryId, input.libraryId));
    await tx.insert(chapters).values({ libraryId: input.libraryId, name: input.name, position: nextPosition(last?.p) });
  });
  return presentOne(deps.db, input.libraryId);
}

export async function updateChapter(deps: Deps, input: { chapterId: string; libraryId: string; name: string }) {
  await chapterOfLibrary(deps.db, input.libraryId, input.chapterId);
  await deps.db.update(chapters).set({ name: input.name }).where(eq(chapters.id, input.chapterId));
  return presentOne(deps.db, input.libraryId);
}

export async function deleteChapter(deps: Deps, input: { chapterId: string; libraryId: string }) {
  await deps.db.transaction(async (tx) => {
    await lockTree(tx);
    const row = await chapterOfLibrary(tx, input.libraryId, input.chapterId);
    await tx.delete(chapters).where(eq(chapters.id, row.id));
    await tx
      .update(chapters)
      .set({ position: sql`${chapters.position} - 1` })
      .where(and(eq(chapters.libraryId, row.libraryId), gt(chapters.position, row.position)));
  });
  return { id: input.chapterId };
}

export async function changeChapterOrder(deps: Deps, input: { libraryId: string; chapterId: string; type: OrderMove }) {
  await deps.db.transaction(async (tx) => {
    await lockTree(tx);
    await chapterOfLibrary(tx, input.libraryId, input.chapterId);
    const siblings = await tx
      .select({ id: chapters.id, position: chapters.position })
      .from(chapters)
      .where(eq(chapters.libraryId, input.libraryId))
      .orderBy(asc(chapters.position));
    await move(siblings, input.chapterId, input.type, (id, position) =>
      tx.update(chapters).set({ position }).where(eq(chapters.id, id)),
    );
  });
  return presentOne(deps.db, input.libraryId);
}

// Sections

export async function createSection(deps: Deps, input: { name: string; chapterId: string; libraryId: string }) {
  await deps.db.transaction(async (tx) => {
    await lockTree(tx);
    await chapterOfLibrary(tx, input.libraryId, input.chapterId);
    const [last] = await tx
      .select({ p: max(sections.position) })
      .from(sections)
      .where(eq(sections.chapterId, input.chapterId));
    await tx.insert(sections).values({ chapterId: input.chapterId, name: input.name, position: nextPosition(last?.p) });
  });
  return presentOne(deps.db, input.libraryId);
}

export async function updateSection(
  deps: Deps,
  input: { sectionId: string; chapterId: string; libraryId: string; name: string },
) {
  await sectionOfChapter(deps.db, input.libraryId, input.chapterId, input.sectionId);
  await deps.db.update(sections).set({ name: input.name }).where(eq(sections.id, input.sectionId));
  return presentOne(deps.db, input.libraryId);
}

export async function deleteSection(deps: Deps, input: { sectionId: string; chapterId: string; libraryId: string }) {
  await deps.db.transaction(async (tx) => {
    await lockTree(tx);
    const row = await sectionOfChapter(tx, input.libraryId, input.chapterId, input.sectionId);
    await tx.delete(sections).where(eq(sections.id, row.id));
    await tx
      .update(sections)
      .set({ position: sql`${sections.position} - 1` })
      .where(and(eq(sections.chapterId, row.chapterId), gt(sections.position, row.position)));
  });
  return { id: input.sectionId };
}

export async function changeSectionOrder(
  deps: Deps,
  input: { libraryId: string; chapterId: string; sectionId: string; type: OrderMove },
) {
  await deps.db.transaction(async (tx) => {
    await lockTree(tx);
    await sectionOfChapter(tx, input.libraryId, input.chapterId, input.sectionId);
    const siblings = await tx
      .select({ id: sections.id, position: sections.position })
      .from(sections)
      .where(eq(sections.chapterId, input.chapterId))
      .orderBy(asc(sections.position));
    await move(siblings, input.sectionId, input.type, (id, position) =>
      tx.update(sections).set({ position }).where(eq(sections.id, id)),
    );
  });
  return presentOne(deps.db, input.libraryId);
}

// Teachers

/** The Teacher modal's list: every teacher account (admins included), by name. */
export async function listTeachers(deps: Deps) {
  const rows = await deps.db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.role, 'Teacher'))
    .orderBy(asc(users.name), asc(users.id));
  return { list: rows.map(presentTeacher) };
}

async function userById(db: DbOrTx, id: string, mustTeach: boolean) {
  const [row] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw fail.notFound('teacherNotFound');
  if (mustTeach && row.role !== 'Teacher') throw fail.badRequest('notATeacher');
  return row;
}

/** Binds a teacher to a library (idempotent): they may then browse it and file questions into it. */
export async function bindTeacher(deps: Deps, input: { teacherId: string; libraryId: string }) {
  await libraryForAdmin(deps.db, input.libraryId);
  await userById(deps.db, input.teacherId, true);
  await deps.db.insert(libraryTeachers).values(input).onConflictDoNothing();
  return presentOne(deps.db, input.libraryId);
}

/** Unbinds a teacher (idempotent). Their questions filed in the library stay there. */
export async function unbindTeacher(deps: Deps, input: { teacherId: string; libraryId: string }) {
  await libraryForAdmin(deps.db, input.libraryId);
  await userById(deps.db, input.teacherId, false);
  await deps.db
    .delete(libraryTeachers)
    .where(and(eq(libraryTeachers.libraryId, input.libraryId), eq(libraryTeachers.teacherId, input.teacherId)));
  return presentOne(deps.db, input.libraryId);
}
