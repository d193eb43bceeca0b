import { Button, Group, Stack, TextInput } from '@mantine/core';
import { limits } from '@quanta/validators';
import { IconPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { ErrorAlert } from '../ui/ErrorAlert';
import { notifySuccess } from '../ui/notify';
import type { SourceChoice } from './classForm';

/** Adds a source to the teacher's list. */
export function NewSourceForm({ onCreated }: { onCreated: (source: SourceChoice) => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const utils = trpc.useUtils();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = trpc.teacher.createSource.useMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The picker sits in a portal inside the class form: its submit must not reach that form.
    event.stopPropagation();
    if (!name.trim()) return;
    setError(null);
    try {
      const source = await create.mutateAsync({ name: name.trim() });
      notifySuccess(t('messages.addSuccess'));
      setName('');
      onCreated(source);
      await utils.teacher.getSourceList.invalidate();
    } catch (err) {
      setError(errorText(err));
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={6}>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            label={t('classes.sources.newName')}
            maxLength={limits.sourceName}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button
            type="submit"
            variant="light"
            leftSection={<IconPlus size={16} />}
            loading={create.isPending}
            disabled={!name.trim()}
          >
            {t('classes.sources.add')}
          </Button>
        </Group>
        <ErrorAlert message={error} />
      </Stack>
    </form>
  );
}
