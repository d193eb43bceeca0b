import { Alert, Button, Group, Paper, Stack } from '@mantine/core';
import { IconBulb, IconLock } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyRichTextEditor } from '../richtext';
import { AnswerInput } from './AnswerInput';
import type { Draft } from './answers';
import { CheckFeedback, type Feedback, SolutionPanel } from './CheckFeedback';
import { ChoiceReview } from './ChoiceReview';
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
}

/** The current question: its text, the answer input, the working editor, feedback and solution. */
export function QuestionPane(p: QuestionPaneProps) {
  const { t } = useTranslation();
  const { item } = p;
  const locked = item.locked;
  const solution = p.feedback ?? {
    autoCorrect: null,
    correctAnswer: item.question.correctAnswer,
    description: item.question.description,
  };
  const hasSolution = !!(solution.correctAnswer || solution.description);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={`${p.index}. ${item.question.name}`}>
      <Stack gap="md">
        <QuestionBody question={item.question} index={p.index} />
        {locked && item.question.isChoice !== '2' ? (
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
          />
        )}
        {locked && (
          <Alert color="gray" variant="light" icon={<IconLock size={16} />} p="xs">
            {t('exercises.runner.locked')}
          </Alert>
        )}
        {!p.frozen && (
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
        {p.feedback && <CheckFeedback verdict={p.feedback.autoCorrect} reason={p.feedback.autoReason} />}
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
          <SolutionPanel correctAnswer={solution.correctAnswer} description={solution.description} />
        )}
      </Stack>
    </Paper>
  );
}
