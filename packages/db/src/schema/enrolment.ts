import { boolean, index, pgTable, primaryKey, smallint, uniqueIndex } from 'drizzle-orm/pg-core';
import { classes } from './classes';
import { belongsTo, createdAt, primaryId, timestamptz, updatedAt } from './columns';
import { users } from './users';

/** The class roster: a student in a class, with the date their registration runs out (null: none). */
export const classStudents = pgTable(
  'class_students',
  {
    classId: belongsTo('class_id', () => classes.id),
    studentId: belongsTo('student_id', () => users.id),
    expiresAt: timestamptz('expires_at'),
    /** The student's extra time in the class's exams, a percentage of the duration (0–300). */
    extraTimePercent: smallint('extra_time_percent').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.classId, t.studentId] }), index('class_students_student_idx').on(t.studentId)],
);

/**
 * An interest / registration request of a student for a class: interested → paid (pending payment
 * confirmation) → registered. `durationType` 1 = one month, 2 = one year, 3 = one lesson package.
 */
export const classInterests = pgTable(
  'class_interests',
  {
    id: primaryId(),
    classId: belongsTo('class_id', () => classes.id),
    studentId: belongsTo('student_id', () => users.id),
    durationType: smallint('duration_type').notNull().default(1),
    interested: boolean('interested').notNull().default(true),
    paid: boolean('paid').notNull().default(false),
    registered: boolean('registered').notNull().default(false),
    expiresAt: timestamptz('expires_at'),
    /** When the class's teacher was last mailed about this request's payment (a repeat is held back a while). */
    teacherNotifiedAt: timestamptz('teacher_notified_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('class_interests_class_student_key').on(t.classId, t.studentId),
    index('class_interests_student_idx').on(t.studentId),
  ],
);

export type ClassStudentRow = typeof classStudents.$inferSelect;
export type ClassInterestRow = typeof classInterests.$inferSelect;
