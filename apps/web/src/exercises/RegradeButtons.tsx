import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../session/trpc';
import { confirmAction } from '../ui/confirm-action';
import { notifySuccess } from '../ui/notify';
import { useMutationError } from '../ui/use-mutation-error';

/** Says how many answers were judged again, in the reader's language. */
const useRegraded = (onChanged: () => Promise<unknown>) => {
  const { t } = useTranslation();
  return {
    ...useMutationError(),
    onSuccess: (r: { regraded: number }) => {
      notifySuccess(t('messages.regraded', { count: r.regraded }));
      return onChanged();
    },
  };
};

/** "Regrade to newest version" for one student's exercise: asks first, then judges its answers again. */
export function RegradeExerciseButton({
  exerciseId,
  name,
  onChanged,
}: {
  exerciseId: string;
  name: string;
  onChanged: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const regrade = trpc.teacher.regradeExercise.useMutation(useRegraded(onChanged));
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconRefresh size={14} />}
      loading={regrade.isPending}
      onClick={() =>
        confirmAction({
          text: t('exercises.correction.regradeExerciseConfirm', { name }),
          confirmLabel: t('exercises.correction.regrade'),
          onConfirm: () => regrade.mutate({ exerciseId }),
        })
      }
    >
      {t('exercises.correction.regrade')}
    </Button>
  );
}

/** "Regrade all to newest version": every student's exercise of the homework in the class. */
export function RegradeHomeworkButton({
  classId,
  homeworkId,
  name,
  onChanged,
}: {
  classId: string;
  homeworkId: string;
  name: string;
  onChanged: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const regrade = trpc.teacher.regradeHomework.useMutation(useRegraded(onChanged));
  return (
    <Button
      variant="light"
      leftSection={<IconRefresh size={16} />}
      loading={regrade.isPending}
      onClick={() =>
        confirmAction({
          text: t('exercises.correction.regradeHomeworkConfirm', { name }),
          confirmLabel: t('exercises.correction.regradeHomework'),
          onConfirm: () => regrade.mutate({ classId, homeworkId }),
        })
      }
    >
      {t('exercises.correction.regradeHomework')}
    </Button>
  );
}
