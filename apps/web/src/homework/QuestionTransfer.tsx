import { Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../session/trpc';
import { ErrorAlert } from '../ui/ErrorAlert';
import { useMutationAction } from '../ui/useMutationAction';
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
  const add = trpc.teacher.batchAddQToHW.useMutation();
  const remove = trpc.teacher.batchDeleteQFromHW.useMutation();
  const reorder = trpc.teacher.setQFormHW.useMutation();
  const [error, setError] = useState<string | null>(null);
  const { run } = useMutationAction(setError);
  const key = { id: homework._id };
  const chosen = new Set(homework.questionList.map((q) => q._id));

  const saved = async (next: Homework) => {
    utils.user.getHWById.setData(key, next);
    await utils.teacher.getHWByTeacher.invalidate();
  };

  const addIds = (ids: string[]) =>
    run({
      action: async () => saved(await add.mutateAsync({ id: homework._id, QIds: ids })),
      success: t('messages.addSuccess'),
    });

  const removeIds = (ids: string[]) =>
    run({
      action: async () => saved(await remove.mutateAsync({ id: homework._id, QIds: ids })),
      success: t('messages.deleteSuccess'),
    });

  const move = async (index: number, direction: Direction) => {
    setError(null);
    const questionList = moveItem(homework.questionList, index, direction);
    utils.user.getHWById.setData(key, { ...homework, questionList });
    await run({
      action: async () =>
        saved(await reorder.mutateAsync({ id: homework._id, questionList: questionList.map((q) => q._id) })),
      failed: () => utils.user.getHWById.invalidate(key),
    });
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={3}>{t('homework.questionsTitle')}</Title>
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
