import type { RouterOutputs } from '../session/storage';

export type Timetable = RouterOutputs['user']['getTimetable'];
export type TimetableEntry = Timetable['list'][number];
export type LessonRoll = RouterOutputs['teacher']['getLessonAttendance'];
export type RollEntry = LessonRoll['list'][number];
export type Mark = NonNullable<RollEntry['status']>;

/** The marks in the order the roll's buttons show them, each with its colour (a family's badge too). */
export const markColours: Record<Mark, string> = {
  present: 'green',
  late: 'yellow',
  absent: 'red',
  excused: 'blue',
};

/** One entry per lesson and student: a parent's timetable has a lesson once for each child in it. */
export const entryKey = (entry: TimetableEntry) => `${entry._id}:${entry.student?._id ?? ''}`;
