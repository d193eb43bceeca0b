import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertCircle, IconEye, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RichHtml } from '../richtext';
import { trpc } from '../session/trpc';
import { AppLink } from '../ui/AppLink';
import { useMutationError } from '../ui/use-mutation-error';
import { formatClock } from './countdown';
import { HomeworkName } from './HomeworkName';
import { errorKey } from './server-error';
import type { Exercise } from './types';
import type { ExamClock } from './use-exam-clock';

interface RunnerStartProps {
  exercise: Exercise;
  /** Without a connection: the clock of the exam's last start on this device, to carry on with. */
  storedClock: ExamClock | null;
  /** Called once started; an exam passes the server's clock. */
  onStarted: (clock: ExamClock | null) => void;
}

/** Before the first question: what the exercise is, and Start (an exam asks first and starts the timer). */
export function RunnerStart({ exercise: e, storedClock, onStarted }: RunnerStartProps) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const reportError = useMutationError();
  const startExam = trpc.user.startExam.useMutation({
    onSuccess: async (started) => {
      // The questions come only after Start.
      await utils.user.getExerciseById.refetch({ id: e._id });
      onStarted({ remaining: started.examRemainingTime, receivedAt: Date.now() });
    },
    onError: async (err) => {
      reportError.onError(err);
      if (errorKey(err) === 'examEnded') await utils.user.getExerciseById.invalidate({ id: e._id });
    },
  });
  const isExam = e.homeworkId.isExam;
  const examOver = isExam && (e.finishedAt !== null || e.closed);
  const corrected = e.correctionStatus === '1';
  const name = e.homeworkId.name || t('exercises.untitled');

  const begin = () => {
    if (!isExam) {
      onStarted(null);
      return;
    }
    // Started before and no connection now: carry on with its clock; answers wait on this device.
    if (e.startedAt && storedClock && !navigator.onLine) {
      onStarted(storedClock);
      return;
    }
    startExam.mutate({ id: e._id });
  };

  const onStart = () => {
    if (isExam && !e.startedAt)
      modals.openConfirmModal({
        title: name,
        children: <Text size="sm">{t('exercises.runner.startExamText')}</Text>,
        labels: { confirm: t('exercises.runner.start'), cancel: t('common.cancel') },
        onConfirm: begin,
      });
    else begin();
  };

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={2}>
          <HomeworkName name={e.homeworkId.name} isExam={isExam} minutes={e.homeworkId.examDuration} size="xl" />
        </Title>
        <Text c="dimmed">{e.class.name}</Text>
        {e.homeworkId.description && <RichHtml html={e.homeworkId.description} />}
        <Group gap="lg">
          <Text size="sm">{t('exercises.runner.questions', { count: e.total })}</Text>
          <Text size="sm">{t('exercises.runner.answered', { count: e.answered })}</Text>
          {isExam && !e.startedAt && (
            <Text size="sm">{t('exercises.runner.duration', { count: e.homeworkId.examDuration })}</Text>
          )}
          {isExam && e.startedAt && !examOver && e.examRemainingTime !== null && (
            <Text size="sm">{t('exercises.runner.timeLeftValue', { time: formatClock(e.examRemainingTime) })}</Text>
          )}
        </Group>
        {examOver || corrected ? (
          <>
            <Alert color="orange" variant="light" icon={<IconAlertCircle size={18} />}>
              {examOver ? t('messages.examEnded') : t('messages.correctionFinished')}
            </Alert>
            <Group>
              <Button component={AppLink} href={`/student/exercise/${e._id}`} leftSection={<IconEye size={16} />}>
                {t('exercises.viewDetails')}
              </Button>
            </Group>
          </>
        ) : (
          <Group>
            <Button
              size="md"
              leftSection={<IconPlayerPlay size={18} />}
              loading={startExam.isPending}
              disabled={e.total === 0}
              onClick={onStart}
            >
              {t('exercises.runner.start')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
