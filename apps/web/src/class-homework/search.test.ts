import { describe, expect, it } from 'vitest';
import { parseHomeworkSearch, publishable, publishedExercises } from './search';

describe('parseHomeworkSearch', () => {
  it('reads a pasted id, trimmed and lower-cased', () => {
    expect(parseHomeworkSearch(' 0B8E1C2D-1111-4222-8333-444455556666 ')).toEqual({
      kind: 'id',
      id: '0b8e1c2d-1111-4222-8333-444455556666',
    });
  });

  it('reads anything else as a name fragment', () => {
    expect(parseHomeworkSearch('  Kinematics ')).toEqual({ kind: 'name', name: 'Kinematics' });
    expect(parseHomeworkSearch('0b8e1c2d')).toEqual({ kind: 'name', name: '0b8e1c2d' });
    expect(parseHomeworkSearch('')).toEqual({ kind: 'name', name: '' });
  });
});

describe('publish lists', () => {
  const roster = [
    { student: { _id: 's1' }, published: true, exerciseId: 'e1' },
    { student: { _id: 's2' }, published: false, exerciseId: null },
    { student: { _id: 's3' }, published: false, exerciseId: null },
  ];

  it('offers only students who do not have the homework yet', () => {
    expect(publishable(roster)).toEqual(['s2', 's3']);
  });

  it('takes back every published exercise', () => {
    expect(publishedExercises(roster)).toEqual(['e1']);
  });
});
