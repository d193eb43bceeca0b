import { PasswordInput, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GradeSelect } from '../ui/GradeSelect';
import type { StudentFields } from './familyForm';

interface StudentSectionProps {
  student: StudentFields;
  onChange: (field: keyof StudentFields, value: string) => void;
}

export function StudentSection({ student, onChange }: StudentSectionProps) {
  const { t } = useTranslation();
  const input = (field: keyof StudentFields) => ({
    value: student[field],
    onChange: (e: { currentTarget: { value: string } }) => onChange(field, e.currentTarget.value),
  });
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {t('register.studentSection')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={t('register.studentName')} autoComplete="off" {...input('name')} />
        <TextInput label={t('register.studentEmail')} type="email" autoComplete="off" {...input('email')} />
        <PasswordInput label={t('register.studentPassword')} autoComplete="new-password" {...input('password')} />
        <PasswordInput label={t('register.studentConfirm')} autoComplete="new-password" {...input('confirmPassword')} />
        <TextInput label={t('common.school')} {...input('school')} />
        <GradeSelect value={student.gradeInSchoolYear} onChange={(value) => onChange('gradeInSchoolYear', value)} />
      </SimpleGrid>
    </Stack>
  );
}
