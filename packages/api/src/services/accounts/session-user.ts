import { type Database, sessions, type UserRow, users } from '@quanta/db';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { decode, type Entries, jsonArray, parsed } from '../exercises/json-rows';

const userColumns: Entries = Object.entries(getTableColumns(users));

/**
 * The user as one JSON array of its columns, decoded as Drizzle decodes each (see json-rows): every
 * signed-in request reads it, and one JSON value costs less to read than a column each mapped one by one.
 */
const userAsJson = jsonArray(userColumns).mapWith((json) => decode(userColumns, parsed(json) ?? []) as UserRow);

/** What every signed-in request reads of its session: the user and when the session was last used. */
export const sessionUserColumns = { user: userAsJson, lastSeenAt: sessions.lastSeenAt };

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
