import { type Database, type UserRow, users } from '@quanta/db';
import type { Language } from '@quanta/validators';
import { eq, sql } from 'drizzle-orm';
import type { Deps } from './deps';

export interface RequestInfo {
  authorization?: string;
  ip: string;
  lang?: string;
  requestId: string;
}

export interface Context extends Deps {
  user: UserRow | null;
  /** Set when a token was sent but is no longer good (expired, revoked, user gone). */
  tokenRejected: boolean;
  ip: string;
  lang: Language;
  requestId: string;
}

const prepareUserById = (db: Database) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('context_user_by_id');
/** The user lookup of every signed-in request, prepared once per database (no SQL building, parsing or planning). */
const userById = new WeakMap<Database, ReturnType<typeof prepareUserById>>();

/** Reads the bearer token and loads its user; a token whose version is stale no longer signs anyone in. */
export async function createContext(deps: Deps, req: RequestInfo): Promise<Context> {
  const lang: Language = req.lang?.toLowerCase().startsWith('zh') ? 'zh' : 'en';
  const base = { ...deps, ip: req.ip, lang, requestId: req.requestId };
  const token = req.authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
  if (!token) return { ...base, user: null, tokenRejected: false };
  const claims = await deps.tokens.verify(token);
  if (!claims) return { ...base, user: null, tokenRejected: true };
  let lookup = userById.get(deps.db);
  if (!lookup) {
    lookup = prepareUserById(deps.db);
    userById.set(deps.db, lookup);
  }
  const [user] = await lookup.execute({ id: claims.userId });
  if (!user || user.tokenVersion !== claims.version) return { ...base, user: null, tokenRejected: true };
  return { ...base, user, tokenRejected: false };
}
