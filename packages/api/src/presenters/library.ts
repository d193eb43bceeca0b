/** The rows a library tree is presented from, each list already in position order. */
export interface LibraryTree {
  id: string;
  name: string;
  expired: boolean;
  teachers: { id: string; name: string }[];
  chapters: { id: string; name: string; sections: { id: string; name: string }[] }[];
}

/** A library as the spec's clients know it: `teacher` and nested `chapter` / `section` lists in order. */
export function presentLibrary(l: LibraryTree) {
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

export type LibraryInfo = ReturnType<typeof presentLibrary>;
