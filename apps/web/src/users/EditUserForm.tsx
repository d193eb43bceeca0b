import { Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { checkEditUserForm } from '@quanta/validators';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../session/errors';
import type { RouterOutputs } from '../session/storage';
import { trpc } from '../session/trpc';
import { ErrorAlert } from '../ui/ErrorAlert';
import { ButtonLink } from '../ui/links';
import { notifySuccess } from '../ui/notify';
import { RoleSelect } from '../ui/RoleSelect';

type EditedUser = RouterOutputs['admin']['getUserById'];

export function EditUserForm({ user }: { user: EditedUser }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [form, setForm] = useState({
    name: user.name,
    email: user.email,
    isAdmin: user.isAdmin,
    role: user.role,
    dependent: user.dependent,
    password: '',
    confirmPassword: '',
  });
  const [error, setError] = useState<string | null>(null);
  const save = trpc.admin.updateUser.useMutation();
  const set = (field: 'name' | 'email' | 'dependent' | 'password' | 'confirmPassword') => (value: string) =>
    setForm((f) => ({ ...f, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkEditUserForm(form);
    setError(problem ? t(`messages.${problem}`) : null);
    if (problem) return;
    const { confirmPassword: _c, ...fields } = form;
    try {
      await save.mutateAsync({ _id: user._id, ...fields });
      notifySuccess(t('messages.successfullySaved'));
      await utils.admin.invalidate();
      await navigate({ to: '/admin/userlist' });
    } catch (err) {
      setError(errorText(err));
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <ErrorAlert message={error} />
        <TextInput label={t('common.name')} value={form.name} onChange={(e) => set('name')(e.currentTarget.value)} />
        <TextInput
          label={t('common.email')}
          type="email"
          autoComplete="off"
          value={form.email}
          onChange={(e) => set('email')(e.currentTarget.value)}
        />
        <Checkbox
          label={t('users.isAdmin')}
          checked={form.isAdmin}
          onChange={(e) => {
            const isAdmin = e.currentTarget.checked;
            setForm((f) => ({ ...f, isAdmin }));
          }}
        />
        <RoleSelect value={form.role} onChange={(role) => setForm((f) => ({ ...f, role }))} />
        <TextInput
          label={t('common.dependent')}
          description={t('profile.dependentNote')}
          disabled={form.role === 'Teacher'}
          value={form.dependent}
          onChange={(e) => set('dependent')(e.currentTarget.value)}
        />
        <PasswordInput
          label={t('common.password')}
          description={t('users.passwordKeep')}
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
        <Group justify="flex-end">
          <ButtonLink to="/admin/userlist" variant="default">
            {t('common.cancel')}
          </ButtonLink>
          <Button type="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
