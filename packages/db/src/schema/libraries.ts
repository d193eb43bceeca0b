import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, primaryId } from './columns';
import { users } from './users';

/** Admin-curated question libraries: library → chapter → section, each ordered by `position`. */
export const libraries = pgTable('libraries', {
  id: primaryId(),
  name: text('name').notNull(),
  expired: boolean('expired').notNull().default(false),
  position: integer('position').notNull(),
  createdAt: createdAt(),
});

export const chapters = pgTable(
  'chapters',
  {
    id: primaryId(),
    libraryId: belongsTo('library_id', () => libraries.id),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('chapters_library_idx').on(t.libraryId, t.position)],
);

export const sections = pgTable(
  'sections',
  {
    id: primaryId(),
    chapterId: belongsTo('chapter_id', () => chapters.id),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('sections_chapter_idx').on(t.chapterId, t.position)],
);

/** Teachers bound to a library may browse its questions. */
export const libraryTeachers = pgTable(
  'library_teachers',
  {
    libraryId: belongsTo('library_id', () => libraries.id),
    teacherId: belongsTo('teacher_id', () => users.id),
  },
  (t) => [primaryKey({ columns: [t.libraryId, t.teacherId] }), index('library_teachers_teacher_idx').on(t.teacherId)],
);
