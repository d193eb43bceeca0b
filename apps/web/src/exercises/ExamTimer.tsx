import { Badge, VisuallyHidden } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock, isUrgent, timeLeftToAnnounce } from './countdown';

/**
 * The exam countdown, mm:ss; red in the last minute. The badge is a timer, which screen readers leave
 * quiet; a hidden live region beside it says the minutes left at the moments `timeLeftToAnnounce` picks.
 */
export function ExamTimer({ seconds }: { seconds: number }) {
  const { t } = useTranslation();
  const before = useRef<number | null>(null);
  // Empty when the region first renders, so the opening announcement is a change a screen reader reads.
  const [said, setSaid] = useState('');
  useEffect(() => {
    const left = timeLeftToAnnounce(before.current, seconds);
    before.current = seconds;
    if (!left) return;
    setSaid(
      left.unit === 'minutes'
        ? t('exercises.runner.minutesLeft', { count: left.count })
        : t('exercises.runner.secondsLeft', { count: left.count }),
    );
  }, [seconds, t]);
  return (
    <>
      <Badge
        role="timer"
        aria-live="off"
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
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {said}
      </VisuallyHidden>
    </>
  );
}
