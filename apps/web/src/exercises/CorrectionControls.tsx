import { Button, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconClockX, IconMessage, IconX } from '@tabler/icons-react';
import { Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyRichTextEditor } from '../richtext';
import { trpc } from '../session/trpc';
import { confirmAction } from '../ui/confirm-action';
import { notifySuccess } from '../ui/notify';
import { useMutationError } from '../ui/use-mutation-error';
import { contentToSend } from './answers';
import type { ExerciseQuestion } from './types';

interface CorrectionControlsProps {
  exerciseId: string;
  item: ExerciseQuestion;
  index: number;
  onChanged: () => Promise<unknown>;
}

type Kind = 'comments' | 'right' | 'wrong';

/**
 * The teacher's comment box with SUBMIT COMMENTS, and Right / Wrong; all disabled (the box inert) while
 * unanswered. A late exam answer can be discarded, the answer given in time standing again.
 */
export function CorrectionControls({ exerciseId, item, index, onChanged }: CorrectionControlsProps) {
  const { t } = useTranslation();
  const correct = trpc.teacher.correctExercise.useMutation({
    ...useMutationError(),
    onSuccess: () => {
      notifySuccess(t('messages.successfullySaved'));
      return onChanged();
    },
  });
  const discard = trpc.teacher.discardLateAnswer.useMutation({
    ...useMutationError(),
    onSuccess: () => {
      notifySuccess(t('messages.lateAnswerDiscarded'));
      return onChanged();
    },
  });
  const comments = useRef(item.comments);
  const unanswered = !item.answeredAt;
  const saving = correct.isPending ? correct.variables : undefined;
  /** The button whose save is running. */
  const pending: Kind | null = !saving
    ? null
    : 'comments' in saving
      ? 'comments'
      : saving.isCorrect
        ? 'right'
        : 'wrong';

  const send = (kind: Kind) =>
    correct.mutate({
      exerciseId,
      questionId: item.question._id,
      ...(kind === 'comments' ? { comments: contentToSend(comments.current) } : { isCorrect: kind === 'right' }),
    });

  return (
    <Stack gap="xs">
      {unanswered && (
        <Text size="sm" c="dimmed">
          {t('exercises.correction.unanswered')}
        </Text>
      )}
      {/* The editor has no read-only mode: while unanswered it is made inert (no focus, typing or toolbar). */}
      <div
        inert={unanswered}
        aria-disabled={unanswered || undefined}
        style={unanswered ? { opacity: 0.55 } : undefined}
      >
        <Suspense fallback={null}>
          <LazyRichTextEditor
            key={`${exerciseId}:${item.question._id}`}
            label={t('exercises.correction.commentsLabel', { n: index })}
            value={item.comments}
            onChange={(html) => {
              comments.current = html;
            }}
            minHeight={70}
          />
        </Suspense>
      </div>
      <Group gap="xs">
        <Button
          size="xs"
          variant="light"
          leftSection={<IconMessage size={14} />}
          disabled={unanswered || (pending !== null && pending !== 'comments')}
          loading={pending === 'comments'}
          onClick={() => send('comments')}
        >
          {t('exercises.correction.submitComments')}
        </Button>
        <Button
          size="xs"
          color="teal"
          variant={item.isCorrect === true ? 'filled' : 'outline'}
          leftSection={<IconCheck size={14} />}
          disabled={unanswered || (pending !== null && pending !== 'right')}
          loading={pending === 'right'}
          aria-pressed={item.isCorrect === true}
          onClick={() => send('right')}
        >
          {t('exercises.correction.right')}
        </Button>
        <Button
          size="xs"
          color="red"
          variant={item.isCorrect === false ? 'filled' : 'outline'}
          leftSection={<IconX size={14} />}
          disabled={unanswered || (pending !== null && pending !== 'wrong')}
          loading={pending === 'wrong'}
          aria-pressed={item.isCorrect === false}
          onClick={() => send('wrong')}
        >
          {t('exercises.correction.wrong')}
        </Button>
        {item.lateBySeconds !== null && (
          <Button
            size="xs"
            color="red"
            variant="light"
            leftSection={<IconClockX size={14} />}
            disabled={pending !== null}
            loading={discard.isPending}
            onClick={() =>
              confirmAction({
                text: t('exercises.correction.discardLateConfirm', { n: index }),
                confirmLabel: t('exercises.correction.discardLate'),
                danger: true,
                onConfirm: () => discard.mutate({ exerciseId, questionId: item.question._id }),
              })
            }
          >
            {t('exercises.correction.discardLate')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
