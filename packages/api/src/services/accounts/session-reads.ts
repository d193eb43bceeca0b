import { type Database, type UserRow, users } from '@quanta/db';
import { prepareOnce } from '../../speedups/prepared';
import { speedupsOn } from '../../speedups/switch';
import { myClassesWithSession } from '../enrolment/my-classes';
import { classroomWithSession } from '../exercises/classroom';
import { runnerWithSession } from '../exercises/runner';
import {
  extrasOfRow,
  lastSeenEveryMs,
  type SessionRead,
  sessionUser,
  touchSession,
  type UserInfoExtras,
  userInfoExtrasColumns,
} from './session-lookups';

/**
 * The reads a call may make in its session's statement (procedure meta `sessionRead`): a student's runner
 * and classroom by the id its input names, My Classes by the caller; one round trip where they were two.
 */
export const sessionReads = {
  runner: runnerWithSession,
  classroom: classroomWithSession,
  myClasses: myClassesWithSession,
};
export type SessionReadKind = keyof typeof sessionReads;

/** The reads keyed by the caller alone: their input names no id (the read's id is ''). */
const callerReads: ReadonlySet<SessionReadKind> = new Set(['myClasses']);

type Lookup = { execute(values: Record<string, unknown>): Promise<{ user: UserRow; lastSeenAt: Date }[]> };

/** The session lookup of every signed-in request, alone, with the user info's extras, or with a call's read. */
const lookups: Record<'plain' | 'withInfo' | SessionReadKind, (db: Database) => Lookup> = {
  plain: (db) => sessionUser(db, {}).prepare('context_session_user'),
  withInfo: (db) => sessionUser(db, userInfoExtrasColumns(users.id)).prepare('context_session_user_info'),
  ...sessionReads,
};

const lookupOf = (db: Database, name: keyof typeof lookups) =>
  prepareOnce(db, `context_session_${name}`, (d) => lookups[name](d as Database));

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a request's calls want read with its session (`ContextWants` with the id the call's input names). */
export interface SessionWants {
  userInfo?: boolean | undefined;
  read?: { kind: SessionReadKind; id: unknown } | undefined;
}

/** A signed-in request's session: its user, and what was read with it. */
export interface FoundSession {
  user: UserRow;
  /** The user info's extras, when the request asked for them. */
  userInfoExtras: UserInfoExtras | null;
  /** The call's own read, when the request made it with the session. */
  sessionRead: SessionRead | null;
}

/**
 * The session named by a token's keys and its user, or null when it was ended or has expired (or its user
 * is gone, or a key is no uuid), in one statement with what the request wants read with it; the session's
 * last use is written at most every few minutes. With the speed-ups off, the session is read alone and
 * each call reads what it needs.
 */
export async function findSession(
  db: Database,
  keys: { sessionId: string; userId: string },
  at: { now: Date; ip: string },
  wants: SessionWants,
): Promise<FoundSession | null> {
  if (!uuid.test(keys.sessionId) || !uuid.test(keys.userId)) return null;
  // The session's expiry is on the clock its token's is read on (the machine's, see `openSession`).
  const named = { ...keys, aliveAt: new Date().toISOString() };
  const shortcut = speedupsOn();
  // A call's read by an id that is no uuid is left to the call, whose input check refuses it; a read by
  // the caller names none.
  const byCaller = wants.read !== undefined && callerReads.has(wants.read.kind);
  const readId = byCaller ? '' : wants.read?.id;
  const read =
    shortcut && wants.read && (byCaller || (typeof readId === 'string' && uuid.test(readId))) ? wants.read : undefined;
  let row: { user: UserRow; lastSeenAt: Date } | undefined;
  let userInfoExtras: UserInfoExtras | null = null;
  let sessionRead: SessionRead | null = null;
  if (shortcut && wants.userInfo) {
    const [found] = await lookupOf(db, 'withInfo').execute({ ...named, now: at.now.toISOString() });
    row = found;
    if (found) userInfoExtras = extrasOfRow(found as never);
  } else if (read) {
    const id = readId as string;
    [row] = await lookupOf(db, read.kind).execute({ ...named, readId: id, studentId: keys.userId });
    if (row) sessionRead = { kind: read.kind, id, row } as SessionRead;
  } else [row] = await lookupOf(db, 'plain').execute(named);
  if (!row) return null;
  if (at.now.getTime() - row.lastSeenAt.getTime() >= lastSeenEveryMs) {
    await touchSession(db, keys.sessionId, at.now, at.ip);
  }
  return { user: row.user, userInfoExtras, sessionRead };
}
