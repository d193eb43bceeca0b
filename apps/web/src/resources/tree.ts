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

/** The keys of the nodes that hold this one: its library, and its chapter when it is a section. */
export function ancestorKeys(n: SettingNode): string[] {
  if (!n.chapterId) return [];
  const library = nodeKey({ libraryId: n.libraryId });
  return n.sectionId ? [library, nodeKey({ libraryId: n.libraryId, chapterId: n.chapterId })] : [library];
}

/** The node a key names (the inverse of `nodeKey`). */
export function nodeOfKey(key: string): SettingNode {
  const [libraryId = '', chapterId, sectionId] = key.split('/');
  return { libraryId, chapterId: chapterId || null, sectionId: sectionId || null };
}

/** How a row of the picker shows: ticked, ticked through a ticked library or chapter above it, or partly. */
export function rowState(selected: string[], row: PickerRow): { checked: boolean; covered: boolean; partly: boolean } {
  const covered = ancestorKeys(row.node).some((k) => selected.includes(k));
  const checked = covered || selected.includes(row.key);
  const partly = !checked && selected.some((k) => ancestorKeys(nodeOfKey(k)).includes(row.key));
  return { checked, covered, partly };
}

/**
 * A tap on a row's box: ticks the node (dropping the nodes inside it, which it now covers) or unticks it.
 *
 * @example toggle(['L/C/S'], rows, 'L//') // ['L//']: the library covers its section
 */
export function toggle(selected: string[], rows: PickerRow[], key: string): string[] {
  if (selected.includes(key)) return selected.filter((k) => k !== key);
  const inside = new Set(rows.filter((r) => ancestorKeys(r.node).includes(key)).map((r) => r.key));
  return [...selected.filter((k) => !inside.has(k)), key];
}

/** The ticked nodes worth saving: those not already covered by a ticked library or chapter. */
export function chosenNodes(selected: string[], rows: PickerRow[]): SettingNode[] {
  return rows.filter((r) => selected.includes(r.key) && !rowState(selected, r).covered).map((r) => r.node);
}
