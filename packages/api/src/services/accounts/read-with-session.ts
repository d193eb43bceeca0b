import type { sessionReads } from './session-reads';

type Reads = typeof sessionReads;
type Kind = keyof Reads;
type RowOf<K extends Kind> = Awaited<ReturnType<ReturnType<Reads[K]>['execute']>>[number];

/** A call's read done with its session: the kind, the id the input named ('' for a read by the caller) and the statement's row. */
export type SessionRead = { [K in Kind]: { kind: K; id: string; row: RowOf<K> } }[Kind];

/** Where the session's statement carried a call's read: the context's `sessionRead`. */
export interface WithSessionRead {
  sessionRead?: SessionRead | null;
}

/**
 * The row of `kind` read with the session for `id`, if the request read it so. Apart from the registry
 * (`sessionReads`), which imports the statements of the services that call this.
 */
export function readWithSession<K extends Kind>(deps: WithSessionRead, kind: K, id: string): RowOf<K> | undefined {
  const read = deps.sessionRead;
  return read?.kind === kind && read.id === id ? (read.row as RowOf<K>) : undefined;
}
