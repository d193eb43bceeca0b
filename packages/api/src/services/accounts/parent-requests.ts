import { type DbOrTx, familyLinkRequests, familyLinks, users } from '@quanta/db';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { fail } from '../../errors';

/** The parent waiting for a student to accept the family link of a sign-up, if any. */
export async function parentRequestOf(db: DbOrTx, studentId: string) {
  const [row] = await db
    .select({ name: users.name, email: users.email })
    .from(familyLinkRequests)
    .innerJoin(users, eq(users.id, familyLinkRequests.parentId))
    .where(eq(familyLinkRequests.studentId, studentId))
    .limit(1);
  return row ?? null;
}

/** Turns the student's waiting request into the family link (a student has one parent: any other stays). */
export async function confirmParentRequest(tx: DbOrTx, studentId: string): Promise<boolean> {
  const [request] = await tx.delete(familyLinkRequests).where(eq(familyLinkRequests.studentId, studentId)).returning();
  if (!request) return false;
  await tx.insert(familyLinks).values({ parentId: request.parentId, studentId }).onConflictDoNothing();
  return true;
}

/** The student accepts the parent named by the family sign-up (404 when nothing waits). */
export async function acceptParentRequest(deps: Deps, studentId: string): Promise<void> {
  const done = await deps.db.transaction((tx) => confirmParentRequest(tx, studentId));
  if (!done) throw fail.notFound('parentRequestNotFound');
}

/** The student declines it: the parent never gets a link (404 when nothing waits). */
export async function declineParentRequest(deps: Deps, studentId: string): Promise<void> {
  const [row] = await deps.db
    .delete(familyLinkRequests)
    .where(eq(familyLinkRequests.studentId, studentId))
    .returning({ id: familyLinkRequests.studentId });
  if (!row) throw fail.notFound('parentRequestNotFound');
}
