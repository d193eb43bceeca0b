import { z } from 'zod';
import { id, requiredText, text } from './common';
import { limits } from './limits';

/** The marks of a roll, in the order the roll's buttons show them. */
export const attendanceStatuses = ['present', 'late', 'absent', 'excused'] as const;
export type AttendanceStatus = (typeof attendanceStatuses)[number];
export const lessonStatuses = ['scheduled', 'cancelled'] as const;
export type LessonStatus = (typeof lessonStatuses)[number];

/** 'HH:MM', 00:00 to 23:59. */
const clockTime = z
  .string({ error: "must be a time 'HH:MM'" })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "must be a time 'HH:MM' from 00:00 to 23:59" });

const minutes = z.coerce
  .number({ error: 'must be a number of minutes' })
  .int({ error: 'must be a whole number of minutes' })
  .min(limits.lessonMinutesMin, { error: `must be from ${limits.lessonMinutesMin} to ${limits.lessonMinutesMax}` })
  .max(limits.lessonMinutesMax, { error: `must be from ${limits.lessonMinutesMin} to ${limits.lessonMinutesMax}` });

/** An online lesson's link: an http(s) address, or '' for none. */
const lessonLink = text(limits.lessonLink).refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), {
  error: 'must be an http:// or https:// address',
});

const isoDay = z.iso.date({ error: "must be a date 'YYYY-MM-DD'" });

/** A weekly slot: weekday 1 (Monday) to 7 (Sunday), start 'HH:MM' in the school's time zone, minutes, room or link. */
export const classSlotInput = z.object({
  weekday: z.coerce
    .number({ error: 'must be 1 (Monday) to 7 (Sunday)' })
    .int({ error: 'must be 1 (Monday) to 7 (Sunday)' })
    .min(1, { error: 'must be 1 (Monday) to 7 (Sunday)' })
    .max(7, { error: 'must be 1 (Monday) to 7 (Sunday)' }),
  start: clockTime,
  minutes,
  room: text(limits.lessonRoom)
    .nullish()
    .transform((v) => v ?? ''),
  link: lessonLink.nullish().transform((v) => v ?? ''),
});
export type ClassSlotInput = z.infer<typeof classSlotInput>;

export const setClassScheduleInput = z.object({
  classId: id,
  slots: z
    .array(classSlotInput, { error: 'must be a list of slots' })
    .max(limits.classSlots, { error: `must be at most ${limits.classSlots} slots` }),
});
export const classLessonsInput = z.object({ classId: id });
export const lessonIdInput = z.object({ lessonId: id });

export const updateLessonInput = z
  .object({
    id,
    startsAt: z.iso.datetime({ offset: true, error: 'must be an ISO date and time' }).optional(),
    minutes: minutes.optional(),
    room: text(limits.lessonRoom).optional(),
    link: lessonLink.optional(),
    teacherId: id.optional(),
    status: z.enum(lessonStatuses, { error: "must be 'scheduled' or 'cancelled'" }).optional(),
  })
  .refine((v) => Object.keys(v).some((k) => k !== 'id'), { error: 'nothing to change', path: ['id'] });
export type UpdateLessonInput = z.infer<typeof updateLessonInput>;

export const lessonReportInput = z.object({
  covered: text(limits.lessonReport).optional().default(''),
  homework: text(limits.lessonReport).optional().default(''),
});

export const takeAttendanceInput = z.object({
  lessonId: id,
  records: z
    .array(
      z.object({
        studentId: id,
        status: z.enum(attendanceStatuses, { error: "must be 'present', 'late', 'absent' or 'excused'" }),
        note: text(limits.attendanceNote).optional().default(''),
      }),
      { error: 'must be a list of marks' },
    )
    .max(limits.rollSize, { error: `must be at most ${limits.rollSize} marks` })
    .refine((r) => new Set(r.map((m) => m.studentId)).size === r.length, { error: 'names a student twice' }),
  report: lessonReportInput.optional(),
});
export type TakeAttendanceInput = z.infer<typeof takeAttendanceInput>;

/** A span of days, `from` to `to` inclusive ('YYYY-MM-DD' in the school's zone), at most `limits.timetableDays`. */
export const timetableInput = z
  .object({
    from: isoDay,
    to: isoDay,
    /** Admins: only this teacher's lessons. */
    teacherId: id.optional(),
    /** Admins: only lessons in this room. */
    room: text(limits.lessonRoom).optional(),
  })
  .refine((v) => v.to >= v.from, { path: ['to'], error: 'must not be before from' })
  .refine((v) => (Date.parse(v.to) - Date.parse(v.from)) / 86_400_000 < limits.timetableDays, {
    path: ['to'],
    error: `must be within ${limits.timetableDays} days of from`,
  });
export type TimetableInput = z.infer<typeof timetableInput>;

export const requestLeaveInput = z.object({ lessonId: id, studentId: id, reason: requiredText(limits.leaveReason) });
export const lessonBalanceInput = z.object({ classId: id, studentId: id });

export const setHolidaysInput = z.object({
  dates: z
    .array(isoDay, { error: "must be a list of dates 'YYYY-MM-DD'" })
    .max(limits.holidayDays, { error: `must be at most ${limits.holidayDays} dates` }),
  name: requiredText(limits.name),
});

/** The calendar feed's secret: 43 base64url characters, from the URL's `{token}.ics`. */
export const calendarTokenInput = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: 'is not a calendar link' }),
});
