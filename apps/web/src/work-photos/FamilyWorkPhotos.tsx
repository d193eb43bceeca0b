import { Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoThumb } from './PhotoThumb';
import { PhotoViewer } from './PhotoViewer';
import type { WorkPhoto } from './types';

/**
 * The photos of working of one answer as the student and their parent see them once corrected: the
 * teacher's marked copy where there is one (the original a press away), else the photo as turned.
 */
export function FamilyWorkPhotos({ photos, label }: { photos: WorkPhoto[]; label: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<WorkPhoto | null>(null);
  if (photos.length === 0) return null;
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
            onOpen={() => setOpen(p)}
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
        onClose={() => setOpen(null)}
      />
    </Stack>
  );
}
