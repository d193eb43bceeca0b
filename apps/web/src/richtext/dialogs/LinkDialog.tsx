import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
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
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (opened) {
      setUrl(initial ?? '');
      setError(null);
    }
  }, [opened, initial]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const safe = safeUrl(url);
    if (!safe) {
      setError(t('richtext.link.invalid'));
      return;
    }
    onSubmit(safe);
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('richtext.link.title')} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t('richtext.link.url')}
            description={t('richtext.link.urlHint')}
            placeholder="https://"
            value={url}
            onChange={(event) => {
              setUrl(event.currentTarget.value);
              setError(null);
            }}
            error={error}
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
