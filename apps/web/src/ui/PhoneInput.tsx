import { formatPhone, limits } from '@quanta/validators';
import { useTranslation } from 'react-i18next';
import { FilteredInput, type TextValueProps } from './FilteredInput';

/** A phone field that formats digits as 3-3-4 while typing. */
export function PhoneInput(props: TextValueProps) {
  const { t } = useTranslation();
  return (
    <FilteredInput
      label={t('common.phone')}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="415-555-0123"
      maxLength={limits.phone}
      filter={formatPhone}
      {...props}
    />
  );
}
