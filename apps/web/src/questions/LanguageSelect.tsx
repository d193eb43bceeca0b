import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * English or Chinese as a native select; `withAll` adds "All languages" (value `''`) for list filters.
 * The labels are the languages' own names.
 */
export function LanguageSelect({
  value,
  onChange,
  withAll = false,
  label,
  ...rest
}: Omit<NativeSelectProps, 'data' | 'onChange' | 'value'> & {
  value: string;
  onChange: (value: string) => void;
  withAll?: boolean;
}) {
  const { t } = useTranslation();
  const data = [
    ...(withAll ? [{ value: '', label: t('questions.allLanguages') }] : []),
    { value: 'en', label: 'English' },
    { value: 'zh', label: '中文' },
  ];
  return (
    <NativeSelect
      label={label ?? t('questions.language')}
      data={data}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      {...rest}
    />
  );
}
