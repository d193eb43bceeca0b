import { Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { createLibraryInput, limits } from '@quanta/validators';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../session/errors';
import { DialogActions } from '../ui/DialogActions';
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
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // The shared schema decides what a name may be; the dialog words its one refusal.
  const form = useForm({
    initialValues: { name: '' },
    validate: {
      name: (value) =>
        createLibraryInput.shape.name.safeParse(value.trim()).success ? null : t('libraries.nameRequired'),
    },
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new request starts the form over (the form's setters change with its rules)
  useEffect(() => {
    form.setValues({ name: request?.initial ?? '' });
    form.resetDirty();
    setError(null);
  }, [request]);

  const save = async ({ name }: { name: string }) => {
    if (!request) return;
    setError(null);
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
      <form onSubmit={form.onSubmit(save, (errors) => setError(String(errors.name)))} noValidate>
        <Stack>
          <ErrorAlert message={error} />
          <TextInput
            label={t('libraries.name')}
            data-autofocus
            maxLength={limits.libraryName}
            {...form.getInputProps('name')}
            error={undefined}
          />
          <DialogActions onCancel={onClose} saving={saving} />
        </Stack>
      </form>
    </Modal>
  );
}
