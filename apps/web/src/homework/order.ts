export type Direction = 'up' | 'down';

/**
 * The list with the item at `index` swapped with its neighbour above or below; unchanged at the ends.
 *
 * @example moveItem(['a', 'b', 'c'], 2, 'up') // ['a', 'c', 'b']
 */
export function moveItem<T>(list: readonly T[], index: number, direction: Direction): T[] {
  const next = [...list];
  const to = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return next;
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** The ids of `ids` still in `list`, in `list`'s order (a selection after its list changed). */
export function keepPresent(ids: ReadonlySet<string>, list: readonly { _id: string }[]): string[] {
  return list.filter((item) => ids.has(item._id)).map((item) => item._id);
}

/** Whether every item of a non-empty list is selected (the "select all" box). */
export const allSelected = (ids: ReadonlySet<string>, list: readonly { _id: string }[]) =>
  list.length > 0 && list.every((item) => ids.has(item._id));
