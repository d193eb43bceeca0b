import { Box, Group, List, Stack, Text } from '@mantine/core';
import { choiceLetters } from '@quanta/validators';
import { useTranslation } from 'react-i18next';
import { RichHtml } from '../richtext';
import { ChoiceList } from './ChoiceList';
import { CreditBadge } from './CreditBadge';
import type { CardPart } from './cloze-parts';
import { creditPercent } from './credits';
import type { PreviewBody } from './types';

type Answers = PreviewBody['answers'];
type Units = PreviewBody['units'];

/** Accepted answers read only: each its text, ± tolerance, credit and feedback. */
export function AcceptedAnswerList({ answers }: { answers: Answers }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      {answers.map((a, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: answers are shown in their stored order
        <Box key={i}>
          <Group gap="xs" wrap="wrap">
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {a.text || '—'}
              {a.tolerance ? ` ${t('questions.card.tolerance', { tolerance: a.tolerance })}` : ''}
            </Text>
            <CreditBadge fraction={a.fraction} />
          </Group>
          {a.feedback && (
            <Box pl="xs" style={{ borderLeft: '3px solid var(--mantine-color-gray-3)' }}>
              <RichHtml html={a.feedback} />
            </Box>
          )}
        </Box>
      ))}
    </Stack>
  );
}

/** A number's other units: `km/h ×3.6`. */
export function UnitList({ units }: { units: Units }) {
  const { t } = useTranslation();
  if (units.length === 0) return null;
  return (
    <Text size="sm">
      <Text span fw={600}>
        {t('questions.card.units')}
        {t('app.colon')}
      </Text>
      {units.map((u) => `${u.unit} ×${u.multiplier}`).join(', ')}
    </Text>
  );
}

/** A cloze question's parts read only: kind, weight and what each accepts, with credits and feedback. */
export function ClozePartsKey({ parts }: { parts: CardPart[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a part is named by its position
        <Box key={i}>
          <Text size="sm" fw={600}>
            {t('questions.card.part', { n: i + 1 })} · {t(`questions.edit.partKinds.${part.kind}`)} ·{' '}
            {t('questions.card.weight', { weight: part.weight })}
          </Text>
          <Box pl="sm">
            {part.kind === 'choice' ? (
              <ChoiceList
                showAnswer
                choices={part.choices.map((c, j) => ({
                  letter: choiceLetters[j] ?? '',
                  text: c.text,
                  fraction: c.fraction,
                  feedback: c.feedback,
                  correct: (c.fraction ?? 0) >= 1,
                }))}
              />
            ) : (
              <AcceptedAnswerList answers={part.answers} />
            )}
            <UnitList units={part.units} />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

/** Hints read only, in the order they are revealed, with what each costs. */
export function HintList({ hints, penalty }: { hints: string[]; penalty: number }) {
  const { t } = useTranslation();
  return (
    <Box>
      <Text size="sm" fw={600}>
        {penalty > 0
          ? t('questions.card.hintsWithPenalty', { penalty: creditPercent(penalty) })
          : t('questions.card.hints')}
      </Text>
      <List type="ordered" size="sm" spacing={4}>
        {hints.map((hint, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: hints are named by their position
          <List.Item key={i}>
            <RichHtml html={hint} />
          </List.Item>
        ))}
      </List>
    </Box>
  );
}
