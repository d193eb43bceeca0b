import '@mantine/dates/styles.css';
import { Button, Group, NativeSelect, Paper, Stack, Switch, TextInput, Title } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { examDurations, type Language } from '@quanta/validators';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../richtext';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { ErrorAlert } from '../ui/ErrorAlert';
import { LanguageSelect } from '../ui/LanguageSelect';
import { notifySuccess } from '../ui/notify';
import { formFromHomework, type HomeworkForm, updateInput } from './homeworkForm';
import type { Homework } from './types';

/** Name, description, language, due date and exam settings; Update saves them. */
export function HomeworkDetails({ homework }: { homework: Homework }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const utils = trpc.useUtils();
  const save = trpc.teacher.updateHW.useMutation();
  const [form, setForm] = useState<HomeworkForm>(() => formFromHomework(homework));
  const [error, setError] = useState<string | null>(null);
  const set =
    <K extends keyof HomeworkForm>(field: K) =>
    (value: HomeworkForm[K]) =>
      setForm((f) => ({ ...f, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const saved = await save.mutateAsync(updateInput(homework._id, form, homework.numQuestions));
      utils.user.getHWById.setData({ id: homework._id }, saved);
      notifySuccess(t('messages.successfullySaved'));
      await utils.teacher.getHWByTeacher.invalidate();
    } catch (err) {
      setError(errorText(err));
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={3}>{t('homework.details')}</Title>
          <ErrorAlert message={error} />
          <TextInput
            label={t('homework.name')}
            value={form.name}
            onChange={(e) => set('name')(e.currentTarget.value)}
          />
          <RichTextEditor
            label={t('homework.description')}
            value={form.description}
            onChange={set('description')}
            minHeight={90}
          />
          <Group grow align="flex-start">
            <LanguageSelect value={form.language} onChange={(v) => set('language')(v as Language)} />
            <DateTimePicker
              label={t('homework.dueDate')}
              placeholder={t('homework.pickDueDate')}
              value={form.dueDate}
              onChange={set('dueDate')}
              valueFormat="YYYY-MM-DD HH:mm"
              clearable
              defaultTimeValue="23:40"
              timePickerProps={{ minutesStep: 20, withDropdown: true, format: '24h' }}
              submitButtonProps={{ 'aria-label': t('homework.confirmDate') }}
              clearButtonProps={{ 'aria-label': t('homework.clearDate') }}
            />
          </Group>
          <Group align="flex-end">
            <Switch
              label={t('homework.isExam')}
              checked={form.isExam}
              onChange={(e) => set('isExam')(e.currentTarget.checked)}
              mb={8}
            />
            <NativeSelect
              label={t('homework.examDuration')}
              disabled={!form.isExam}
              data={examDurations.map((m) => ({ value: String(m), label: t('homework.minutes', { count: m }) }))}
              value={form.examDuration}
              onChange={(e) => set('examDuration')(e.currentTarget.value)}
              w={200}
            />
          </Group>
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
