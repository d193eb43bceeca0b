import { type DbOrTx, familyLinks, type UserRow, users } from '@quanta/db';
import { eq, inArray } from 'drizzle-orm';

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/**
 * The e-mails linked to each user: a parent's students, a student's parent. Two indexed queries for a
 * whole page of users.
 */
export async function dependentsOf(db: DbOrTx, ids: string[]): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return result;
  const [children, parents] = await Promise.all([
    db
      .select({ userId: familyLinks.parentId, email: users.email })
      .from(familyLinks)
      .innerJoin(users, eq(users.id, familyLinks.studentId))
      .where(inArray(familyLinks.parentId, ids))
      .orderBy(users.email),
    db
      .select({ userId: familyLinks.studentId, email: users.email })
      .from(familyLinks)
      .innerJoin(users, eq(users.id, familyLinks.parentId))
      .where(inArray(familyLinks.studentId, ids)),
  ]);
  for (const row of [...children, ...parents]) result.get(row.userId)?.push(row.email);
  return result;
}

export async function dependentOf(db: DbOrTx, id: string): Promise<string[]> {
  return (await dependentsOf(db, [id])).get(id) ?? [];
}

/** How many admins there are, locking their rows so two demotions cannot race past the last one. */
export async function countAdmins(db: DbOrTx): Promise<number> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).for('update');
  return rows.length;
}
