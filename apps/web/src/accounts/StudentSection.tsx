import { SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GradeSelect } from '../ui/GradeSelect';
import { NewPasswordInputs } from '../ui/NewPasswordInputs';
import type { FamilyFormState, StudentFields } from './family-form';

export function StudentSection({ form }: { form: FamilyFormState }) {
  const { t } = useTranslation();
  const field = (name: keyof StudentFields) => form.getInputProps(`student.${name}`);
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('register.studentSection')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={t('register.studentName')} autoComplete="off" {...field('name')} />
        <TextInput label={t('register.studentEmail')} type="email" autoComplete="off" {...field('email')} />
        <NewPasswordInputs
          labels={[t('register.studentPassword'), t('register.studentConfirm')]}
          password={field('password')}
          confirm={field('confirmPassword')}
        />
        <TextInput label={t('common.school')} {...field('school')} />
        <GradeSelect {...field('gradeInSchoolYear')} />
      </SimpleGrid>
    </Stack>
  );
}
