import { Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AnswerInput } from '../exercises/AnswerInput';
import { SolutionPanel } from '../exercises/CheckFeedback';
import { QuestionBody } from '../exercises/QuestionBody';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { ErrorAlert } from '../ui/ErrorAlert';
import { RecordMark } from './RecordList';

/** A practised question, read-only: the student's answer, its mark, the correct answer and the solution. */
export function RecordModal({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const record = trpc.user.getResourceRecordById.useQuery({ id: id ?? '' }, { enabled: id !== null });
  const data = record.data;
  return (
    <Modal opened={id !== null} onClose={onClose} title={t('resources.detail.title')} size="lg">
      {record.error ? (
        <ErrorAlert message={errorText(record.error)} />
      ) : !data ? (
        <Center py="lg">
          <Loader aria-label={t('common.loading')} />
        </Center>
      ) : (
        <Stack>
          <Group justify="space-between">
            <RecordMark record={data} />
          </Group>
          <QuestionBody question={data.question} index={1} />
          {data.answer ? (
            <AnswerInput question={data.question} value={data.answer} onChange={() => {}} disabled />
          ) : (
            <Text size="sm">
              {t('resources.labelled', { label: t('resources.detail.yourAnswer') })}
              {t('resources.detail.noAnswer')}
            </Text>
          )}
          <SolutionPanel
            correctAnswer={data.question.correctAnswer}
            description={data.question.description}
            isChoice={data.question.isChoice}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('resources.detail.close')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
