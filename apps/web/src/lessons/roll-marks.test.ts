import { describe, expect, it } from 'vitest';
import { initialMarks, rollRecords } from './roll-marks';
import type { RollEntry } from './types';

const student = (id: string, fields: Partial<RollEntry> = {}): RollEntry => ({
  student: { _id: id, name: `Student ${id}` },
  status: null,
  note: '',
  leave: null,
  balance: null,
  ...fields,
});

const roll = {
  list: [
    student('a'),
    student('b', { leave: { reason: 'Dentist', requestedAt: '2026-03-01T00:00:00.000Z' } }),
    student('c', { status: 'late', note: 'Bus' }),
    student('d', { status: 'present', leave: { reason: 'Ill', requestedAt: '2026-03-01T00:00:00.000Z' } }),
  ],
};

describe('the roll', () => {
  it('opens with stored marks, Excused for leave, and nothing for the rest', () => {
    expect(initialMarks(roll)).toEqual({ a: null, b: 'excused', c: 'late', d: 'present' });
  });

  it('sends only the students with a mark, in roll order, with trimmed notes', () => {
    const marks = { ...initialMarks(roll), a: null, c: 'absent' as const };
    expect(rollRecords(roll, marks, { c: '  Phoned in  ', b: '' })).toEqual([
      { studentId: 'b', status: 'excused', note: '' },
      { studentId: 'c', status: 'absent', note: 'Phoned in' },
      { studentId: 'd', status: 'present', note: '' },
    ]);
  });
});
