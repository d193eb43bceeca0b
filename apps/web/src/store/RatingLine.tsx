import { Group, Rating, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A product's mean rating as stars (to the half) with its number of reviews. */
export function RatingLine({ rating, numReviews }: { rating: number; numReviews: number }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <Rating value={rating} fractions={2} readOnly role="img" aria-label={`${t('store.product.rating')} ${rating}`} />
      <Text size="sm" c="dimmed">
        {t('store.product.numReviews', { count: numReviews })}
      </Text>
    </Group>
  );
}
