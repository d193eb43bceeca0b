import { Button } from '@mantine/core';
import { IconPencil, IconRotateClockwise } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../session/trpc';
import { notifySuccess } from '../ui/notify';
import { useMutationError } from '../ui/use-mutation-error';
import { MarkUpDialog } from './MarkUpDialog';
import { PhotoGallery } from './PhotoGallery';
import { nextRotation } from './rules';
import type { WorkPhoto } from './types';

/**
 * The photos of working of one answer in the teacher's correction: full-size on a press, turned a quarter
 * at a time, and marked up with the pen (the original kept beside the marked copy).
 */
export function TeacherWorkPhotos({
  exerciseId,
  photos,
  label,
}: {
  exerciseId: string;
  photos: WorkPhoto[];
  label: string;
}) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const [openId, setOpenId] = useState<string | null>(null);
  const [marking, setMarking] = useState<WorkPhoto | null>(null);
  const rotate = trpc.teacher.rotateWorkPhoto.useMutation({
    ...useMutationError(),
    onSuccess: () => {
      notifySuccess(t('workPhotos.rotated'));
      return utils.teacher.getWorkPhotos.invalidate({ exerciseId });
    },
  });
  if (photos.length === 0) return null;
  const open = photos.find((p) => p._id === openId) ?? null;
  return (
    <PhotoGallery
      photos={photos}
      label={label}
      open={open}
      onOpen={(p) => setOpenId(p._id)}
      onClose={() => setOpenId(null)}
      actions={(open) => (
        <>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconRotateClockwise size={16} />}
            loading={rotate.isPending}
            onClick={() => rotate.mutate({ photoId: open._id, rotation: nextRotation(open.rotation) })}
          >
            {t('workPhotos.rotate')}
          </Button>
          <Button
            size="xs"
            leftSection={<IconPencil size={16} />}
            onClick={() => {
              setMarking(open);
              setOpenId(null);
            }}
          >
            {t('workPhotos.markUp')}
          </Button>
        </>
      )}
    >
      <MarkUpDialog photo={marking} exerciseId={exerciseId} onClose={() => setMarking(null)} />
    </PhotoGallery>
  );
}
