import { type ClassRow, classes, type DbOrTx, type UserRow } from '@quanta/db';
import { classStates } from '@quanta/validators';
import { eq } from 'drizzle-orm';
import { ownedRow, Permission } from '../access/access';
import { fail } from '../errors';

/** How much of a class a caller may see: the public page, a signed-in reader, or its owner or an admin. */
export type ClassAccess = 'visitor' | 'member' | 'manager';

/** The published state: the only one visitors, students and other teachers see. */
export const PUBLISHED = classStates.published;

async function findClass(db: DbOrTx, id: string, lock = false): Promise<ClassRow | undefined> {
  const query = db.select().from(classes).where(eq(classes.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export const ownsClass = (user: Pick<UserRow, 'id'>, row: Pick<ClassRow, 'teacherId'>) => row.teacherId === user.id;

/**
 * The class a teacher changes: 404 for an unknown id, 403 when another teacher owns it (admins too: they
 * change classes through the audit calls). Pass a transaction and `lock` to hold the row for the write.
 */
export const classForOwner = (db: DbOrTx, user: UserRow, id: string, lock = false) =>
  ownedRow<ClassRow>(db, user, Permission.ClassOwn, id, lock);

/**
 * The class as someone reads it by id: anyone reads a published class; its owner and admins read it in
 * any state; to everyone else an unpublished class does not exist (404).
 */
export async function classForReader(
  db: DbOrTx,
  user: UserRow | null,
  id: string,
): Promise<{ row: ClassRow; access: ClassAccess }> {
  const row = await findClass(db, id);
  if (!row) throw fail.notFound('classNotFound');
  if (user && (user.isAdmin || ownsClass(user, row))) return { row, access: 'manager' };
  if (row.isPublish !== PUBLISHED) throw fail.notFound('classNotFound');
  return { row, access: user ? 'member' : 'visitor' };
}

/** Any class by id for an admin's audit: 404 when unknown. */
export async function classForAdmin(db: DbOrTx, id: string, lock = false): Promise<ClassRow> {
  const row = await findClass(db, id, lock);
  if (!row) throw fail.notFound('classNotFound');
  return row;
}
