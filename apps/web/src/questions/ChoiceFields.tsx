import { Group, NativeSelect, Stack } from '@mantine/core';
import { choiceCounts, questionTypes } from '@quanta/validators';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../richtext';
import { CorrectAnswerField } from './CorrectAnswerField';
import { answerKey, choiceLettersFor } from './choices';
import type { QuestionForm } from './question-form';

interface ChoiceFieldsProps {
  form: QuestionForm;
  set: <K extends keyof QuestionForm>(field: K) => (value: QuestionForm[K]) => void;
}

/** Type, number of choices, the choices (E only with five) and the correct answer. */
export function ChoiceFields({ form, set }: ChoiceFieldsProps) {
  const { t } = useTranslation();
  const isChoice = Number(form.isChoice);
  const select = isChoice !== questionTypes.free;
  return (
    <Stack gap="md">
      <Group grow align="flex-start">
        <NativeSelect
          label={t('questions.type')}
          data={[
            { value: '0', label: t('questions.typeSingle') },
            { value: '1', label: t('questions.typeMulti') },
            { value: '2', label: t('questions.typeFree') },
          ]}
          value={form.isChoice}
          onChange={(e) => set('isChoice')(e.currentTarget.value as QuestionForm['isChoice'])}
        />
        {select && (
          <NativeSelect
            label={t('questions.numChoice')}
            data={choiceCounts.map(String)}
            value={form.numChoice}
            onChange={(e) => set('numChoice')(e.currentTarget.value as QuestionForm['numChoice'])}
          />
        )}
      </Group>
      {select &&
        choiceLettersFor(form.numChoice).map((letter) => (
          <RichTextEditor
            key={letter}
            label={t('questions.answer', { letter })}
            value={form[answerKey(letter)]}
            onChange={set(answerKey(letter))}
            minHeight={60}
          />
        ))}
      <CorrectAnswerField
        isChoice={isChoice}
        numChoice={Number(form.numChoice)}
        answerType={form.grading.answerType}
        value={form.correctAnswer}
        onChange={set('correctAnswer')}
      />
    </Stack>
  );
}
