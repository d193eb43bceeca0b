import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { classes } from './classes';
import { belongsTo, createdAt, primaryId, timestamptz, updatedAt } from './columns';
import { classInterests } from './enrolment';
import { users } from './users';

/**
 * A class's weekly time slot in the school's time zone: weekday 1 (Monday) to 7, the local start time
 * ('HH:MM'), the length in minutes, and a room or an online link.
 */
export const classSlots = pgTable(
  'class_slots',
  {
    id: primaryId(),
    classId: belongsTo('class_id', () => classes.id),
    weekday: smallint('weekday').notNull(),
    start: text('start').notNull(),
    minutes: smallint('minutes').notNull(),
    room: text('room').notNull().default(''),
    link: text('link').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('class_slots_class_idx').on(t.classId)],
);

/**
 * One meeting of a class. `plannedAt` is the slot's instant it was generated for (a moved lesson keeps
 * it, so changing the slots keeps the move); `startsAt`/`endsAt` are when it happens. `status`:
 * 'scheduled' or 'cancelled'. `teacherId` is who teaches it (the class's teacher, or a substitute).
 */
export const lessons = pgTable(
  'lessons',
  {
    id: primaryId(),
    classId: belongsTo('class_id', () => classes.id),
    teacherId: belongsTo('teacher_id', () => users.id, 'restrict'),
    plannedAt: timestamptz('planned_at').notNull(),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    room: text('room').notNull().default(''),
    link: text('link').notNull().default(''),
    status: text('status', { enum: ['scheduled', 'cancelled'] })
      .notNull()
      .default('scheduled'),
    /** When the roll was first taken (null: not yet). */
    rollTakenAt: timestamptz('roll_taken_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('lessons_class_planned_key').on(t.classId, t.plannedAt),
    index('lessons_class_starts_idx').on(t.classId, t.startsAt),
    index('lessons_teacher_starts_idx').on(t.teacherId, t.startsAt),
    index('lessons_starts_idx').on(t.startsAt),
    index('lessons_room_starts_idx').on(t.room, t.startsAt).where(sql`${t.room} <> ''`),
  ],
);

/** A student's mark on a lesson's roll: 'present', 'late', 'absent' or 'excused', with a note. */
export const attendance = pgTable(
  'attendance',
  {
    lessonId: belongsTo('lesson_id', () => lessons.id),
    studentId: belongsTo('student_id', () => users.id),
    status: text('status', { enum: ['present', 'late', 'absent', 'excused'] }).notNull(),
    note: text('note').notNull().default(''),
    takenBy: uuid('taken_by').references(() => users.id, { onDelete: 'set null' }),
    takenAt: timestamptz('taken_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.lessonId, t.studentId] }), index('attendance_student_idx').on(t.studentId)],
);

/** Every mark ever set on a roll, with who set it and when: the history a correction leaves. */
export const attendanceChanges = pgTable(
  'attendance_changes',
  {
    id: primaryId(),
    lessonId: belongsTo('lesson_id', () => lessons.id),
    studentId: belongsTo('student_id', () => users.id),
    status: text('status', { enum: ['present', 'late', 'absent', 'excused'] }).notNull(),
    note: text('note').notNull().default(''),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamptz('changed_at').notNull().defaultNow(),
  },
  (t) => [index('attendance_changes_lesson_idx').on(t.lessonId, t.studentId, t.changedAt)],
);

/** What a lesson covered and the homework set, which the students and their parents read. */
export const lessonReports = pgTable('lesson_reports', {
  lessonId: uuid('lesson_id')
    .primaryKey()
    .references(() => lessons.id, { onDelete: 'cascade' }),
  covered: text('covered').notNull().default(''),
  homework: text('homework').notNull().default(''),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

/** A family's request to miss a future lesson, with its reason; the roll shows it and counts it excused. */
export const leaveRequests = pgTable(
  'leave_requests',
  {
    id: primaryId(),
    lessonId: belongsTo('lesson_id', () => lessons.id),
    studentId: belongsTo('student_id', () => users.id),
    reason: text('reason').notNull(),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('leave_requests_lesson_student_key').on(t.lessonId, t.studentId),
    index('leave_requests_student_idx').on(t.studentId),
  ],
);

/** Lessons added to a student's balance in a class: one row per package confirmed. */
export const lessonCredits = pgTable(
  'lesson_credits',
  {
    id: primaryId(),
    classId: belongsTo('class_id', () => classes.id),
    studentId: belongsTo('student_id', () => users.id),
    lessons: integer('lessons').notNull(),
    interestId: uuid('interest_id').references(() => classInterests.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('lesson_credits_class_student_idx').on(t.classId, t.studentId)],
);

/**
 * A notice sent to a family about a place: `kind` 'balance2' and 'balance0' (lessons left) or 'expiry'
 * (a place bought by months or years ends within days). `marker` makes each notice once: the balance's
 * total when it was sent (a new package sends again), or the expiry instant.
 */
export const placeNotices = pgTable(
  'place_notices',
  {
    id: primaryId(),
    classId: belongsTo('class_id', () => classes.id),
    studentId: belongsTo('student_id', () => users.id),
    kind: text('kind', { enum: ['balance2', 'balance0', 'expiry'] }).notNull(),
    marker: text('marker').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('place_notices_once_key').on(t.classId, t.studentId, t.kind, t.marker),
    index('place_notices_student_idx').on(t.studentId, t.createdAt),
  ],
);

/** A school holiday: no lesson is generated on it. */
export const holidays = pgTable('holidays', {
  day: date('day', { mode: 'string' }).primaryKey(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

/** A user's secret calendar feed (`/api/calendar/{token}.ics`); resetting replaces the token. */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique('calendar_feeds_token_key'),
  createdAt: createdAt(),
});

export type ClassSlotRow = typeof classSlots.$inferSelect;
export type LessonRow = typeof lessons.$inferSelect;
export type AttendanceRow = typeof attendance.$inferSelect;
export type LeaveRequestRow = typeof leaveRequests.$inferSelect;
export type AttendanceStatus = AttendanceRow['status'];
