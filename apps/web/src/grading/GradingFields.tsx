import { Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { GradingForm } from './form';
import { paramsOf } from './form';

// The checker (mathjs) loads only when the editor shows the samples.
const GradingSamples = lazy(() => import('./GradingSamples'));

interface GradingFieldsProps {
  form: GradingForm;
  /** The question as typed, for the sample variants. */
  question: { isChoice: string; qText: string; correctAnswer: string };
  set: <K extends keyof GradingForm>(field: K) => (value: GradingForm[K]) => void;
}

/**
 * A free response's grading (answer type; tolerance, unit and significant figures for a number) and
 * any question's parameters, with two sample variants as two students would see them.
 */
export function GradingFields({ form, question, set }: GradingFieldsProps) {
  const { t } = useTranslation();
  const free = question.isChoice === '2';
  const params = paramsOf(form);
  return (
    <Stack gap="md">
      {free && (
        <NativeSelect
          label={t('grading.answerType')}
          data={(['text', 'number', 'expression'] as const).map((v) => ({
            value: v,
            label: t(`grading.answerTypes.${v}`),
          }))}
          value={form.answerType}
          onChange={(e) => set('answerType')(e.currentTarget.value as GradingForm['answerType'])}
        />
      )}
      {free && form.answerType === 'number' && (
        <>
          <Group grow align="flex-start">
            <TextInput
              label={t('grading.tolerance')}
              description={t('grading.toleranceHint')}
              inputMode="decimal"
              value={form.tolerance}
              onChange={(e) => set('tolerance')(e.currentTarget.value)}
            />
            <NativeSelect
              label={t('grading.toleranceType')}
              data={(['relative', 'absolute'] as const).map((v) => ({
                value: v,
                label: t(`grading.toleranceTypes.${v}`),
              }))}
              value={form.toleranceType}
              onChange={(e) => set('toleranceType')(e.currentTarget.value as GradingForm['toleranceType'])}
            />
          </Group>
          <Group grow align="flex-start">
            <TextInput
              label={t('grading.unit')}
              description={t('grading.unitHint')}
              value={form.unit}
              onChange={(e) => set('unit')(e.currentTarget.value)}
            />
            <TextInput
              label={t('grading.sigFigs')}
              description={t('grading.sigFigsHint')}
              inputMode="numeric"
              value={form.sigFigs}
              onChange={(e) => set('sigFigs')(e.currentTarget.value)}
            />
          </Group>
        </>
      )}
      <TextInput
        label={t('grading.params')}
        description={t('grading.paramsHint')}
        value={form.paramsText}
        error={params === null ? t('grading.paramsUnreadable') : undefined}
        onChange={(e) => set('paramsText')(e.currentTarget.value)}
      />
      {params && params.length > 0 && (
        <Suspense fallback={null}>
          <GradingSamples form={form} params={params} question={question} />
        </Suspense>
      )}
    </Stack>
  );
}
