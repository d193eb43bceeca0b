import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertCircle, IconEye, IconPlayerPlay } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TryAgain } from '../grades/TryAgain';
import { RichHtml } from '../richtext';
import { trpc } from '../session/trpc';
import { AppLink } from '../ui/AppLink';
import { useMutationError } from '../ui/use-mutation-error';
import { formatClock } from './countdown';
import { formatDateTime } from './format';
import { examMinutesOf, HomeworkName } from './HomeworkName';
import { errorKey } from './server-error';
import type { Exercise } from './types';
import type { ExamClock } from './use-exam-clock';

interface RunnerStartProps {
  exercise: Exercise;
  /** Without a connection: the clock of the exam's last start on this device, to carry on with. */
  storedClock: ExamClock | null;
  /** Called once started; an exam passes the server's clock, and whether it had started before. */
  onStarted: (clock: ExamClock | null, resumed: boolean) => void;
}

/** Refusals of Start that stay explained on the start screen (the window's bounds). */
const windowRefusals = ['examNotOpen', 'examEnded'] as const;
type WindowRefusal = (typeof windowRefusals)[number];
const isWindowRefusal = (key: string | undefined): key is WindowRefusal =>
  windowRefusals.some((refusal) => refusal === key);

/** Before the first question: what the exercise is, and Start (an exam asks first and starts the timer). */
export function RunnerStart({ exercise: e, storedClock, onStarted }: RunnerStartProps) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const reportError = useMutationError();
  /** Why the last Start was refused, when the exam's window refused it. */
  const [refusal, setRefusal] = useState<WindowRefusal | null>(null);
  /** The attempt had started before this Start (a reload, another device): the runner reports it. */
  const resumed = useRef(false);
  const startExam = trpc.user.startExam.useMutation({
    onMutate: () => setRefusal(null),
    onSuccess: async (started) => {
      // The questions come only after Start.
      await utils.user.getExerciseById.refetch({ id: e._id });
      onStarted({ remaining: started.examRemainingTime, receivedAt: Date.now() }, resumed.current);
    },
    onError: async (err) => {
      const key = errorKey(err);
      if (isWindowRefusal(key)) setRefusal(key);
      else reportError.onError(err);
      if (key === 'examEnded') await utils.user.getExerciseById.invalidate({ id: e._id });
    },
  });
  const isExam = e.homeworkId.isExam;
  const examOver = isExam && (e.finishedAt !== null || e.closed);
  const corrected = e.correctionStatus === '1';
  const name = e.homeworkId.name || t('exercises.untitled');
  const minutes = examMinutesOf(e);
  const extraTime = e.examTimeAllowed !== null && e.examTimeAllowed !== e.homeworkId.examDuration * 60;
  // The window bounds new starts only: once started, the attempt runs its whole time.
  const beforeStart = isExam && !e.startedAt && !examOver;

  const begin = () => {
    if (!isExam) {
      onStarted(null, false);
      return;
    }
    // Started before and no connection now: carry on with its clock; answers wait on this device.
    if (e.startedAt && storedClock && !navigator.onLine) {
      onStarted(storedClock, true);
      return;
    }
    resumed.current = e.startedAt !== null;
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
        <Title order={1} size="h2">
          <HomeworkName name={e.homeworkId.name} isExam={isExam} minutes={minutes} size="xl" />
        </Title>
        <Text c="dimmed">{e.class.name}</Text>
        {e.homeworkId.description && <RichHtml html={e.homeworkId.description} />}
        <Group gap="lg">
          <Text size="sm">{t('exercises.runner.questions', { count: e.total })}</Text>
          <Text size="sm">{t('exercises.runner.answered', { count: e.answered })}</Text>
          {isExam && !e.startedAt && (
            <Text size="sm">
              {t(extraTime ? 'exercises.runner.durationExtra' : 'exercises.runner.duration', { count: minutes })}
            </Text>
          )}
          {beforeStart && e.homeworkId.opensAt && (
            <Text size="sm">{t('exercises.runner.opensAt', { time: formatDateTime(e.homeworkId.opensAt) })}</Text>
          )}
          {beforeStart && e.homeworkId.closesAt && (
            <Text size="sm">{t('exercises.runner.closesAt', { time: formatDateTime(e.homeworkId.closesAt) })}</Text>
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
          <>
            {refusal && (
              <Alert color="orange" variant="light" icon={<IconAlertCircle size={18} />}>
                {t(`messages.${refusal}`)}
              </Alert>
            )}
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
          </>
        )}
        <TryAgain exercise={e} />
      </Stack>
    </Paper>
  );
}
