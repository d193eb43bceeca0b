import { boolean, index, integer, pgTable, primaryKey, real, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { classes } from './classes';
import { belongsTo, createdAt, language, primaryId, timestamptz, updatedAt } from './columns';
import { gradeCategories } from './grading-setup';
import { questions } from './questions';
import { users } from './users';

/** A homework set or exam built by a teacher from questions, in order. */
export const homework = pgTable(
  'homework',
  {
    id: primaryId(),
    teacherId: belongsTo('teacher_id', () => users.id, 'restrict'),
    name: text('name').notNull().default(''),
    description: text('description').notNull().default(''),
    language: language(),
    dueDate: timestamptz('due_date'),
    isExam: boolean('is_exam').notNull().default(false),
    /** Minutes. */
    examDuration: smallint('exam_duration').notNull().default(15),
    /** An exam's window: no start before `opensAt` nor from `closesAt` on (an attempt running then goes on). */
    opensAt: timestamptz('opens_at'),
    closesAt: timestamptz('closes_at'),
    /** Each student sees the questions, or a select question's choices, in an order of their own. */
    shuffleQuestions: boolean('shuffle_questions').notNull().default(false),
    shuffleChoices: boolean('shuffle_choices').notNull().default(false),
    /** Students may attach photos of their working to the homework as a whole (free-response questions always may). */
    workPhotos: boolean('work_photos').notNull().default(false),
    /** The homework's points in the gradebook; null: one per question that scores. */
    points: real('points'),
    /** Percent of the grade lost per day (or part of one) handed in after the due date; 0: none. */
    latePenaltyPercent: smallint('late_penalty_percent').notNull().default(0),
    /** Attempts a student may make (1 to 10), and which one counts: 'best' or 'last'. */
    attemptsAllowed: smallint('attempts_allowed').notNull().default(1),
    attemptsCounted: text('attempts_counted').notNull().default('best'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('homework_teacher_idx').on(t.teacherId, t.language, t.createdAt)],
);

export const homeworkQuestions = pgTable(
  'homework_questions',
  {
    homeworkId: belongsTo('homework_id', () => homework.id),
    questionId: belongsTo('question_id', () => questions.id, 'restrict'),
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
    classId: belongsTo('class_id', () => classes.id),
    homeworkId: belongsTo('homework_id', () => homework.id),
    position: integer('position').notNull(),
    /** The grade category it counts in (grade_categories); null: homework, or exam for an exam. */
    categoryId: uuid('category_id').references(() => gradeCategories.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.classId, t.homeworkId] }), index('class_homework_homework_idx').on(t.homeworkId)],
);

export type HomeworkRow = typeof homework.$inferSelect;
