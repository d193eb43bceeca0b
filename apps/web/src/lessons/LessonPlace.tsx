import { Anchor, Text } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface LessonPlaceProps {
  lesson: { room: string; link: string; teacher: { name: string } };
  /** 'xs' on a timetable card, 'sm' at the head of a roll. */
  size: 'xs' | 'sm';
}

/** Where a lesson is (its room, or its online link) and who gives it. */
export function LessonPlace({ lesson, size }: LessonPlaceProps) {
  const { t } = useTranslation();
  return (
    <>
      {lesson.room && (
        <Text size={size} c={size === 'xs' ? 'dimmed' : undefined} style={{ overflowWrap: 'anywhere' }}>
          {t('lessons.timetable.room', { room: lesson.room })}
        </Text>
      )}
      {lesson.link && (
        <Anchor
          href={lesson.link}
          target="_blank"
          rel="noopener noreferrer"
          size={size}
          display="inline-flex"
          style={{ alignItems: 'center', gap: 4 }}
        >
          <IconVideo size={size === 'xs' ? 14 : 16} />
          {t('lessons.timetable.online')}
        </Anchor>
      )}
      <Text size={size} c="dimmed">
        {t('lessons.timetable.teacher', { name: lesson.teacher.name })}
      </Text>
    </>
  );
}
