import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { editUserForm } from '@quanta/validators';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouterOutputs } from '../session/storage';
import { trpc } from '../session/trpc';
import { ErrorAlert } from '../ui/ErrorAlert';
import { ButtonLink } from '../ui/links';
import { NewPasswordInputs } from '../ui/NewPasswordInputs';
import { notifySuccess } from '../ui/notify';
import { RoleSelect } from '../ui/RoleSelect';
import { useMutationError } from '../ui/use-mutation-error';
import { firstProblem, useSchemaForm } from '../ui/use-schema-form';

type EditedUser = RouterOutputs['admin']['getUserById'];

function valuesOf(user: EditedUser) {
  const { name, email, isAdmin, role, dependent } = user;
  return { name, email, isAdmin, role, dependent, password: '', confirmPassword: '' };
}

export function EditUserForm({ user }: { user: EditedUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const form = useSchemaForm(valuesOf(user), editUserForm);
  const [error, setError] = useState<string | null>(null);
  const save = trpc.admin.updateUser.useMutation({
    ...useMutationError(setError),
    onSuccess: async () => {
      notifySuccess(t('messages.successfullySaved'));
      await utils.admin.invalidate();
      await navigate({ to: '/admin/userlist' });
    },
  });

  const submit = ({ confirmPassword: _c, ...fields }: ReturnType<typeof valuesOf>) =>
    save.mutate({ _id: user._id, ...fields });

  return (
    <form onSubmit={form.onSubmit(submit, (errors) => setError(firstProblem(errors)))} noValidate>
      <Stack>
        <ErrorAlert message={error} />
        <TextInput label={t('common.name')} {...form.getInputProps('name')} />
        <TextInput label={t('common.email')} type="email" autoComplete="off" {...form.getInputProps('email')} />
        <Checkbox label={t('users.isAdmin')} {...form.getInputProps('isAdmin', { type: 'checkbox' })} />
        <RoleSelect value={form.values.role} onChange={(role) => form.setFieldValue('role', role)} />
        <TextInput
          label={t('common.dependent')}
          description={t('profile.dependentNote')}
          disabled={form.values.role === 'Teacher'}
          {...form.getInputProps('dependent')}
        />
        <NewPasswordInputs
          labels={[t('common.password'), t('common.confirmPassword')]}
          description={t('users.passwordKeep')}
          password={form.getInputProps('password')}
          confirm={form.getInputProps('confirmPassword')}
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
