import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { type Role, roles } from '@quanta/validators';
import { useTranslation } from 'react-i18next';

/** Student, Parent or Teacher, labelled in the current language. */
export function RoleSelect({
  value,
  onChange,
  ...rest
}: Omit<NativeSelectProps, 'data' | 'onChange' | 'value'> & {
  value: Role;
  onChange: (value: Role) => void;
}) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      label={t('common.role')}
      data={roles.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value as Role)}
      {...rest}
    />
  );
}
