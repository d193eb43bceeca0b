import { type DbOrTx, familyLinks, type UserRow, users } from '@quanta/db';
import { asc, eq } from 'drizzle-orm';
import { fail } from '../errors';

export interface ActedForStudent {
  id: string;
  name: string;
  email: string;
  parentId: string | null;
}

/**
 * The student a caller acts for: a student themself, or a parent's own child. One query; 404 for an
 * unknown id, 403 for anyone else's student, a non-student, or a teacher.
 */
export async function studentForCaller(db: DbOrTx, caller: UserRow, studentId: string): Promise<ActedForStudent> {
  if (caller.role === 'Teacher') throw fail.forbidden();
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role, parentId: familyLinks.parentId })
    .from(users)
    .leftJoin(familyLinks, eq(familyLinks.studentId, users.id))
    .where(eq(users.id, studentId))
    .limit(1);
  if (!row) throw fail.notFound('studentNotFound');
  const mine = caller.role === 'Student' ? row.id === caller.id : row.parentId === caller.id;
  if (row.role !== 'Student' || !mine) throw fail.forbidden('notYourStudent');
  return { id: row.id, name: row.name, email: row.email, parentId: row.parentId };
}

/**
 * The students a caller may act for, by name: a student themself, a parent's children, nobody else.
 * One indexed query for a parent.
 */
export async function studentsOfCaller(db: DbOrTx, caller: UserRow): Promise<ActedForStudent[]> {
  if (caller.role === 'Student') {
    const [link] = await db
      .select({ parentId: familyLinks.parentId })
      .from(familyLinks)
      .where(eq(familyLinks.studentId, caller.id))
      .limit(1);
    return [{ id: caller.id, name: caller.name, email: caller.email, parentId: link?.parentId ?? null }];
  }
  if (caller.role !== 'Parent') return [];
  return db
    .select({ id: users.id, name: users.name, email: users.email, parentId: familyLinks.parentId })
    .from(familyLinks)
    .innerJoin(users, eq(users.id, familyLinks.studentId))
    .where(eq(familyLinks.parentId, caller.id))
    .orderBy(asc(users.name), asc(users.id));
}
