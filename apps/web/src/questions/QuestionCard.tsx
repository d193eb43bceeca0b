import { Badge, Box, Divider, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { questionTypes } from '@quanta/validators';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RichHtml } from '../richtext';
import { ChoiceLetter } from './ChoiceLetter';
import { answerKey, choiceLettersFor, isCorrectLetter } from './choices';
import { DifficultyStars } from './DifficultyStars';
import type { PreviewQuestion } from './types';

interface QuestionCardProps {
  question: PreviewQuestion;
  /** 1-based number shown before the name in a set. */
  index?: number;
  /** Marks the correct choices and shows the correct answer and the solution. */
  showAnswer?: boolean;
  /** Buttons at the right of the title row. */
  actions?: ReactNode;
}

const typeLabels = { '0': 'typeSingle', '1': 'typeMulti', '2': 'typeFree' } as const;

/** A question as a student sees it, math typeset; optionally with its answer and solution. */
export function QuestionCard({ question: q, index, showAnswer = false, actions }: QuestionCardProps) {
  const { t } = useTranslation();
  const isChoice = Number(q.isChoice);
  const letters = choiceLettersFor(q.numChoice);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="xs" align="center">
            <Text fw={600}>
              {index !== undefined && `${index}. `}
              {q.name || t('questions.untitled')}
            </Text>
            <Badge variant="light" size="sm">
              {t(`questions.${typeLabels[q.isChoice]}`)}
            </Badge>
            <DifficultyStars value={q.difficuty} />
          </Group>
          {actions}
        </Group>
        {q.qText ? (
          <RichHtml html={q.qText} />
        ) : (
          <Text c="dimmed" size="sm">
            {t('questions.noText')}
          </Text>
        )}
        {q.showImg && q.image && (
          <Image src={q.image} alt={t('questions.imageAlt')} maw={420} radius="sm" fit="contain" />
        )}
        {isChoice === questionTypes.free ? (
          <Box
            p="sm"
            c="dimmed"
            fz="sm"
            style={{ border: '1px dashed var(--mantine-color-gray-4)', borderRadius: 'var(--mantine-radius-sm)' }}
          >
            {t('questions.answerArea')}
          </Box>
        ) : (
          <Stack gap={6}>
            {isChoice === questionTypes.multi && (
              <Text size="xs" c="dimmed">
                {t('questions.chooseAll')}
              </Text>
            )}
            {letters.map((letter) => (
              <Group key={letter} gap="sm" wrap="nowrap" align="flex-start">
                <ChoiceLetter
                  letter={letter}
                  correct={showAnswer && isCorrectLetter(isChoice, q.correctAnswer, letter)}
                />
                <Box style={{ flex: 1, minWidth: 0 }} pt={2}>
                  <RichHtml html={q[answerKey(letter)]} />
                </Box>
              </Group>
            ))}
          </Stack>
        )}
        {showAnswer && (
          <>
            <Divider />
            <Text size="sm">
              <Text span fw={600}>
                {t('questions.correctAnswer')}
                {t('app.colon')}
              </Text>
              {q.correctAnswer || '—'}
            </Text>
            {q.description && (
              <Box>
                <Text size="sm" fw={600}>
                  {t('questions.solution')}
                </Text>
                <RichHtml html={q.description} />
              </Box>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
