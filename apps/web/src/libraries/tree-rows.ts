import type { Chapter, Library, Section } from './types';

interface Place {
  /** Position among its siblings and how many siblings there are (for the up and down buttons). */
  index: number;
  count: number;
}

export type TreeRow =
  | ({ kind: 'library'; id: string; library: Library } & Place)
  | ({ kind: 'chapter'; id: string; library: Library; chapter: Chapter } & Place)
  | ({ kind: 'section'; id: string; library: Library; chapter: Chapter; section: Section } & Place);

/** The library admin table's rows, depth first, leaving out the children of collapsed libraries and chapters. */
export function treeRows(libraries: Library[], collapsed: ReadonlySet<string>): TreeRow[] {
  const rows: TreeRow[] = [];
  libraries.forEach((library, index) => {
    rows.push({ kind: 'library', id: library._id, library, index, count: libraries.length });
    if (collapsed.has(library._id)) return;
    library.chapter.forEach((chapter, ci) => {
      rows.push({ kind: 'chapter', id: chapter._id, library, chapter, index: ci, count: library.chapter.length });
      if (collapsed.has(chapter._id)) return;
      chapter.section.forEach((section, si) => {
        rows.push({
          kind: 'section',
          id: section._id,
          library,
          chapter,
          section,
          index: si,
          count: chapter.section.length,
        });
      });
    });
  });
  return rows;
}

export const rowName = (row: TreeRow) =>
  row.kind === 'library' ? row.library.name : row.kind === 'chapter' ? row.chapter.name : row.section.name;

export const rowChildren = (row: TreeRow) =>
  row.kind === 'library' ? row.library.chapter.length : row.kind === 'chapter' ? row.chapter.section.length : 0;
