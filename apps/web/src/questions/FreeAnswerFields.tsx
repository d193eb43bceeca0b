import { Alert, Button, Stack, Switch, TextInput } from '@mantine/core';
import { numberKey } from '@quanta/grading/free-text';
import { questionTypes } from '@quanta/validators';
import { useTranslation } from 'react-i18next';
import { AcceptedAnswers } from './AcceptedAnswers';
import { CorrectAnswerField } from './CorrectAnswerField';
import { FeedbackField } from './FeedbackField';
import { useProblemAt } from './problem-context';
import type { QuestionForm } from './question-form';
import { UnitRows } from './UnitRows';

interface FreeAnswerFieldsProps {
  form: QuestionForm;
  set: <K extends keyof QuestionForm>(field: K) => (value: QuestionForm[K]) => void;
}

/**
 * A free response's correct answer (full credit) with its feedback and tolerance, its other accepted
 * answers with their credits, a number's units, and whether a text answer is compared with case. A text
 * key that is a number (with a unit) offers the Number answer type, which grades within a tolerance.
 */
export function FreeAnswerFields({ form, set }: FreeAnswerFieldsProps) {
  const { t } = useTranslation();
  const answerType = form.grading.answerType;
  const isNumber = answerType === 'number';
  const correctProblem = useProblemAt('correctAnswer');
  const answersProblem = useProblemAt('body.answers');
  const unitsProblem = useProblemAt('body.units');
  const asNumber = answerType === 'text' ? numberKey(form.correctAnswer) : null;
  const gradeAsNumber = () => {
    if (!asNumber) return;
    set('grading')({ ...form.grading, answerType: 'number', unit: asNumber.unit || form.grading.unit });
    set('correctAnswer')(asNumber.number);
  };
  return (
    <Stack gap="md">
      <CorrectAnswerField
        isChoice={questionTypes.free}
        numChoice={0}
        answerType={answerType}
        value={form.correctAnswer}
        onChange={set('correctAnswer')}
        error={correctProblem}
      />
      {asNumber && (
        <Alert color="blue" title={t('questions.edit.numberKey')}>
          <Stack gap="xs" align="flex-start">
            {t('questions.edit.numberKeyHint')}
            <Button size="xs" variant="light" onClick={gradeAsNumber}>
              {asNumber.unit
                ? t('questions.edit.useNumberWithUnit', { number: asNumber.number, unit: asNumber.unit })
                : t('questions.edit.useNumber', { number: asNumber.number })}
            </Button>
          </Stack>
        </Alert>
      )}
      {isNumber && (
        <TextInput
          label={t('questions.edit.answerTolerance')}
          description={t('questions.edit.answerToleranceHint')}
          inputMode="decimal"
          value={form.correctTolerance}
          onChange={(e) => set('correctTolerance')(e.currentTarget.value)}
          maw={240}
        />
      )}
      <FeedbackField
        label={t('questions.edit.correctFeedback')}
        value={form.correctFeedback}
        onChange={set('correctFeedback')}
      />
      <AcceptedAnswers
        title={t('questions.edit.otherAnswers')}
        hint={t('questions.edit.otherAnswersHint')}
        answers={form.answers}
        onChange={set('answers')}
        isNumber={isNumber}
        first={2}
        error={answersProblem}
      />
      {isNumber && <UnitRows units={form.units} onChange={set('units')} error={unitsProblem} />}
      {answerType === 'text' && (
        <Switch
          label={t('questions.edit.caseSensitive')}
          checked={form.caseSensitive}
          onChange={(e) => set('caseSensitive')(e.currentTarget.checked)}
        />
      )}
    </Stack>
  );
}
