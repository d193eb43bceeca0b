import { Badge, Box, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { IconClockExclamation, IconHistory } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonLine, variantText } from '../grading/ReasonLine';
import { MathText, RichHtml } from '../richtext';
import { AnswerInput } from './AnswerInput';
import { answerFormOf, isAnswerable } from './answers';
import { durationText, durationUnits } from './attempt-log';
import { HintList } from './CheckFeedback';
import { ChoiceReview } from './ChoiceReview';
import { markOf } from './cloze';
import { QuestionBody } from './QuestionBody';
import { scorePercent } from './score';
import type { ExerciseQuestion } from './types';
import { VerdictBadge } from './VerdictBadge';

interface AnswerReviewProps {
  item: ExerciseQuestion;
  index: number;
  /** 'Your answer' for the student, "Student's answer" for others. */
  answerLabel: string;
  /** The solution text (§6: students only, and the teacher correcting). */
  showSolution: boolean;
  /** Says which version of the question the answer was given on when it is not the newest (the teacher). */
  showVersion?: boolean;
  /** The answer's photos of working, shown beside the teacher's comments. */
  photos?: ReactNode;
  /** Controls under the review (the teacher's correction). */
  children?: ReactNode;
}

/**
 * One question of an exercise, read-only: the answer (choices, prompts or blanks marked) and working,
 * its score and feedback, the hints it took, correct answer, verdict, comments. A description is its text.
 */
export function AnswerReview({
  item,
  index,
  answerLabel,
  showSolution,
  showVersion = false,
  photos,
  children,
}: AnswerReviewProps) {
  const { t } = useTranslation();
  const q = item.question;
  const answered = !!item.answeredAt;
  const form = answerFormOf(q.isChoice);
  if (!isAnswerable(q.isChoice))
    return (
      <Paper withBorder radius="md" p="md" component="section" aria-label={`${index}. ${q.name}`}>
        <QuestionBody question={q} index={index} />
      </Paper>
    );
  const score = item.isCorrect === null ? item.score : item.isCorrect ? 1 : 0;
  const oldVersion = showVersion && answered && item.questionVersion !== q.version;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={`${index}. ${q.name}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Box style={{ flex: 1, minWidth: 0 }}>
            <QuestionBody question={q} index={index} />
          </Box>
          <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
            <VerdictBadge verdict={item.verdict} score={item.isCorrect === null ? item.score : null} />
            {answered && score !== null && (
              <Text size="sm" fw={600} data-testid="answer-score">
                {t('exercises.scorePercent', { percent: scorePercent(score, 1) })}
              </Text>
            )}
          </Stack>
        </Group>
        <ShownOrderNote item={item} />
        {form === 'letters' && <ChoiceReview question={q} answer={item.answer} />}
        {form === 'list' && (
          <AnswerInput
            question={q}
            value={item.answer}
            onChange={() => undefined}
            disabled
            marks={item.parts.map((p) => markOf(p.score))}
          />
        )}
        {(item.lateBySeconds !== null || oldVersion) && (
          <Group gap="xs">
            {item.lateBySeconds !== null && (
              <Badge color="red" variant="light" tt="none" leftSection={<IconClockExclamation size={12} />}>
                {t('exercises.correction.lateBy', { duration: durationText(item.lateBySeconds, durationUnits(t)) })}
              </Badge>
            )}
            {oldVersion && (
              <Badge color="orange" variant="light" tt="none" leftSection={<IconHistory size={12} />}>
                {t('exercises.review.version', { version: item.questionVersion, newest: q.version })}
              </Badge>
            )}
          </Group>
        )}
        <Divider />
        {form !== 'list' && (
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
        )}
        {form === 'list' && !answered && (
          <Text size="sm" c="dimmed">
            {t('exercises.review.notAnswered')}
          </Text>
        )}
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
        <ReasonLine reason={item.autoReason} detail={item.autoDetail} label />
        {item.feedback.length > 0 && (
          <Box>
            <Text size="sm" fw={600}>
              {t('exercises.review.feedback')}
            </Text>
            {item.feedback.map((html, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the feedback's order is its identity.
              <RichHtml key={i} html={html} />
            ))}
          </Box>
        )}
        {item.hints.length > 0 && (
          <Text size="sm" c="dimmed">
            {t('exercises.review.hintsTaken', { count: item.hints.length, tries: item.tries })}
          </Text>
        )}
        {showSolution && <HintList hints={item.hints} />}
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
        {photos}
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

/** The teacher's note of the order the student saw: the question's place and the choices' letters. */
function ShownOrderNote({ item }: { item: ExerciseQuestion }) {
  const { t } = useTranslation();
  const position = item.shownPosition;
  const letters = item.shownChoiceOrder;
  if (position === null && letters === null) return null;
  const order = letters?.split('').join(t('exercises.attemptLog.listSeparator'));
  return (
    <Text size="xs" c="dimmed" data-testid="shown-order">
      {position !== null && order
        ? t('exercises.correction.shownAsWithChoices', { n: position, order })
        : position !== null
          ? t('exercises.correction.shownAs', { n: position })
          : t('exercises.correction.shownChoices', { order })}
    </Text>
  );
}
