import { Text } from '@mantine/core';
import { type AnswerType, answerTex } from '@quanta/grading';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { renderFormula } from '../richtext/formulas';

/** What the student typed, typeset as the checker reads it, under the answer box; says so when unreadable. */
export default function TypedAnswerPreview({ answerType, value }: { answerType: AnswerType; value: string }) {
  const { t } = useTranslation();
  const tex = useMemo(() => answerTex(answerType, value), [answerType, value]);
  if (value.trim() === '') return null;
  return (
    <Text size="sm" aria-live="polite" data-testid="typed-preview" style={{ overflowX: 'auto' }}>
      <Text span c="dimmed">
        {t('grading.typedPreview')}
        {t('app.colon')}
      </Text>
      {tex === null ? (
        <Text span c="orange">
          {t('grading.unreadable')}
        </Text>
      ) : (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: KaTeX markup of TeX built by the checker from the typed text.
        <span dangerouslySetInnerHTML={{ __html: renderFormula(tex) }} />
      )}
    </Text>
  );
}
