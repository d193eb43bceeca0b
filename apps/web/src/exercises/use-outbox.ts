import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { api, trpc } from '../session/trpc';
import { uploadFile } from '../session/upload';
import { Outbox } from './outbox';

/**
 * The runner's outbox for an exercise, sending answers through `user.saveExercise` and photos of working
 * through the `work` upload and `user.attachWorkPhoto`, and where they stand.
 */
export function useOutbox(exerciseId: string) {
  const utils = trpc.useUtils();
  const latestUtils = useRef(utils);
  latestUtils.current = utils;
  const [outbox] = useState(
    () =>
      new Outbox(
        exerciseId,
        (s) =>
          api.user.saveExercise.mutate({
            id: s.exerciseId,
            questionId: s.questionId,
            answer: s.answer,
            content: s.content,
            key: s.key,
            seq: s.seq,
          }),
        {
          upload: (p) => uploadFile(p.blob, 'work', p.name),
          attach: async (p) => {
            const photo = await api.user.attachWorkPhoto.mutate({
              exerciseId: p.exerciseId,
              questionId: p.questionId,
              path: p.path,
              name: p.name,
              clientKey: p.clientKey,
            });
            // Shown among the answer's photos at once, then the list is read again.
            const photos = latestUtils.current.user.getWorkPhotos;
            photos.setData({ exerciseId: p.exerciseId }, (list) =>
              list && !list.some((x) => x._id === photo._id) ? [...list, photo] : list,
            );
            await photos.invalidate({ exerciseId: p.exerciseId });
          },
        },
      ),
  );
  useEffect(() => outbox.start(), [outbox]);
  const status = useSyncExternalStore(outbox.subscribe, outbox.getStatus);
  return { outbox, status };
}
