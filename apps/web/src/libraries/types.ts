import type { RouterOutputs } from '../session/storage';

export type Library = RouterOutputs['user']['getLibrary']['list'][number];
export type Chapter = Library['chapter'][number];
export type Section = Chapter['section'][number];

/** A node of the library tree: a library, one of its chapters, or a section of a chapter. */
export interface LibraryNode {
  libraryId: string;
  chapterId?: string;
  sectionId?: string;
}

/** The names along a node's path (`Physics › Kinematics › Velocity`), or null when it is gone. */
export function nodePath(libraries: Library[], node: LibraryNode): string[] | null {
  const library = libraries.find((l) => l._id === node.libraryId);
  if (!library) return null;
  if (!node.chapterId) return [library.name];
  const chapter = library.chapter.find((c) => c._id === node.chapterId);
  if (!chapter) return null;
  if (!node.sectionId) return [library.name, chapter.name];
  const section = chapter.section.find((s) => s._id === node.sectionId);
  return section ? [library.name, chapter.name, section.name] : null;
}

export const sameNode = (a: LibraryNode | null, b: LibraryNode) =>
  !!a && a.libraryId === b.libraryId && a.chapterId === b.chapterId && a.sectionId === b.sectionId;
