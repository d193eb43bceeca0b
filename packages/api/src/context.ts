import { type Database, sessions, type UserRow, users } from '@quanta/db';
import type { Language } from '@quanta/validators';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Deps } from './deps';
import { lastSeenEveryMs } from './services/accounts/sessions';
import { extrasOfRow, type UserInfoExtras, userInfoExtrasColumns } from './services/accounts/userInfoQuery';
import type { ProcedureMeta } from './trpc';

export interface RequestInfo {
  authorization?: string;
  ip: string;
  userAgent?: string;
  lang?: string;
  requestId: string;
  /** The call answers the user info (procedure meta `userInfo`): its extras are read with the session. */
  withUserInfo?: boolean;
}

export interface Context extends Deps {
  user: UserRow | null;
  /** The session the caller's token names (null when signed out). */
  sessionId: string | null;
  /** Set when a token was sent but is no longer good (expired, ended, user gone). */
  tokenRejected: boolean;
  ip: string;
  userAgent: string;
  lang: Language;
  requestId: string;
  /** The user info's extras, read with the session when the request asked for them (`withUserInfo`). */
  userInfoExtras: UserInfoExtras | null;
}

/** What a request's calls need read with the session, from their procedures' meta. */
export interface ContextWants {
  userInfo?: boolean;
}

/** The wants of the procedures a request calls (any of a batch asking counts). */
export function contextWants(procedures: readonly ({ _def: { meta?: unknown } } | null | undefined)[]): ContextWants {
  return { userInfo: procedures.some((p) => (p?._def.meta as ProcedureMeta | undefined)?.userInfo === true) };
}

const prepareSessionUser = (db: Database) =>
  db
    .select({ user: getTableColumns(users), lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), eq(sessions.userId, sql.placeholder('userId'))))
    .limit(1)
    .prepare('context_session_user');

/** The same lookup with the user info's extras, for the calls that answer it: one round trip for both. */
const prepareSessionUserInfo = (db: Database) =>
  db
    .select({
      user: getTableColumns(users),
      lastSeenAt: sessions.lastSeenAt,
      ...userInfoExtrasColumns(users.id),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), eq(sessions.userId, sql.placeholder('userId'))))
    .limit(1)
    .prepare('context_session_user_info');

/** The session and user lookups of every signed-in request, prepared once per database. */
const prepared = new WeakMap<
  Database,
  { plain: ReturnType<typeof prepareSessionUser>; withInfo: ReturnType<typeof prepareSessionUserInfo> }
>();

function lookupsOf(db: Database) {
  let lookups = prepared.get(db);
  if (!lookups) {
    lookups = { plain: prepareSessionUser(db), withInfo: prepareSessionUserInfo(db) };
    prepared.set(db, lookups);
  }
  return lookups;
}

/**
 * Reads the bearer token and loads its session and user; a token whose session was ended no longer signs
 * anyone in (the token's own expiry ends it after 30 days). The session's last use is written at most every few minutes.
 */
export async function createContext(deps: Deps, req: RequestInfo): Promise<Context> {
  const lang: Language = req.lang?.toLowerCase().startsWith('zh') ? 'zh' : 'en';
  const base = { ...deps, ip: req.ip, userAgent: req.userAgent ?? '', lang, requestId: req.requestId };
  const token = req.authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
  const signedOut = { ...base, user: null, sessionId: null, userInfoExtras: null };
  if (!token) return { ...signedOut, tokenRejected: false };
  const claims = await deps.tokens.verify(token);
  if (!claims) return { ...signedOut, tokenRejected: true };
  const lookups = lookupsOf(deps.db);
  const now = deps.now();
  const keys = { sessionId: claims.sessionId, userId: claims.userId };
  let row: { user: UserRow; lastSeenAt: Date } | undefined;
  let userInfoExtras: UserInfoExtras | null = null;
  if (req.withUserInfo) {
    const [found] = await lookups.withInfo.execute({ ...keys, now: now.toISOString() });
    row = found;
    if (found) userInfoExtras = extrasOfRow(found);
  } else [row] = await lookups.plain.execute(keys);
  if (!row) return { ...signedOut, tokenRejected: true };
  if (now.getTime() - row.lastSeenAt.getTime() >= lastSeenEveryMs) {
    await deps.db.update(sessions).set({ lastSeenAt: now, ip: req.ip }).where(eq(sessions.id, claims.sessionId));
  }
  return { ...base, user: row.user, sessionId: claims.sessionId, tokenRejected: false, userInfoExtras };
}
