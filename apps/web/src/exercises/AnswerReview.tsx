import { Box, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonLine, variantText } from '../grading/ReasonLine';
import { MathText, RichHtml } from '../richtext';
import { ChoiceReview } from './ChoiceReview';
import { QuestionBody } from './QuestionBody';
import type { ExerciseQuestion } from './types';
import { VerdictBadge } from './VerdictBadge';

interface AnswerReviewProps {
  item: ExerciseQuestion;
  index: number;
  /** 'Your answer' for the student, "Student's answer" for others. */
  answerLabel: string;
  /** The solution text (§6: students only, and the teacher correcting). */
  showSolution: boolean;
  /** Controls under the review (the teacher's correction). */
  children?: ReactNode;
}

/** One question of an exercise, read-only: the answer and working, correct answer, verdict, comments. */
export function AnswerReview({ item, index, answerLabel, showSolution, children }: AnswerReviewProps) {
  const { t } = useTranslation();
  const q = item.question;
  const answered = !!item.answeredAt;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={`${index}. ${q.name}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Box style={{ flex: 1, minWidth: 0 }}>
            <QuestionBody question={q} index={index} />
          </Box>
          <Box style={{ flexShrink: 0 }}>
            <VerdictBadge verdict={item.verdict} />
          </Box>
        </Group>
        {q.isChoice !== '2' && <ChoiceReview question={q} answer={item.answer} />}
        <Divider />
        <Text size="sm">
          <Text span fw={600}>
            {answerLabel}
            {t('app.colon')}
          </Text>
          {answered ? (
            <MathText text={item.answer} />
          ) : (
            <Text span c="dimmed">
              {t('exercises.review.notAnswered')}
            </Text>
          )}
        </Text>
        {item.content && (
          <Box>
            <Text size="sm" fw={600}>
              {t('exercises.review.working')}
            </Text>
            <RichHtml html={item.content} />
          </Box>
        )}
        {q.variant && (
          <Text size="sm" data-testid="variant">
            <Text span fw={600}>
              {t('grading.variant')}
              {t('app.colon')}
            </Text>
            {variantText(q.variant)}
          </Text>
        )}
        <ReasonLine reason={item.autoReason} label />
        {q.correctAnswer && (
          <Text size="sm">
            <Text span fw={600}>
              {t('exercises.review.correctAnswer')}
              {t('app.colon')}
            </Text>
            <MathText text={q.correctAnswer} />
          </Text>
        )}
        {showSolution && q.description && (
          <Box>
            <Text size="sm" fw={600}>
              {t('exercises.review.solution')}
            </Text>
            <RichHtml html={q.description} />
          </Box>
        )}
        {item.comments && !children && (
          <Box>
            <Text size="sm" fw={600}>
              {t('exercises.review.comments')}
            </Text>
            <RichHtml html={item.comments} />
          </Box>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
