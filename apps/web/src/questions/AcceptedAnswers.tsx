import { Group, Input, Paper, Stack, Text, TextInput } from '@mantine/core';
import { bodyLimits } from '@quanta/validators';
import { useTranslation } from 'react-i18next';
import { type AnswerForm, blankAnswer, removeAt, updateAt } from './body-form';
import { CreditSelect } from './CreditSelect';
import { FeedbackField } from './FeedbackField';
import { AddButton, RemoveButton } from './ListButtons';

interface AcceptedAnswersProps {
  answers: AnswerForm[];
  onChange: (answers: AnswerForm[]) => void;
  /** Numbers take a ± tolerance each. */
  isNumber: boolean;
  /** The list's heading and its hint; none inside a cloze part. */
  title?: string;
  hint?: string;
  /** Numbering of the first answer (a free response's correct answer is its first). */
  first?: number;
  /** Keeps at least one answer (a cloze part's). */
  required?: boolean;
  error?: string | undefined;
}

/** Accepted answers of a free response or a cloze part: each its text, credit, tolerance and feedback. */
export function AcceptedAnswers({
  answers,
  onChange,
  isNumber,
  title,
  hint,
  first = 1,
  required = false,
  error,
}: AcceptedAnswersProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      {title && (
        <div>
          <Text fw={500} size="sm">
            {title}
          </Text>
          {hint && (
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          )}
        </div>
      )}
      {answers.map((answer, i) => {
        const n = first + i;
        const change = (patch: Partial<AnswerForm>) => onChange(updateAt(answers, i, (a) => ({ ...a, ...patch })));
        return (
          <Paper key={answer.key} withBorder radius="sm" p="sm">
            <Stack gap="xs">
              <Group gap="sm" align="flex-end" wrap="wrap">
                <TextInput
                  label={t('questions.edit.acceptedAnswer', { n })}
                  value={answer.text}
                  onChange={(e) => change({ text: e.currentTarget.value })}
                  style={{ flex: '1 1 12rem' }}
                />
                <CreditSelect
                  name={t('questions.edit.creditOfAnswer', { n })}
                  value={answer.fraction}
                  onChange={(fraction) => change({ fraction })}
                />
                {isNumber && (
                  <TextInput
                    label={t('questions.edit.answerTolerance')}
                    placeholder={t('questions.edit.answerToleranceHint')}
                    inputMode="decimal"
                    value={answer.tolerance}
                    onChange={(e) => change({ tolerance: e.currentTarget.value })}
                    w={140}
                  />
                )}
                <RemoveButton
                  label={t('questions.edit.removeAnswer', { n })}
                  disabled={required && answers.length <= 1}
                  onClick={() => onChange(removeAt(answers, i))}
                />
              </Group>
              <FeedbackField
                label={t('questions.edit.feedbackOnAnswer', { n })}
                value={answer.feedback}
                onChange={(feedback) => change({ feedback })}
              />
            </Stack>
          </Paper>
        );
      })}
      <AddButton
        label={t('questions.edit.addAnswer')}
        disabled={answers.length + first - 1 >= bodyLimits.answers}
        onClick={() => onChange([...answers, blankAnswer(answers.length === 0 && required ? 1 : 0)])}
      />
      {error && <Input.Error>{error}</Input.Error>}
    </Stack>
  );
}
