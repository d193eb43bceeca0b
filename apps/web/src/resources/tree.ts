import { type Library, nodePath } from '../libraries/types';

/** A node of a setting: a library, or a chapter or section of it (null or absent ids for none). */
export interface SettingNode {
  libraryId: string;
  chapterId?: string | null;
  sectionId?: string | null;
}

export const nodeKey = (n: SettingNode) => `${n.libraryId}/${n.chapterId ?? ''}/${n.sectionId ?? ''}`;

/** `Physics › Mechanics › Kinematics`, or '?' for a node that no longer exists. */
export function nodeLabel(libraries: Library[], n: SettingNode): string {
  const path = nodePath(libraries, {
    libraryId: n.libraryId,
    chapterId: n.chapterId ?? undefined,
    sectionId: n.sectionId ?? undefined,
  });
  return path ? path.join(' › ') : '?';
}

export interface PickerRow {
  key: string;
  node: SettingNode;
  name: string;
  depth: 0 | 1 | 2;
}

/** The picker's rows: each library, then its chapters, each followed by its sections. */
export function pickerRows(libraries: Library[]): PickerRow[] {
  return libraries.flatMap((l) => [
    { key: nodeKey({ libraryId: l._id }), node: { libraryId: l._id }, name: l.name, depth: 0 as const },
    ...l.chapter.flatMap((c) => [
      {
        key: nodeKey({ libraryId: l._id, chapterId: c._id }),
        node: { libraryId: l._id, chapterId: c._id },
        name: c.name,
        depth: 1 as const,
      },
      ...c.section.map((s) => {
        const node = { libraryId: l._id, chapterId: c._id, sectionId: s._id };
        return { key: nodeKey(node), node, name: s.name, depth: 2 as const };
      }),
    ]),
  ]);
}

/**
 * A click in the picker: alone it chooses only that node; with Ctrl or Cmd it adds or removes the node.
 *
 * @example pick(['a'], 'b', true) // ['a', 'b']
 */
export function pick(selected: string[], key: string, several: boolean): string[] {
  if (!several) return [key];
  return selected.includes(key) ? selected.filter((k) => k !== key) : [...selected, key];
}
