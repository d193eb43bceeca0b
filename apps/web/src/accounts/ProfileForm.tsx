import { Button, Divider, Group, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { checkProfileForm } from '@quanta/validators';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../session/errors';
import { type RouterOutputs, setUserInfo, type UserInfo } from '../session/storage';

/** The caller's profile with what the server lets them change (`can`). */
type Profile = RouterOutputs['user']['getUserProfile'];

import { trpc } from '../session/trpc';
import { CodeInput } from '../ui/CodeInput';
import { ErrorAlert } from '../ui/ErrorAlert';
import { notifySuccess } from '../ui/notify';
import { SendCodeButton } from '../ui/SendCodeButton';
import { ProfileRoleFields } from './ProfileRoleFields';

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

export function ProfileForm({ profile, onSaved }: { profile: Profile; onSaved: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [form, setForm] = useState(() => initialForm(profile));
  const [error, setError] = useState<string | null>(null);
  const sendEmail = trpc.login.sendEmail.useMutation();
  const save = trpc.user.updateUserProfile.useMutation();
  const set = (field: keyof ProfileValues, value: string) => setForm((f) => ({ ...f, [field]: value }));
  const emailLocked = !profile.can.editEmail;

  const send = async () => {
    setError(null);
    try {
      await sendEmail.mutateAsync({ email: profile.email });
      notifySuccess(t('messages.codeSent'));
      return true;
    } catch (err) {
      setError(errorText(err));
      return false;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkProfileForm({ ...form, role: profile.role });
    setError(problem ? t(`messages.${problem}`) : null);
    if (problem) return;
    const { confirmPassword: _c, code, gradeInSchoolYear, ...fields } = form;
    try {
      const info = await save.mutateAsync({
        ...fields,
        id: profile._id,
        role: profile.role,
        code: Number(code),
        gradeInSchoolYear: gradeInSchoolYear ? Number(gradeInSchoolYear) : null,
      });
      setUserInfo(info);
      notifySuccess(t('messages.profileUpdated'));
      onSaved();
    } catch (err) {
      setError(errorText(err));
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <ErrorAlert message={error} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('common.name')}
            autoComplete="name"
            value={form.name}
            onChange={(e) => set('name', e.currentTarget.value)}
          />
          <TextInput
            label={t('common.email')}
            type="email"
            readOnly={emailLocked}
            variant={emailLocked ? 'filled' : 'default'}
            description={emailLocked ? t('profile.emailNote') : undefined}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            value={form.email}
            onChange={(e) => set('email', e.currentTarget.value.toLowerCase())}
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
              value={form.dependent}
              onChange={(e) => set('dependent', e.currentTarget.value)}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
            />
          )}
        </SimpleGrid>
        <ProfileRoleFields role={profile.role} form={form} onChange={set} />
        <Divider label={t('common.password')} labelPosition="left" />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <PasswordInput
            label={t('profile.currentPassword')}
            autoComplete="current-password"
            value={form.currentPassword}
            onChange={(e) => set('currentPassword', e.currentTarget.value)}
          />
          <PasswordInput
            label={t('profile.newPassword')}
            autoComplete="new-password"
            value={form.password}
            onChange={(e) => set('password', e.currentTarget.value)}
          />
          <PasswordInput
            label={t('profile.confirmNewPassword')}
            autoComplete="new-password"
            value={form.confirmPassword}
            onChange={(e) => set('confirmPassword', e.currentTarget.value)}
          />
        </SimpleGrid>
        <Divider />
        <Group align="flex-end" wrap="nowrap">
          <CodeInput
            style={{ flex: 1 }}
            description={t('profile.codeHint')}
            value={form.code}
            onChange={(v) => set('code', v)}
          />
          <SendCodeButton label={t('profile.send')} onSend={send} />
        </Group>
        <Button type="submit" loading={save.isPending} fullWidth>
          {t('common.submit')}
        </Button>
      </Stack>
    </form>
  );
}
