import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../session/errors';
import { homeFor } from '../session/navigation';
import { getUserInfo, setUserInfo, setVerifyPending } from '../session/storage';
import { trpc } from '../session/trpc';
import { CodeInput } from '../ui/CodeInput';
import { ErrorAlert } from '../ui/ErrorAlert';
import { FormPage } from '../ui/FormPage';
import { notifySuccess } from '../ui/notify';
import { SendCodeButton } from '../ui/SendCodeButton';

/** E-mail verification by code, reached after sign-in when the e-mail is not yet verified. */
export function Verify() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  // Signed out, this screen is the code sign-in (the way round a password delay).
  const [signedIn] = useState(() => getUserInfo() !== null);
  const [email, setEmail] = useState(() => getUserInfo()?.email ?? '');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const sendEmail = trpc.login.sendEmail.useMutation();
  const verify = trpc.public.verifyEmail.useMutation();

  const send = async () => {
    setError(null);
    if (!email.trim()) {
      setError(t('messages.pleaseEnterEmail'));
      return false;
    }
    try {
      await sendEmail.mutateAsync({ email });
      notifySuccess(t('messages.codeSent'));
      return true;
    } catch (err) {
      setError(errorText(err));
      return false;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!code) {
      setError(t('messages.codeRequired'));
      return;
    }
    try {
      const info = await verify.mutateAsync({ email, code });
      setUserInfo(info);
      setVerifyPending(false);
      notifySuccess(t('messages.emailVerified'));
      await navigate({ href: homeFor(info) });
    } catch (err) {
      setError(errorText(err));
    }
  };

  return (
    <FormPage title={t('verify.title')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            {signedIn ? t('verify.intro') : t('accounts.codeSignInIntro')}
          </Text>
          <ErrorAlert message={error} />
          <Group align="flex-end" wrap="nowrap">
            <TextInput
              label={t('common.email')}
              type="email"
              autoComplete="email"
              style={{ flex: 1 }}
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
            />
            <SendCodeButton label={t('verify.send')} onSend={send} />
          </Group>
          <CodeInput value={code} onChange={setCode} />
          <Button type="submit" loading={verify.isPending} fullWidth>
            {t('verify.submit')}
          </Button>
        </Stack>
      </form>
    </FormPage>
  );
}
