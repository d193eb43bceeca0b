import { type DbOrTx, resourceRecords, resourceReports, type UserRow } from '@quanta/db';
import { eq } from 'drizzle-orm';
import { fail } from '../errors';
import { hasLibraryAccess } from '../services/enrolment/access';

/**
 * Resources are a student's with `sRegister` (a valid place in a class that includes the library); every
 * other caller is refused (403), whatever their role.
 */
export async function requireResourceStudent(db: DbOrTx, user: UserRow, now: Date): Promise<void> {
  if (user.role !== 'Student' || !(await hasLibraryAccess(db, user.id, now))) {
    throw fail.forbidden('resourcesNotOpen');
  }
}

/** One of the caller's practice records: 404 unknown, 403 another student's. */
export async function recordForStudent(db: DbOrTx, user: UserRow, id: string) {
  const [row] = await db.select().from(resourceRecords).where(eq(resourceRecords.id, id)).limit(1);
  if (!row) throw fail.notFound('resourceRecordNotFound');
  if (row.studentId !== user.id) throw fail.forbidden();
  return row;
}

/** A bug report by id, for the policy of its question's author. */
export async function findReport(db: DbOrTx, id: string) {
  const [row] = await db.select().from(resourceReports).where(eq(resourceReports.id, id)).limit(1);
  if (!row) throw fail.notFound('reportNotFound');
  return row;
}
