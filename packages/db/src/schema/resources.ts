import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, real, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { sources } from './classes';
import { belongsTo, createdAt, primaryId, timestamptz } from './columns';
import { chapters, libraries, sections } from './libraries';
import { questions } from './questions';
import { users } from './users';

/** A student's Resources settings (§3 User setting); the chosen nodes and sources are rows below. */
export const resourceSettings = pgTable('resource_settings', {
  studentId: uuid('student_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** easy, medium, difficult, veryDifficult or all. */
  difficulty: text('difficulty').notNull().default('all'),
  /** The questions' language: 'interface' follows the language the student reads the site in, 'all', 'en' or 'zh'. */
  language: text('language').notNull().default('interface'),
  isClassroomStudent: boolean('is_classroom_student').notNull().default(false),
  /** Questions given up, all time. */
  skip: integer('skip').notNull().default(0),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** One chosen node of the library picker: a library, a chapter or a section (the most specific counts). */
export const resourceSettingNodes = pgTable(
  'resource_setting_nodes',
  {
    id: primaryId(),
    studentId: belongsTo('student_id', () => users.id),
    libraryId: belongsTo('library_id', () => libraries.id),
    chapterId: uuid('chapter_id').references(() => chapters.id, { onDelete: 'cascade' }),
    sectionId: uuid('section_id').references(() => sections.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [index('resource_setting_nodes_student_idx').on(t.studentId, t.position)],
);

export const resourceSettingSources = pgTable(
  'resource_setting_sources',
  {
    studentId: belongsTo('student_id', () => users.id),
    sourceId: belongsTo('source_id', () => sources.id),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.sourceId] })],
);

/** §3 Resource record: one answer (or give-up, `isCorrect` null) of a practised question. */
export const resourceRecords = pgTable(
  'resource_records',
  {
    id: primaryId(),
    studentId: belongsTo('student_id', () => users.id),
    questionId: belongsTo('question_id', () => questions.id),
    isCorrect: boolean('is_correct'),
    /** The answer's credit, 0 to 1 (partial credit); null for a give-up or a text answer. */
    score: real('score'),
    answer: text('answer').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    // Ascending, so a backward scan gives ORDER BY created_at DESC, id DESC (NULLS FIRST, as SQL's DESC defaults).
    index('resource_records_student_idx').on(t.studentId, t.createdAt, t.id),
    index('resource_records_question_idx').on(t.questionId),
  ],
);

/**
 * The spaced schedule of one question for one student (an FSRS card, ts-fsrs's fields) with the
 * current run of correct answers, which the mastery levels read.
 */
export const resourceCards = pgTable(
  'resource_cards',
  {
    studentId: belongsTo('student_id', () => users.id),
    questionId: belongsTo('question_id', () => questions.id),
    due: timestamptz('due').notNull(),
    stability: real('stability').notNull(),
    difficulty: real('difficulty').notNull(),
    elapsedDays: integer('elapsed_days').notNull().default(0),
    scheduledDays: integer('scheduled_days').notNull().default(0),
    learningSteps: integer('learning_steps').notNull().default(0),
    reps: integer('reps').notNull().default(0),
    lapses: integer('lapses').notNull().default(0),
    state: smallint('state').notNull().default(0),
    lastReview: timestamptz('last_review'),
    /** Correct answers in a row (0 after a wrong answer or a give-up). */
    streak: integer('streak').notNull().default(0),
    /** Times answered correctly, all time. */
    correct: integer('correct').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.questionId] }), index('resource_cards_due_idx').on(t.studentId, t.due)],
);

/** A student's bug report on a question (§9 error types 1 Incorrect Question, 2 Incorrect Answer, 3 Other). */
export const resourceReports = pgTable(
  'resource_reports',
  {
    id: primaryId(),
    questionId: belongsTo('question_id', () => questions.id),
    studentId: belongsTo('student_id', () => users.id),
    errorType: smallint('error_type').notNull().default(3),
    otherContent: text('other_content').notNull().default(''),
    createdAt: createdAt(),
    resolvedAt: timestamptz('resolved_at'),
  },
  (t) => [
    index('resource_reports_question_idx').on(t.questionId, t.createdAt),
    index('resource_reports_open_idx').on(t.questionId).where(sql`${t.resolvedAt} is null`),
  ],
);

export type ResourceCardRow = typeof resourceCards.$inferSelect;
