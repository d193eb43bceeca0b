import { Badge, Paper, Stack, Table, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StackedTable } from '../ui/StackedTable';
import { HomeworkName } from './HomeworkName';
import { AccuracyCell, DueCell, ProgressCell, ScoreCell } from './ScoreCells';
import type { ExerciseSummary } from './types';

interface ExerciseTableProps<T extends ExerciseSummary> {
  exercises: T[];
  /** Accessible name of the table. */
  label: string;
  empty: string;
  /** Adds the class column (lists across classes). */
  showClass?: boolean;
  actions?: (exercise: T) => ReactNode;
}

/** Exercises with due date, progress (answered/total), accuracy (correct/total) and score, as a real table. */
export function ExerciseTable<T extends ExerciseSummary>({
  exercises,
  label,
  empty,
  showClass = false,
  actions,
}: ExerciseTableProps<T>) {
  const { t } = useTranslation();
  if (exercises.length === 0)
    return (
      <Paper withBorder radius="md" p="xl">
        <Text c="dimmed" ta="center">
          {empty}
        </Text>
      </Paper>
    );
  return (
    <StackedTable
      aria-label={label}
      headers={[
        t('exercises.homework'),
        ...(showClass ? [t('exercises.className')] : []),
        t('exercises.dueDate'),
        t('exercises.progress'),
        t('exercises.accuracy'),
        t('exercises.score'),
        ...(actions ? [t('exercises.actions')] : []),
      ]}
    >
      {exercises.map((e) => (
        <Table.Tr key={e._id}>
          <Table.Td>
            <Stack gap={4} align="flex-start">
              <HomeworkName name={e.homeworkId.name} isExam={e.homeworkId.isExam} minutes={e.homeworkId.examDuration} />
              {e.correctionStatus === '1' && (
                <Badge color="teal" variant="light" size="sm" tt="none" leftSection={<IconCheck size={12} />}>
                  {t('exercises.corrected')}
                </Badge>
              )}
            </Stack>
          </Table.Td>
          {showClass && <Table.Td>{e.class.name}</Table.Td>}
          <Table.Td>
            <DueCell dueDate={e.homeworkId.dueDate} overdue={e.overdue} />
          </Table.Td>
          <Table.Td>
            <ProgressCell score={e} name={e.homeworkId.name} />
          </Table.Td>
          <Table.Td>
            <AccuracyCell score={e} name={e.homeworkId.name} />
          </Table.Td>
          <Table.Td>
            <ScoreCell score={e} name={e.homeworkId.name} />
          </Table.Td>
          {actions && <Table.Td>{actions(e)}</Table.Td>}
        </Table.Tr>
      ))}
    </StackedTable>
  );
}
