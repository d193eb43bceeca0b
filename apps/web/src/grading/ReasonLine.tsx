import { Text } from '@mantine/core';
import { type Reason, reasons } from '@quanta/grading/types';
import { useTranslation } from 'react-i18next';

const known = new Set<string>(reasons);

/** The checker's reason for its verdict, in the reader's language; nothing for an unknown or absent one. */
export function ReasonLine({ reason, label }: { reason: string | null | undefined; label?: boolean }) {
  const { t } = useTranslation();
  if (!reason || !known.has(reason)) return null;
  return (
    <Text size="sm" data-testid="checker-reason">
      {label && (
        <Text span fw={600}>
          {t('grading.reason')}
          {t('app.colon')}
        </Text>
      )}
      {t(`grading.reasons.${reason as Reason}`)}
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
