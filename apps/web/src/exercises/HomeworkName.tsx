import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * An exam's minutes for this student: their own time (the duration with any extra time) when the exercise
 * carries it, else the homework's duration.
 */
export const examMinutesOf = (e: { examTimeAllowed: number | null; homeworkId: { examDuration: number } }) =>
  e.examTimeAllowed === null ? e.homeworkId.examDuration : Math.round(e.examTimeAllowed / 60);

/** The homework's name with an exam badge; inline, so it may sit inside a heading. */
export function HomeworkName({
  name,
  isExam,
  minutes,
  size = 'sm',
}: {
  name: string;
  isExam: boolean;
  minutes: number;
  size?: 'sm' | 'lg' | 'xl';
}) {
  const { t } = useTranslation();
  return (
    // The badge wraps under a long name rather than being cut.
    <Group component="span" gap={6} style={{ display: 'inline-flex' }}>
      <Text span fw={size === 'sm' ? 500 : 700} size={size}>
        {name || t('exercises.untitled')}
      </Text>
      {isExam && (
        <Badge
          component="span"
          color="grape"
          variant="light"
          size={size === 'sm' ? 'sm' : 'md'}
          tt="none"
          style={{ flexShrink: 0, overflow: 'visible' }}
        >
          {t('exercises.examMinutes', { count: minutes })}
        </Badge>
      )}
    </Group>
  );
}
