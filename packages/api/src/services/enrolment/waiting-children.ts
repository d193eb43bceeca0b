import { familyLinkRequests, type UserRow, users } from '@quanta/db';
import { type Language, messages } from '@quanta/validators';
import { asc, eq } from 'drizzle-orm';
import { accessRefused, Permission, requireAccess } from '../../access/access';
import type { Deps } from '../../deps';
import { fail } from '../../errors';
import { presentPerson } from '../../presenters/user';
import { sendCode } from '../accounts/codes';

/**
 * The children a parent signed up who are not linked yet: a family sign-up's link waits until the child
 * proves their e-mail (signing in with the sign-up password and entering the mailed code), or accepts it
 * in the profile once verified.
 */
export async function waitingChildrenOf(deps: Deps, parent: UserRow) {
  const rows = await deps.db
    .select({ id: users.id, name: users.name, email: users.email, verified: users.emailVerified })
    .from(familyLinkRequests)
    .innerJoin(users, eq(users.id, familyLinkRequests.studentId))
    .where(eq(familyLinkRequests.parentId, parent.id))
    .orderBy(asc(users.name), asc(users.id));
  return rows.map((r) => ({ ...presentPerson(r), verified: r.verified }));
}

/**
 * Mails the child a fresh verification code again, as the verification page's own send does (a code goes
 * straight to the mail server, with the same limits); a child who verified already has nothing to enter (409).
 */
export async function resendChildVerification(
  deps: Deps,
  parent: UserRow,
  studentId: string,
  lang: Language,
  ip: string,
) {
  await requireAccess(deps.db, parent, Permission.ChildVerify, studentId, deps.now());
  const [child] = await deps.db
    .select({ email: users.email, verified: users.emailVerified })
    .from(users)
    .where(eq(users.id, studentId))
    .limit(1);
  if (!child) throw accessRefused(Permission.ChildVerify);
  if (child.verified) throw fail.conflict('childAlreadyVerified');
  await sendCode(deps, child.email, lang, ip);
  return { message: messages.childVerificationSent, _id: studentId };
}
