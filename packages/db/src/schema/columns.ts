import { type AnyPgColumn, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A timestamp with time zone: every point in time is stored as one. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
/** A random uuid primary key, `id`. */
export const primaryId = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();
/** 'en' or 'zh'. */
export const language = () => text('language').notNull().default('en');

/** A required reference to another table's row (`{name}` uuid); deleting that row deletes this one unless `onDelete` says otherwise. */
export const belongsTo = (name: string, target: () => AnyPgColumn, onDelete: 'cascade' | 'restrict' = 'cascade') =>
  uuid(name).notNull().references(target, { onDelete });
