import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../session/trpc';
import { confirmAction } from '../ui/confirm-action';
import { notifySuccess } from '../ui/notify';
import { useMutationError } from '../ui/use-mutation-error';
import { TeacherWorkPhotos } from '../work-photos/TeacherWorkPhotos';
import { photosOf } from '../work-photos/types';
import { AnswerReview } from './AnswerReview';
import { AttemptTimeline } from './AttemptTimeline';
import { CorrectionControls } from './CorrectionControls';
import { CorrectionMailModal } from './CorrectionMailModal';
import { RegradeExerciseButton } from './RegradeButtons';
import { AccuracyCell, ProgressCell, ScoreCell } from './ScoreCells';
import type { Exercise } from './types';

interface CorrectionSheetProps {
  exercise: Exercise;
  /** The class's language, for the correction e-mail's prefilled notice. */
  language: string;
  onChanged: () => Promise<unknown>;
}

/**
 * One student's exercise under correction: every question with its controls, an exam's attempt log, then
 * FINISH / DONE and SEND EMAIL.
 */
export function CorrectionSheet({ exercise: e, language, onChanged }: CorrectionSheetProps) {
  const { t } = useTranslation();
  const finish = trpc.teacher.finishCorrection.useMutation({
    ...useMutationError(),
    onSuccess: () => {
      notifySuccess(t('messages.successfullySaved'));
      return onChanged();
    },
  });
  const [mailOpen, setMailOpen] = useState(false);
  const photos = trpc.teacher.getWorkPhotos.useQuery({ exerciseId: e._id });
  const done = e.correctionStatus === '1';

  const finishCorrection = () => finish.mutate({ exerciseId: e._id });

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Text fw={700} size="lg">
              {e.student.name}
            </Text>
            <Text size="sm" c="dimmed">
              {e.student.email}
            </Text>
          </Stack>
          <Group gap="xl">
            <ProgressCell score={e} name={e.student.name} />
            <AccuracyCell score={e} name={e.student.name} />
            <ScoreCell score={e} name={e.student.name} />
          </Group>
        </Group>
        <Group justify="flex-end" mt="xs">
          <RegradeExerciseButton exerciseId={e._id} name={e.student.name} onChanged={onChanged} />
        </Group>
      </Paper>
      {e.questionList.map((item, i) => (
        <AnswerReview
          key={item.question._id}
          item={item}
          index={i + 1}
          answerLabel={t('exercises.review.studentAnswer')}
          showSolution
          showVersion
          photos={
            <TeacherWorkPhotos
              exerciseId={e._id}
              photos={photosOf(photos.data, item.question._id)}
              label={t('workPhotos.teacherLabel')}
            />
          }
        >
          <CorrectionControls exerciseId={e._id} item={item} index={i + 1} onChanged={onChanged} />
        </AnswerReview>
      ))}
      {photosOf(photos.data, null).length > 0 && (
        <Paper withBorder radius="md" p="md">
          <TeacherWorkPhotos
            exerciseId={e._id}
            photos={photosOf(photos.data, null)}
            label={t('workPhotos.homeworkTitle')}
          />
        </Paper>
      )}
      {e.homeworkId.isExam && <AttemptTimeline exerciseId={e._id} questionList={e.questionList} />}
      <Group justify="center" gap="md" py="sm">
        <Button
          size="md"
          color={done ? 'gray' : 'teal'}
          leftSection={done ? <IconCheck size={18} /> : undefined}
          disabled={done}
          loading={finish.isPending}
          onClick={() =>
            confirmAction({
              text: t('exercises.correction.finishConfirm', { name: e.student.name }),
              confirmLabel: t('exercises.correction.finish'),
              onConfirm: finishCorrection,
            })
          }
        >
          {done ? t('exercises.correction.doneButton') : t('exercises.correction.finish')}
        </Button>
        {done && (
          <Button size="md" variant="light" leftSection={<IconMail size={18} />} onClick={() => setMailOpen(true)}>
            {t('exercises.correction.sendEmail')}
          </Button>
        )}
      </Group>
      <CorrectionMailModal
        opened={mailOpen}
        onClose={() => setMailOpen(false)}
        student={e.student}
        homeworkName={e.homeworkId.name}
        language={language}
      />
    </Stack>
  );
}
