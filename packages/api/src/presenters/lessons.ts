import { attendanceStatuses, lessonStatuses } from '@quanta/validators';
import { z } from 'zod';
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

/** One lesson of a class as its teacher's lesson list shows it. */
export const lessonShape = named(
  'Lesson',
  wire({
    _id: z.string(),
    classId: z.string(),
    startsAt: instant,
    endsAt: instant,
    room: z.string(),
    link: z.string(),
    status: lessonStatusShape,
    teacher: whoShape,
    rollTaken: z.boolean(),
  }),
);

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
  wire({
    _id: z.string(),
    classId: z.string(),
    className: z.string(),
    startsAt: instant,
    endsAt: instant,
    room: z.string(),
    link: z.string(),
    status: lessonStatusShape,
    teacher: whoShape,
    rollTaken: z.boolean(),
  }),
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

/**
 * One lesson on a timetable. A student's and a parent's entries name the student (a parent has one entry
 * per child in the lesson), with their mark, leave and the lesson report; a teacher's and an admin's say
 * whether the roll is taken.
 */
export const timetableEntryShape = named(
  'TimetableEntry',
  wire({
    _id: z.string(),
    classId: z.string(),
    className: z.string(),
    startsAt: instant,
    endsAt: instant,
    room: z.string(),
    link: z.string(),
    status: lessonStatusShape,
    teacher: whoShape,
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

/** A user's calendar feed address (null until one is made). */
export const calendarLinkShape = named('CalendarLink', wire({ url: z.string().nullable() }));
