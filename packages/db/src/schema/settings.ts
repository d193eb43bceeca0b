import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Small site-wide values (the home introduction, resource settings), one row per key. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
