import { Checkbox, Group, Radio, TextInput } from '@mantine/core';
import { questionTypes } from '@quanta/validators';
import { useTranslation } from 'react-i18next';
import { choiceLettersFor, joinLetters, parseLetters } from './choices';

interface CorrectAnswerFieldProps {
  isChoice: number;
  numChoice: number;
  /** A free response's answer type: a number or expression takes a formula instead of text. */
  answerType?: 'text' | 'number' | 'expression';
  value: string;
  onChange: (value: string) => void;
  /** The server's problem with the field. */
  error?: string | undefined;
}

/**
 * §5 correct answer: one letter by radio for single select, letters by checkbox (saved sorted and
 * comma-joined) for multi select, free text for a free response.
 */
export function CorrectAnswerField({
  isChoice,
  numChoice,
  answerType,
  value,
  onChange,
  error,
}: CorrectAnswerFieldProps) {
  const { t } = useTranslation();
  const letters = choiceLettersFor(numChoice);
  const label = t('questions.correctAnswer');
  if (isChoice === questionTypes.free)
    return (
      <TextInput
        label={label}
        description={
          answerType === 'number'
            ? t('grading.numberAnswerHint')
            : answerType === 'expression'
              ? t('grading.expressionAnswerHint')
              : t('questions.freeAnswerHint')
        }
        value={value}
        error={error}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    );
  if (isChoice === questionTypes.single)
    return (
      <Radio.Group label={label} value={value} onChange={onChange} error={error}>
        <Group mt={6}>
          {letters.map((letter) => (
            <Radio key={letter} value={letter} label={letter} />
          ))}
        </Group>
      </Radio.Group>
    );
  const chosen = parseLetters(value);
  return (
    <Checkbox.Group
      label={label}
      description={t('questions.multiAnswerHint')}
      value={chosen}
      error={error}
      onChange={(next) => onChange(joinLetters(next))}
    >
      <Group mt={6}>
        {letters.map((letter) => (
          <Checkbox key={letter} value={letter} label={letter} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}
