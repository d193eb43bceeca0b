import { Alert, Box, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ReasonLine } from '../grading/ReasonLine';
import { MathText, RichHtml } from '../richtext';

/** What Check Solution answered for one question. */
export interface Feedback {
  autoCorrect: boolean | null;
  /** The checker's reason for a typed number or expression. */
  autoReason?: string | null;
  correctAnswer: string;
  description: string;
}

/**
 * 'Congrats!', 'Oops, the answer you submit is incorrect' or that the teacher will check it; a wrong
 * typed number or expression adds the checker's reason (wrong unit, significant figures…).
 */
export function CheckFeedback({ verdict, reason }: { verdict: boolean | null; reason?: string | null }) {
  const { t } = useTranslation();
  if (verdict === true)
    return (
      <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />}>
        {t('messages.congrats')}
      </Alert>
    );
  if (verdict === false)
    return (
      <Alert color="red" variant="light" icon={<IconCircleX size={18} />}>
        {t('messages.answerIncorrect')}
        <ReasonLine reason={reason} />
      </Alert>
    );
  return (
    <Alert color="blue" variant="light" icon={<IconHourglass size={18} />}>
      {t('messages.answerAwaitsTeacher')}
    </Alert>
  );
}

/** The correct answer and the solution text. */
export function SolutionPanel({ correctAnswer, description }: { correctAnswer: string; description: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" p="sm" bg="var(--mantine-color-gray-light)" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
      {correctAnswer && (
        <Text size="sm">
          <Text span fw={600}>
            {t('exercises.review.correctAnswer')}
            {t('app.colon')}
          </Text>
          <MathText text={correctAnswer} />
        </Text>
      )}
      {description && (
        <Box>
          <Text size="sm" fw={600}>
            {t('exercises.review.solution')}
          </Text>
          <RichHtml html={description} />
        </Box>
      )}
    </Stack>
  );
}
