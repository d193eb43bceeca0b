import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconRepeat } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../session/trpc';
import { notifySuccess } from '../ui/notify';
import { useMutationError } from '../ui/use-mutation-error';

/** What the runner's exercise tells of its attempts. */
export interface AttemptsOf {
  _id: string;
  attempt: number;
  attemptsAllowed: number;
  attemptsCounted: 'best' | 'last';
  canRetry: boolean;
}

/**
 * A homework that allows several attempts: which attempt this is and which counts, and, once handed in with
 * attempts left, Try again (asked first: the answers are cleared). `onStarted` runs once the new attempt is open.
 */
export function TryAgain({ exercise: e, onStarted }: { exercise: AttemptsOf; onStarted?: () => void }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const start = trpc.user.startNewAttempt.useMutation({
    ...useMutationError(),
    onSuccess: async () => {
      notifySuccess(t('messages.newAttemptStarted'));
      await Promise.all([
        utils.user.getExerciseById.invalidate({ id: e._id }),
        utils.user.getStudentExerciseDetail.invalidate({ id: e._id }),
        utils.user.getClassesContent.invalidate(),
        utils.user.getExerciseList.invalidate(),
      ]);
      onStarted?.();
    },
  });
  if (e.attemptsAllowed <= 1) return null;
  const confirm = () =>
    modals.openConfirmModal({
      title: t('grades.attempt.tryAgain'),
      children: (
        <Text size="sm">{t('grades.attempt.confirm', { next: e.attempt + 1, allowed: e.attemptsAllowed })}</Text>
      ),
      labels: { confirm: t('grades.attempt.tryAgain'), cancel: t('common.cancel') },
      onConfirm: () => start.mutate({ exerciseId: e._id }),
    });
  return (
    <Group gap="sm">
      <Text size="sm" c="dimmed">
        {t('grades.attempt.left', {
          attempt: e.attempt,
          allowed: e.attemptsAllowed,
          counted: t(`grades.attempt.countedWord.${e.attemptsCounted}`),
        })}
      </Text>
      {e.canRetry && (
        <Button variant="light" leftSection={<IconRepeat size={16} />} loading={start.isPending} onClick={confirm}>
          {t('grades.attempt.tryAgain')}
        </Button>
      )}
    </Group>
  );
}

/** Try again on a screen that shows a handed-in exercise without the runner's copy: asks for it (students only). */
export function TryAgainFor({ exerciseId, onStarted }: { exerciseId: string; onStarted?: () => void }) {
  const exercise = trpc.user.getExerciseById.useQuery({ id: exerciseId });
  if (!exercise.data) return null;
  return <TryAgain exercise={exercise.data} onStarted={onStarted} />;
}
