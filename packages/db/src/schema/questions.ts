import type { QuestionBody } from '@quanta/grading/body';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { sources } from './classes';
import { belongsTo, createdAt, language, primaryId, updatedAt } from './columns';
import { chapters, libraries, sections } from './libraries';
import { users } from './users';

/**
 * A question of the bank. `isChoice`: 0 single select, 1 multi select, 2 free response, 3 true/false, 4
 * matching, 5 cloze, 6 description (see @quanta/validators `questionTypes`). Multi-select
 * answers are stored as a sorted comma list (`A,C`). Rich fields hold sanitised HTML.
 */
export const questions = pgTable(
  'questions',
  {
    id: primaryId(),
    teacherId: belongsTo('teacher_id', () => users.id, 'restrict'),
    name: text('name').notNull().default(''),
    /**
     * lower(name), kept by PostgreSQL: the name search's "contains" (ILIKE is lower(name) LIKE lower(pattern)
     * in a UTF-8 database) then checks the rows it finds without lowering every name again.
     */
    nameLower: text('name_lower').notNull().generatedAlwaysAs(sql`lower(name)`),
    category: text('category').notNull().default('Physics'),
    qText: text('q_text').notNull().default(''),
    image: text('image').notNull().default(''),
    showImg: boolean('show_img').notNull().default(false),
    isChoice: smallint('is_choice').notNull().default(0),
    numChoice: smallint('num_choice').notNull().default(4),
    correctAnswer: text('correct_answer').notNull().default(''),
    difficulty: smallint('difficulty').notNull().default(3),
    description: text('description').notNull().default(''),
    sourceId: uuid('source_id').references(() => sources.id, { onDelete: 'set null' }),
    copyright: text('copyright').notNull().default(''),
    answerA: text('answer_a').notNull().default(''),
    answerB: text('answer_b').notNull().default(''),
    answerC: text('answer_c').notNull().default(''),
    answerD: text('answer_d').notNull().default(''),
    answerE: text('answer_e').notNull().default(''),
    language: language(),
    referenceId: text('reference_id').notNull().default(''),
    libraryId: uuid('library_id').references(() => libraries.id, { onDelete: 'set null' }),
    chapterId: uuid('chapter_id').references(() => chapters.id, { onDelete: 'set null' }),
    sectionId: uuid('section_id').references(() => sections.id, { onDelete: 'set null' }),
    /** A free response's grading: 'text' (the teacher grades), 'number' or 'expression' (see @quanta/grading). */
    answerType: text('answer_type').notNull().default('text'),
    tolerance: doublePrecision('tolerance').notNull().default(0.01),
    toleranceType: text('tolerance_type').notNull().default('relative'),
    unit: text('unit').notNull().default(''),
    sigFigs: smallint('sig_figs'),
    /** `[{name, min, max, step} | {name, values}]`: each student's values are drawn from a seed. */
    params: jsonb('params').$type<QuestionParam[]>().notNull().default([]),
    /** Partial credit, feedback, hints, tags, pairs and cloze parts (@quanta/grading `QuestionBody`). */
    body: jsonb('body').$type<QuestionBody>().notNull().default({}),
    /** Raised by an edit once the question has been answered; the old content is kept in `question_versions`. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('questions_teacher_idx').on(t.teacherId, t.language, t.createdAt),
    // My Questions in every language (the default): the newest page straight from the index, without
    // sorting all of a teacher's questions (bench:scale).
    index('questions_teacher_created_idx').on(t.teacherId, t.createdAt, t.id),
    // My Questions' "name contains" (ILIKE '%…%'): the teacher and the name's trigrams in one index, so a
    // word common in the school but absent from the teacher's questions costs nothing. Needs pg_trgm and
    // btree_gin (for the uuid column).
    index('questions_teacher_name_lower_trgm_idx').using('gin', t.teacherId, t.nameLower.op('gin_trgm_ops')),
    // The library browser filters by its most specific node and pages newest first.
    index('questions_library_idx').on(t.libraryId, t.createdAt),
    index('questions_chapter_idx').on(t.chapterId, t.createdAt),
    index('questions_section_idx').on(t.sectionId, t.createdAt),
    index('questions_source_idx').on(t.sourceId),
  ],
);

/**
 * A question's content as it was at one version, kept when an edit of an answered question raises its
 * version: the answers given on it are read and graded against it until the teacher regrades them.
 */
export const questionVersions = pgTable(
  'question_versions',
  {
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** The question row's content fields (name to body) as they were, by their TypeScript names. */
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.version] })],
);

/** A question's parameter as stored (the shape of @quanta/grading's `Param`). */
export type QuestionParam =
  | { name: string; min: number; max: number; step: number }
  | { name: string; values: number[] };

export type QuestionRow = typeof questions.$inferSelect;
