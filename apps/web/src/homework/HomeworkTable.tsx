import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { trpc } from '../session/trpc';
import { AppLink } from '../ui/AppLink';
import { confirmAction } from '../ui/confirm-action';
import { EmptyState } from '../ui/EmptyState';
import { EditButtonLink } from '../ui/links';
import { CopyButton, DeleteButton } from '../ui/RowButtons';
import { StackedTable } from '../ui/StackedTable';
import { useRefreshingMutations } from '../ui/use-mutation-error';
import type { ListedHomework } from './types';

interface HomeworkTableProps {
  homework: ListedHomework[];
  onError: (message: string | null) => void;
}

export const formatDue = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '');

/** My HomeWorks' table: name, due date, exam, question count, classes and the row actions. */
export function HomeworkTable({ homework, onError }: HomeworkTableProps) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const refreshing = useRefreshingMutations(() => utils.teacher.getHWByTeacher.invalidate(), onError);
  const copy = trpc.teacher.copyHomeWork.useMutation(refreshing(() => t('messages.addSuccess')));
  const remove = trpc.teacher.deleteHW.useMutation(refreshing(() => t('messages.deleteHomeworkSuccess')));

  const copyOne = (hw: ListedHomework) => copy.mutate({ id: hw._id });

  const confirmDelete = (hw: ListedHomework) =>
    confirmAction({
      text: t('homework.deleteText', { name: hw.name || t('homework.untitled') }),
      confirmLabel: t('common.delete'),
      danger: true,
      onConfirm: () => remove.mutate({ id: hw._id }),
    });

  if (homework.length === 0) return <EmptyState icon={IconClipboardList} text={t('homework.empty')} />;

  return (
    <StackedTable
      minWidth={960}
      aria-label={t('homework.title')}
      headers={[
        t('homework.name'),
        t('homework.dueDate'),
        t('homework.exam'),
        t('homework.questions'),
        t('homework.classes'),
        t('homework.actions'),
      ]}
    >
      {homework.map((hw) => (
        <Table.Tr key={hw._id}>
          <Table.Td>{hw.name || <Text c="dimmed">{t('homework.untitled')}</Text>}</Table.Td>
          <Table.Td>{formatDue(hw.dueDate)}</Table.Td>
          <Table.Td>
            {hw.isExam && (
              <Group gap={6} wrap="nowrap">
                <Badge color="orange" variant="light">
                  {t('homework.examBadge')}
                </Badge>
                <Text size="sm">{t('homework.minutes', { count: hw.examDuration })}</Text>
              </Group>
            )}
          </Table.Td>
          <Table.Td>{hw.numQuestions}</Table.Td>
          <Table.Td>
            <Stack gap={2}>
              {hw.classes.map((c) => (
                <Anchor key={c._id} component={AppLink} href={`/teach/class/${c._id}/addContent`} size="sm">
                  {c.name || t('homework.untitled')}
                </Anchor>
              ))}
            </Stack>
          </Table.Td>
          <Table.Td>
            <Group gap={6} wrap="nowrap">
              <EditButtonLink to="/teach/hw/$id/edit" params={{ id: hw._id }} />
              <CopyButton label={t('homework.copy')} onClick={() => copyOne(hw)} />
              <DeleteButton onClick={() => confirmDelete(hw)} />
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </StackedTable>
  );
}
