import { type Database, sessions, type UserRow, users } from '@quanta/db';
import type { Language } from '@quanta/validators';
import { eq } from 'drizzle-orm';
import type { Deps } from './deps';
import type { SessionRead } from './services/accounts/read-with-session';
import { callerReads, type SessionReadKind, sessionReads } from './services/accounts/session-reads';
import { sessionUser } from './services/accounts/session-user';
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
  /** The call's own read, made in the session's statement (procedure meta `sessionRead`), and the id its input names. */
  read?: { kind: SessionReadKind; id: unknown };
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
  /** The call's own read, when the request made it with the session (`read`). */
  sessionRead: SessionRead | null;
}

/** What a request's calls need read with the session, from their procedures' meta. */
export interface ContextWants {
  userInfo?: boolean;
  /** The read of a request's only call, made with the session. */
  read?: SessionReadKind;
}

/** The wants of the procedures a request calls (any of a batch asking counts; a call's own read only when alone). */
export function contextWants(procedures: readonly ({ _def: { meta?: unknown } } | null | undefined)[]): ContextWants {
  const metas = procedures.map((p) => p?._def.meta as ProcedureMeta | undefined);
  return {
    userInfo: metas.some((m) => m?.userInfo === true),
    read: metas.length === 1 ? metas[0]?.sessionRead : undefined,
  };
}

const prepareSessionUser = (db: Database) => sessionUser(db, {}).prepare('context_session_user');

/** The same lookup with the user info's extras, for the calls that answer it: one round trip for both. */
const prepareSessionUserInfo = (db: Database) =>
  sessionUser(db, userInfoExtrasColumns(users.id)).prepare('context_session_user_info');

type Lookup = { execute(values: Record<string, unknown>): Promise<{ user: UserRow; lastSeenAt: Date }[]> };

/** The session and user lookups of every signed-in request, prepared once per database. */
const prepared = new WeakMap<Database, Map<string, Lookup>>();

function lookupOf(db: Database, name: 'plain' | 'withInfo' | SessionReadKind): Lookup {
  let lookups = prepared.get(db);
  if (!lookups) {
    lookups = new Map();
    prepared.set(db, lookups);
  }
  let lookup = lookups.get(name);
  if (!lookup) {
    lookup =
      name === 'plain'
        ? prepareSessionUser(db)
        : name === 'withInfo'
          ? prepareSessionUserInfo(db)
          : sessionReads[name](db);
    lookups.set(name, lookup);
  }
  return lookup;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Reads the bearer token and loads its session and user; a token whose session was ended no longer signs
 * anyone in (the token's own expiry ends it after 30 days). The session's last use is written at most every few minutes.
 */
export async function createContext(deps: Deps, req: RequestInfo): Promise<Context> {
  const lang: Language = req.lang?.toLowerCase().startsWith('zh') ? 'zh' : 'en';
  const base = { ...deps, ip: req.ip, userAgent: req.userAgent ?? '', lang, requestId: req.requestId };
  const token = req.authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
  const signedOut = { ...base, user: null, sessionId: null, userInfoExtras: null, sessionRead: null };
  if (!token) return { ...signedOut, tokenRejected: false };
  const claims = await deps.tokens.verify(token);
  if (!claims) return { ...signedOut, tokenRejected: true };
  const now = deps.now();
  const keys = { sessionId: claims.sessionId, userId: claims.userId };
  // A call's read by an id that is no uuid is left to the call, whose input check refuses it; a read by
  // the caller names none.
  const byCaller = req.read !== undefined && callerReads.has(req.read.kind);
  const readId = byCaller ? '' : req.read?.id;
  const read = req.read && (byCaller || (typeof readId === 'string' && uuid.test(readId))) ? req.read : undefined;
  let row: { user: UserRow; lastSeenAt: Date } | undefined;
  let userInfoExtras: UserInfoExtras | null = null;
  let sessionRead: SessionRead | null = null;
  if (req.withUserInfo) {
    const [found] = await lookupOf(deps.db, 'withInfo').execute({ ...keys, now: now.toISOString() });
    row = found;
    if (found) userInfoExtras = extrasOfRow(found as never);
  } else if (read) {
    const id = readId as string;
    [row] = await lookupOf(deps.db, read.kind).execute({ ...keys, readId: id, studentId: claims.userId });
    if (row) sessionRead = { kind: read.kind, id, row } as SessionRead;
  } else [row] = await lookupOf(deps.db, 'plain').execute(keys);
  if (!row) return { ...signedOut, tokenRejected: true };
  if (now.getTime() - row.lastSeenAt.getTime() >= lastSeenEveryMs) {
    await deps.db.update(sessions).set({ lastSeenAt: now, ip: req.ip }).where(eq(sessions.id, claims.sessionId));
  }
  return { ...base, user: row.user, sessionId: claims.sessionId, tokenRejected: false, userInfoExtras, sessionRead };
}
