import { Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconSend, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { ErrorAlert } from '../ui/ErrorAlert';
import { HeadedTable } from '../ui/HeadedTable';
import { notifySuccess } from '../ui/notify';
import { RemoveChosenButton } from '../ui/RemoveChosenButton';
import { SelectAllCell, SelectCell } from '../ui/SelectCells';
import { useMutationError } from '../ui/use-mutation-error';
import { publishable, publishedExercises } from './search';
import type { RosterEntry } from './types';

interface PublishModalProps {
  classId: string;
  homework: { id: string; name: string } | null;
  onClose: () => void;
}

/** Publish one homework to chosen students of the roster; unpublish per student or all at once. */
export function PublishModal({ classId, homework, onClose }: PublishModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={homework !== null}
      onClose={onClose}
      size="lg"
      title={homework ? t('classHomework.publishTo', { name: homework.name }) : ''}
    >
      {homework && <Roster classId={classId} homework={homework} onClose={onClose} />}
    </Modal>
  );
}

function Roster({
  classId,
  homework,
  onClose,
}: {
  classId: string;
  homework: { id: string; name: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const utils = trpc.useUtils();
  const input = { classID: classId, hwID: homework.id };
  const roster = trpc.teacher.getStudentListByExercise.useQuery(input);
  const [chosen, setChosen] = useState<string[]>([]);
  const list = roster.data?.list ?? [];
  const open = publishable(list);
  const taken = publishedExercises(list);
  const reportError = useMutationError();

  const refresh = () =>
    Promise.all([
      utils.teacher.getStudentListByExercise.invalidate(input),
      utils.public.getClassById.invalidate({ id: classId }),
      utils.teacher.getExerciseByClassAndHomework.invalidate(input),
    ]);
  const publish = trpc.teacher.publishHomework.useMutation({
    ...reportError,
    onSuccess: async () => {
      setChosen([]);
      notifySuccess(t('messages.publishHomeworkSuccess'));
      await refresh();
      onClose();
    },
  });
  const unpublish = trpc.teacher.unPublishHomework.useMutation({
    ...reportError,
    onSuccess: () => notifySuccess(t('messages.unpublishHomeworkSuccess')),
    onSettled: refresh,
  });

  const doPublish = () => publish.mutate({ classID: classId, hwID: homework.id, studentIDs: chosen });

  const confirmUnpublish = (exerciseIds: string[], text: string) =>
    modals.openConfirmModal({
      title: t('messages.areYouSure'),
      children: <Text size="sm">{text}</Text>,
      labels: { confirm: t('classHomework.unpublish'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => unpublish.mutate({ exerciseIds }),
    });

  if (roster.error) return <ErrorAlert message={errorText(roster.error)} />;
  if (!roster.data) return <Text c="dimmed">{t('common.loading')}</Text>;
  if (list.length === 0) return <Text c="dimmed">{t('classHomework.noStudents')}</Text>;

  const allChosen = open.length > 0 && chosen.length === open.length;
  return (
    <Stack gap="md">
      <HeadedTable
        verticalSpacing="xs"
        aria-label={t('classHomework.students')}
        head={
          <SelectAllCell
            w={40}
            label={t('classHomework.selectAll')}
            checked={allChosen}
            indeterminate={chosen.length > 0 && !allChosen}
            disabled={open.length === 0}
            onChange={(checked) => setChosen(checked ? open : [])}
          />
        }
        headers={[t('common.name'), t('common.email'), t('classHomework.status')]}
      >
        {list.map((entry) => (
          <Table.Tr key={entry.student._id}>
            <SelectCell
              label={t('classHomework.selectStudent', { name: entry.student.name })}
              checked={entry.published || chosen.includes(entry.student._id)}
              disabled={entry.published}
              onChange={(checked) =>
                setChosen((c) => (checked ? [...c, entry.student._id] : c.filter((x) => x !== entry.student._id)))
              }
            />
            <Table.Td>{entry.student.name}</Table.Td>
            <Table.Td>{entry.student.email}</Table.Td>
            <Table.Td>
              <StudentStatus
                entry={entry}
                onUnpublish={(exerciseId) =>
                  confirmUnpublish(
                    [exerciseId],
                    t('classHomework.unpublishText', { homework: homework.name, name: entry.student.name }),
                  )
                }
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </HeadedTable>
      <Group justify="space-between">
        <RemoveChosenButton
          icon={IconX}
          count={taken.length}
          loading={unpublish.isPending}
          onClick={() =>
            confirmUnpublish(
              taken,
              t('classHomework.unpublishAllText', { homework: homework.name, count: taken.length }),
            )
          }
        >
          {t('classHomework.unpublishAll')}
        </RemoveChosenButton>
        <Group gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('classHomework.close')}
          </Button>
          <Button
            leftSection={<IconSend size={16} />}
            disabled={chosen.length === 0}
            loading={publish.isPending}
            onClick={doPublish}
          >
            {t('classHomework.publish')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

function StudentStatus({ entry, onUnpublish }: { entry: RosterEntry; onUnpublish: (exerciseId: string) => void }) {
  const { t } = useTranslation();
  if (!entry.published || !entry.exerciseId)
    return (
      <Text size="sm" c="dimmed">
        {t('classHomework.notPublished')}
      </Text>
    );
  const exerciseId = entry.exerciseId;
  return (
    <Group gap="xs" wrap="nowrap">
      <Badge color="teal" variant="light" tt="none">
        {t('classHomework.isPublished')}
      </Badge>
      <Button
        size="compact-xs"
        variant="subtle"
        color="red"
        aria-label={`${t('classHomework.unpublish')}${t('app.colon')}${entry.student.name}`}
        onClick={() => onUnpublish(exerciseId)}
      >
        {t('classHomework.unpublish')}
      </Button>
    </Group>
  );
}
