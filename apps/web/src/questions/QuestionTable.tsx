import { Checkbox, Code, Group, Table, Text } from '@mantine/core';
import { IconListSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { categoryLabel } from '../classes/labels';
import { ReportBadge, useOpenReportCounts } from '../resources/QuestionReports';
import { trpc } from '../session/trpc';
import { confirmAction } from '../ui/confirm-action';
import { EmptyState } from '../ui/EmptyState';
import { EditButtonLink } from '../ui/links';
import { CopyButton, DeleteButton } from '../ui/RowButtons';
import { StackedTable } from '../ui/StackedTable';
import { useRefreshingMutations } from '../ui/use-mutation-error';
import { DifficultyStars } from './DifficultyStars';
import type { Question } from './types';

interface QuestionTableProps {
  questions: Question[];
  onError: (message: string | null) => void;
  /** The ids ticked for export, and how a tick changes them; without these the table has no ticks. */
  selected?: Set<string>;
  onSelect?: (ids: string[], on: boolean) => void;
}

/** My Questions' table: name, id, category, difficulty and the row actions. */
export function QuestionTable({ questions, onError, selected, onSelect }: QuestionTableProps) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const refreshing = useRefreshingMutations(() => utils.teacher.getQuestionsByTeacher.invalidate(), onError);
  const copy = trpc.teacher.copyQuestion.useMutation(refreshing(() => t('messages.addSuccess')));
  const remove = trpc.teacher.deleteQuestion.useMutation(refreshing(() => t('messages.deleteSuccess')));
  const openReports = useOpenReportCounts(questions.map((q) => q._id));

  const copyOne = (q: Question) => copy.mutate({ id: q._id });

  const confirmDelete = (q: Question) =>
    confirmAction({
      text: t('questions.deleteText', { name: q.name || t('questions.untitled') }),
      confirmLabel: t('common.delete'),
      danger: true,
      onConfirm: () => remove.mutate({ id: q._id }),
    });

  if (questions.length === 0) return <EmptyState icon={IconListSearch} text={t('questions.empty')} />;

  return (
    <StackedTable
      minWidth={860}
      aria-label={t('questions.title')}
      headers={[
        t('questions.name'),
        t('questions.id'),
        t('questions.category'),
        t('questions.difficulty'),
        t('questions.actions'),
      ]}
    >
      {questions.map((q) => (
        <Table.Tr key={q._id}>
          <Table.Td>
            <Group gap="xs" wrap="nowrap">
              {selected && onSelect && (
                <Checkbox
                  size="xs"
                  checked={selected.has(q._id)}
                  onChange={(e) => onSelect([q._id], e.currentTarget.checked)}
                  aria-label={t('questions.files.select', { name: q.name || t('questions.untitled') })}
                />
              )}
              {q.name || <Text c="dimmed">{t('questions.untitled')}</Text>}
              <ReportBadge count={openReports.get(q._id)} />
            </Group>
          </Table.Td>
          <Table.Td>
            <Code fz="xs">{q._id}</Code>
          </Table.Td>
          <Table.Td>{categoryLabel(t, q.category)}</Table.Td>
          <Table.Td>
            <DifficultyStars value={q.difficuty} />
          </Table.Td>
          <Table.Td>
            <Group gap={6} wrap="nowrap">
              <EditButtonLink to="/teach/question/$id/edit" params={{ id: q._id }} />
              <CopyButton label={t('questions.copy')} onClick={() => copyOne(q)} />
              <DeleteButton onClick={() => confirmDelete(q)} />
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </StackedTable>
  );
}
