import { Badge, Box, Group, Stack, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RichHtml } from '../richtext';
import { lettersOf, selectedLetters } from './answers';
import { choiceTextOf } from './choice-text';
import type { QuestionInfo } from './types';

/**
 * A select or true/false question's options read-only: the chosen letters filled, correct ones (when known) in green with
 * a tick and "Correct", a wrong choice in red with a cross: colour never says it alone.
 */
export function ChoiceReview({ question: q, answer }: { question: QuestionInfo; answer: string }) {
  const { t } = useTranslation();
  const chosen = new Set(selectedLetters(answer));
  const correct = new Set(selectedLetters(q.correctAnswer));
  const trueFalse = q.isChoice === '3';
  const textOf = (letter: string) =>
    trueFalse ? t(letter === 'A' ? 'exercises.trueFalse.true' : 'exercises.trueFalse.false') : choiceTextOf(q, letter);
  return (
    <Stack gap={6}>
      {lettersOf(trueFalse ? 2 : q.numChoice).map((letter) => {
        const isChosen = chosen.has(letter);
        const isCorrect = correct.has(letter);
        const color = isCorrect ? 'teal' : isChosen ? (correct.size > 0 ? 'red' : 'blue') : 'gray';
        return (
          <Group key={letter} gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon
              radius="xl"
              size={26}
              variant={isChosen ? 'filled' : 'light'}
              color={color}
              style={{ flexShrink: 0, fontWeight: 700, fontSize: 13 }}
            >
              {letter}
              <VisuallyHidden>
                {[isChosen && t('exercises.review.chosen'), isCorrect && t('exercises.review.correctChoice')]
                  .filter(Boolean)
                  .map((s) => ` (${s})`)
                  .join('')}
              </VisuallyHidden>
            </ThemeIcon>
            <Box style={{ flex: 1, minWidth: 0 }} pt={2}>
              <RichHtml html={textOf(letter)} />
            </Box>
            <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }} aria-hidden>
              {isChosen && (
                <Badge
                  variant="light"
                  tt="none"
                  color={correct.size === 0 ? 'blue' : isCorrect ? 'teal' : 'red'}
                  leftSection={correct.size > 0 && !isCorrect ? <IconX size={12} /> : undefined}
                >
                  {t('exercises.review.yourChoice')}
                </Badge>
              )}
              {isCorrect && (
                <Badge variant="light" tt="none" color="teal" leftSection={<IconCheck size={12} />}>
                  {t('exercises.review.correctChoice')}
                </Badge>
              )}
            </Group>
          </Group>
        );
      })}
    </Stack>
  );
}
