import { type DbOrTx, sessions, type UserRow } from '@quanta/db';
import { and, count, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { accessWhere, Permission, requireAccess } from '../../access/access';
import type { Deps } from '../../deps';
import { fail } from '../../errors';
import { presentSession } from '../../presenters/session';

/**
 * A session lasts as long as its token (30 days), unless it is ended first. The token's expiry is read on
 * the machine's clock (jose), so the row's `expiresAt` is set on that clock too: the row mirrors the token
 * and is cleared once the token is dead.
 */
export const sessionTtlMs = 30 * 24 * 60 * 60 * 1000;
const tokenClock = () => new Date();
/** `lastSeenAt` is written at most this often, so a busy session's reads stay reads. */
export const lastSeenEveryMs = 5 * 60 * 1000;

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
