import { Group, Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FeedbackField } from './FeedbackField';
import { useProblemAt } from './problem-context';

interface TrueFalseFieldsProps {
  answer: 'A' | 'B';
  feedback: [string, string];
  onAnswer: (answer: 'A' | 'B') => void;
  onFeedback: (feedback: [string, string]) => void;
}

/** True/false: whether the statement is true, and the feedback on answering True and on answering False. */
export function TrueFalseFields({ answer, feedback, onAnswer, onFeedback }: TrueFalseFieldsProps) {
  const { t } = useTranslation();
  const problem = useProblemAt('correctAnswer');
  return (
    <Stack gap="sm">
      <Radio.Group
        label={t('questions.correctAnswer')}
        description={t('questions.edit.trueFalseAnswer')}
        value={answer}
        onChange={(value) => onAnswer(value === 'B' ? 'B' : 'A')}
        error={problem}
      >
        <Group mt={6}>
          <Radio value="A" label={t('questions.true')} />
          <Radio value="B" label={t('questions.false')} />
        </Group>
      </Radio.Group>
      <FeedbackField
        label={t('questions.edit.feedbackTrue')}
        value={feedback[0]}
        onChange={(html) => onFeedback([html, feedback[1]])}
      />
      <FeedbackField
        label={t('questions.edit.feedbackFalse')}
        value={feedback[1]}
        onChange={(html) => onFeedback([feedback[0], html])}
      />
    </Stack>
  );
}
