import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconArrowBackUp, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../session/trpc';
import { LinkButton } from '../ui/LinkButton';
import { notifySuccess } from '../ui/notify';
import { useMutationError } from '../ui/use-mutation-error';
import { exerciseAction } from './score';
import type { ExerciseSummary } from './types';
import { ViewDetailsButton } from './ViewDetailsButton';

/** A student's row actions: 'View details' once all is answered, else 'start learning'; Undo outside exams. */
export function StudentActions({ exercise: e }: { exercise: ExerciseSummary }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const undo = trpc.user.undoExercise.useMutation({
    ...useMutationError(),
    onSuccess: () => notifySuccess(t('messages.successfullySaved')),
    onSettled: () =>
      Promise.all([
        utils.user.getClassesContent.invalidate(),
        utils.user.getExerciseList.invalidate(),
        utils.user.getExerciseById.invalidate({ id: e._id }),
      ]),
  });
  const name = e.homeworkId.name || t('exercises.untitled');

  const confirmUndo = () =>
    modals.openConfirmModal({
      title: t('messages.areYouSure'),
      children: <Text size="sm">{t('exercises.myHomework.undoText', { name })}</Text>,
      labels: { confirm: t('exercises.myHomework.undo'), cancel: t('common.cancel') },
      confirmProps: { color: 'orange' },
      onConfirm: () => undo.mutate({ id: e._id }),
    });

  return (
    <Group gap="xs" wrap="nowrap">
      {exerciseAction(e) === 'details' ? (
        <ViewDetailsButton exerciseId={e._id} />
      ) : (
        <LinkButton href={`/student/exerciseEdit/${e._id}`} icon={IconPlayerPlay}>
          {t('exercises.startLearning')}
        </LinkButton>
      )}
      {!e.homeworkId.isExam && e.correctionStatus !== '1' && (
        <Button
          size="xs"
          variant="subtle"
          color="orange"
          leftSection={<IconArrowBackUp size={14} />}
          disabled={e.answered === 0}
          loading={undo.isPending}
          onClick={confirmUndo}
          aria-label={`${t('exercises.myHomework.undo')}${t('app.colon')}${name}`}
        >
          {t('exercises.myHomework.undo')}
        </Button>
      )}
    </Group>
  );
}
