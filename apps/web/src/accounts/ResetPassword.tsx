import { Alert, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { checkResetForm } from '@quanta/validators';
import { IconCircleCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { CodeInput } from '../ui/CodeInput';
import { ErrorAlert } from '../ui/ErrorAlert';
import { FormPage } from '../ui/FormPage';
import { AnchorLink, ButtonLink } from '../ui/links';
import { notifySuccess } from '../ui/notify';
import { SendCodeButton } from '../ui/SendCodeButton';

export function ResetPassword() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [form, setForm] = useState({ email: '', code: '', password: '', confirmPassword: '' });
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const sendEmail = trpc.login.sendEmail.useMutation();
  const reset = trpc.login.resetPassword.useMutation();
  const set = (field: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  const send = async () => {
    setError(null);
    if (!form.email.trim()) {
      setError(t('messages.pleaseEnterEmail'));
      return false;
    }
    try {
      await sendEmail.mutateAsync({ email: form.email });
      notifySuccess(t('messages.codeSent'));
      return true;
    } catch (err) {
      setError(errorText(err));
      return false;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkResetForm(form);
    setError(problem ? t(`messages.${problem}`) : null);
    if (problem) return;
    try {
      await reset.mutateAsync({ email: form.email, code: form.code, password: form.password });
      setDone(true);
    } catch (err) {
      setError(errorText(err));
    }
  };

  if (done)
    return (
      <FormPage title={t('reset.title')}>
        <Stack>
          <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />}>
            {t('messages.passwordReset')}
          </Alert>
          <ButtonLink to="/login">{t('reset.backToLogin')}</ButtonLink>
        </Stack>
      </FormPage>
    );

  return (
    <FormPage title={t('reset.title')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <ErrorAlert message={error} />
          <Group align="flex-end" wrap="nowrap">
            <TextInput
              label={t('common.email')}
              type="email"
              autoComplete="email"
              style={{ flex: 1 }}
              value={form.email}
              onChange={(e) => set('email')(e.currentTarget.value)}
            />
            <SendCodeButton label={t('common.sendCode')} onSend={send} />
          </Group>
          <CodeInput value={form.code} onChange={set('code')} />
          <PasswordInput
            label={t('reset.newPassword')}
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
          <Button type="submit" loading={reset.isPending} fullWidth>
            {t('reset.submit')}
          </Button>
          <AnchorLink to="/login" size="sm" ta="center">
            {t('reset.backToLogin')}
          </AnchorLink>
        </Stack>
      </form>
    </FormPage>
  );
}
