import { Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { homeFor, safeRedirect } from '../session/navigation';
import { setUserInfo, setVerifyPending } from '../session/storage';
import { trpc } from '../session/trpc';
import { ErrorAlert } from '../ui/ErrorAlert';
import { FormPage } from '../ui/FormPage';
import { AnchorLink } from '../ui/links';
import { useMutationError } from '../ui/use-mutation-error';

export function Login() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { redirect } = useSearch({ from: '/login' });
  const form = useForm({ initialValues: { email: '', password: '' } });
  const [error, setError] = useState<string | null>(null);
  const signIn = trpc.login.authUser.useMutation({
    ...useMutationError(setError),
    onSuccess: async (info) => {
      setUserInfo(info);
      setVerifyPending(!info.isVerified);
      await navigate({ href: info.isVerified ? safeRedirect(redirect, homeFor(info)) : '/verify' });
    },
  });

  const submit = (credentials: { email: string; password: string }) => signIn.mutate(credentials);

  return (
    <FormPage title={t('login.title')}>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack>
          <ErrorAlert message={error} />
          <TextInput label={t('common.email')} type="email" autoComplete="email" {...form.getInputProps('email')} />
          <PasswordInput
            label={t('common.password')}
            autoComplete="current-password"
            {...form.getInputProps('password')}
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
