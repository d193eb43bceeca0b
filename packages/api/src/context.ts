import { type Database, sessions, type UserRow, users } from '@quanta/db';
import type { Language } from '@quanta/validators';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Deps } from './deps';
import { lastSeenEveryMs } from './services/accounts/sessions';

export interface RequestInfo {
  authorization?: string;
  ip: string;
  userAgent?: string;
  lang?: string;
  requestId: string;
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
}

const prepareSessionUser = (db: Database) =>
  db
    .select({ user: getTableColumns(users), lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), eq(sessions.userId, sql.placeholder('userId'))))
    .limit(1)
    .prepare('context_session_user');
/** The session and user lookup of every signed-in request, prepared once per database. */
const sessionUser = new WeakMap<Database, ReturnType<typeof prepareSessionUser>>();

/**
 * Reads the bearer token and loads its session and user; a token whose session was ended no longer signs
 * anyone in (the token's own expiry ends it after 30 days). The session's last use is written at most every few minutes.
 */
export async function createContext(deps: Deps, req: RequestInfo): Promise<Context> {
  const lang: Language = req.lang?.toLowerCase().startsWith('zh') ? 'zh' : 'en';
  const base = { ...deps, ip: req.ip, userAgent: req.userAgent ?? '', lang, requestId: req.requestId };
  const token = req.authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
  if (!token) return { ...base, user: null, sessionId: null, tokenRejected: false };
  const claims = await deps.tokens.verify(token);
  if (!claims) return { ...base, user: null, sessionId: null, tokenRejected: true };
  let lookup = sessionUser.get(deps.db);
  if (!lookup) {
    lookup = prepareSessionUser(deps.db);
    sessionUser.set(deps.db, lookup);
  }
  const [row] = await lookup.execute({ sessionId: claims.sessionId, userId: claims.userId });
  if (!row) return { ...base, user: null, sessionId: null, tokenRejected: true };
  const now = deps.now();
  if (now.getTime() - row.lastSeenAt.getTime() >= lastSeenEveryMs) {
    await deps.db.update(sessions).set({ lastSeenAt: now, ip: req.ip }).where(eq(sessions.id, claims.sessionId));
  }
  return { ...base, user: row.user, sessionId: claims.sessionId, tokenRejected: false };
}
