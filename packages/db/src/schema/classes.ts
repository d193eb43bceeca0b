import { boolean, date, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, language, primaryId, updatedAt } from './columns';
import { users } from './users';

/** A teacher's source of questions (a book, a contest); expired sources cannot be chosen any more. */
export const sources = pgTable(
  'sources',
  {
    id: primaryId(),
    teacherId: belongsTo('teacher_id', () => users.id, 'restrict'),
    name: text('name').notNull(),
    expired: boolean('expired').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('sources_teacher_idx').on(t.teacherId, t.createdAt)],
);

/**
 * A class. `isPublish`: 0 draft, 1 submitted for audit, 2 published (public). Rich fields hold
 * sanitised HTML.
 */
export const classes = pgTable(
  'classes',
  {
    id: primaryId(),
    teacherId: belongsTo('teacher_id', () => users.id, 'restrict'),
    name: text('name').notNull().default(''),
    /** One month's price in the school currency's minor units (cents, fen); a year is twelve months'. */
    priceMinor: integer('price_minor').notNull().default(0),
    image: text('image').notNull().default(''),
    category: text('category').notNull().default('Physics'),
    description: text('description').notNull().default(''),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    language: language(),
    registerLink: text('register_link').notNull().default(''),
    introduction: text('introduction').notNull().default(''),
    bulletin: text('bulletin').notNull().default(''),
    paymentInfo: text('payment_info').notNull().default(''),
    includeLibrary: boolean('include_library').notNull().default(false),
    autoPublish: boolean('auto_publish').notNull().default(false),
    autoPublishAccuracy: smallint('auto_publish_accuracy').notNull().default(80),
    /** Lessons in one package a family can buy (0: the class sells no packages). */
    lessonPackageSize: integer('lesson_package_size').notNull().default(0),
    /** A package's price in minor units (cents, fen). */
    lessonPackagePriceMinor: integer('lesson_package_price_minor').notNull().default(0),
    isPublish: smallint('is_publish').notNull().default(0),
    orderIndex: integer('order_index').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('classes_teacher_idx').on(t.teacherId, t.language, t.createdAt),
    index('classes_public_idx').on(t.isPublish, t.language, t.orderIndex),
  ],
);

export const classSources = pgTable(
  'class_sources',
  {
    classId: belongsTo('class_id', () => classes.id),
    sourceId: belongsTo('source_id', () => sources.id),
  },
  (t) => [primaryKey({ columns: [t.classId, t.sourceId] }), index('class_sources_source_idx').on(t.sourceId)],
);

export type ClassRow = typeof classes.$inferSelect;
export type SourceRow = typeof sources.$inferSelect;
