import { Group, Input, Paper, Stack, Text } from '@mantine/core';
import { choiceCountRange, choiceLetters, questionTypes } from '@quanta/validators';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../richtext';
import {
  blankChoice,
  type ChoiceForm,
  correctLetters,
  removeAt,
  updateAt,
  withCorrectLetters,
  withCredit,
} from './body-form';
import { ChoiceLetter } from './ChoiceLetter';
import { CorrectAnswerField } from './CorrectAnswerField';
import { CreditSelect } from './CreditSelect';
import { FeedbackField } from './FeedbackField';
import { AddButton, RemoveButton } from './ListButtons';
import { useProblemAt } from './problem-context';

interface SelectChoiceFieldsProps {
  isChoice: number;
  choices: ChoiceForm[];
  onChange: (choices: ChoiceForm[]) => void;
}

/**
 * A single or multi select's choices, 2 to 10 (A–J): each its text, credit and feedback; then the correct
 * letters, which set full credit (single) or equal shares of it (multi).
 */
export function SelectChoiceFields({ isChoice, choices, onChange }: SelectChoiceFieldsProps) {
  const { t } = useTranslation();
  const multi = isChoice === questionTypes.multi;
  const choicesProblem = useProblemAt('body.choices');
  const countProblem = useProblemAt('numChoice');
  const problem = choicesProblem ?? countProblem;
  const correctProblem = useProblemAt('correctAnswer');
  return (
    <Stack gap="sm">
      <div>
        <Text fw={500} size="sm">
          {t('questions.edit.choices')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('questions.edit.choicesHint')}
        </Text>
      </div>
      {choices.map((choice, i) => {
        const letter = choiceLetters[i] ?? '';
        return (
          <Paper key={choice.key} withBorder radius="sm" p="sm">
            <Stack gap="xs">
              <RichTextEditor
                label={t('questions.answer', { letter })}
                value={choice.text}
                onChange={(text) => onChange(updateAt(choices, i, (c) => ({ ...c, text })))}
                minHeight={50}
              />
              <Group gap="sm" align="flex-end" wrap="wrap">
                <ChoiceLetter letter={letter} correct={multi ? choice.fraction > 0 : choice.fraction >= 1} />
                <CreditSelect
                  name={t('questions.edit.creditOf', { letter })}
                  value={choice.fraction}
                  negatives={multi}
                  onChange={(fraction) => onChange(withCredit(choices, isChoice, i, fraction))}
                />
                <RemoveButton
                  label={t('questions.edit.removeChoice', { letter })}
                  disabled={choices.length <= choiceCountRange.min}
                  onClick={() => onChange(removeAt(choices, i))}
                />
              </Group>
              <FeedbackField
                label={t('questions.edit.feedbackOn', { letter })}
                value={choice.feedback}
                onChange={(feedback) => onChange(updateAt(choices, i, (c) => ({ ...c, feedback })))}
              />
            </Stack>
          </Paper>
        );
      })}
      <AddButton
        label={t('questions.edit.addChoice')}
        disabled={choices.length >= choiceCountRange.max}
        onClick={() => onChange([...choices, blankChoice()])}
      />
      {problem && <Input.Error>{problem}</Input.Error>}
      <CorrectAnswerField
        isChoice={isChoice}
        numChoice={choices.length}
        value={correctLetters(choices, isChoice).join(',')}
        onChange={(value) => onChange(withCorrectLetters(choices, isChoice, value.split(',').filter(Boolean)))}
        error={correctProblem}
      />
    </Stack>
  );
}
