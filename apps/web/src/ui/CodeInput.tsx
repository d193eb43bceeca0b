import { limits } from '@quanta/validators';
import { useTranslation } from 'react-i18next';
import { FilteredInput, type TextValueProps } from './FilteredInput';

const digits = (text: string) => text.replace(/\D/g, '');

/** The 6-digit e-mail code; only digits are kept. */
export function CodeInput(props: TextValueProps) {
  const { t } = useTranslation();
  return (
    <FilteredInput
      label={t('common.code')}
      placeholder={t('common.codePlaceholder')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={limits.codeLength}
      filter={digits}
      {...props}
    />
  );
}
