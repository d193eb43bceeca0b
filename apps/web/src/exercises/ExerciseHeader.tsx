import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { examMinutesOf, HomeworkName } from './HomeworkName';
import { AccuracyCell, DueCell, ProgressCell, ScoreCell } from './ScoreCells';
import type { Exercise } from './types';

/** The title block of an exercise: homework, class, student, due date, progress, accuracy and score. */
export function ExerciseHeader({ exercise: e, title }: { exercise: Exercise; title: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, sm: 3, md: 5 }} spacing="md">
          <Stack gap={4}>
            <HomeworkName name={e.homeworkId.name} isExam={e.homeworkId.isExam} minutes={examMinutesOf(e)} />
            <Text size="sm" c="dimmed">
              {e.class.name}
            </Text>
            <Text size="sm" c="dimmed">
              {t('exercises.detail.student', { name: e.student.name })}
            </Text>
            {e.correctionStatus === '1' && (
              <Group>
                <Badge color="teal" variant="light" tt="none" leftSection={<IconCheck size={12} />}>
                  {t('exercises.detail.correctionDone')}
                </Badge>
              </Group>
            )}
          </Stack>
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              {t('exercises.dueDate')}
            </Text>
            <DueCell dueDate={e.homeworkId.dueDate} overdue={e.overdue} />
          </Stack>
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              {t('exercises.progress')}
            </Text>
            <ProgressCell score={e} name={e.homeworkId.name} />
          </Stack>
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              {t('exercises.accuracy')}
            </Text>
            <AccuracyCell score={e} name={e.homeworkId.name} />
          </Stack>
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              {t('exercises.score')}
            </Text>
            <ScoreCell score={e} name={e.homeworkId.name} />
          </Stack>
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}
