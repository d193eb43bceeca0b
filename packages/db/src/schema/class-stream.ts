import { boolean, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { classes } from './classes';
import { belongsTo, createdAt, primaryId, updatedAt } from './columns';
import { users } from './users';

/** A file attached to an announcement: an upload path with its name, size and type. */
export interface PostFile {
  path: string;
  name: string;
  bytes: number;
  type: string;
}

/** An announcement of a class's teacher (sanitised rich text and files), seen by the class's students and parents. */
export const classPosts = pgTable(
  'class_posts',
  {
    id: primaryId(),
    classId: belongsTo('class_id', () => classes.id),
    authorId: belongsTo('author_id', () => users.id),
    body: text('body').notNull(),
    files: jsonb('files').$type<PostFile[]>().notNull().default([]),
    /** Students and parents may comment; the teacher turns it off per announcement. */
    commentsOn: boolean('comments_on').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('class_posts_class_idx').on(t.classId, t.createdAt)],
);

/** A comment on an announcement by a student or parent of the class (or its teacher). */
export const classPostComments = pgTable(
  'class_post_comments',
  {
    id: primaryId(),
    postId: belongsTo('post_id', () => classPosts.id),
    authorId: belongsTo('author_id', () => users.id),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('class_post_comments_post_idx').on(t.postId, t.createdAt)],
);

export type ClassPostRow = typeof classPosts.$inferSelect;
export type ClassPostCommentRow = typeof classPostComments.$inferSelect;
