import { Badge, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { creditPercent } from './credits';

/** An answer's credit as a percentage: teal for full, yellow for part, red for a deduction. */
export function CreditBadge({ fraction }: { fraction: number }) {
  const { t } = useTranslation();
  const color = fraction >= 1 ? 'teal' : fraction > 0 ? 'yellow' : fraction < 0 ? 'red' : 'gray';
  return (
    <Badge variant="light" color={color} size="sm" style={{ flexShrink: 0 }}>
      {/* A bare number says nothing read aloud; the colour says nothing to many. */}
      <VisuallyHidden>{`${t('questions.edit.credit')}${t('app.colon')}`}</VisuallyHidden>
      {creditPercent(fraction)}
    </Badge>
  );
}
