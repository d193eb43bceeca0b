import { SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GradeSelect } from '../ui/GradeSelect';
import { NewPasswordInputs } from '../ui/NewPasswordInputs';
import type { FamilyFormState } from './familyForm';

export function StudentSection({ form }: { form: FamilyFormState }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {t('register.studentSection')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={t('register.studentName')} autoComplete="off" {...form.getInputProps('student.name')} />
        <TextInput
          label={t('register.studentEmail')}
          type="email"
          autoComplete="off"
          {...form.getInputProps('student.email')}
        />
        <NewPasswordInputs
          labels={[t('register.studentPassword'), t('register.studentConfirm')]}
          password={form.getInputProps('student.password')}
          confirm={form.getInputProps('student.confirmPassword')}
        />
        <TextInput label={t('common.school')} {...form.getInputProps('student.school')} />
        <GradeSelect {...form.getInputProps('student.gradeInSchoolYear')} />
      </SimpleGrid>
    </Stack>
  );
}
