import { Modal, Stack, TextInput } from '@mantine/core';
import { createUserForm, type Role } from '@quanta/validators';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../session/trpc';
import { DialogActions } from '../ui/DialogActions';
import { ErrorAlert } from '../ui/ErrorAlert';
import { NewPasswordInputs } from '../ui/NewPasswordInputs';
import { notifySuccess } from '../ui/notify';
import { RoleSelect } from '../ui/RoleSelect';
import { useMutationError } from '../ui/use-mutation-error';
import { firstProblem, useSchemaForm } from '../ui/use-schema-form';

const empty = { name: '', email: '', password: '', confirmPassword: '', role: 'Student' as Role };

export function CreateUserDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const form = useSchemaForm(empty, createUserForm);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    form.reset();
    setError(null);
    onClose();
  };

  const create = trpc.admin.createUser.useMutation({
    ...useMutationError(setError),
    onSuccess: async () => {
      notifySuccess(t('messages.addSuccess'));
      await utils.admin.getUsers.invalidate();
      close();
    },
  });

  const submit = ({ confirmPassword: _c, ...user }: typeof empty) => create.mutate(user);

  return (
    <Modal opened={opened} onClose={close} title={t('users.createTitle')} centered>
      <form onSubmit={form.onSubmit(submit, (errors) => setError(firstProblem(errors)))} noValidate>
        <Stack>
          <ErrorAlert message={error} />
          <TextInput label={t('common.name')} data-autofocus {...form.getInputProps('name')} />
          <TextInput label={t('common.email')} type="email" autoComplete="off" {...form.getInputProps('email')} />
          <NewPasswordInputs
            labels={[t('common.password'), t('common.confirmPassword')]}
            password={form.getInputProps('password')}
            confirm={form.getInputProps('confirmPassword')}
          />
          <RoleSelect value={form.values.role} onChange={(role) => form.setFieldValue('role', role)} />
          <DialogActions onCancel={close} saving={create.isPending} submitLabel={t('users.create')} />
        </Stack>
      </form>
    </Modal>
  );
}
