import { boolean, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/** Admin-curated question libraries: library → chapter → section, each ordered by `position`. */
export const libraries = pgTable('libraries', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  expired: boolean('expired').notNull().default(false),
  position: integer('position').notNull(),
  createdAt: createdAt(),
});

export const chapters = pgTable(
  'chapters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    libraryId: uuid('library_id')
      .notNull()
      .references(() => libraries.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('chapters_library_idx').on(t.libraryId, t.position)],
);

export const sections = pgTable(
  'sections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chapterId: uuid('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('sections_chapter_idx').on(t.chapterId, t.position)],
);

/** Teachers bound to a library may browse its questions. */
export const libraryTeachers = pgTable(
  'library_teachers',
  {
    libraryId: uuid('library_id')
      .notNull()
      .references(() => libraries.id, { onDelete: 'cascade' }),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.libraryId, t.teacherId] }), index('library_teachers_teacher_idx').on(t.teacherId)],
);
