import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, timestamptz } from './columns';
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
    exerciseId: belongsTo('exercise_id', () => exercises.id),
    questionId: uuid('question_id').notNull(),
    seq: integer('seq').notNull(),
    answer: text('answer').notNull(),
    content: text('content').notNull(),
    answeredAt: timestamptz('answered_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.key] }), index('answer_saves_exercise_idx').on(t.exerciseId)],
);

export type AnswerSaveRow = typeof answerSaves.$inferSelect;
