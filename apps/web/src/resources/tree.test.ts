import { describe, expect, it } from 'vitest';
import { chosenNodes, nodeKey, type PickerRow, rowState, toggle } from './tree';

const library = { libraryId: 'L' };
const chapter = { libraryId: 'L', chapterId: 'C' };
const section = { libraryId: 'L', chapterId: 'C', sectionId: 'S' };
const other = { libraryId: 'M' };
const rows: PickerRow[] = [
  { key: nodeKey(library), node: library, name: 'Physics', depth: 0 },
  { key: nodeKey(chapter), node: chapter, name: 'Mechanics', depth: 1 },
  { key: nodeKey(section), node: section, name: 'Kinematics', depth: 2 },
  { key: nodeKey(other), node: other, name: 'Maths', depth: 0 },
];
const [lib, chap, sec, maths] = rows.map((r) => r.key) as [string, string, string, string];

describe('the library picker: a tree of boxes to tick', () => {
  it('ticks several nodes one tap at a time, and a second tap unticks', () => {
    const two = toggle(toggle([], rows, lib), rows, maths);
    expect(two).toEqual([lib, maths]);
    expect(toggle(two, rows, lib)).toEqual([maths]);
  });

  it('a ticked library covers its chapters and sections, which show ticked and are not saved again', () => {
    const chosen = toggle([sec], rows, lib);
    expect(chosen).toEqual([lib]);
    expect(rowState(chosen, rows[2] as PickerRow)).toEqual({ checked: true, covered: true, partly: false });
    expect(chosenNodes([lib, sec], rows)).toEqual([library]);
  });

  it('shows a library with a ticked section inside as partly chosen', () => {
    expect(rowState([sec], rows[0] as PickerRow)).toEqual({ checked: false, covered: false, partly: true });
    expect(rowState([sec], rows[1] as PickerRow).partly).toBe(true);
    expect(rowState([sec], rows[3] as PickerRow).partly).toBe(false);
    expect(chosenNodes([sec, chap], rows)).toEqual([chapter]);
  });
});
