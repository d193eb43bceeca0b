import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';
import { belongsTo, timestamptz } from './columns';
import { users } from './users';

/** A stored upload and who sent it: the per-user storage quota counts these bytes. */
export const uploads = pgTable(
  'uploads',
  {
    path: text('path').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('uploads_user_idx').on(t.userId)],
);

export type UploadRow = typeof uploads.$inferSelect;
