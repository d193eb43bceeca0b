import { Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconClipboardList, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../session/trpc';
import { EmptyState } from '../ui/EmptyState';
import { notifySuccess } from '../ui/notify';
import { RemoveChosenButton } from '../ui/RemoveChosenButton';
import { StackedTable } from '../ui/StackedTable';
import { useMutationError } from '../ui/use-mutation-error';
import { ClassHomeworkRow } from './ClassHomeworkRow';
import { homeworkHeaders } from './homework-headers';
import { PublishModal } from './PublishModal';
import type { ClassHomeworkEntry } from './types';

interface ClassHomeworkTableProps {
  classId: string;
  list: ClassHomeworkEntry[];
}

/** The class's homework list with publish, correct and remove per row, and Remove all. */
export function ClassHomeworkTable({ classId, list }: ClassHomeworkTableProps) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const removing = {
    ...useMutationError(),
    onSuccess: () => notifySuccess(t('messages.deleteSuccess')),
    onSettled: () =>
      Promise.all([utils.public.getClassById.invalidate({ id: classId }), utils.teacher.getHWByTeacher.invalidate()]),
  };
  const removeOne = trpc.teacher.deleteHWFromClass.useMutation(removing);
  const removeAll = trpc.teacher.deleteAllHomework.useMutation(removing);
  const [publishing, setPublishing] = useState<{ id: string; name: string } | null>(null);

  const confirm = (text: string, label: string, action: () => void) =>
    modals.openConfirmModal({
      title: t('messages.areYouSure'),
      children: <Text size="sm">{text}</Text>,
      labels: { confirm: label, cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: action,
    });

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {t('classHomework.classHomework')}
        </Title>
        <RemoveChosenButton
          icon={IconTrash}
          count={list.length}
          loading={removeAll.isPending}
          onClick={() =>
            confirm(t('classHomework.removeAllText'), t('classHomework.removeAll'), () =>
              removeAll.mutate({ id: classId }),
            )
          }
        >
          {t('classHomework.removeAll')}
        </RemoveChosenButton>
      </Group>
      {list.length === 0 ? (
        <EmptyState icon={IconClipboardList} text={t('classHomework.empty')} />
      ) : (
        <StackedTable minWidth={760} aria-label={t('classHomework.classHomework')} headers={homeworkHeaders(t)}>
          {list.map((entry) => {
            const name = entry.name || t('classHomework.untitled');
            return (
              <ClassHomeworkRow
                key={entry.hwID._id}
                classId={classId}
                entry={entry}
                onPublish={() => setPublishing({ id: entry.hwID._id, name })}
                onRemove={() =>
                  confirm(t('classHomework.removeText', { name }), t('classHomework.remove'), () =>
                    removeOne.mutate({ id: classId, hwID: entry.hwID._id }),
                  )
                }
              />
            );
          })}
        </StackedTable>
      )}
      <PublishModal classId={classId} homework={publishing} onClose={() => setPublishing(null)} />
    </Stack>
  );
}
