import { z } from 'zod';
import { named, wire } from './wire';

/** A node of a library tree (a teacher, a chapter's section): its id and name. */
const libraryNodeShape = wire({ _id: z.string(), name: z.string() });

/** A library with its bound teachers (admins only; empty otherwise) and its chapters and sections in order. */
export const libraryShape = named(
  'Library',
  wire({
    _id: z.string(),
    name: z.string(),
    expired: z.boolean(),
    teacher: z.array(libraryNodeShape),
    chapter: z.array(wire({ _id: z.string(), name: z.string(), section: z.array(libraryNodeShape) })),
  }),
);

/** The libraries a caller may see: `{list}`, in position order. */
export const libraryListShape = named('LibraryList', wire({ list: z.array(libraryShape) }));

/** The rows a library tree is presented from, each list already in position order. */
export interface LibraryTree {
  id: string;
  name: string;
  expired: boolean;
  teachers: { id: string; name: string }[];
  chapters: { id: string; name: string; sections: { id: string; name: string }[] }[];
}

/** A library as the spec's clients know it: `teacher` and nested `chapter` / `section` lists in order. */
export function presentLibrary(l: LibraryTree): z.infer<typeof libraryShape> {
  return {
    _id: l.id,
    name: l.name,
    expired: l.expired,
    teacher: l.teachers.map((t) => ({ _id: t.id, name: t.name })),
    chapter: l.chapters.map((c) => ({
      _id: c.id,
      name: c.name,
      section: c.sections.map((s) => ({ _id: s.id, name: s.name })),
    })),
  };
}

export type LibraryInfo = z.infer<typeof libraryShape>;
