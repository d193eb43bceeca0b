import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, primaryId, timestamptz } from './columns';
import { users } from './users';

/**
 * A signed-in device: every token names one row, and ending the row (log out, log out everywhere, a new
 * password, an admin's edit) ends the token at once.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: primaryId(),
    userId: belongsTo('user_id', () => users.id),
    createdAt: timestamptz('created_at').notNull(),
    /** Refreshed at most every few minutes, so reads stay reads. */
    lastSeenAt: timestamptz('last_seen_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
  },
  (t) => [index('sessions_user_idx').on(t.userId, t.lastSeenAt), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * A parent's family sign-up naming a student whose owner has not yet proven the e-mail in a session
 * that knew the sign-up password. It becomes a family link only then, or when the student accepts it.
 */
export const familyLinkRequests = pgTable(
  'family_link_requests',
  {
    studentId: uuid('student_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: belongsTo('parent_id', () => users.id),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('family_link_requests_parent_idx').on(t.parentId)],
);

/**
 * Counters of the sign-in and code limits, by key (`pw-pair:<email>|<ip>`, `code-ip:<ip>`…): how many
 * hits in the window that ends at `windowEndsAt`, and a block that may outlast it.
 */
export const authThrottles = pgTable(
  'auth_throttles',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamptz('window_ends_at').notNull(),
    blockedUntil: timestamptz('blocked_until'),
  },
  (t) => [index('auth_throttles_window_idx').on(t.windowEndsAt)],
);

export type SessionRow = typeof sessions.$inferSelect;
