import type { RouterInputs, RouterOutputs } from '../session/storage';

export type ClassLessons = RouterOutputs['teacher']['getClassLessons'];
export type Lesson = ClassLessons['list'][number];
export type ScheduleInput = RouterInputs['teacher']['setClassSchedule'];

/** One row of the weekly slots form. */
export interface SlotRow {
  /** Keeps a row's inputs its own as rows above it are removed. */
  key: string;
  /** '1' (Monday) to '7' (Sunday), as the select holds it. */
  weekday: string;
  start: string;
  minutes: number | string;
  room: string;
  link: string;
}

export const weekdays = ['1', '2', '3', '4', '5', '6', '7'] as const;

/** The weekday's name key in the `schedule.weekdays` table, for 1 (Monday) to 7 (Sunday). */
export const weekdayKeys = { 1: 'mon', 2: 'tue', 3: 'wed', 4: 'thu', 5: 'fri', 6: 'sat', 7: 'sun' } as const;

let made = 0;
const nextKey = () => `slot-${++made}`;

/** A new row: Monday at 09:00 for an hour, or the last row's day, time and length. */
export function newRow(after?: SlotRow): SlotRow {
  return {
    key: nextKey(),
    weekday: after?.weekday ?? '1',
    start: after?.start ?? '09:00',
    minutes: after?.minutes ?? 60,
    room: after?.room ?? '',
    link: after?.link ?? '',
  };
}

/** The form's rows for the class's saved slots. */
export function rowsFromSlots(slots: ClassLessons['slots']): SlotRow[] {
  return slots.map((s) => ({
    key: nextKey(),
    weekday: String(s.weekday),
    start: s.start,
    minutes: s.minutes,
    room: s.room,
    link: s.link,
  }));
}

/** What `teacher.setClassSchedule` takes for the rows; an emptied number stays as typed for the server to name. */
export function scheduleInputOf(classId: string, rows: SlotRow[]): ScheduleInput {
  return {
    classId,
    slots: rows.map((r) => ({
      weekday: Number(r.weekday),
      start: r.start.trim(),
      minutes: typeof r.minutes === 'number' ? r.minutes : Number(r.minutes.trim() || Number.NaN),
      room: r.room.trim(),
      link: r.link.trim(),
    })),
  };
}
