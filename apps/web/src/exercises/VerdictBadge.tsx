import { Badge } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Right, Wrong or not corrected yet. */
export function VerdictBadge({ verdict }: { verdict: boolean | null }) {
  const { t } = useTranslation();
  if (verdict === true)
    return (
      <Badge color="teal" variant="light" tt="none" leftSection={<IconCheck size={12} />}>
        {t('exercises.review.right')}
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
