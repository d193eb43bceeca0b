import { Center, Group, Loader, Paper, Stack, Switch, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuestionCard } from '../questions/QuestionCard';
import type { Question } from '../questions/types';

interface QuestionResultsProps {
  questions: Question[] | undefined;
  total: number;
  /** Number of the first question shown (paged lists). */
  first?: number;
  /** Buttons for one question (the teacher's edit link). */
  actions?: (question: Question) => ReactNode;
}

/** A node's questions as cards with math typeset, answers and solutions behind a switch. */
export function QuestionResults({ questions, total, first = 1, actions }: QuestionResultsProps) {
  const { t } = useTranslation();
  const [showAnswer, setShowAnswer] = useState(false);
  if (!questions)
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  if (questions.length === 0)
    return (
      <Paper withBorder radius="md" p="xl">
        <Text c="dimmed" ta="center">
          {t('libraries.noQuestions')}
        </Text>
      </Paper>
    );
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {questions.length < total
            ? t('libraries.showingOf', { shown: questions.length, count: total })
            : t('libraries.questionCount', { count: total })}
        </Text>
        <Switch
          label={t('questions.showAnswer')}
          checked={showAnswer}
          onChange={(e) => setShowAnswer(e.currentTarget.checked)}
        />
      </Group>
      {questions.map((q, i) => (
        <QuestionCard key={q._id} question={q} index={first + i} showAnswer={showAnswer} actions={actions?.(q)} />
      ))}
    </Stack>
  );
}
