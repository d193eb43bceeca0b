import { familyLinkRequests, users } from '@quanta/db';
import { limits, type RegisterFamilyInput } from '@quanta/validators';
import { hashPassword } from '../../auth/password';
import type { Deps } from '../../deps';
import { fail } from '../../errors';
import { presentKnownParent } from '../../presenters/user';
import { findUserByEmail } from '../users/data';
import { checkCode, redeemCode } from './codes';

/** The parent's details when the e-mail already belongs to a parent, so the sign-up form can lock them. */
async function existingParent(deps: Deps, email: string) {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return null;
  if (user.role !== 'Parent') throw fail.conflict('parentEmailIsNotParent');
  return presentKnownParent(user);
}

/** validateEmailByCode: the code is right (not spent); answers the parent when already registered. */
export async function validateSignUpEmail(deps: Deps, email: string, code: string) {
  await checkCode(deps, email, code);
  return { parent: await existingParent(deps, email) };
}

/**
 * Family sign-up: a new student and a new parent, or the parent who already has an account. The parent's
 * code proves the parent's e-mail and is checked before anything about either address is looked up, so a
 * wrong code answers the same for every e-mail. Nobody has proven the student's address, so the link
 * waits as a request: it becomes a family link when the student proves the e-mail in a session opened
 * with the sign-up password (first sign-in, /verify), or accepts it in the profile.
 */
export async function registerFamily(deps: Deps, input: RegisterFamilyInput) {
  const { parent, student, code } = input;
  await checkCode(deps, parent.email, code);
  if (parent.email === student.email) throw fail.badRequest('parentStudentEmailSame');
  // A parent who already has an account is used as stored; only a new parent must give a phone.
  const known = await existingParent(deps, parent.email);
  if (!known) {
    if (!parent.phone) throw fail.badRequest('phoneRequired');
    if (!parent.password) throw fail.badRequest('parentPasswordRequired');
    if (parent.password.length < limits.passwordMin) throw fail.badRequest('passwordTooShort');
  }
  if (await findUserByEmail(deps.db, student.email)) throw fail.conflict('emailTaken');
  const [parentHash, studentHash] = await Promise.all([
    known ? null : hashPassword(parent.password),
    hashPassword(student.password),
  ]);
  const today = deps.now().toISOString().slice(0, 10);
  await redeemCode(deps, parent.email, code, async (tx) => {
    let parentId = known?._id;
    if (!parentId) {
      const { password: _omit, ...details } = parent;
      const [row] = await tx
        .insert(users)
        .values({ ...details, passwordHash: parentHash as string, role: 'Parent', emailVerified: true })
        .returning({ id: users.id });
      parentId = row?.id as string;
    }
    const [child] = await tx
      .insert(users)
      .values({
        name: student.name,
        email: student.email,
        passwordHash: studentHash,
        role: 'Student',
        school: student.school,
        gradeInSchoolYear: student.gradeInSchoolYear,
        gradeInSchoolYearAt: today,
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (!child) throw fail.conflict('emailTaken');
    await tx.insert(familyLinkRequests).values({ parentId, studentId: child.id });
  });
}
