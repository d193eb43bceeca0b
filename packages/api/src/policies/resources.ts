import { type DbOrTx, type resourceRecords, resourceReports, type UserRow } from '@quanta/db';

type ResourceRecordRow = typeof resourceRecords.$inferSelect;

import { eq } from 'drizzle-orm';
import { ownedRow, Permission, refused } from '../access/access';
import { fail } from '../errors';
import { hasLibraryAccess } from '../services/enrolment/access';

/**
 * Resources are a student's with `sRegister` (a valid place in a class that includes the library); every
 * other caller is refused (403), whatever their role.
 */
export async function requireResourceStudent(db: DbOrTx, user: UserRow, now: Date): Promise<void> {
  if (user.role !== 'Student' || !(await hasLibraryAccess(db, user.id, now))) {
    throw refused('resourcesNotOpen');
  }
}

/** One of the caller's practice records (`resourceRecord.own`): 404 unknown, 403 another student's. */
export const recordForStudent = (db: DbOrTx, user: UserRow, id: string) =>
  ownedRow<ResourceRecordRow>(db, user, Permission.ResourceRecordOwn, id);

/** A bug report by id, for the policy of its question's author. */
export async function findReport(db: DbOrTx, id: string) {
  const [row] = await db.select().from(resourceReports).where(eq(resourceReports.id, id)).limit(1);
  if (!row) throw fail.notFound('reportNotFound');
  return row;
}
