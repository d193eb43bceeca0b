import { index, pgTable, primaryKey, real, smallint, text } from 'drizzle-orm/pg-core';
import { classes } from './classes';
import { belongsTo, createdAt, primaryId, timestamptz, updatedAt } from './columns';
import { exercises } from './exercises';
import { users } from './users';

/**
 * A grade category of a class (homework, quiz, exam or the school's own name) with its weight in the course
 * grade. `kind` is 'homework', 'quiz', 'exam' or 'custom'; weights are relative (normalised over the categories
 * that hold graded work).
 */
export const gradeCategories = pgTable(
  'grade_categories',
  {
    id: primaryId(),
    classId: belongsTo('class_id', () => classes.id),
    kind: text('kind').notNull(),
    name: text('name').notNull().default(''),
    weight: real('weight').notNull(),
    position: smallint('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('grade_categories_class_idx').on(t.classId, t.position)],
);

/** A finished attempt of an exercise kept when the student starts another (homework with several attempts). */
export const exerciseAttempts = pgTable(
  'exercise_attempts',
  {
    exerciseId: belongsTo('exercise_id', () => exercises.id),
    attempt: smallint('attempt').notNull(),
    startedAt: timestamptz('started_at'),
    finishedAt: timestamptz('finished_at'),
    /** The credit earned (sum of the answers' credits) and the questions that could score. */
    earned: real('earned').notNull(),
    possible: real('possible').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.exerciseId, t.attempt] })],
);

/** The teacher's comment on a student's term report in a class. */
export const reportComments = pgTable(
  'report_comments',
  {
    classId: belongsTo('class_id', () => classes.id),
    studentId: belongsTo('student_id', () => users.id),
    comment: text('comment').notNull().default(''),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.classId, t.studentId] }), index('report_comments_student_idx').on(t.studentId)],
);

export type GradeCategoryRow = typeof gradeCategories.$inferSelect;
export type ExerciseAttemptRow = typeof exerciseAttempts.$inferSelect;
