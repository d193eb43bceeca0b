import { Box, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RichHtml } from '../richtext';
import { ChoiceLetter } from './ChoiceLetter';
import { CreditBadge } from './CreditBadge';
import type { CardChoice } from './card-choices';

interface ChoiceListProps {
  /** From `cardChoices`; a true/false question's texts already worded. */
  choices: CardChoice[];
  /** Marks the correct choices and shows each choice's credit and feedback. */
  showAnswer: boolean;
}

/** A select or true/false question's choices, read only: letter A–J, text, and with answers their credits. */
export function ChoiceList({ choices, showAnswer }: ChoiceListProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      {choices.map((choice) => (
        <Group key={choice.letter} gap="sm" wrap="nowrap" align="flex-start">
          <ChoiceLetter letter={choice.letter} correct={showAnswer && choice.correct} />
          <Box style={{ flex: 1, minWidth: 0 }} pt={2}>
            <RichHtml html={choice.text} />
            {showAnswer && choice.feedback && (
              <Box mt={4} pl="xs" style={{ borderLeft: '3px solid var(--mantine-color-gray-3)' }}>
                <Text size="xs" c="dimmed" fw={600}>
                  {t('questions.card.feedback')}
                </Text>
                <RichHtml html={choice.feedback} />
              </Box>
            )}
          </Box>
          {showAnswer && choice.fraction !== null && choice.fraction !== 0 && (
            <CreditBadge fraction={choice.fraction} />
          )}
        </Group>
      ))}
    </Stack>
  );
}
