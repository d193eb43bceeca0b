import { type ClassInterestRow, classes, classInterests, type DbOrTx, type UserRow } from '@quanta/db';
import { eq } from 'drizzle-orm';
import { fail } from '../errors';

/**
 * An interest/registration request as the teacher of its class handles it: 404 for an unknown id, 403
 * when the class is another teacher's. Pass a transaction and `lock` to hold the row for the write.
 */
export async function interestForTeacher(
  db: DbOrTx,
  caller: UserRow,
  interestId: string,
  lock = false,
): Promise<ClassInterestRow> {
  const query = db
    .select({ interest: classInterests, teacherId: classes.teacherId })
    .from(classInterests)
    .innerJoin(classes, eq(classes.id, classInterests.classId))
    .where(eq(classInterests.id, interestId))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: classInterests }) : await query;
  if (!row) throw fail.notFound('interestNotFound');
  if (row.teacherId !== caller.id) throw fail.forbidden();
  return row.interest;
}
