import { Alert, Button, Group, Paper, Stack } from '@mantine/core';
import { IconBulb, IconLock } from '@tabler/icons-react';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyRichTextEditor } from '../richtext';
import { AnswerInput } from './AnswerInput';
import { answerFormOf, type Draft, isAnswerable } from './answers';
import { CheckFeedback, type Feedback, FeedbackRegion, HintList, SolutionPanel } from './CheckFeedback';
import { ChoiceReview } from './ChoiceReview';
import { markOf } from './cloze';
import { QuestionBody } from './QuestionBody';
import type { ExerciseQuestion } from './types';

interface QuestionPaneProps {
  item: ExerciseQuestion;
  index: number;
  draft: Draft;
  onDraft: (patch: Partial<Draft>) => void;
  /** Check Solution's answer for this question, or the stored verdict of a checked answer. */
  feedback: Feedback | null;
  solutionShown: boolean;
  onToggleSolution: () => void;
  /** Answers can no longer change (the exam ended). */
  frozen: boolean;
  /** A save is under way: the answer waits so it is not changed while the question is left. */
  busy: boolean;
  /** Photos of working for this answer (a free-response question), under the working. */
  photos?: ReactNode;
}

/**
 * The current question: its text, the answer input, the working editor, feedback with the score and the
 * hints revealed so far, and the solution. A description is its text alone.
 */
export function QuestionPane(p: QuestionPaneProps) {
  const { t } = useTranslation();
  const { item } = p;
  const kind = item.question.isChoice;
  const locked = item.locked;
  const solution = p.feedback ?? {
    autoCorrect: null,
    correctAnswer: item.question.correctAnswer,
    description: item.question.description,
  };
  // A wrong try that revealed a hint leaves the answer open: the solution waits until it is locked.
  const tryAgain = p.feedback?.locked === false;
  const hasSolution = !tryAgain && !!(solution.correctAnswer || solution.description);
  const hints = p.feedback?.hints ?? item.hints;
  const marks = (p.feedback?.parts ?? item.parts).map((part) => markOf(part.score));
  const answerable = isAnswerable(kind);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={`${p.index}. ${item.question.name}`}>
      <Stack gap="md">
        <QuestionBody question={item.question} index={p.index} />
        {locked && answerFormOf(kind) === 'letters' ? (
          // Checked: the choices read-only, the student's and the correct one marked.
          <ChoiceReview
            question={{ ...item.question, correctAnswer: solution.correctAnswer }}
            answer={p.draft.answer}
          />
        ) : (
          <AnswerInput
            question={item.question}
            value={p.draft.answer}
            onChange={(answer) => p.onDraft({ answer })}
            disabled={locked || p.frozen || p.busy}
            marks={p.feedback || locked ? marks : undefined}
          />
        )}
        {locked && answerable && (
          <Alert color="gray" variant="light" icon={<IconLock size={16} />} p="xs">
            {t('exercises.runner.locked')}
          </Alert>
        )}
        {!p.frozen && answerable && (
          <Suspense fallback={null}>
            <LazyRichTextEditor
              key={item.question._id}
              label={t('exercises.runner.yourWorking')}
              placeholder={t('exercises.runner.workingPlaceholder')}
              value={p.draft.content}
              onChange={(content) => p.onDraft({ content })}
              minHeight={100}
            />
          </Suspense>
        )}
        {p.photos}
        <FeedbackRegion>
          {p.feedback && (
            <CheckFeedback
              verdict={p.feedback.autoCorrect}
              reason={p.feedback.autoReason}
              detail={p.feedback.autoDetail}
              score={p.feedback.score}
              feedback={p.feedback.feedback}
              tryAgain={tryAgain}
            />
          )}
        </FeedbackRegion>
        <HintList hints={hints} />
        {hasSolution && (
          <Group>
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconBulb size={16} />}
              onClick={p.onToggleSolution}
            >
              {p.solutionShown ? t('exercises.runner.hideSolution') : t('exercises.runner.showSolution')}
            </Button>
          </Group>
        )}
        {hasSolution && p.solutionShown && (
          <SolutionPanel
            correctAnswer={solution.correctAnswer}
            description={solution.description}
            isChoice={p.item.question.isChoice}
          />
        )}
      </Stack>
    </Paper>
  );
}
