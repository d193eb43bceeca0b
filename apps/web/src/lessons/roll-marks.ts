import type { LessonRoll, Mark } from './types';

export type Marks = Record<string, Mark | null>;

/** The marks as the roll opens: each stored mark, else Excused for a student on leave, else none. */
export function initialMarks(roll: Pick<LessonRoll, 'list'>): Marks {
  return Object.fromEntries(
    roll.list.map((entry) => [entry.student._id, entry.status ?? (entry.leave ? 'excused' : null)]),
  );
}

/** What Save sends: the students given a mark, in the roll's order, each with their note; the rest wait. */
export function rollRecords(roll: Pick<LessonRoll, 'list'>, marks: Marks, notes: Record<string, string>) {
  return roll.list.flatMap((entry) => {
    const status = marks[entry.student._id];
    return status ? [{ studentId: entry.student._id, status, note: (notes[entry.student._id] ?? '').trim() }] : [];
  });
}
