import { Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../session/errors';
import { homeFor, safeRedirect } from '../session/navigation';
import { setUserInfo, setVerifyPending } from '../session/storage';
import { trpc } from '../session/trpc';
import { ErrorAlert } from '../ui/ErrorAlert';
import { FormPage } from '../ui/FormPage';
import { AnchorLink } from '../ui/links';

export function Login() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const { redirect } = useSearch({ from: '/login' });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const signIn = trpc.login.authUser.useMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const info = await signIn.mutateAsync({ email, password });
      setUserInfo(info);
      setVerifyPending(!info.isVerified);
      await navigate({ href: info.isVerified ? safeRedirect(redirect, homeFor(info)) : '/verify' });
    } catch (err) {
      setError(errorText(err));
    }
  };

  return (
    <FormPage title={t('login.title')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <ErrorAlert message={error} />
          <TextInput
            label={t('common.email')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <PasswordInput
            label={t('common.password')}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <Button type="submit" loading={signIn.isPending} fullWidth>
            {t('login.submit')}
          </Button>
          <Group justify="space-between">
            <Text size="sm">
              {t('login.newHere')}{' '}
              <AnchorLink to="/register" search={redirect ? { redirect } : {}}>
                {t('login.register')}
              </AnchorLink>
            </Text>
            <AnchorLink to="/resetPassword" size="sm">
              {t('login.forgot')}
            </AnchorLink>
          </Group>
          <AnchorLink to="/verify" size="sm" ta="center">
            {t('accounts.codeSignIn')}
          </AnchorLink>
        </Stack>
      </form>
    </FormPage>
  );
}
