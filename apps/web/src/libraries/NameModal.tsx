import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { limits } from '@quanta/validators';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../session/errors';
import { ErrorAlert } from '../ui/ErrorAlert';

export interface NameRequest {
  title: string;
  initial: string;
  /** Saves the name; a thrown error is shown in the dialog. */
  save: (name: string) => Promise<unknown>;
}

/** The create and edit dialog of a library, chapter or section: one name field. */
export function NameModal({ request, onClose }: { request: NameRequest | null; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    setName(request?.initial ?? '');
    setError(null);
  }, [request]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!request) return;
    if (!name.trim()) {
      setError(t('libraries.nameRequired'));
      return;
    }
    setSaving(true);
    try {
      await request.save(name.trim());
      onClose();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened={request !== null} onClose={onClose} title={request?.title} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <ErrorAlert message={error} />
          <TextInput
            label={t('libraries.name')}
            data-autofocus
            maxLength={limits.libraryName}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
