import { type Database, users } from '@quanta/db';
import { type AnyColumn, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';

/**
 * What the user info adds to the user row: the linked e-mails (a parent's students by e-mail, then a
 * student's parent), whether a student has the Resources area (a valid place in a class that includes
 * the library) and a student's waiting family sign-up request. Columns of a select from `users`, naming
 * the user by `userId` (a placeholder, or the outer row's id when read with the session).
 */
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
          and (cs.expires_at is null or cs.expires_at > ${sql.placeholder('now')}::timestamptz))`,
  parentRequest: sql<{ name: string; email: string } | string | null>`case when ${users.role} = 'Student' then (
        select json_build_object('name', p.name, 'email', p.email)
        from family_link_requests r join users p on p.id = r.parent_id
        where r.student_id = ${userId} limit 1) end`,
});

const extrasOf = (db: Database) =>
  db
    .select(userInfoExtrasColumns(sql.placeholder('userId')))
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('user_info_extras');

const prepared = new WeakMap<Database, ReturnType<typeof extrasOf>>();

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
  let statement = prepared.get(db);
  if (!statement) {
    statement = extrasOf(db);
    prepared.set(db, statement);
  }
  const [row] = await statement.execute({ userId, now: now.toISOString() });
  return extrasOfRow(row);
}
