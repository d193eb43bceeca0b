import { Alert, Box, Stack, Text } from '@mantine/core';
import { IconBulb, IconCircleCheck, IconCircleHalf2, IconCircleX, IconHourglass } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonLine } from '../grading/ReasonLine';
import { MathText, RichHtml } from '../richtext';
import classes from './CheckFeedback.module.css';
import { scorePercent } from './score';

/** A cloze part's (or matching prompt's) credit and the checker's reason, once revealed. */
export interface PartResult {
  score: number | null;
  reason: string | null;
}

/** What Check Solution answered for one question, or the stored verdict of a checked answer. */
export interface Feedback {
  autoCorrect: boolean | null;
  /** The checker's reason (a typed number or expression, part credit, a name that is not a variable). */
  autoReason?: string | null;
  /** The name an 'unknownVariable' reason is about. */
  autoDetail?: string | null;
  correctAnswer: string;
  description: string;
  /** The credit, 0 to 1 after the hints' penalty; null when the teacher grades. */
  score?: number | null;
  /** false: a wrong try revealed a hint and the answer may be changed and checked again. */
  locked?: boolean;
  /** The hints revealed so far (HTML). */
  hints?: string[];
  /** The feedback (HTML) of what the student chose or typed. */
  feedback?: string[];
  parts?: PartResult[];
}

interface CheckFeedbackProps {
  verdict: boolean | null;
  reason?: string | null | undefined;
  detail?: string | null | undefined;
  score?: number | null | undefined;
  feedback?: string[] | undefined;
  /** A wrong try that may be tried again (a hint was revealed). */
  tryAgain?: boolean | undefined;
}

/**
 * Where the verdict of a check appears: a polite live region on the page before the verdict, so that a
 * screen reader reads the verdict when it comes (a region added with its text is often not read).
 */
export function FeedbackRegion({ children }: { children: ReactNode }) {
  return (
    <Box role="status" aria-live="polite" className={classes.region}>
      {children}
    </Box>
  );
}

/**
 * 'Congrats!', part credit, 'Oops, the answer you submit is incorrect' or that the teacher will check it;
 * then the score as a percentage, the checker's reason (wrong unit, significant figures, part credit…),
 * "Try again" after a wrong try that revealed a hint, and the feedback of what was answered. Shown
 * inside a `FeedbackRegion`, which announces it: the alerts are groups, not alerts of their own.
 */
export function CheckFeedback({ verdict, reason, detail, score, feedback = [], tryAgain = false }: CheckFeedbackProps) {
  const { t } = useTranslation();
  const partial = verdict !== true && score !== null && score !== undefined && score > 0 && score < 1;
  const extra = (
    <>
      {score !== null && score !== undefined && (
        <Text size="sm" fw={600} data-testid="answer-score">
          {t('exercises.scorePercent', { percent: scorePercent(score, 1) })}
        </Text>
      )}
      <ReasonLine reason={verdict === true || (partial && reason === 'partial') ? null : reason} detail={detail} />
      {tryAgain && (
        <Text size="sm" fw={600}>
          {t('exercises.feedback.tryAgain')}
        </Text>
      )}
      {feedback.map((html, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the feedback's order is its identity.
        <RichHtml key={i} html={html} />
      ))}
    </>
  );
  // One alert, its colour, icon and title by the verdict: right, part right, wrong, or the teacher's to check.
  const look =
    verdict === true
      ? { color: 'teal', icon: <IconCircleCheck size={18} />, title: t('messages.congrats') }
      : verdict === false && partial
        ? { color: 'orange', icon: <IconCircleHalf2 size={18} />, title: t('exercises.feedback.partlyRight') }
        : verdict === false
          ? { color: 'red', icon: <IconCircleX size={18} />, title: t('messages.answerIncorrect') }
          : { color: 'blue', icon: <IconHourglass size={18} />, title: t('messages.answerAwaitsTeacher') };
  return (
    <Alert role="group" variant="light" color={look.color} icon={look.icon} title={look.title}>
      {(verdict !== null || feedback.length > 0) && <Stack gap={4}>{extra}</Stack>}
    </Alert>
  );
}

/** The hints revealed so far, numbered, newest last. */
export function HintList({ hints }: { hints: string[] }) {
  const { t } = useTranslation();
  if (hints.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-label={t('exercises.feedback.hints')}>
      {hints.map((html, i) => (
        <Alert
          // biome-ignore lint/suspicious/noArrayIndexKey: hints are revealed in order and never move.
          key={i}
          color="yellow"
          variant="light"
          icon={<IconBulb size={18} />}
          title={t('exercises.feedback.hint', { n: i + 1 })}
          p="xs"
        >
          <RichHtml html={html} />
        </Alert>
      ))}
    </Stack>
  );
}

/** The correct answer and the solution text. */
export function SolutionPanel({
  correctAnswer,
  description,
  isChoice,
}: {
  correctAnswer: string;
  description: string;
  /** A true/false question's key (A or B) is shown as its word. */
  isChoice?: string;
}) {
  const { t } = useTranslation();
  const shown =
    isChoice === '3' && (correctAnswer === 'A' || correctAnswer === 'B')
      ? t(correctAnswer === 'A' ? 'exercises.trueFalse.true' : 'exercises.trueFalse.false')
      : correctAnswer;
  return (
    <Stack gap="xs" p="sm" bg="var(--mantine-color-gray-light)" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
      {correctAnswer && (
        <Text size="sm">
          <Text span fw={600}>
            {t('exercises.review.correctAnswer')}
            {t('app.colon')}
          </Text>
          <MathText text={shown} />
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
