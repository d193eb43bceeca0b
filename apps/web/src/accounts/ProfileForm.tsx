import { Button, Divider, Group, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { profileForm, profileNeedsCode } from '@quanta/validators';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type RouterOutputs, setUserInfo, type UserInfo } from '../session/storage';
import { trpc } from '../session/trpc';
import { CodeInput } from '../ui/CodeInput';
import { ErrorAlert } from '../ui/ErrorAlert';
import { NewPasswordInputs } from '../ui/NewPasswordInputs';
import { notifySuccess } from '../ui/notify';
import { SendCodeButton } from '../ui/SendCodeButton';
import { useMutationError } from '../ui/use-mutation-error';
import { firstProblem, useSchemaForm } from '../ui/use-schema-form';
import { useSendCode } from '../ui/use-send-code';
import { ProfileRoleFields } from './ProfileRoleFields';

/** The caller's profile with what the server lets them change (`can`). */
type Profile = RouterOutputs['user']['getUserProfile'];

function initialForm(p: UserInfo) {
  return {
    name: p.name,
    email: p.email,
    dependent: p.dependent,
    phone: p.phone,
    address: p.address,
    city: p.city,
    state: p.state,
    country: p.country,
    zip: p.zip,
    school: p.school,
    gradeInSchoolYear: p.gradeInSchoolYear == null ? '' : String(p.gradeInSchoolYear),
    currentPassword: '',
    password: '',
    confirmPassword: '',
    code: '',
  };
}

export type ProfileValues = ReturnType<typeof initialForm>;
export type ProfileFormState = UseFormReturnType<ProfileValues>;

export function ProfileForm({ profile, onSaved }: { profile: Profile; onSaved: () => void }) {
  const { t } = useTranslation();
  const form = useSchemaForm(initialForm(profile), profileForm(profile.role, profile.email));
  const [error, setError] = useState<string | null>(null);
  const save = trpc.user.updateUserProfile.useMutation({
    ...useMutationError(setError),
    onSuccess: (info) => {
      setUserInfo(info);
      notifySuccess(t('messages.profileUpdated'));
      onSaved();
    },
  });
  const sendCode = useSendCode(setError);
  const emailLocked = !profile.can.editEmail;

  const submit = ({ confirmPassword: _c, code, gradeInSchoolYear, ...fields }: ProfileValues) =>
    save.mutate({
      ...fields,
      id: profile._id,
      role: profile.role,
      code: code.trim() ? Number(code) : '',
      gradeInSchoolYear: gradeInSchoolYear ? Number(gradeInSchoolYear) : null,
    });

  return (
    <form onSubmit={form.onSubmit(submit, (errors) => setError(firstProblem(errors)))} noValidate>
      <Stack>
        <ErrorAlert message={error} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('common.name')} autoComplete="name" {...form.getInputProps('name')} />
          <TextInput
            label={t('common.email')}
            type="email"
            readOnly={emailLocked}
            variant={emailLocked ? 'filled' : 'default'}
            description={emailLocked ? t('profile.emailNote') : undefined}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...form.getInputProps('email')}
            onChange={(e) => form.setFieldValue('email', e.currentTarget.value.toLowerCase())}
          />
          <TextInput
            label={t('common.role')}
            readOnly
            variant="filled"
            value={t(`roles.${profile.role}`)}
            description={t('profile.roleNote')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
          {/* Teachers have no dependents: the box would only ever be empty. */}
          {profile.role !== 'Teacher' && (
            <TextInput
              label={t('common.dependent')}
              readOnly={!profile.can.editDependents}
              variant={profile.can.editDependents ? 'default' : 'filled'}
              description={profile.can.editDependents ? t('profile.dependentNote') : undefined}
              placeholder={profile.can.editDependents ? 'a@example.com;b@example.com' : undefined}
              {...form.getInputProps('dependent')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
            />
          )}
        </SimpleGrid>
        <ProfileRoleFields role={profile.role} form={form} />
        <Divider label={t('common.password')} labelPosition="left" />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <PasswordInput
            label={t('profile.currentPassword')}
            autoComplete="current-password"
            {...form.getInputProps('currentPassword')}
          />
          <NewPasswordInputs
            labels={[t('profile.newPassword'), t('profile.confirmNewPassword')]}
            password={form.getInputProps('password')}
            confirm={form.getInputProps('confirmPassword')}
          />
        </SimpleGrid>
        <Divider />
        <Group align="flex-end" wrap="nowrap">
          <CodeInput
            style={{ flex: 1 }}
            description={t(
              profileNeedsCode(form.getValues(), profile.email) ? 'profile.codeHint' : 'profile.codeOptional',
            )}
            {...form.getInputProps('code')}
          />
          <SendCodeButton label={t('profile.send')} onSend={() => sendCode(profile.email)} />
        </Group>
        <Button type="submit" loading={save.isPending} fullWidth>
          {t('common.submit')}
        </Button>
      </Stack>
    </form>
  );
}
