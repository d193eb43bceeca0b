import { familyLinks, type Transaction, type UserRow, users } from '@quanta/db';
import { isEmail, splitDependents, type UpdateProfileInput } from '@quanta/validators';
import { and, eq, inArray } from 'drizzle-orm';
import { profilePolicies, requireDependentsLinked, requireProfileChange } from '../../access/accounts';
import { checkPasswordLimited } from '../../auth/guard';
import { hashPassword, verifyPassword } from '../../auth/password';
import type { Deps } from '../../deps';
import { AppError, fail } from '../../errors';
import { isUniqueViolation } from '../db-errors';
import { dependentOf, findUserByEmail } from '../users/data';
import { countFailedCodeTry, redeemCode } from './codes';
import { endSessionsOf, resignSession, userInfo } from './sessions';

/** The caller's profile with what they may change (`can`), so the form locks what the server would refuse. */
export async function userProfile(deps: Deps, me: UserRow) {
  return { ...(await userInfo(deps, me)), can: profilePolicies(me) };
}

/**
 * Saves the signed-in user's own profile, checking the spec's rules in order. Role is the admin's to
 * change, and so is the e-mail of a parent or student; a parent may drop a linked student but not link a new one. A new password needs
 * the current one (checked under the sign-in limits) and ends every other session. The e-mailed code is
 * needed only when the e-mail or the password changes; it is checked
 * before a new e-mail is looked up, and failed tries are limited (`codeTryRules`), so whether an address
 * is registered is told only to the holder of a right code, a few times an hour.
 */
export async function updateProfile(
  deps: Deps,
  me: UserRow,
  input: UpdateProfileInput,
  caller: { ip: string; sessionId: string | null },
) {
  // Spec §5: the e-mail is read-only for parents and students; a teacher may change theirs, and then
  // verifies the new address (402 until done), since the code proved only the old one.
  const newEmail = input.email && input.email !== me.email ? input.email : undefined;
  requireProfileChange(me, { id: input.id, role: input.role, newEmail });
  const linked = await dependentOf(deps.db, me.id);
  let keep = linked;
  if (profilePolicies(me).editDependents) {
    const wanted = splitDependents(input.dependent ?? linked.join(';'));
    if (wanted.some((e) => !isEmail(e))) throw fail.badRequest('dependentEmailFormat');
    requireDependentsLinked(wanted, linked);
    if (!input.phone) throw fail.badRequest('phoneRequired');
    keep = wanted;
  }
  if (me.role === 'Student') {
    if (!input.school) throw fail.badRequest('schoolRequired');
    if (input.gradeInSchoolYear == null) throw fail.badRequest('gradeRequired');
  }
  let passwordHash: string | undefined;
  if (input.password) {
    if (!input.currentPassword) throw fail.badRequest('currentPasswordRequired');
    // The current password is checked under the sign-in limits (per account and address), so a session
    // is no oracle for it.
    const ok = await checkPasswordLimited(deps.db, deps.now(), { email: me.email, ip: caller.ip }, () =>
      verifyPassword(me.passwordHash, input.currentPassword),
    );
    if (!ok) throw fail.badRequest('currentPasswordWrong');
    passwordHash = await hashPassword(input.password);
  }
  const dropped = linked.filter((e) => !keep.includes(e));
  const trier = { userId: me.id, ip: caller.ip };
  const save = async (tx: Transaction) => {
    if (newEmail && (await findUserByEmail(tx, newEmail))) throw fail.conflict('emailTaken');
    if (dropped.length > 0) {
      const ids = (await Promise.all(dropped.map((e) => findUserByEmail(tx, e)))).flatMap((u) => (u ? [u.id] : []));
      await tx.delete(familyLinks).where(and(eq(familyLinks.parentId, me.id), inArray(familyLinks.studentId, ids)));
    }
    const [row] = await tx
      .update(users)
      .set({
        name: input.name,
        phone: input.phone,
        address: input.address,
        city: input.city,
        state: input.state,
        country: input.country,
        zip: input.zip,
        ...(me.role === 'Student'
          ? {
              school: input.school,
              gradeInSchoolYear: input.gradeInSchoolYear ?? null,
              gradeInSchoolYearAt: deps.now().toISOString().slice(0, 10),
            }
          : {}),
        ...(passwordHash ? { passwordHash } : {}),
        ...(newEmail ? { email: newEmail, emailVerified: false } : {}),
        updatedAt: deps.now(),
      })
      .where(eq(users.id, me.id))
      .returning();
    // A new password ends every other session; this one goes on.
    if (passwordHash) await endSessionsOf(tx, me.id, caller.sessionId);
    return row as UserRow;
  };
  // The e-mailed code guards what signs one in (the e-mail, the password); the other fields need only
  // the session.
  if (!newEmail && !passwordHash) {
    const updated = await deps.db.transaction(save);
    return userInfo(deps, updated, caller.sessionId ? await resignSession(deps, me.id, caller.sessionId) : undefined);
  }
  if (!input.code) throw fail.badRequest('codeRequired');
  let updated: UserRow;
  try {
    // Whether the new e-mail is taken is told only after the code proved right, and such an answer
    // counts as a failed try, so the form is no way to learn who is registered.
    updated = await redeemCode(deps, me.email, input.code, save, trier);
  } catch (error) {
    // A unique violation: another account took the new e-mail between the check and this write.
    if (isUniqueViolation(error) || (error instanceof AppError && error.key === 'emailTaken')) {
      await countFailedCodeTry(deps, trier);
      throw fail.conflict('emailTaken');
    }
    throw error;
  }
  return userInfo(deps, updated, caller.sessionId ? await resignSession(deps, me.id, caller.sessionId) : undefined);
}
