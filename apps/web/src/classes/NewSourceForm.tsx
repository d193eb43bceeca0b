import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { limits } from '@quanta/validators';
import { IconPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../session/trpc';
import { ErrorAlert } from '../ui/ErrorAlert';
import { notifySuccess } from '../ui/notify';
import { useMutationError } from '../ui/use-mutation-error';
import type { SourceChoice } from './class-form';

/** Adds a source to the teacher's list. */
export function NewSourceForm({ onCreated }: { onCreated: (source: SourceChoice) => void }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const form = useForm({ initialValues: { name: '' } });
  const [error, setError] = useState<string | null>(null);
  const create = trpc.teacher.createSource.useMutation({
    ...useMutationError(setError),
    onSuccess: (source) => {
      form.reset();
      onCreated(source);
      notifySuccess(t('messages.addSuccess'));
      return utils.teacher.getSourceList.invalidate();
    },
  });
  const name = form.getValues().name.trim();

  const submit = () => create.mutate({ name });

  // The picker sits in a portal inside the class form: its submit must not reach that form.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.stopPropagation();
    if (name) form.onSubmit(submit)(event);
    else event.preventDefault();
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap={6}>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            label={t('classes.sources.newName')}
            maxLength={limits.sourceName}
            {...form.getInputProps('name')}
            style={{ flex: 1 }}
          />
          <Button
            type="submit"
            variant="light"
            leftSection={<IconPlus size={16} />}
            loading={create.isPending}
            disabled={!name}
          >
            {t('classes.sources.add')}
          </Button>
        </Group>
        <ErrorAlert message={error} />
      </Stack>
    </form>
  );
}
