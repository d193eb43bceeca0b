import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { exercises } from './exercises';

/**
 * The answer saves a student's runner sent with an idempotency key, with what the server answered:
 * a replay of the same key is answered from here and changes nothing. Removed with the exercise.
 */
export const answerSaves = pgTable(
  'answer_saves',
  {
    /** The exercise's student (no reference of its own: the exercise's removal, and so the student's, removes the row). */
    studentId: uuid('student_id').notNull(),
    key: uuid('key').notNull(),
    exerciseId: uuid('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id').notNull(),
    seq: integer('seq').notNull(),
    answer: text('answer').notNull(),
    content: text('content').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.key] }), index('answer_saves_exercise_idx').on(t.exerciseId)],
);

export type AnswerSaveRow = typeof answerSaves.$inferSelect;
