import { Button, Collapse, Paper, Stack, Table, ThemeIcon, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCheck, IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { accuracyText, progressText, scorePercent } from './score';
import type { Exercise } from './types';

interface CorrectionStudentsProps {
  exercises: Exercise[];
  selected: string | null;
  onSelect: (exerciseId: string) => void;
}

/** The collapsible list of students who have the homework: answered/total, correct/total, score, done mark. */
export function CorrectionStudents({ exercises, selected, onSelect }: CorrectionStudentsProps) {
  const { t } = useTranslation();
  const [open, { toggle }] = useDisclosure(true);
  return (
    <Stack gap="xs">
      <Button
        variant="subtle"
        justify="flex-start"
        leftSection={open ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
        onClick={toggle}
        aria-expanded={open}
      >
        {t('exercises.correction.students', { count: exercises.length })}
      </Button>
      <Collapse in={open}>
        <Paper withBorder radius="md">
          <Table highlightOnHover verticalSpacing="xs" aria-label={t('exercises.correction.studentsTable')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('common.name')}</Table.Th>
                <Table.Th>{t('exercises.correction.answered')}</Table.Th>
                <Table.Th>{t('exercises.correction.correctCount')}</Table.Th>
                <Table.Th>{t('exercises.score')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('exercises.correction.done')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {exercises.map((e) => {
                const current = e._id === selected;
                return (
                  <Table.Tr key={e._id} bg={current ? 'var(--mantine-color-blue-light)' : undefined}>
                    <Table.Td>
                      <UnstyledButton
                        onClick={() => onSelect(e._id)}
                        aria-current={current ? 'true' : undefined}
                        aria-label={t('exercises.correction.select', { name: e.student.name })}
                        fw={current ? 700 : 500}
                        fz="sm"
                      >
                        {e.student.name}
                      </UnstyledButton>
                    </Table.Td>
                    <Table.Td>{progressText(e)}</Table.Td>
                    <Table.Td>{accuracyText(e)}</Table.Td>
                    <Table.Td>{t('exercises.percent', { percent: scorePercent(e.score, e.maxScore) })}</Table.Td>
                    <Table.Td>
                      {e.correctionStatus === '1' && (
                        <ThemeIcon
                          color="teal"
                          variant="light"
                          radius="xl"
                          size="sm"
                          role="img"
                          aria-label={t('exercises.correction.done')}
                        >
                          <IconCheck size={14} aria-hidden />
                        </ThemeIcon>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Paper>
      </Collapse>
    </Stack>
  );
}
