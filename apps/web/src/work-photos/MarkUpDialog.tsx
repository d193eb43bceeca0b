import { Alert, Button, Group, Loader, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canvasToPng } from '../richtext/drawing/canvas';
import { PenControls } from '../richtext/drawing/PenControls';
import { usePen } from '../richtext/drawing/use-pen';
import { trpc } from '../session/trpc';
import { uploadErrorText, uploadFile } from '../session/upload';
import { notifyError, notifySuccess } from '../ui/notify';
import { useMutationError } from '../ui/use-mutation-error';
import { canvasSizeFor, drawTurned, loadImage } from './draw-photo';
import { MARK_LONG_SIDE } from './rules';
import type { WorkPhoto } from './types';

const swatches = ['#e03131', '#1971c2', '#2f9e44', '#f08c00', '#000000'];

/**
 * The teacher marks a photo of working up with the drawing board's pen: the photo as they turned it (or
 * their earlier marked copy) on a canvas, drawn over, saved as a PNG beside the original.
 */
export function MarkUpDialog({
  photo,
  exerciseId,
  onClose,
}: {
  photo: WorkPhoto | null;
  exerciseId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const utils = trpc.useUtils();
  const [color, setColor] = useState(swatches[0]!);
  const [brush, setBrush] = useState(4);
  /** The picture drawn under the marks, its turn and the canvas size; each start draws it afresh. */
  const [base, setBase] = useState<{
    img: HTMLImageElement;
    rotation: number;
    size: { width: number; height: number };
  } | null>(null);
  const size = base?.size ?? null;
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const pen = usePen(canvasRef, 'pen', color, brush);
  const mark = trpc.teacher.markWorkPhoto.useMutation(useMutationError());

  // The starting picture: the marked copy to add to, else the original turned as shown.
  const start = async (fromOriginal: boolean) => {
    if (!photo) return;
    setFailed(false);
    try {
      const marked = !fromOriginal && photo.markedUrl ? await loadImage(photo.markedUrl) : null;
      const img = marked ?? (await loadImage(photo.url));
      const rotation = marked ? 0 : photo.rotation;
      setBase({ img, rotation, size: canvasSizeFor(img, rotation, MARK_LONG_SIDE) });
    } catch {
      setFailed(true);
    }
  };

  // Drawn once the canvas has its size (a new size clears it).
  useLayoutEffect(() => {
    const ctx = canvasRef.current?.getContext('2d');
    if (ctx && base) drawTurned(ctx, base.img, base.rotation);
  }, [base]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: starts afresh for each photo opened.
  useEffect(() => {
    setBase(null);
    if (photo) void start(false);
  }, [photo?._id]);

  const save = async () => {
    const canvas = canvasRef.current;
    if (!canvas || !photo) return;
    setBusy(true);
    try {
      let path: string;
      try {
        path = await uploadFile(await canvasToPng(canvas), 'image', 'marked.png');
      } catch (error) {
        notifyError(uploadErrorText(t, error));
        return;
      }
      // A refusal of the mark is told by the mutation's own handler.
      await mark.mutateAsync({ photoId: photo._id, path });
      await utils.teacher.getWorkPhotos.invalidate({ exerciseId });
      notifySuccess(t('workPhotos.saved'));
      onClose();
    } catch {
      // Told above.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={photo !== null}
      onClose={onClose}
      title={photo ? t('workPhotos.markTitle', { name: photo.name }) : ''}
      size="xl"
      fullScreen={phone}
      closeOnClickOutside={false}
      centered
    >
      <Stack gap="sm">
        <Group gap="md" align="flex-end" wrap="wrap">
          <PenControls color={color} onColor={setColor} swatches={swatches} brush={brush} onBrush={setBrush} />
          <Button variant="default" onClick={() => void start(true)} disabled={!size || busy}>
            {t('workPhotos.startAgain')}
          </Button>
        </Group>
        {failed && <Alert color="red">{t('workPhotos.loadFailed')}</Alert>}
        {!size && !failed && <Loader aria-label={t('common.loading')} mx="auto" />}
        {size && (
          <canvas
            ref={canvasRef}
            width={size.width}
            height={size.height}
            aria-label={t('workPhotos.markCanvas')}
            role="img"
            {...pen}
            style={{
              // The whole photo in sight: as wide as the dialog, or less when a tall photo would not fit its height.
              width: `min(100%, calc((90dvh - 260px) * ${size.width / size.height}))`,
              aspectRatio: `${size.width} / ${size.height}`,
              touchAction: 'none',
              cursor: 'crosshair',
              border: '1px solid var(--mantine-color-default-border)',
              display: 'block',
              margin: '0 auto',
            }}
          />
        )}
        <Group
          justify="flex-end"
          gap="xs"
          py="xs"
          style={{ position: 'sticky', bottom: 0, background: 'var(--mantine-color-body)', zIndex: 1 }}
        >
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('workPhotos.cancel')}
          </Button>
          <Button onClick={() => void save()} loading={busy} disabled={!size}>
            {t('workPhotos.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
