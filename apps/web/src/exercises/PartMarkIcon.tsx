import { ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCircleHalf2, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PartMark } from './cloze';

const looks = {
  right: { color: 'teal', Icon: IconCheck },
  partial: { color: 'orange', Icon: IconCircleHalf2 },
  wrong: { color: 'red', Icon: IconX },
} as const;

/**
 * A blank's or prompt's mark after checking: ✓ full credit, a half circle for part credit, ✗ none; its
 * words are read out with it (`label`: "Part 1", a prompt), so colour never says it alone.
 */
export function PartMarkIcon({ mark, label }: { mark: PartMark; label: string }) {
  const { t } = useTranslation();
  if (!mark) return null;
  const { color, Icon } = looks[mark];
  const words = t(`exercises.marks.${mark}`);
  return (
    <ThemeIcon
      component="span"
      size="sm"
      radius="xl"
      variant="light"
      color={color}
      title={words}
      data-mark={mark}
      style={{ flexShrink: 0, verticalAlign: 'middle' }}
    >
      <Icon size={12} aria-hidden />
      <VisuallyHidden>{`${label}: ${words}`}</VisuallyHidden>
    </ThemeIcon>
  );
}
