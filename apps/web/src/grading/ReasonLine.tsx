import { Text } from '@mantine/core';
import { type Reason, reasons } from '@quanta/grading/types';
import { useTranslation } from 'react-i18next';

const known = new Set<string>(reasons);

interface ReasonLineProps {
  reason: string | null | undefined;
  /** What the reason is about: the name an 'unknownVariable' reason found. */
  detail?: string | null | undefined;
  label?: boolean;
}

/**
 * The checker's reason for its verdict, in the reader's language; nothing for an unknown or absent one.
 * An 'unknownVariable' reason names the variable when the checker said which.
 */
export function ReasonLine({ reason, detail, label }: ReasonLineProps) {
  const { t } = useTranslation();
  if (!reason || !known.has(reason)) return null;
  const text =
    reason === 'unknownVariable' && detail
      ? t('grading.unknownVariableNamed', { name: detail })
      : t(`grading.reasons.${reason as Reason}`);
  return (
    <Text size="sm" data-testid="checker-reason">
      {label && (
        <Text span fw={600}>
          {t('grading.reason')}
          {t('app.colon')}
        </Text>
      )}
      {text}
    </Text>
  );
}

/** A student's parameter values as `v0 = 12, angle = 30`. */
export const variantText = (variant: Record<string, number> | null | undefined) =>
  variant
    ? Object.entries(variant)
        .map(([name, value]) => `${name} = ${value}`)
        .join(', ')
    : '';
