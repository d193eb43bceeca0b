import type { RouterOutputs } from '../session/storage';

export type Timetable = RouterOutputs['user']['getTimetable'];
export type TimetableEntry = Timetable['list'][number];
export type LessonRoll = RouterOutputs['teacher']['getLessonAttendance'];
export type RollEntry = LessonRoll['list'][number];
export type Mark = NonNullable<RollEntry['status']>;

/**
 * The marks in the order the roll's buttons show them, each with its colour (a family's badge too): shades
 * whose text, white or dark (`autoContrast`), keeps WCAG AA's 4.5:1 on a pressed button.
 */
export const markColours: Record<Mark, string> = {
  present: 'teal.9',
  late: 'yellow.5',
  absent: 'red.9',
  excused: 'blue.8',
};

/** One entry per lesson and student: a parent's timetable has a lesson once for each child in it. */
export const entryKey = (entry: TimetableEntry) => `${entry._id}:${entry.student?._id ?? ''}`;
