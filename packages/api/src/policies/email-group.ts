import { classes, type DbOrTx, type EmailGroupRow, emailGroups, emailRecords } from '@quanta/db';
import { eq, inArray } from 'drizzle-orm';
import { fail } from '../errors';

/**
 * An e-mail group for an admin (the caller's role is checked by `adminProcedure`; every admin may use
 * every group): 404 for an unknown id.
 */
export async function groupForAdmin(db: DbOrTx, id: string, lock = false): Promise<EmailGroupRow> {
  const query = db.select().from(emailGroups).where(eq(emailGroups.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw fail.notFound('emailGroupNotFound');
  return row;
}

/** Every named group, or 404 when one is unknown. */
export async function groupsForAdmin(db: DbOrTx, ids: string[]): Promise<EmailGroupRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(emailGroups).where(inArray(emailGroups.id, ids));
  if (rows.length !== ids.length) throw fail.notFound('emailGroupNotFound');
  return ids.map((id) => rows.find((r) => r.id === id) as EmailGroupRow);
}

/**
 * The classes of automatic groups (every admin may mail every class's students and parents), with their
 * names, or 404 when one is unknown.
 */
export async function classesForAdmin(db: DbOrTx, ids: string[]): Promise<{ id: string; name: string }[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db.select({ id: classes.id, name: classes.name }).from(classes).where(inArray(classes.id, unique));
  if (rows.length !== unique.length) throw fail.notFound('classNotFound');
  return rows;
}

/** Every named e-mail record, or 404 when one is unknown (nothing is changed then). */
export async function recordsForAdmin(db: DbOrTx, ids: string[]) {
  const rows = await db.select({ id: emailRecords.id }).from(emailRecords).where(inArray(emailRecords.id, ids));
  if (rows.length !== ids.length) throw fail.notFound('emailRecordNotFound');
  return rows;
}
