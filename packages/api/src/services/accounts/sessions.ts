import { type DbOrTx, sessions, type UserRow, users } from '@quanta/db';
import { and, count, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { accessWhere, Permission, requireAccess } from '../../access/access';
import { checkPasswordLimited, signedInFrom } from '../../auth/guard';
import { burnVerification, hashPassword, verifyPassword } from '../../auth/password';
import type { Deps } from '../../deps';
import { fail } from '../../errors';
import { presentSession } from '../../presenters/session';
import { presentUser } from '../../presenters/user';
import { findUserByEmail } from '../users/data';
import { checkCode, redeemCode } from './codes';
import { confirmParentRequest } from './parent-requests';
import { type UserInfoExtras, userInfoExtras } from './session-lookups';

/**
 * A session lasts as long as its token (30 days), unless it is ended first. The token's expiry is read on
 * the machine's clock (jose), so the row's `expiresAt` is set on that clock too: the row mirrors the token
 * and is cleared once the token is dead.
 */
export const sessionTtlMs = 30 * 24 * 60 * 60 * 1000;
const tokenClock = () => new Date();

export interface Device {
  userAgent: string;
  ip: string;
}

/** Opens a session for `userId` on this device and answers its token. */
export async function openSession(deps: Deps, db: DbOrTx, userId: string, device: Device): Promise<string> {
  const now = deps.now();
  const [row] = await db
    .insert(sessions)
    .values({
      userId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(tokenClock().getTime() + sessionTtlMs),
      userAgent: device.userAgent.slice(0, 500),
      ip: device.ip.slice(0, 100),
    })
    .returning({ id: sessions.id });
  // Sessions of this user whose token has expired go now, so their list never fills with dead ones.
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, tokenClock())));
  return deps.tokens.sign({ userId, sessionId: row?.id as string });
}

/** A fresh token for a session that goes on (after verifying the e-mail or changing the password). */
export function resignSession(deps: Deps, userId: string, sessionId: string): Promise<string> {
  return deps.tokens.sign({ userId, sessionId });
}

/** Ends one session (log out). */
export async function endSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of `userId`, or every one but `keep`. */
export async function endSessionsOf(db: DbOrTx, userId: string, keep?: string | null): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), keep ? ne(sessions.id, keep) : undefined));
}

/** Ends one of the caller's sessions (`session.own`): 404 for an unknown id, 403 for someone else's. */
export async function endOwnSession(deps: Deps, me: UserRow, sessionId: string): Promise<void> {
  const now = deps.now();
  const [row] = await deps.db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), accessWhere(deps.db, me, Permission.SessionOwn, now)))
    .returning({ id: sessions.id });
  if (row) return;
  await requireAccess(deps.db, me, Permission.SessionOwn, sessionId, now);
  throw fail.notFound('sessionNotFound');
}

/** The caller's signed-in devices, this one first, then the most recently used, paged in the database. */
export async function listSessions(
  deps: Deps,
  userId: string,
  currentId: string | null,
  page: number,
  pageSize: number,
) {
  const mine = and(eq(sessions.userId, userId), gt(sessions.expiresAt, tokenClock()));
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(sessions)
      .where(mine)
      // This device first, then the most recently used.
      .orderBy(desc(sql`${sessions.id} = ${currentId ?? null}`), desc(sessions.lastSeenAt), desc(sessions.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    deps.db.select({ n: count() }).from(sessions).where(mine),
  ]);
  return { list: rows.map((r) => presentSession(r, currentId)), total: total?.n ?? 0 };
}

/**
 * The signed-in user's info as stored by the web app, with the session's token when one is issued.
 * `sRegister`: a student with a valid place in a class that includes the library (the Resources area);
 * `parentRequest`: a student's family sign-up link waiting for them to accept or decline it. `known`: the
 * extras when already read (with the session, see `createContext`).
 */
export async function userInfo(deps: Deps, user: UserRow, token?: string, known?: UserInfoExtras | null) {
  const { dependents, sRegister, parentRequest } = known ?? (await userInfoExtras(deps.db, user.id, deps.now()));
  return presentUser(user, { dependents, token, sRegister, parentRequest, today: deps.now() });
}

/**
 * Signs in by e-mail and password and opens a session for this device; unknown e-mail and wrong password
 * answer alike, and wrong passwords are limited per account and address (auth/guard).
 */
export async function signIn(deps: Deps, device: Device, email: string, password: string) {
  const user = await findUserByEmail(deps.db, email);
  const ok = await checkPasswordLimited(deps.db, deps.now(), { email, ip: device.ip }, async () => {
    if (user) return verifyPassword(user.passwordHash, password);
    await burnVerification(password);
    return false;
  });
  if (!user || !ok) throw fail.badRequest('wrongCredentials');
  return userInfo(deps, user, await openSession(deps, deps.db, user.id, device));
}

export interface CodeCaller {
  device: Device;
  /** The caller's own session when already signed in. */
  user: UserRow | null;
  sessionId: string | null;
}

/**
 * Verifies the account of `email` with its code and signs the caller in: the caller's own session goes on
 * when they are signed in to this account, else a new one opens (a code sign-in, the way round a password
 * delay). A student who proves the e-mail in a session opened with the sign-up password (the account was
 * unverified, so the password can only be the family's) confirms the family link; a code alone does not.
 * The first proof of an address ends the sessions of anyone else who signed in to it before.
 */
export async function verifyEmail(deps: Deps, caller: CodeCaller, email: string, code: string) {
  const own = caller.user?.email === email && caller.sessionId ? caller.sessionId : null;
  const { user, sessionId } = await redeemCode(deps, email, code, async (tx) => {
    const before = await findUserByEmail(tx, email);
    if (!before) throw fail.notFound('userNotFound');
    const [row] = await tx
      .update(users)
      .set({ emailVerified: true, updatedAt: deps.now() })
      .where(eq(users.id, before.id))
      .returning();
    if (!before.emailVerified) {
      if (own) await confirmParentRequest(tx, before.id);
      await endSessionsOf(tx, before.id, own);
    }
    return { user: row as UserRow, sessionId: own ?? null };
  });
  await signedInFrom(deps.db, deps.now(), { email, ip: caller.device.ip });
  const token = sessionId
    ? await resignSession(deps, user.id, sessionId)
    : await openSession(deps, deps.db, user.id, caller.device);
  return userInfo(deps, user, token);
}

/** Sets a new password from an e-mailed code; every session of the account ends. */
export async function resetPassword(deps: Deps, email: string, code: string, password: string) {
  // A wrong code is refused before the new password is hashed (guesses cost the server little).
  await checkCode(deps, email, code);
  const passwordHash = await hashPassword(password);
  await redeemCode(deps, email, code, async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ passwordHash, emailVerified: true, updatedAt: deps.now() })
      .where(eq(users.email, email))
      .returning({ id: users.id });
    if (!row) throw fail.notFound('userNotFound');
    await endSessionsOf(tx, row.id);
  });
}
