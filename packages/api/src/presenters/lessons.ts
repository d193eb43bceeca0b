import { type AttendanceStatus, attendanceStatuses, type LessonStatus, lessonStatuses } from '@quanta/validators';
import { z } from 'zod';
import type { SchoolRules } from '../deps';
import { isoTime } from './time';
import { count, instant, named, wire } from './wire';

/** Someone a lesson names: the teacher giving it, a student on its roll. */
const whoShape = wire({ _id: z.string(), name: z.string() });

export const lessonStatusShape = z.enum(lessonStatuses);
export const attendanceStatusShape = z.enum(attendanceStatuses);

/** A class's weekly slot as its schedule form shows it. */
export const classSlotShape = named(
  'ClassSlot',
  wire({
    weekday: z.number().int().min(1).max(7),
    start: z.string(),
    minutes: z.number().int(),
    room: z.string(),
    link: z.string(),
  }),
);

/** What every answer says of a lesson: when and where it is, whether it happens, who gives it. */
const lessonFields = {
  _id: z.string(),
  classId: z.string(),
  startsAt: instant,
  endsAt: instant,
  room: z.string(),
  link: z.string(),
  status: lessonStatusShape,
  teacher: whoShape,
};

/** A lesson row's own columns that every answer shows. */
interface LessonCore {
  id: string;
  classId: string;
  startsAt: Date;
  endsAt: Date;
  room: string;
  link: string;
  status: LessonStatus;
}

/** `lessonFields` of a lesson row and the teacher giving it. */
const presentLessonFields = (row: LessonCore, teacher: { id: string; name: string }) => ({
  _id: row.id,
  classId: row.classId,
  startsAt: isoTime(row.startsAt),
  endsAt: isoTime(row.endsAt),
  room: row.room,
  link: row.link,
  status: row.status,
  teacher: { _id: teacher.id, name: teacher.name },
});

/** One lesson of a class as its teacher's lesson list shows it. */
export const lessonShape = named('Lesson', wire({ ...lessonFields, rollTaken: z.boolean() }));

/** A weekly slot row (or input) on the wire. */
export function presentSlot(slot: {
  weekday: number;
  start: string;
  minutes: number;
  room: string;
  link: string;
}): z.input<typeof classSlotShape> {
  return { weekday: slot.weekday, start: slot.start, minutes: slot.minutes, room: slot.room, link: slot.link };
}

/** A lesson row, with the name of the teacher giving it, as its class's lesson list shows it. */
export function presentLesson(
  row: LessonCore & { rollTakenAt: Date | null },
  teacher: { id: string; name: string },
): z.input<typeof lessonShape> {
  return { ...presentLessonFields(row, teacher), rollTaken: row.rollTakenAt !== null };
}

/** A class's lessons (by start), its weekly slots, and the school's time zone they are written in. */
export const classLessonsShape = named(
  'ClassLessons',
  wire({ list: z.array(lessonShape), slots: z.array(classSlotShape), timeZone: z.string() }),
);

/** What `setClassSchedule` answers: how many lessons are now scheduled from today on. */
export const scheduleSetShape = named('ScheduleSet', wire({ count }));

/** What a lesson covered and the homework set. */
export const lessonReportShape = named('LessonReport', wire({ covered: z.string(), homework: z.string() }));

/** A family's leave for a lesson. */
export const leaveShape = named('Leave', wire({ reason: z.string(), requestedAt: instant }));

/** Lessons bought, used (present, late, absent) and left in one class. */
export const lessonBalanceShape = named(
  'LessonBalance',
  wire({ total: count, used: count, remaining: z.number().int() }),
);

/** A student's line on a lesson's roll: the mark (null until taken), its note, any leave, their balance. */
export const rollEntryShape = named(
  'RollEntry',
  wire({
    student: whoShape,
    status: attendanceStatusShape.nullable(),
    note: z.string(),
    leave: leaveShape.nullable(),
    /** Null when the student bought no lesson package in this class. */
    balance: lessonBalanceShape.nullable(),
  }),
);

/** A lesson as its roll screen heads it. */
export const rollLessonShape = named(
  'RollLesson',
  wire({ ...lessonFields, className: z.string(), rollTaken: z.boolean() }),
);

/** A lesson's roll: each student on it, the lesson report, and the lesson itself. */
export const lessonRollShape = named(
  'LessonRoll',
  wire({
    list: z.array(rollEntryShape),
    report: lessonReportShape.nullable(),
    lesson: rollLessonShape,
    timeZone: z.string(),
  }),
);

/** What taking the roll answers: the roll as now stored. */
export const attendanceSavedShape = named(
  'AttendanceSaved',
  wire({ message: z.string(), list: z.array(rollEntryShape), report: lessonReportShape.nullable() }),
);

/** A lesson as the roll reads it, with its class's name and its teacher. */
export interface RollLessonRow extends LessonCore {
  className: string;
  teacherId: string;
  teacherName: string;
  rollTakenAt: Date | null;
}

/** A student on a roll as the roll reads them: the stored mark, any leave, the balance (null: no package). */
export interface RollRow {
  studentId: string;
  name: string;
  status: z.infer<typeof attendanceStatusShape> | null;
  note: string | null;
  leaveReason: string | null;
  leaveAt: Date | null;
  balance: z.infer<typeof lessonBalanceShape> | null;
}

export function presentLeave(r: { reason: string; createdAt: Date }): z.infer<typeof leaveShape> {
  return { reason: r.reason, requestedAt: r.createdAt.toISOString() };
}

export function presentLessonReport(
  r: { covered: string; homework: string } | null | undefined,
): z.infer<typeof lessonReportShape> | null {
  return r ? { covered: r.covered, homework: r.homework } : null;
}

/** A roll's line: without a mark, a student with leave counts as excused. */
export function presentRollEntry(r: RollRow): z.infer<typeof rollEntryShape> {
  const leave =
    r.leaveReason !== null && r.leaveAt ? presentLeave({ reason: r.leaveReason, createdAt: r.leaveAt }) : null;
  return {
    student: { _id: r.studentId, name: r.name },
    status: r.status ?? (leave ? 'excused' : null),
    note: r.note ?? '',
    leave,
    balance: r.balance,
  };
}

export function presentRollLesson(r: RollLessonRow): z.infer<typeof rollLessonShape> {
  return {
    ...presentLessonFields(r, { id: r.teacherId, name: r.teacherName }),
    className: r.className,
    rollTaken: r.rollTakenAt !== null,
  };
}

/**
 * One lesson on a timetable. A student's and a parent's entries name the student (a parent has one entry
 * per child in the lesson), with their mark, leave and the lesson report; a teacher's and an admin's say
 * whether the roll is taken.
 */
export const timetableEntryShape = named(
  'TimetableEntry',
  wire({
    ...lessonFields,
    className: z.string(),
    student: whoShape.optional(),
    attendance: attendanceStatusShape.nullable().optional(),
    leave: leaveShape.nullable().optional(),
    /** Whether leave can still be asked (a family's scheduled lesson before the cut-off, without leave). */
    canAskLeave: z.boolean().optional(),
    report: lessonReportShape.nullable().optional(),
    rollTaken: z.boolean().optional(),
  }),
);

/** A timetable: lessons by start, and the school's time zone and leave cut-off. */
export const timetableShape = named(
  'Timetable',
  wire({ list: z.array(timetableEntryShape), timeZone: z.string(), leaveCutoffHours: z.number().int() }),
);

/** A school holiday. */
export const holidayShape = named('Holiday', wire({ date: z.iso.date(), name: z.string() }));
export const holidayListShape = named('HolidayList', wire({ list: z.array(holidayShape) }));

/** A holiday row on the wire. */
export const presentHoliday = (row: { day: string; name: string }): z.input<typeof holidayShape> => ({
  date: row.day,
  name: row.name,
});

/** A user's calendar feed address (null until one is made). */
export const calendarLinkShape = named('CalendarLink', wire({ url: z.string().nullable() }));

/** A lesson as the timetable and the calendar feed read it: the row, its class's and teacher's names. */
export interface TimetableLessonRow {
  lesson: LessonCore & { rollTakenAt: Date | null };
  className: string;
  teacher: { id: string; name: string };
}

/** A family's line of a lesson: one student, their mark, their leave and the lesson's report. */
export interface FamilyTimetableRow extends TimetableLessonRow {
  student: { id: string; name: string };
  mark: AttendanceStatus | null;
  leave: { reason: string; createdAt: Date } | null;
  report: { covered: string; homework: string } | null;
  /** Whether the student has a parent (who then asks their leave). */
  hasParent: boolean;
}

type TimetableEntry = z.infer<typeof timetableEntryShape>;

function presentTimetableLesson(row: TimetableLessonRow): TimetableEntry {
  return { ...presentLessonFields(row.lesson, row.teacher), className: row.className };
}

/** A teacher's or an admin's timetable entry: the lesson and whether its roll is taken. */
export function presentStaffTimetableEntry(row: TimetableLessonRow): TimetableEntry {
  return { ...presentTimetableLesson(row), rollTaken: row.lesson.rollTakenAt !== null };
}

/** A student's or a parent's timetable entry: leave without a mark shows as excused. */
export function presentFamilyTimetableEntry(row: FamilyTimetableRow, canAskLeave: boolean): TimetableEntry {
  return {
    ...presentTimetableLesson(row),
    student: { _id: row.student.id, name: row.student.name },
    attendance: row.mark ?? (row.leave ? 'excused' : null),
    leave: row.leave ? presentLeave(row.leave) : null,
    canAskLeave,
    report: presentLessonReport(row.report),
  };
}

export function presentTimetable(list: TimetableEntry[], school: SchoolRules): z.infer<typeof timetableShape> {
  return { list, timeZone: school.timeZone, leaveCutoffHours: school.leaveCutoffHours };
}

export function presentCalendarLink(url: string | null): z.infer<typeof calendarLinkShape> {
  return { url };
}
