import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GradeSelect } from '../ui/GradeSelect';
import { PhoneInput } from '../ui/PhoneInput';
import type { ProfileFormState } from './ProfileForm';

interface ProfileRoleFieldsProps {
  role: string;
  form: ProfileFormState;
}

/** A parent's contact details or a student's school and grade. */
export function ProfileRoleFields({ role, form }: ProfileRoleFieldsProps) {
  const { t } = useTranslation();
  const text = (field: 'address' | 'city' | 'state' | 'country' | 'zip' | 'school') => (
    <TextInput label={t(`common.${field}`)} {...form.getInputProps(field)} />
  );
  if (role === 'Parent')
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <PhoneInput {...form.getInputProps('phone')} />
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
        <GradeSelect {...form.getInputProps('gradeInSchoolYear')} />
      </SimpleGrid>
    );
  return null;
}
