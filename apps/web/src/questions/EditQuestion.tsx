import { Box, Center, Loader, Stack } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { QuestionReports } from '../resources/QuestionReports';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { BackLink } from '../ui/BackLink';
import { ErrorAlert } from '../ui/ErrorAlert';
import { QuestionEditor } from './QuestionEditor';

/** /teach/question/{id}/edit */
export function EditQuestion() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { id } = useParams({ from: '/teach/question/$id/edit' });
  const question = trpc.teacher.getQuestionById.useQuery({ id }, { staleTime: Number.POSITIVE_INFINITY });
  return (
    <Box maw={1200} mx="auto" py="md">
      <BackLink label={t('questions.backToList')} href="/teach/questionlist" mb="sm" />
      {question.data ? (
        <Stack gap="md">
          <QuestionReports questionId={question.data._id} />
          <QuestionEditor key={question.data._id} question={question.data} />
        </Stack>
      ) : question.error ? (
        <ErrorAlert message={errorText(question.error)} />
      ) : (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} />
        </Center>
      )}
    </Box>
  );
}
