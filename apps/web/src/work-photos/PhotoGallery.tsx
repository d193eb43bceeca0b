import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoThumb } from './PhotoThumb';
import { PhotoViewer } from './PhotoViewer';
import type { WorkPhoto } from './types';

/**
 * The photos of working of one answer as thumbnails, each showing the teacher's marked copy where there is
 * one, else the photo as turned; the open one full-size in the viewer, with `actions` for it above.
 */
export function PhotoGallery({
  photos,
  label,
  open,
  onOpen,
  onClose,
  actions,
  children,
}: {
  photos: WorkPhoto[];
  label: string;
  open: WorkPhoto | null;
  onOpen: (photo: WorkPhoto) => void;
  onClose: () => void;
  actions?: (photo: WorkPhoto) => ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" component="section" aria-label={label}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Group gap="sm" align="flex-start">
        {photos.map((p) => (
          <PhotoThumb
            key={p._id}
            name={p.name}
            kind={p.kind}
            src={p.markedUrl ?? p.url}
            rotation={p.markedUrl ? 0 : p.rotation}
            alt={p.markedUrl ? t('workPhotos.markedAlt', { name: p.name }) : p.name}
            badge={p.markedUrl ? { label: t('workPhotos.marked'), color: 'teal' } : null}
            onOpen={() => onOpen(p)}
          />
        ))}
      </Group>
      <PhotoViewer
        photo={
          open && {
            name: open.name,
            src: open.url,
            rotation: open.rotation,
            width: open.width,
            height: open.height,
            markedSrc: open.markedUrl,
          }
        }
        onClose={onClose}
        actions={open && actions?.(open)}
      />
      {children}
    </Stack>
  );
}
