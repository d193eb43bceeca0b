import { chapters, libraries, libraryTeachers, sections } from '@quanta/db';
import { max } from 'drizzle-orm';
import { sequence } from '../sequence';
import type { World } from '../world';

const next = sequence();

/** A library at the end of the list (not expired unless asked). */
export async function buildLibrary(t: World, o: Partial<typeof libraries.$inferInsert> = {}) {
  const counter = next();
  const [last] = await t.app.deps.db.select({ p: max(libraries.position) }).from(libraries);
  const [row] = await t.app.deps.db
    .insert(libraries)
    .values({ name: `Library ${counter}`, position: (last?.p ?? -1) + 1, ...o })
    .returning();
  return row!;
}

export async function buildChapter(t: World, library: { id: string }, o: { name?: string; position?: number } = {}) {
  const counter = next();
  const [row] = await t.app.deps.db
    .insert(chapters)
    .values({ libraryId: library.id, name: o.name ?? `Chapter ${counter}`, position: o.position ?? counter })
    .returning();
  return row!;
}

export async function buildSection(t: World, chapter: { id: string }, o: { name?: string; position?: number } = {}) {
  const counter = next();
  const [row] = await t.app.deps.db
    .insert(sections)
    .values({ chapterId: chapter.id, name: o.name ?? `Section ${counter}`, position: o.position ?? counter })
    .returning();
  return row!;
}

export async function bindToLibrary(t: World, library: { id: string }, teacher: { id: string }) {
  await t.app.deps.db.insert(libraryTeachers).values({ libraryId: library.id, teacherId: teacher.id });
}

/** A library with one chapter holding one section, bound to `teachers`. */
export async function buildLibraryTree(t: World, teachers: { id: string }[] = []) {
  const library = await buildLibrary(t);
  const chapter = await buildChapter(t, library, { position: 0 });
  const section = await buildSection(t, chapter, { position: 0 });
  for (const teacher of teachers) await bindToLibrary(t, library, teacher);
  return { library, chapter, section };
}
