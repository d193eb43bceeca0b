import { Group, Modal, SegmentedControl, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TurnedImage } from './TurnedImage';

/** What the viewer shows: the original turned as the teacher set it, and the marked copy when there is one. */
export interface ViewedPhoto {
  name: string;
  src: string;
  rotation: number;
  width?: number | null;
  height?: number | null;
  /** The teacher's marked copy, drawn upright. */
  markedSrc?: string | null;
}

/**
 * A photo of working full-size (the whole screen on a phone): the marked copy first when there is one,
 * with the original a press away; `actions` (the teacher's rotate and mark up) above it.
 */
export function PhotoViewer({
  photo,
  onClose,
  actions,
}: {
  photo: ViewedPhoto | null;
  onClose: () => void;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const [which, setWhich] = useState<'marked' | 'original'>('marked');
  const marked = !!photo?.markedSrc && which === 'marked';
  return (
    <Modal
      opened={photo !== null}
      onClose={onClose}
      title={photo ? t('workPhotos.viewerTitle', { name: photo.name }) : ''}
      size="xl"
      fullScreen={phone}
      centered
    >
      {photo && (
        <Stack gap="sm">
          {(photo.markedSrc || actions) && (
            <Group gap="xs" justify="space-between" wrap="wrap">
              {photo.markedSrc ? (
                <SegmentedControl
                  aria-label={t('workPhotos.view')}
                  size="xs"
                  value={which}
                  onChange={(v) => setWhich(v as 'marked' | 'original')}
                  data={[
                    { value: 'marked', label: t('workPhotos.showMarked') },
                    { value: 'original', label: t('workPhotos.showOriginal') },
                  ]}
                />
              ) : (
                <span />
              )}
              {actions && <Group gap="xs">{actions}</Group>}
            </Group>
          )}
          {marked ? (
            <TurnedImage
              key={photo.markedSrc}
              src={photo.markedSrc!}
              alt={t('workPhotos.markedCopyAlt', { name: photo.name })}
              rotation={0}
            />
          ) : (
            <TurnedImage
              key={photo.src}
              src={photo.src}
              alt={photo.name}
              rotation={photo.rotation}
              width={photo.width}
              height={photo.height}
            />
          )}
        </Stack>
      )}
    </Modal>
  );
}
