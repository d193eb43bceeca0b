import { NativeSelect, Stack, Text } from '@mantine/core';
import { questionTypes } from '@quanta/validators';
import { useTranslation } from 'react-i18next';
import { ClozeFields } from './ClozeFields';
import { FreeAnswerFields } from './FreeAnswerFields';
import { MatchingFields } from './MatchingFields';
import type { QuestionForm, QuestionTypeKey } from './question-form';
import { questionTypeKeys, typeLabelKeys } from './question-types';
import { SelectChoiceFields } from './SelectChoiceFields';
import { TrueFalseFields } from './TrueFalseFields';

interface ChoiceFieldsProps {
  form: QuestionForm;
  set: <K extends keyof QuestionForm>(field: K) => (value: QuestionForm[K]) => void;
  /** A cloze question's part added, with its marker at the end of the text. */
  onInsertPart: () => void;
  /** A cloze question's part `n` removed, with its marker. */
  onRemovePart: (n: number) => void;
}

/** The question type and what answers it: choices, true or false, accepted answers, pairs or parts. */
export function ChoiceFields({ form, set, onInsertPart, onRemovePart }: ChoiceFieldsProps) {
  const { t } = useTranslation();
  const type = Number(form.isChoice);
  return (
    <Stack gap="md">
      <NativeSelect
        label={t('questions.type')}
        data={questionTypeKeys.map((value) => ({ value, label: t(`questions.${typeLabelKeys[value]}`) }))}
        value={form.isChoice}
        onChange={(e) => set('isChoice')(e.currentTarget.value as QuestionTypeKey)}
      />
      {(type === questionTypes.single || type === questionTypes.multi) && (
        <SelectChoiceFields isChoice={type} choices={form.choices} onChange={set('choices')} />
      )}
      {type === questionTypes.trueFalse && (
        <TrueFalseFields
          answer={form.trueAnswer}
          feedback={form.trueFalseFeedback}
          onAnswer={set('trueAnswer')}
          onFeedback={set('trueFalseFeedback')}
        />
      )}
      {type === questionTypes.free && <FreeAnswerFields form={form} set={set} />}
      {type === questionTypes.matching && (
        <MatchingFields
          pairs={form.pairs}
          distractors={form.distractors}
          onPairs={set('pairs')}
          onDistractors={set('distractors')}
        />
      )}
      {type === questionTypes.cloze && (
        <ClozeFields parts={form.parts} onChange={set('parts')} onInsert={onInsertPart} onRemove={onRemovePart} />
      )}
      {type === questionTypes.description && (
        <Text size="sm" c="dimmed">
          {t('questions.edit.descriptionHint')}
        </Text>
      )}
    </Stack>
  );
}
