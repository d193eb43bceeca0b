import { TRPCClientError } from '@trpc/client';
import { useEffect, useState } from 'react';
import { trpc } from '../session/trpc';
import { type ExerciseSnapshot, patchSnapshot, readSnapshot } from './outbox-store';
import type { Exercise } from './types';
import type { ExamClock } from './use-exam-clock';

/** A failure to reach the server at all (no HTTP answer), as opposed to a refusal. */
const unreachable = (error: unknown) =>
  !(error instanceof TRPCClientError) || !(error.data as { httpStatus?: number } | undefined)?.httpStatus;

/**
 * The runner's exercise: from the server, kept on this device as it loads; when the server cannot be
 * reached (a reload without a connection), the copy last kept here, with the clock of the last start.
 */
export function useRunnerExercise(id: string) {
  const query = trpc.user.getExerciseById.useQuery({ id });
  const [snapshot, setSnapshot] = useState<ExerciseSnapshot<Exercise> | null>(null);

  useEffect(() => {
    readSnapshot<Exercise>(id)
      .then((s) => setSnapshot(s ?? null))
      .catch(() => setSnapshot(null));
  }, [id]);

  useEffect(() => {
    if (query.data) void patchSnapshot(id, { exercise: query.data }).catch(() => undefined);
  }, [id, query.data]);

  const offline =
    !query.data &&
    !!snapshot &&
    (query.fetchStatus === 'paused' || (query.isError && unreachable(query.error)) || !navigator.onLine);

  /** Remembers the clock a start answered, for a reload without a connection. */
  const keepClock = (clock: ExamClock | null) => {
    if (clock) void patchSnapshot(id, { clock }).catch(() => undefined);
  };

  return {
    data: query.data ?? (offline ? snapshot?.exercise : undefined),
    error: offline ? null : query.error,
    offline,
    storedClock: snapshot?.clock ?? null,
    keepClock,
  };
}
