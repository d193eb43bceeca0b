import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { safeUrl } from '../url';

/** Asks for a link's address; only http, https and mailto are taken. */
export function LinkDialog({
  opened,
  initial,
  onClose,
  onSubmit,
  onRemove,
}: {
  opened: boolean;
  initial: string | null;
  onClose: () => void;
  onSubmit: (url: string) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: { url: '' },
    validate: { url: (value) => (safeUrl(value) ? null : t('richtext.link.invalid')) },
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: each opening starts from the link given (the form object is new on every render)
  useEffect(() => {
    if (opened) {
      form.setValues({ url: initial ?? '' });
      form.clearErrors();
    }
  }, [opened, initial]);

  const submit = form.onSubmit(({ url }) => {
    const safe = safeUrl(url);
    if (safe) onSubmit(safe);
  });

  return (
    <Modal opened={opened} onClose={onClose} title={t('richtext.link.title')} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t('richtext.link.url')}
            description={t('richtext.link.urlHint')}
            placeholder="https://"
            {...form.getInputProps('url')}
            data-autofocus
          />
          <Group justify="space-between">
            {initial ? (
              <Button variant="subtle" color="red" onClick={onRemove}>
                {t('richtext.link.remove')}
              </Button>
            ) : (
              <span />
            )}
            <Group gap="xs">
              <Button variant="default" onClick={onClose}>
                {t('richtext.cancel')}
              </Button>
              <Button type="submit">{t('richtext.save')}</Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
