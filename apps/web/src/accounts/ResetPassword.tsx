import { Alert, Button, Stack } from '@mantine/core';
import { resetPasswordForm } from '@quanta/validators';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../session/trpc';
import { CodeInput } from '../ui/CodeInput';
import { EmailCodeRow } from '../ui/EmailCodeRow';
import { ErrorAlert } from '../ui/ErrorAlert';
import { FormPage } from '../ui/FormPage';
import { AnchorLink, ButtonLink } from '../ui/links';
import { NewPasswordInputs } from '../ui/NewPasswordInputs';
import { useMutationError } from '../ui/use-mutation-error';
import { firstProblem, useSchemaForm } from '../ui/use-schema-form';
import { useSendCode } from '../ui/use-send-code';

const emptyReset = { email: '', code: '', password: '', confirmPassword: '' };

export function ResetPassword() {
  const { t } = useTranslation();
  const form = useSchemaForm(emptyReset, resetPasswordForm);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const reset = trpc.login.resetPassword.useMutation({
    ...useMutationError(setError),
    onSuccess: () => setDone(true),
  });
  const sendCode = useSendCode(setError);

  const submit = ({ email, code, password }: typeof emptyReset) => reset.mutate({ email, code, password });

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
      <form onSubmit={form.onSubmit(submit, (errors) => setError(firstProblem(errors)))} noValidate>
        <Stack>
          <ErrorAlert message={error} />
          <EmailCodeRow
            email={form.getInputProps('email')}
            sendLabel={t('common.sendCode')}
            onSend={() => sendCode(form.getValues().email)}
          />
          <CodeInput {...form.getInputProps('code')} />
          <NewPasswordInputs
            labels={[t('reset.newPassword'), t('common.confirmPassword')]}
            password={form.getInputProps('password')}
            confirm={form.getInputProps('confirmPassword')}
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
