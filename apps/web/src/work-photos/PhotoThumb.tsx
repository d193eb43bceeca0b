import { ActionIcon, Anchor, Badge, Box, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconFileTypePdf, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface PhotoThumbProps {
  name: string;
  kind: 'image' | 'pdf';
  /** The picture shown (a marked copy, or the original), or the PDF's address. */
  src: string;
  /** Clockwise quarter turns to show the picture with. */
  rotation: number;
  /** The picture's description when it is not the name alone (a marked copy). */
  alt?: string;
  badge?: { label: string; color: string } | null;
  /** Opens the picture full-size; a PDF opens in a new tab instead. */
  onOpen?: () => void;
  onRemove?: () => void;
  removing?: boolean;
}

const SIZE = 88;

/** One photo or PDF of working as a small square: opens on a press, with its state and a remove button. */
export function PhotoThumb({ name, kind, src, rotation, alt, badge, onOpen, onRemove, removing }: PhotoThumbProps) {
  const { t } = useTranslation();
  const frame = {
    width: SIZE,
    height: SIZE,
    border: '1px solid var(--mantine-color-default-border)',
    borderRadius: 'var(--mantine-radius-sm)',
    overflow: 'hidden',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    background: 'var(--mantine-color-gray-0)',
  } as const;
  const picture =
    kind === 'pdf' ? (
      <Stack gap={2} align="center">
        <IconFileTypePdf size={32} aria-hidden />
        <Text size="xs">PDF</Text>
      </Stack>
    ) : (
      <img
        src={src}
        alt={alt ?? name}
        style={{ width: '100%', height: '100%', objectFit: 'contain', transform: `rotate(${rotation}deg)` }}
      />
    );
  return (
    <Stack gap={4} w={SIZE} style={{ position: 'relative' }}>
      {kind === 'pdf' ? (
        <Anchor href={src} target="_blank" rel="noopener" style={frame} aria-label={t('workPhotos.open', { name })}>
          {picture}
        </Anchor>
      ) : onOpen ? (
        <UnstyledButton style={frame} onClick={onOpen} aria-label={t('workPhotos.open', { name: alt ?? name })}>
          {picture}
        </UnstyledButton>
      ) : (
        <Box style={frame}>{picture}</Box>
      )}
      {onRemove && (
        <ActionIcon
          variant="filled"
          color="dark"
          size="sm"
          radius="xl"
          aria-label={t('workPhotos.remove', { name })}
          onClick={onRemove}
          loading={removing}
          style={{ position: 'absolute', top: -6, right: -6 }}
        >
          <IconX size={14} />
        </ActionIcon>
      )}
      {badge && (
        <Badge size="xs" variant="light" color={badge.color} tt="none" fullWidth>
          {badge.label}
        </Badge>
      )}
      <Text size="xs" c="dimmed" truncate title={name}>
        {name}
      </Text>
    </Stack>
  );
}
