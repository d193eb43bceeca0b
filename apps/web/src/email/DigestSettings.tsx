import { Alert, Button, Group, Modal, NativeSelect, Stack, Switch, Tabs, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { isEmail, normaliseEmail } from '@quanta/validators';
import { IconEye } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { notifySuccess } from '../ui/notify';
import { useMutationError } from '../ui/use-mutation-error';

interface DigestSettingsProps {
  opened: boolean;
  onClose: () => void;
}

const zones = (): string[] => {
  const all = (Intl as { supportedValuesOf?: (k: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  return all.includes('UTC') ? all : ['UTC', ...all];
};

/** The weekly family digest: on or off, its day, hour and time zone, and a preview for one parent. */
export function DigestSettings({ opened, onClose }: DigestSettingsProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('email.digest.title')} size="lg">
      {opened && <DigestForm onSaved={onClose} />}
    </Modal>
  );
}

function DigestForm({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const current = trpc.admin.getDigestSettings.useQuery();
  const form = useForm({ initialValues: { enabled: false, day: 0, hour: 18, timeZone: 'UTC' } });
  const values = form.getValues();
  const [email, setEmail] = useState('');
  const [previewFor, setPreviewFor] = useState('');
  const preview = trpc.admin.previewDigest.useQuery({ email: previewFor }, { enabled: previewFor !== '' });
  const [error, setError] = useState<string | null>(null);
  const save = trpc.admin.setDigestSettings.useMutation({
    ...useMutationError(setError),
    onSuccess: () => {
      notifySuccess(t('messages.digestSettingsSaved'));
      onSaved();
    },
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the stored settings fill the form once (the form's setters change with its rules)
  useEffect(() => {
    if (current.data) form.setValues(current.data);
  }, [current.data]);

  const days = [0, 1, 2, 3, 4, 5, 6].map((d) => ({
    value: String(d),
    label: t(`email.digest.days.${d}` as 'email.digest.days.0'),
  }));
  const hours = Array.from({ length: 24 }, (_, h) => ({ value: String(h), label: `${String(h).padStart(2, '0')}:00` }));

  const submit = form.onSubmit((settings) => save.mutate(settings));

  return (
    <Tabs defaultValue="schedule">
      <Tabs.List>
        <Tabs.Tab value="schedule">{t('email.digest.schedule')}</Tabs.Tab>
        <Tabs.Tab value="preview">{t('email.digest.preview')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="schedule" pt="md">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('email.digest.intro')}
          </Text>
          {error && (
            <Alert color="red" variant="light">
              {error}
            </Alert>
          )}
          <Switch label={t('email.digest.enabled')} {...form.getInputProps('enabled', { type: 'checkbox' })} />
          <Group grow>
            <NativeSelect
              label={t('email.digest.day')}
              data={days}
              value={String(values.day)}
              onChange={(e) => form.setFieldValue('day', Number(e.currentTarget.value))}
            />
            <NativeSelect
              label={t('email.digest.hour')}
              data={hours}
              value={String(values.hour)}
              onChange={(e) => form.setFieldValue('hour', Number(e.currentTarget.value))}
            />
          </Group>
          <NativeSelect label={t('email.digest.timeZone')} data={zones()} {...form.getInputProps('timeZone')} />
          <Group justify="flex-end">
            <Button loading={save.isPending} disabled={!current.data} onClick={() => submit()}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="preview" pt="md">
        <Stack gap="md">
          <Group align="flex-end" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label={t('email.digest.parentEmail')}
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
            />
            <Button
              variant="light"
              leftSection={<IconEye size={16} />}
              disabled={!isEmail(normaliseEmail(email))}
              onClick={() => setPreviewFor(normaliseEmail(email))}
            >
              {t('email.digest.show')}
            </Button>
          </Group>
          {preview.error && (
            <Alert color="red" variant="light">
              {errorText(preview.error)}
            </Alert>
          )}
          {preview.data && (
            <Stack gap={4}>
              <Text fw={600}>{preview.data.subject}</Text>
              <iframe
                title={t('email.digest.preview')}
                sandbox=""
                srcDoc={preview.data.html}
                style={{ width: '100%', height: 420, border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
              />
            </Stack>
          )}
        </Stack>
      </Tabs.Panel>
    </Tabs>
  );
}
