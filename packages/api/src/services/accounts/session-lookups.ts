import { type Database, type DbOrTx, sessions, type UserRow, users } from '@quanta/db';
import { type AnyColumn, and, eq, getTableColumns, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { prepareOnce } from '../../speedups/prepared';
import { placeValidSql } from '../enrolment/place-validity';
import { decode, type Entries, jsonArray, parsed } from '../exercises/json-rows';
import type { sessionReads } from './session-reads';

/** `lastSeenAt` is written at most this often, so a busy session's reads stay reads. */
export const lastSeenEveryMs = 5 * 60 * 1000;

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
 * placeholders that has not expired by `aliveAt` (its token's clock, see `openSession`), at most one row.
 * Chain joins, then `.prepare(name)`.
 */
export const sessionUser = <T extends SelectedFields>(db: Database, extra: T) =>
  db
    .select({ ...sessionUserColumns, ...extra })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        sql`${sessions.expiresAt} > ${sql.placeholder('aliveAt')}::timestamptz`,
      ),
    )
    .limit(1)
    .$dynamic();

/** Notes the session's use now, from `ip` (at most every `lastSeenEveryMs`, as the caller decides). */
export async function touchSession(db: DbOrTx, sessionId: string, now: Date, ip: string): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now, ip }).where(eq(sessions.id, sessionId));
}

/**
 * What the user info adds to the user row: the linked e-mails (a parent's students by e-mail, then a
 * student's parent), whether a student has the Resources area (a valid place in a class that includes
 * the library) and a student's waiting family sign-up request. Columns of a select from `users`, naming
 * the user by `userId` (a placeholder, or the outer row's id when read with the session).
 */
/** The place and class of the subquery below, as `placeValidSql` reads them. */
const placeOfCsK = { expiresAt: sql`cs.expires_at`, includeLibrary: sql`k.include_library`, endDate: sql`k.end_date` };

// Subqueries name the user by `userId`: inside them an unqualified column would bind to their own tables.
export const userInfoExtrasColumns = (userId: AnyColumn | Placeholder | SQL) => ({
  dependents: sql<string[]>`array(
        select c.email from family_links fl join users c on c.id = fl.student_id
        where fl.parent_id = ${userId} order by c.email)
        || array(select p.email from family_links fl join users p on p.id = fl.parent_id
        where fl.student_id = ${userId})`,
  sRegister: sql<boolean>`${users.role} = 'Student' and exists(
        select 1 from class_students cs join classes k on k.id = cs.class_id
        where cs.student_id = ${userId} and k.include_library
          and ${placeValidSql(placeOfCsK, sql`${sql.placeholder('now')}::timestamptz`)})`,
  parentRequest: sql<{ name: string; email: string } | string | null>`case when ${users.role} = 'Student' then (
        select json_build_object('name', p.name, 'email', p.email)
        from family_link_requests r join users p on p.id = r.parent_id
        where r.student_id = ${userId} limit 1) end`,
});

export interface UserInfoExtras {
  dependents: string[];
  sRegister: boolean;
  parentRequest: { name: string; email: string } | null;
}

/** The extras as read by `userInfoExtrasColumns` (PGlite answers json as an object, postgres.js as text). */
export function extrasOfRow(
  row:
    | { dependents: string[]; sRegister: boolean; parentRequest: { name: string; email: string } | string | null }
    | undefined,
): UserInfoExtras {
  const parentRequest = typeof row?.parentRequest === 'string' ? JSON.parse(row.parentRequest) : row?.parentRequest;
  return { dependents: row?.dependents ?? [], sRegister: !!row?.sRegister, parentRequest: parentRequest ?? null };
}

/** The extras of one user, by a statement prepared once per database. */
export async function userInfoExtras(db: Database, userId: string, now: Date): Promise<UserInfoExtras> {
  const statement = prepareOnce(db, 'user_info_extras', (d) =>
    d
      .select(userInfoExtrasColumns(sql.placeholder('userId')))
      .from(users)
      .where(eq(users.id, sql.placeholder('userId')))
      .prepare('user_info_extras'),
  );
  const [row] = await statement.execute({ userId, now: now.toISOString() });
  return extrasOfRow(row);
}

type Reads = typeof sessionReads;
type Kind = keyof Reads;
type RowOf<K extends Kind> = Awaited<ReturnType<ReturnType<Reads[K]>['execute']>>[number];

/** A call's read done with its session: the kind, the id the input named ('' for a read by the caller) and the statement's row. */
export type SessionRead = { [K in Kind]: { kind: K; id: string; row: RowOf<K> } }[Kind];

/** Where the session's statement carried a call's read: the context's `sessionRead`. */
export interface WithSessionRead {
  sessionRead?: SessionRead | null;
}

/**
 * The row of `kind` read with the session for `id`, if the request read it so. Apart from the registry
 * (`sessionReads`), which imports the statements of the services that call this.
 */
export function readWithSession<K extends Kind>(deps: WithSessionRead, kind: K, id: string): RowOf<K> | undefined {
  const read = deps.sessionRead;
  return read?.kind === kind && read.id === id ? (read.row as RowOf<K>) : undefined;
}
