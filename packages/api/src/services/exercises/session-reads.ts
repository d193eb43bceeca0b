import { classroomWithSession } from './classroom';
import { runnerWithSession } from './runner';

/**
 * The reads a call may make in its session's statement (procedure meta `sessionRead`), each by the id
 * its input names: a student's runner and classroom, one round trip where they were two.
 */
export const sessionReads = { runner: runnerWithSession, classroom: classroomWithSession };
export type SessionReadKind = keyof typeof sessionReads;

type RowOf<K extends SessionReadKind> = Awaited<ReturnType<ReturnType<(typeof sessionReads)[K]>['execute']>>[number];

/** A call's read done with its session: the kind, the id the input named and the statement's row. */
export type SessionRead = { [K in SessionReadKind]: { kind: K; id: string; row: RowOf<K> } }[SessionReadKind];

/** Where the session's statement carried a call's read: the context's `sessionRead`. */
export interface WithSessionRead {
  sessionRead?: SessionRead | null;
}

/** The row of `kind` read with the session for `id`, if the request read it so. */
export function readWithSession<K extends SessionReadKind>(
  deps: WithSessionRead,
  kind: K,
  id: string,
): RowOf<K> | undefined {
  const read = deps.sessionRead;
  return read?.kind === kind && read.id === id ? (read.row as RowOf<K>) : undefined;
}
