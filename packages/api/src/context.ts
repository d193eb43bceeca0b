import type { UserRow } from '@quanta/db';
import type { Language } from '@quanta/validators';
import type { Deps, SessionRead, SessionReadKind, UserInfoExtras } from './deps';
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

/**
 * Reads the bearer token and loads its session and user (`deps.findSession`, with what the calls want read
 * with it); a token whose session was ended no longer signs anyone in (the token's own expiry ends it after
 * 30 days).
 */
export async function createContext(deps: Deps, req: RequestInfo): Promise<Context> {
  const lang: Language = req.lang?.toLowerCase().startsWith('zh') ? 'zh' : 'en';
  const base = { ...deps, ip: req.ip, userAgent: req.userAgent ?? '', lang, requestId: req.requestId };
  const token = req.authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
  const signedOut = { ...base, user: null, sessionId: null, userInfoExtras: null, sessionRead: null };
  if (!token) return { ...signedOut, tokenRejected: false };
  const claims = await deps.tokens.verify(token);
  if (!claims) return { ...signedOut, tokenRejected: true };
  const found = await deps.findSession(
    deps.db,
    { sessionId: claims.sessionId, userId: claims.userId },
    { now: deps.now(), ip: req.ip },
    { userInfo: req.withUserInfo, read: req.read },
  );
  if (!found) return { ...signedOut, tokenRejected: true };
  return { ...base, ...found, sessionId: claims.sessionId, tokenRejected: false };
}
