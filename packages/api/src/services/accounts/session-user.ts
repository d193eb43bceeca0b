import { type Database, sessions, users } from '@quanta/db';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';

/** What every signed-in request reads of its session: the user and when the session was last used. */
export const sessionUserColumns = { user: getTableColumns(users), lastSeenAt: sessions.lastSeenAt };

/**
 * The session lookup of a request with `extra` columns read in the same statement (the user info's
 * extras, a call's own read joined by the caller): the session named by the `sessionId` and `userId`
 * placeholders, at most one row. Chain joins, then `.prepare(name)`.
 */
export const sessionUser = <T extends SelectedFields>(db: Database, extra: T) =>
  db
    .select({ ...sessionUserColumns, ...extra })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), eq(sessions.userId, sql.placeholder('userId'))))
    .limit(1)
    .$dynamic();
