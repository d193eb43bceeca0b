import { boolean, index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { classes } from './classes';
import { createdAt, language, updatedAt } from './columns';
import { questions } from './questions';
import { users } from './users';

/** A homework set or exam built by a teacher from questions, in order. */
export const homework = pgTable(
  'homework',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    name: text('name').notNull().default(''),
    description: text('description').notNull().default(''),
    language: language(),
    dueDate: timestamp('due_date', { withTimezone: true }),
    isExam: boolean('is_exam').notNull().default(false),
    /** Minutes. */
    examDuration: smallint('exam_duration').notNull().default(15),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('homework_teacher_idx').on(t.teacherId, t.language, t.createdAt)],
);

export const homeworkQuestions = pgTable(
  'homework_questions',
  {
    homeworkId: uuid('homework_id')
      .notNull()
      .references(() => homework.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.homeworkId, t.questionId] }),
    index('homework_questions_question_idx').on(t.questionId),
  ],
);

/** A homework added to a class (the class's homework list), in order. */
export const classHomework = pgTable(
  'class_homework',
  {
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    homeworkId: uuid('homework_id')
      .notNull()
      .references(() => homework.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.classId, t.homeworkId] }), index('class_homework_homework_idx').on(t.homeworkId)],
);

export type HomeworkRow = typeof homework.$inferSelect;
