import '@mantine/dates/styles.css';
import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { examDurations } from '@quanta/validators';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../richtext';
import { trpc } from '../session/trpc';
import { ErrorAlert } from '../ui/ErrorAlert';
import { formValue } from '../ui/form-value';
import { LanguageSelect } from '../ui/LanguageSelect';
import { notifySuccess } from '../ui/notify';
import { useMutationError } from '../ui/use-mutation-error';
import { formFromHomework, type HomeworkForm, updateInput, windowClosesTooEarly } from './homework-form';
import type { Homework } from './types';

/** Name, description, language, due date, exam settings, shuffling and photos of working; Update saves them. */
export function HomeworkDetails({ homework }: { homework: Homework }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const form = useForm<HomeworkForm>({
    initialValues: formFromHomework(homework),
    validate: { closesAt: (_, values) => (windowClosesTooEarly(values) ? t('homework.closesBeforeOpens') : null) },
    validateInputOnChange: ['closesAt'],
    // A new opening time (or the exam switch) may settle the closing time's error.
    onValuesChange: () => {
      if (form.errors.closesAt) form.validateField('closesAt');
    },
  });
  const [error, setError] = useState<string | null>(null);
  const save = trpc.teacher.updateHW.useMutation({
    ...useMutationError(setError),
    onSuccess: (saved) => {
      utils.user.getHWById.setData({ id: homework._id }, saved);
      notifySuccess(t('messages.successfullySaved'));
      return utils.teacher.getHWByTeacher.invalidate();
    },
  });

  const submit = (values: HomeworkForm) => save.mutate(updateInput(homework._id, values, homework.numQuestions));
  const values = form.getValues();
  // Every date of the form: picked to the minute in 20-minute steps (the spec's due date picker), clearable.
  const pickerProps = {
    valueFormat: 'YYYY-MM-DD HH:mm',
    clearable: true,
    timePickerProps: { minutesStep: 20, withDropdown: true, format: '24h' as const },
    submitButtonProps: { 'aria-label': t('homework.confirmDate') },
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3">
            {t('homework.details')}
          </Title>
          <ErrorAlert message={error} />
          <TextInput label={t('homework.name')} {...form.getInputProps('name')} />
          <RichTextEditor label={t('homework.description')} {...formValue(form, 'description')} minHeight={90} />
          <Group grow align="flex-start">
            <LanguageSelect {...formValue(form, 'language')} />
            <DateTimePicker
              label={t('homework.dueDate')}
              placeholder={t('homework.pickDueDate')}
              {...form.getInputProps('dueDate')}
              {...pickerProps}
              defaultTimeValue="23:40"
              clearButtonProps={{ 'aria-label': t('homework.clearDate') }}
            />
          </Group>
          <Group align="flex-end">
            <Switch label={t('homework.isExam')} {...form.getInputProps('isExam', { type: 'checkbox' })} mb={8} />
            <NativeSelect
              label={t('homework.examDuration')}
              disabled={!values.isExam}
              data={examDurations.map((m) => ({ value: String(m), label: t('homework.minutes', { count: m }) }))}
              {...form.getInputProps('examDuration')}
              w={200}
            />
          </Group>
          {values.isExam && (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <DateTimePicker
                label={t('homework.opensAt')}
                placeholder={t('homework.pickDueDate')}
                {...form.getInputProps('opensAt')}
                {...pickerProps}
                defaultTimeValue="08:00"
                clearButtonProps={{ 'aria-label': t('homework.clearOpensAt') }}
              />
              <DateTimePicker
                label={t('homework.closesAt')}
                placeholder={t('homework.pickDueDate')}
                {...form.getInputProps('closesAt')}
                {...pickerProps}
                defaultTimeValue="23:40"
                clearButtonProps={{ 'aria-label': t('homework.clearClosesAt') }}
              />
            </SimpleGrid>
          )}
          <Stack gap="sm">
            <Switch
              label={t('homework.shuffleQuestions')}
              description={t('homework.shuffleQuestionsText')}
              {...form.getInputProps('shuffleQuestions', { type: 'checkbox' })}
            />
            <Switch
              label={t('homework.shuffleChoices')}
              description={t('homework.shuffleChoicesText')}
              {...form.getInputProps('shuffleChoices', { type: 'checkbox' })}
            />
            <Switch
              label={t('homework.workPhotos')}
              description={t('homework.workPhotosText')}
              {...form.getInputProps('workPhotos', { type: 'checkbox' })}
            />
          </Stack>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} />}>
              {t('homework.update')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
