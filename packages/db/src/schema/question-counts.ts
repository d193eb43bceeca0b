import { integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { belongsTo, language } from './columns';
import { users } from './users';

/**
 * How many questions a teacher has in a language: My Questions' total without a keyword, read in one row
 * instead of counting a bank of tens of thousands. Kept by statement triggers on `questions` (migration
 * 0012_question_counts_triggers), so every insert, delete and language change counts, SQL included.
 */
export const questionCounts = pgTable(
  'question_counts',
  {
    teacherId: belongsTo('teacher_id', () => users.id),
    language: language(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.teacherId, t.language] })],
);
