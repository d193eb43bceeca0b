import { Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../session/trpc';
import { ErrorAlert } from '../ui/ErrorAlert';
import { notifySuccess } from '../ui/notify';
import { succeeded, useMutationError } from '../ui/use-mutation-error';
import { AvailableQuestions } from './AvailableQuestions';
import { ChosenQuestions } from './ChosenQuestions';
import { type Direction, moveItem } from './order';
import type { Homework } from './types';

/**
 * The homework's questions as a two-list transfer: add from the teacher's bank or a library, remove, and
 * order. Every change is saved at once and the list shown is the server's answer.
 */
export function QuestionTransfer({ homework }: { homework: Homework }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const [error, setError] = useState<string | null>(null);
  const reportError = useMutationError(setError);
  const key = { id: homework._id };
  const chosen = new Set(homework.questionList.map((q) => q._id));

  /** Shows the server's answer as the homework, and the success toast when given. */
  const saving = (success?: string) => ({
    ...reportError,
    onSuccess: async (next: Homework) => {
      if (success) notifySuccess(success);
      utils.user.getHWById.setData(key, next);
      await utils.teacher.getHWByTeacher.invalidate();
    },
  });
  const add = trpc.teacher.batchAddQToHW.useMutation(saving(t('messages.addSuccess')));
  const remove = trpc.teacher.batchDeleteQFromHW.useMutation(saving(t('messages.deleteSuccess')));
  const reorder = trpc.teacher.setQFormHW.useMutation({
    ...saving(),
    onError: async (err) => {
      reportError.onError(err);
      await utils.user.getHWById.invalidate(key);
    },
  });

  const addIds = (ids: string[]) => succeeded(add.mutateAsync({ id: homework._id, QIds: ids }));

  const removeIds = (ids: string[]) => succeeded(remove.mutateAsync({ id: homework._id, QIds: ids }));

  const move = (index: number, direction: Direction) => {
    const questionList = moveItem(homework.questionList, index, direction);
    utils.user.getHWById.setData(key, { ...homework, questionList });
    reorder.mutate({ id: homework._id, questionList: questionList.map((q) => q._id) });
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('homework.questionsTitle')}
        </Title>
        <ErrorAlert message={error} />
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap={4}>
              <Text fw={600}>{t('homework.available')}</Text>
              <AvailableQuestions language={homework.language} chosen={chosen} onAdd={addIds} adding={add.isPending} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap={4}>
              <Text fw={600}>{t('homework.chosenCount', { count: homework.questionList.length })}</Text>
              <ChosenQuestions
                questions={homework.questionList}
                onRemove={removeIds}
                onMove={move}
                removing={remove.isPending}
                moving={reorder.isPending}
              />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Paper>
  );
}
