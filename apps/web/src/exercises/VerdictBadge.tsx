import { Badge } from '@mantine/core';
import { IconCheck, IconCircleHalf2, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Right, partly right (some credit, not all), Wrong or not corrected yet. */
export function VerdictBadge({ verdict, score = null }: { verdict: boolean | null; score?: number | null }) {
  const { t } = useTranslation();
  if (verdict === true)
    return (
      <Badge color="teal" variant="light" tt="none" leftSection={<IconCheck size={12} />}>
        {t('exercises.review.right')}
      </Badge>
    );
  if (verdict === false && score !== null && score > 0)
    return (
      <Badge color="orange" variant="light" tt="none" leftSection={<IconCircleHalf2 size={12} />}>
        {t('exercises.feedback.partlyRight')}
      </Badge>
    );
  if (verdict === false)
    return (
      <Badge color="red" variant="light" tt="none" leftSection={<IconX size={12} />}>
        {t('exercises.review.wrong')}
      </Badge>
    );
  return (
    <Badge color="gray" variant="light" tt="none">
      {t('exercises.review.pending')}
    </Badge>
  );
}
