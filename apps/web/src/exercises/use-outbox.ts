import { useEffect, useState, useSyncExternalStore } from 'react';
import { api } from '../session/trpc';
import { Outbox } from './outbox';

/** The runner's outbox for an exercise, sending through `user.saveExercise`, and where its answers stand. */
export function useOutbox(exerciseId: string) {
  const [outbox] = useState(
    () =>
      new Outbox(exerciseId, (s) =>
        api.user.saveExercise.mutate({
          id: s.exerciseId,
          questionId: s.questionId,
          answer: s.answer,
          content: s.content,
          key: s.key,
          seq: s.seq,
        }),
      ),
  );
  useEffect(() => outbox.start(), [outbox]);
  const status = useSyncExternalStore(outbox.subscribe, outbox.getStatus);
  return { outbox, status };
}
