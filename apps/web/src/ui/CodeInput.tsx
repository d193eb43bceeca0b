import { TextInput, type TextInputProps } from '@mantine/core';
import { limits } from '@quanta/validators';
import { useTranslation } from 'react-i18next';

/** The 6-digit e-mail code; only digits are kept. */
export function CodeInput({
  value,
  onChange,
  ...rest
}: Omit<TextInputProps, 'onChange' | 'value'> & {
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('common.code')}
      placeholder={t('common.codePlaceholder')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={limits.codeLength}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value.replace(/\D/g, ''))}
      {...rest}
    />
  );
}
