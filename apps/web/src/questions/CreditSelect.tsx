import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { creditOptions, creditValue } from './credits';

interface CreditSelectProps {
  /** The accessible name, e.g. "Credit for choice B"; the visible label is "Credit". */
  name: string;
  value: number;
  /** Offers the negative credits (a multi select's wrong choices). */
  negatives?: boolean;
  onChange: (fraction: number) => void;
}

/** An answer's credit from Moodle's list of fractions, shown as percentages. */
export function CreditSelect({ name, value, negatives = false, onChange }: CreditSelectProps) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      label={t('questions.edit.credit')}
      aria-label={name}
      data={creditOptions(negatives, value)}
      value={creditValue(value)}
      onChange={(e) => onChange(Number(e.currentTarget.value))}
      w={120}
    />
  );
}
