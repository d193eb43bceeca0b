import { Button, Group, Modal, PasswordInput, Stack, TextInput } from '@mantine/core';
import { checkCreateUserForm, type Role } from '@quanta/validators';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { ErrorAlert } from '../ui/ErrorAlert';
import { notifySuccess } from '../ui/notify';
import { RoleSelect } from '../ui/RoleSelect';

const empty = { name: '', email: '', password: '', confirmPassword: '', role: 'Student' as Role };

export function CreateUserDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const utils = trpc.useUtils();
  const [form, setForm] = useState(empty);
  const [error, setError] = useState<string | null>(null);
  const create = trpc.admin.createUser.useMutation();
  const set = (field: 'name' | 'email' | 'password' | 'confirmPassword') => (value: string) =>
    setForm((f) => ({ ...f, [field]: value }));

  const close = () => {
    setForm(empty);
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkCreateUserForm(form);
    setError(problem ? t(`messages.${problem}`) : null);
    if (problem) return;
    try {
      await create.mutateAsync({ name: form.name, email: form.email, password: form.password, role: form.role });
      notifySuccess(t('messages.addSuccess'));
      await utils.admin.getUsers.invalidate();
      close();
    } catch (err) {
      setError(errorText(err));
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={t('users.createTitle')} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <ErrorAlert message={error} />
          <TextInput
            label={t('common.name')}
            data-autofocus
            value={form.name}
            onChange={(e) => set('name')(e.currentTarget.value)}
          />
          <TextInput
            label={t('common.email')}
            type="email"
            autoComplete="off"
            value={form.email}
            onChange={(e) => set('email')(e.currentTarget.value)}
          />
          <PasswordInput
            label={t('common.password')}
            autoComplete="new-password"
            value={form.password}
            onChange={(e) => set('password')(e.currentTarget.value)}
          />
          <PasswordInput
            label={t('common.confirmPassword')}
            autoComplete="new-password"
            value={form.confirmPassword}
            onChange={(e) => set('confirmPassword')(e.currentTarget.value)}
          />
          <RoleSelect value={form.role} onChange={(role) => setForm((f) => ({ ...f, role }))} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('users.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
