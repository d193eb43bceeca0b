import { Stack, TextInput } from '@mantine/core';
import { limits } from '@quanta/validators';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The preview and the checker's maths (mathjs) it reads with: loaded when a typed number or expression is on
 * screen, or ahead of time by a screen that will show one (the runner, so the preview also works offline).
 */
export const loadTypedPreview = () => import('./TypedAnswerPreview');
const TypedAnswerPreview = lazy(loadTypedPreview);

interface TypedAnswerInputProps {
  answerType: 'number' | 'expression';
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** A one-line answer box for a number (with its unit) or an expression, with a live typeset preview. */
export function TypedAnswerInput({ answerType, label, value, onChange, disabled }: TypedAnswerInputProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <TextInput
        label={label}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        disabled={disabled}
        maxLength={limits.answer}
        placeholder={t(answerType === 'number' ? 'grading.numberPlaceholder' : 'grading.expressionPlaceholder')}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        inputMode="text"
      />
      <Suspense fallback={null}>
        <TypedAnswerPreview answerType={answerType} value={value} />
      </Suspense>
    </Stack>
  );
}
