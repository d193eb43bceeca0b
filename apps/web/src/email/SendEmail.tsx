import { Alert, Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { isEmail, limits, normaliseEmail } from '@quanta/validators';
import { sendEmailForm } from '@quanta/validators/email-form';
import { IconSend, IconUserPlus, IconUsersGroup } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../richtext';
import { trpc } from '../session/trpc';
import { notifyError, notifySuccess } from '../ui/notify';
import { useMutationError } from '../ui/use-mutation-error';
import { firstProblem, useSchemaForm } from '../ui/use-schema-form';
import { ChipList } from './ChipList';
import { GroupPicker, type PickedGroup } from './GroupPicker';
import { RecipientPicker } from './RecipientPicker';

/** /admin/sendEmail: title, recipients (picked or typed), groups and rich content; Send waits for the outcome. */
export function SendEmail() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const form = useSchemaForm(
    { title: '', content: '', recipients: [] as string[], groups: [] as PickedGroup[] },
    sendEmailForm,
  );
  const { recipients, groups } = form.getValues();
  const [address, setAddress] = useState('');
  const [addressError, setAddressError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [picking, setPicking] = useState<'users' | 'groups' | null>(null);
  const send = trpc.admin.sendEmail.useMutation({
    ...useMutationError(setError),
    onSuccess: async (outcome) => {
      await utils.admin.getEmails.invalidate();
      if (outcome.status === 1) notifySuccess(t('messages.emailSent'));
      else if (outcome.status === 2) notifyError(t('messages.emailSendFailed'));
      else if (outcome.status === 3)
        notifyError(t('messages.emailPartlyFailed', { emails: outcome.failEmails.join(', ') }));
      else notifySuccess(t('messages.emailQueued'));
      void navigate({ to: '/admin/emailList' });
    },
  });

  const addRecipients = (emails: string[]) =>
    form.setFieldValue('recipients', (now) => [...new Set([...now, ...emails])]);
  const addTyped = () => {
    const email = normaliseEmail(address);
    if (!email) return;
    if (!isEmail(email)) return setAddressError(t('email.form.invalidAddress'));
    addRecipients([email]);
    setAddress('');
    setAddressError(null);
  };

  const submit = ({ title, content, recipients, groups }: ReturnType<typeof form.getValues>) =>
    send.mutate({
      title,
      content,
      recipient: recipients,
      emailGroup: groups.flatMap((g) => (g.classGroup ? [] : [g._id])),
      classGroups: groups.flatMap((g) => (g.classGroup ? [g.classGroup] : [])),
    });
  const trySend = form.onSubmit(submit, (errors) => setError(firstProblem(errors)));

  return (
    <Stack gap="md" maw={900} mx="auto" py="md">
      <Title order={1} size="h2">
        {t('email.sendTitle')}
      </Title>
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          {error && (
            <Alert color="red" variant="light">
              {error}
            </Alert>
          )}
          <TextInput label={t('email.form.title')} maxLength={limits.mailTitle} {...form.getInputProps('title')} />
          <Stack gap={6}>
            <Group justify="space-between" align="flex-end">
              <Title order={4} size="h5">
                {t('email.form.recipients')}
              </Title>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconUserPlus size={14} />}
                onClick={() => setPicking('users')}
              >
                {t('email.form.chooseRecipients')}
              </Button>
            </Group>
            <ChipList
              items={recipients.map((email) => ({ key: email, label: email }))}
              empty={t('email.form.noRecipients')}
              onRemove={(key) => form.setFieldValue('recipients', (now) => now.filter((e) => e !== key))}
            />
            <Group gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                aria-label={t('email.form.addAddress')}
                placeholder={t('email.form.addAddressPlaceholder')}
                value={address}
                error={addressError}
                maxLength={limits.email}
                onChange={(e) => setAddress(e.currentTarget.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    addTyped();
                  }
                }}
              />
              <Button variant="default" onClick={addTyped}>
                {t('email.form.add')}
              </Button>
            </Group>
          </Stack>
          <Stack gap={6}>
            <Group justify="space-between" align="flex-end">
              <Title order={4} size="h5">
                {t('email.form.groups')}
              </Title>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconUsersGroup size={14} />}
                onClick={() => setPicking('groups')}
              >
                {t('email.form.chooseGroups')}
              </Button>
            </Group>
            <ChipList
              items={groups.map((g) => ({
                key: g._id,
                label: `${g.name} (${t('email.form.members', { count: g.count })})`,
              }))}
              empty={t('email.form.noGroups')}
              onRemove={(key) => form.setFieldValue('groups', (now) => now.filter((g) => g._id !== key))}
            />
          </Stack>
          <RichTextEditor
            label={t('email.form.content')}
            value=""
            onChange={(html) => form.setFieldValue('content', html)}
            minHeight={200}
          />
          <Group justify="flex-end">
            <Button leftSection={<IconSend size={16} />} loading={send.isPending} onClick={() => trySend()}>
              {t('email.sendButton')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <RecipientPicker
        opened={picking === 'users'}
        onClose={() => setPicking(null)}
        onPick={(emails) => {
          addRecipients(emails);
          setPicking(null);
        }}
      />
      <GroupPicker
        opened={picking === 'groups'}
        onClose={() => setPicking(null)}
        chosen={groups}
        onPick={(picked) => {
          form.setFieldValue('groups', picked);
          setPicking(null);
        }}
      />
    </Stack>
  );
}
