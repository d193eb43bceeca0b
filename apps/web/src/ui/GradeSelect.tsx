import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { limits } from '@quanta/validators';
import { useTranslation } from 'react-i18next';

const grades = Array.from({ length: limits.gradeMax - limits.gradeMin + 1 }, (_, i) => String(limits.gradeMin + i));

/** Grade 1–12 as a select; the value is the grade as a string, '' when none is chosen. */
export function GradeSelect({
  value,
  onChange,
  ...rest
}: Omit<NativeSelectProps, 'data' | 'onChange' | 'value'> & {
  value?: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      label={t('common.grade')}
      data={[{ value: '', label: t('common.gradePlaceholder'), disabled: true }, ...grades]}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      {...rest}
    />
  );
}
