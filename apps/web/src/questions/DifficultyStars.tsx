import { Group } from '@mantine/core';
import { difficultyRange } from '@quanta/validators';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Difficulty 1–5 as stars, read out as "Difficulty 3 of 5". */
export function DifficultyStars({ value, size = 14 }: { value: number; size?: number }) {
  const { t } = useTranslation();
  const stars = Array.from({ length: difficultyRange.max }, (_, i) => i < value);
  return (
    <Group
      gap={1}
      wrap="nowrap"
      role="img"
      aria-label={t('questions.difficultyOf', { value, max: difficultyRange.max })}
      c="yellow.6"
    >
      {stars.map((filled, i) =>
        filled ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed row of five stars
          <IconStarFilled key={i} size={size} aria-hidden />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed row of five stars
          <IconStar key={i} size={size} aria-hidden color="var(--mantine-color-gray-4)" />
        ),
      )}
    </Group>
  );
}
