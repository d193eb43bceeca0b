import { Checkbox, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { limits } from '@quanta/validators';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TypedAnswerInput } from '../grading/TypedAnswerInput';
import { RichHtml } from '../richtext';
import { joinLetters, lettersOf, selectedLetters } from './answers';
import type { QuestionInfo } from './types';

interface AnswerInputProps {
  question: QuestionInfo;
  value: string;
  onChange: (answer: string) => void;
  disabled: boolean;
}

const textOf = (q: QuestionInfo, letter: string) =>
  ({ A: q.answerA, B: q.answerB, C: q.answerC, D: q.answerD, E: q.answerE })[letter] ?? '';

function ChoiceLabel({ letter, html }: { letter: string; html: string }): ReactNode {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <Text span fw={700}>
        {letter}.
      </Text>
      <RichHtml html={html} />
    </Group>
  );
}

/** The answer to one question: radio buttons (single), checkboxes (multi) or a text answer (free response). */
export function AnswerInput({ question: q, value, onChange, disabled }: AnswerInputProps) {
  const { t } = useTranslation();
  const letters = lettersOf(q.numChoice);
  if (q.isChoice === '2' && q.answerType !== 'text')
    return (
      <TypedAnswerInput
        answerType={q.answerType}
        label={t('exercises.runner.yourAnswer')}
        value={value}
        onChange={onChange}
        disabled={disabled}
      />
    );
  if (q.isChoice === '2')
    return (
      <Textarea
        label={t('exercises.runner.yourAnswer')}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        disabled={disabled}
        autosize
        minRows={2}
        maxLength={limits.answer}
      />
    );
  if (q.isChoice === '1')
    return (
      <Checkbox.Group
        label={t('exercises.runner.yourAnswer')}
        description={t('exercises.runner.chooseAll')}
        value={selectedLetters(value)}
        onChange={(list) => onChange(joinLetters(list))}
      >
        <Stack gap="xs" mt="xs">
          {letters.map((letter) => (
            <Checkbox
              key={letter}
              value={letter}
              disabled={disabled}
              label={<ChoiceLabel letter={letter} html={textOf(q, letter)} />}
            />
          ))}
        </Stack>
      </Checkbox.Group>
    );
  return (
    <Radio.Group
      label={t('exercises.runner.yourAnswer')}
      description={t('exercises.runner.chooseOne')}
      value={selectedLetters(value)[0] ?? null}
      onChange={onChange}
    >
      <Stack gap="xs" mt="xs">
        {letters.map((letter) => (
          <Radio
            key={letter}
            value={letter}
            disabled={disabled}
            label={<ChoiceLabel letter={letter} html={textOf(q, letter)} />}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
