import { type UserRow, users } from '@quanta/db';
import { eq, sql } from 'drizzle-orm';
import { burnVerification, hashPassword, verifyPassword } from '../../auth/password';
import type { Deps } from '../../deps';
import { fail } from '../../errors';
import { presentUser } from '../../presenters/user';
import { hasLibraryAccess } from '../enrolment/access';
import { dependentOf, findUserByEmail } from '../users/data';
import { redeemCode } from './codes';

/**
 * The signed-in user's info as stored by the web app, with a token when one is issued. `sRegister`: a
 * student with a valid place in a class that includes the library (the Resources area).
 */
export async function userInfo(deps: Deps, user: UserRow, withToken = false) {
  const token = withToken ? await deps.tokens.sign({ userId: user.id, version: user.tokenVersion }) : undefined;
  const [dependents, sRegister] = await Promise.all([
    dependentOf(deps.db, user.id),
    user.role === 'Student' ? hasLibraryAccess(deps.db, user.id, deps.now()) : false,
  ]);
  return presentUser(user, { dependents, token, sRegister, today: deps.now() });
}

/** Signs in by e-mail and password; unknown e-mail and wrong password answer alike, failures are slowed. */
export async function signIn(deps: Deps, ip: string, email: string, password: string) {
  await deps.loginLimiter.check(ip, email);
  const user = await findUserByEmail(deps.db, email);
  let ok = false;
  if (user) ok = await verifyPassword(user.passwordHash, password);
  else await burnVerification(password);
  if (!user || !ok) {
    await deps.loginLimiter.failed(ip, email);
    throw fail.badRequest('wrongCredentials');
  }
  await deps.loginLimiter.succeeded(email);
  return userInfo(deps, user, true);
}

/** Verifies the account of `email` with its code; answers the user info with a fresh token. */
export async function verifyEmail(deps: Deps, email: string, code: string) {
  const user = await redeemCode(deps, email, code, async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ emailVerified: true, updatedAt: deps.now() })
      .where(eq(users.email, email))
      .returning();
    if (!row) throw fail.notFound('userNotFound');
    return row;
  });
  return userInfo(deps, user, true);
}

/** Sets a new password from an e-mailed code; every older session ends. */
export async function resetPassword(deps: Deps, email: string, code: string, password: string) {
  const passwordHash = await hashPassword(password);
  await redeemCode(deps, email, code, async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ passwordHash, emailVerified: true, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: deps.now() })
      .where(eq(users.email, email))
      .returning({ id: users.id });
    if (!row) throw fail.notFound('userNotFound');
  });
}
