import { TextInput, type TextInputProps } from '@mantine/core';
import { formatPhone, limits } from '@quanta/validators';
import { useTranslation } from 'react-i18next';

/** A phone field that formats digits as 3-3-4 while typing. */
export function PhoneInput({
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
      label={t('common.phone')}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="415-555-0123"
      maxLength={limits.phone}
      value={value}
      onChange={(event) => onChange(formatPhone(event.currentTarget.value))}
      {...rest}
    />
  );
}
