import { describe, expect, it } from 'vitest';
import { treeRows } from './tree-rows';
import { type Library, nodePath } from './types';

const libraries = [
  {
    _id: 'L1',
    name: 'Physics',
    expired: false,
    teacher: [],
    chapter: [
      {
        _id: 'C1',
        name: 'Kinematics',
        section: [
          { _id: 'S1', name: 'Velocity' },
          { _id: 'S2', name: 'Acceleration' },
        ],
      },
      { _id: 'C2', name: 'Dynamics', section: [] },
    ],
  },
  { _id: 'L2', name: 'Math', expired: false, teacher: [], chapter: [] },
] as Library[];

describe('treeRows', () => {
  it('lists libraries, chapters and sections depth first with their sibling positions', () => {
    const rows = treeRows(libraries, new Set());
    expect(rows.map((r) => `${r.kind}:${r.id}:${r.index}/${r.count}`)).toEqual([
      'library:L1:0/2',
      'chapter:C1:0/2',
      'section:S1:0/2',
      'section:S2:1/2',
      'chapter:C2:1/2',
      'library:L2:1/2',
    ]);
  });

  it('leaves out the children of collapsed nodes', () => {
    expect(treeRows(libraries, new Set(['C1'])).map((r) => r.id)).toEqual(['L1', 'C1', 'C2', 'L2']);
    expect(treeRows(libraries, new Set(['L1'])).map((r) => r.id)).toEqual(['L1', 'L2']);
  });
});

describe('nodePath', () => {
  it('names a node along its path, or null when it is gone', () => {
    expect(nodePath(libraries, { libraryId: 'L1', chapterId: 'C1', sectionId: 'S2' })).toEqual([
      'Physics',
      'Kinematics',
      'Acceleration',
    ]);
    expect(nodePath(libraries, { libraryId: 'L1', chapterId: 'C9' })).toBeNull();
  });
});
