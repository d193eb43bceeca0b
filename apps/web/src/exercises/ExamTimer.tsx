import { Badge } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatClock, isUrgent } from './countdown';

/** The exam countdown, mm:ss; red in the last minute. */
export function ExamTimer({ seconds }: { seconds: number }) {
  const { t } = useTranslation();
  return (
    <Badge
      role="timer"
      aria-label={t('exercises.runner.timeLeft')}
      size="xl"
      radius="sm"
      variant={isUrgent(seconds) ? 'filled' : 'light'}
      color={isUrgent(seconds) ? 'red' : 'blue'}
      tt="none"
      leftSection={<IconClock size={18} />}
      style={{ fontVariantNumeric: 'tabular-nums' }}
    >
      {formatClock(seconds)}
    </Badge>
  );
}
