import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconCamera, IconPaperclip } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Outbox, OutboxStatus } from '../exercises/outbox';
import { trpc } from '../session/trpc';
import { notifyError } from '../ui/notify';
import { useMutationError } from '../ui/use-mutation-error';
import { prepareForDevice } from './downscale';
import { PhotoThumb } from './PhotoThumb';
import { PhotoViewer, type ViewedPhoto } from './PhotoViewer';
import { ACCEPT, isAttachable, isPdfFile, MAX_PHOTOS, roomFor, storedName } from './rules';
import type { WorkPhoto } from './types';
import { useObjectUrls } from './use-object-urls';

interface AttachPhotosProps {
  outbox: Outbox;
  status: OutboxStatus;
  exerciseId: string;
  /** The free-response question; null: the homework as a whole. */
  questionId: string | null;
  /** This answer's photos on the server. */
  stored: WorkPhoto[];
  /** The exam ended or the answer cannot change: photos show, nothing is added or removed. */
  disabled: boolean;
  label: string;
}

/**
 * The runner's photos of working for one answer: a photo from the camera or photos and PDFs from the
 * device's files, shown as thumbnails. A chosen file waits in the answer outbox (on this device) until it
 * is uploaded and attached; one on the server can be removed.
 */
export function AttachPhotos({ outbox, status, exerciseId, questionId, stored, disabled, label }: AttachPhotosProps) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const [viewed, setViewed] = useState<ViewedPhoto | null>(null);
  const [adding, setAdding] = useState(false);
  const resetCamera = useRef<() => void>(null);
  const resetFiles = useRef<() => void>(null);
  const waiting = status.photos.filter((p) => p.questionId === questionId);
  const urls = useObjectUrls(waiting);
  const remove = trpc.user.removeWorkPhoto.useMutation({
    ...useMutationError(),
    onSuccess: () => utils.user.getWorkPhotos.invalidate({ exerciseId }),
  });
  const room = roomFor(stored.length, waiting.filter((p) => !p.refused).length);

  const add = async (files: File[]) => {
    setAdding(true);
    try {
      let left = room;
      for (const file of files) {
        if (!isAttachable(file)) {
          notifyError(t('workPhotos.notAttachable', { name: file.name }));
          continue;
        }
        if (left <= 0) {
          notifyError(t('workPhotos.full', { max: MAX_PHOTOS }));
          break;
        }
        const ready = await prepareForDevice(file);
        await outbox.addPhoto(questionId, storedName(ready.name), ready.blob);
        left -= 1;
      }
    } finally {
      setAdding(false);
      resetCamera.current?.();
      resetFiles.current?.();
    }
  };

  const full = room === 0;
  return (
    <Stack gap="xs" component="section" aria-label={label}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <Text size="xs" c="dimmed">
          {t('workPhotos.count', { count: stored.length + waiting.length, max: MAX_PHOTOS })}
        </Text>
      </Group>
      {(stored.length > 0 || waiting.length > 0) && (
        <Group gap="sm" align="flex-start">
          {stored.map((p) => (
            <PhotoThumb
              key={p._id}
              name={p.name}
              kind={p.kind}
              src={p.url}
              rotation={p.rotation}
              onOpen={() =>
                setViewed({ name: p.name, src: p.url, rotation: p.rotation, width: p.width, height: p.height })
              }
              onRemove={disabled ? undefined : () => remove.mutate({ photoId: p._id })}
              removing={remove.isPending && remove.variables?.photoId === p._id}
            />
          ))}
          {waiting.map((p) => {
            const src = urls.get(p.clientKey) ?? '';
            const pdf = isPdfFile({ type: p.blob.type, name: p.name });
            return (
              <PhotoThumb
                key={p.clientKey}
                name={p.name}
                kind={pdf ? 'pdf' : 'image'}
                src={src}
                rotation={0}
                badge={
                  p.refused
                    ? { label: t('workPhotos.notSaved'), color: 'red' }
                    : { label: t('workPhotos.waiting'), color: 'orange' }
                }
                onOpen={() => setViewed({ name: p.name, src, rotation: 0 })}
                onRemove={disabled ? undefined : () => void outbox.removePhoto(p.clientKey)}
              />
            );
          })}
        </Group>
      )}
      {!disabled && (
        <>
          <Group gap="xs">
            <FileButton
              resetRef={resetCamera}
              onChange={(f) => f && void add([f])}
              accept="image/*"
              capture="environment"
            >
              {(props) => (
                <Button
                  {...props}
                  variant="light"
                  size="xs"
                  leftSection={<IconCamera size={16} />}
                  disabled={full}
                  loading={adding}
                >
                  {t('workPhotos.takePhoto')}
                </Button>
              )}
            </FileButton>
            <FileButton resetRef={resetFiles} onChange={(f) => void add(f)} accept={ACCEPT} multiple>
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  size="xs"
                  leftSection={<IconPaperclip size={16} />}
                  disabled={full}
                  loading={adding}
                >
                  {t('workPhotos.chooseFiles')}
                </Button>
              )}
            </FileButton>
          </Group>
          <Text size="xs" c="dimmed">
            {full ? t('workPhotos.full', { max: MAX_PHOTOS }) : t('workPhotos.hint', { max: MAX_PHOTOS })}
          </Text>
        </>
      )}
      <PhotoViewer photo={viewed} onClose={() => setViewed(null)} />
    </Stack>
  );
}
