import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { classes } from './classes';
import { createdAt } from './columns';
import { homework } from './homework';
import { questions } from './questions';
import { users } from './users';

/**
 * A homework published to one student of a class. Exams get `endExamAt` fixed by the server at start;
 * `correctionStatus` 0 open, 1 finished by the teacher.
 */
export const exercises = pgTable(
  'exercises',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    homeworkId: uuid('homework_id')
      .notNull()
      .references(() => homework.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endExamAt: timestamp('end_exam_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    correctionStatus: smallint('correction_status').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('exercises_class_homework_student_key').on(t.classId, t.homeworkId, t.studentId),
    index('exercises_student_idx').on(t.studentId, t.classId),
  ],
);

/** One question of an exercise with the student's answer and its corrections. */
export const exerciseAnswers = pgTable(
  'exercise_answers',
  {
    exerciseId: uuid('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    answer: text('answer').notNull().default(''),
    content: text('content').notNull().default(''),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** Set by Check Solution: the answer can no longer change. */
    locked: boolean('locked').notNull().default(false),
    autoCorrect: boolean('auto_correct'),
    autoCorrectedAt: timestamp('auto_corrected_at', { withTimezone: true }),
    /** Why the checker judged a typed answer as it did (a reason of @quanta/grading); null otherwise. */
    autoReason: text('auto_reason'),
    /** The teacher's verdict; overrides `autoCorrect` when set. */
    isCorrect: boolean('is_correct'),
    correctedAt: timestamp('corrected_at', { withTimezone: true }),
    comments: text('comments').notNull().default(''),
    /** The highest sequence number of a save the runner sent for this answer; an older save never overwrites it. */
    answerSeq: integer('answer_seq').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.exerciseId, t.questionId] })],
);

export type ExerciseRow = typeof exercises.$inferSelect;
export type ExerciseAnswerRow = typeof exerciseAnswers.$inferSelect;
