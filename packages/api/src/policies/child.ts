import { type DbOrTx, familyLinks, type UserRow, users } from '@quanta/db';
import { and, asc, eq } from 'drizzle-orm';
import { accessRefused, accessWhere, Permission, requireAccess } from '../access/access';
import { fail } from '../errors';

export interface ActedForStudent {
  id: string;
  name: string;
  email: string;
  parentId: string | null;
}

const studentColumns = { id: users.id, name: users.name, email: users.email, parentId: familyLinks.parentId };

/**
 * The student a caller acts for (`Permission.StudentActFor`): a student themself, or a parent's own child.
 * 404 for an unknown id, 403 for anyone else's student, a non-student, or a teacher.
 */
export async function studentForCaller(
  db: DbOrTx,
  caller: UserRow,
  studentId: string,
  now: Date,
): Promise<ActedForStudent> {
  if (caller.role === 'Teacher') throw accessRefused(Permission.StudentActFor);
  const [row] = await db
    .select({ ...studentColumns, role: users.role })
    .from(users)
    .leftJoin(familyLinks, eq(familyLinks.studentId, users.id))
    .where(eq(users.id, studentId))
    .limit(1);
  if (!row) throw fail.notFound('studentNotFound');
  if (row.role !== 'Student') throw accessRefused(Permission.StudentActFor, 'notYourStudent');
  await requireAccess(db, caller, Permission.StudentActFor, row.id, now, 'notYourStudent');
  return { id: row.id, name: row.name, email: row.email, parentId: row.parentId };
}

/**
 * The students a caller may act for, by name: a student themself, a parent's children, nobody else.
 * One indexed query.
 */
export async function studentsOfCaller(db: DbOrTx, caller: UserRow, now: Date): Promise<ActedForStudent[]> {
  return db
    .select(studentColumns)
    .from(users)
    .leftJoin(familyLinks, eq(familyLinks.studentId, users.id))
    .where(and(eq(users.role, 'Student'), accessWhere(db, caller, Permission.StudentActFor, now)))
    .orderBy(asc(users.name), asc(users.id));
}
