import { Button, Stack, Text } from '@mantine/core';
import { emailCodeForm } from '@quanta/validators';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { homeFor } from '../session/navigation';
import { getUserInfo, setUserInfo, setVerifyPending } from '../session/storage';
import { trpc } from '../session/trpc';
import { CodeInput } from '../ui/CodeInput';
import { EmailCodeRow } from '../ui/EmailCodeRow';
import { ErrorAlert } from '../ui/ErrorAlert';
import { FormPage } from '../ui/FormPage';
import { notifySuccess } from '../ui/notify';
import { useMutationError } from '../ui/use-mutation-error';
import { firstProblem, useSchemaForm } from '../ui/use-schema-form';
import { useSendCode } from '../ui/use-send-code';

/** E-mail verification by code, reached after sign-in when the e-mail is not yet verified. */
export function Verify() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Signed out, this screen is the code sign-in (the way round a password delay).
  const [signedIn] = useState(() => getUserInfo() !== null);
  const form = useSchemaForm({ email: getUserInfo()?.email ?? '', code: '' }, emailCodeForm);
  const [error, setError] = useState<string | null>(null);
  const verify = trpc.public.verifyEmail.useMutation({
    ...useMutationError(setError),
    onSuccess: async (info) => {
      setUserInfo(info);
      setVerifyPending(false);
      notifySuccess(t('messages.emailVerified'));
      await navigate({ href: homeFor(info) });
    },
  });
  const sendCode = useSendCode(setError);

  const submit = ({ email, code }: { email: string; code: string }) => verify.mutate({ email, code });

  return (
    <FormPage title={t('verify.title')}>
      <form onSubmit={form.onSubmit(submit, (errors) => setError(firstProblem(errors)))} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            {signedIn ? t('verify.intro') : t('accounts.codeSignInIntro')}
          </Text>
          <ErrorAlert message={error} />
          <EmailCodeRow
            email={form.getInputProps('email')}
            sendLabel={t('verify.send')}
            onSend={() => sendCode(form.getValues().email)}
          />
          <CodeInput {...form.getInputProps('code')} />
          <Button type="submit" loading={verify.isPending} fullWidth>
            {t('verify.submit')}
          </Button>
        </Stack>
      </form>
    </FormPage>
  );
}
