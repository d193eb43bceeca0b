import { describe, expect, it } from 'vitest';
import { newRow, rowsFromSlots, scheduleInputOf } from './slot-form';

const saved = [
  { weekday: 1, start: '09:00', minutes: 90, room: 'A1', link: '' },
  { weekday: 7, start: '18:30', minutes: 45, room: '', link: 'https://meet.example.com/x' },
];

describe('the weekly slots form', () => {
  it('turns saved slots into rows and back into the same input', () => {
    const rows = rowsFromSlots(saved);
    expect(rows.map((r) => r.weekday)).toEqual(['1', '7']);
    expect(new Set(rows.map((r) => r.key)).size).toBe(2);
    expect(scheduleInputOf('c1', rows)).toEqual({ classId: 'c1', slots: saved });
  });

  it('trims what was typed and reads a typed number', () => {
    const row = { ...newRow(), weekday: '3', start: ' 10:15 ', minutes: '50', room: ' B2 ', link: ' ' };
    expect(scheduleInputOf('c1', [row]).slots).toEqual([
      { weekday: 3, start: '10:15', minutes: 50, room: 'B2', link: '' },
    ]);
  });

  it('sends an emptied length as not a number, for the server to name the field', () => {
    const row = { ...newRow(), minutes: '' };
    expect(scheduleInputOf('c1', [row]).slots[0]?.minutes).toBeNaN();
  });

  it('starts a new row from the last one, with a key of its own', () => {
    const first = { ...newRow(), weekday: '5', start: '16:00', minutes: 120 };
    const next = newRow(first);
    expect(next).toMatchObject({ weekday: '5', start: '16:00', minutes: 120 });
    expect(next.key).not.toBe(first.key);
    expect(newRow()).toMatchObject({ weekday: '1', start: '09:00', minutes: 60, room: '', link: '' });
  });

  it('saves no rows as no slots', () => {
    expect(scheduleInputOf('c1', [])).toEqual({ classId: 'c1', slots: [] });
  });
});
