import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GradeSelect } from '../ui/GradeSelect';
import { PhoneInput } from '../ui/PhoneInput';
import type { ProfileValues } from './ProfileForm';

interface ProfileRoleFieldsProps {
  role: string;
  form: ProfileValues;
  onChange: (field: keyof ProfileValues, value: string) => void;
}

/** A parent's contact details or a student's school and grade. */
export function ProfileRoleFields({ role, form, onChange }: ProfileRoleFieldsProps) {
  const { t } = useTranslation();
  const text = (field: 'address' | 'city' | 'state' | 'country' | 'zip' | 'school') => (
    <TextInput
      label={t(`common.${field}`)}
      value={form[field]}
      onChange={(e) => onChange(field, e.currentTarget.value)}
    />
  );
  if (role === 'Parent')
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <PhoneInput value={form.phone} onChange={(v) => onChange('phone', v)} />
        {text('address')}
        {text('city')}
        {text('state')}
        {text('country')}
        {text('zip')}
      </SimpleGrid>
    );
  if (role === 'Student')
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {text('school')}
        <GradeSelect value={form.gradeInSchoolYear} onChange={(v) => onChange('gradeInSchoolYear', v)} />
      </SimpleGrid>
    );
  return null;
}
