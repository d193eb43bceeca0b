import { Button, Divider, Stack, Text } from '@mantine/core';
import { emailCodeForm, familyForm, firstFormProblem } from '@quanta/validators';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../session/trpc';
import { ErrorAlert } from '../ui/ErrorAlert';
import { FormPage } from '../ui/FormPage';
import { AnchorLink } from '../ui/links';
import { notifyError } from '../ui/notify';
import { useMutationAction } from '../ui/useMutationAction';
import { firstProblem, useSchemaForm } from '../ui/useSchemaForm';
import { useSendCode } from '../ui/useSendCode';
import { emptyFamily, emptyParent, type FamilyValues } from './familyForm';
import { ParentSection } from './ParentSection';
import { StudentSection } from './StudentSection';

/** Family sign-up: a parent (new, or already registered and found by the code) and a new student. */
export function Register() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { redirect } = useSearch({ from: '/register' });
  const [parentExists, setParentExists] = useState(false);
  const form = useSchemaForm(emptyFamily, () => familyForm({ parentExists }));
  const [registered, setRegistered] = useState(false);
  /** The registration error: a failed code send shows here, with the server's message. */
  const [error, setError] = useState<string | null>(null);
  const leaveTimer = useRef<number>(undefined);
  const validate = trpc.login.validateEmailByCode.useMutation();
  const register = trpc.login.registerFamily.useMutation();
  const { run } = useMutationAction();
  const sendCode = useSendCode(setError, notifyError);

  useEffect(() => () => window.clearTimeout(leaveTimer.current), []);

  const validateCode = async () => {
    const { code, parent } = form.getValues();
    const problem = firstFormProblem(emailCodeForm, { code });
    if (problem) {
      notifyError(t(`messages.${problem}`));
      return;
    }
    await run({
      action: async () => {
        const { parent: known } = await validate.mutateAsync({ email: parent.email, code });
        if (known) {
          const { _id, ...details } = known;
          form.setFieldValue('parent', { ...emptyParent, ...details });
          setParentExists(true);
        }
      },
      success: t('messages.emailVerified'),
    });
  };

  const submit = async ({ code, parent, student }: FamilyValues) => {
    const { confirmPassword: _p, ...parentInput } = parent;
    const { confirmPassword: _s, ...studentInput } = student;
    await run({
      action: async () => {
        await register.mutateAsync({
          code,
          parent: { ...parentInput, password: parentExists ? '' : parent.password },
          student: { ...studentInput, gradeInSchoolYear: Number(student.gradeInSchoolYear) },
        });
        setRegistered(true);
      },
      success: t('messages.registerSuccessfully'),
      refresh: async () => {
        leaveTimer.current = window.setTimeout(() => {
          void navigate({ to: '/login', search: redirect ? { redirect } : {} });
        }, 2000);
      },
    });
  };

  return (
    <FormPage title={t('register.title')} width={720}>
      <form onSubmit={form.onSubmit(submit, (errors) => notifyError(firstProblem(errors)))} noValidate>
        <Stack gap="lg">
          <ErrorAlert message={error} />
          <ParentSection
            form={form}
            locked={parentExists}
            onSendCode={() => sendCode(form.getValues().parent.email)}
            onValidate={validateCode}
            validating={validate.isPending}
          />
          <Divider />
          <StudentSection form={form} />
          <Button type="submit" size="md" loading={register.isPending} disabled={registered} fullWidth>
            {t('register.submit')}
          </Button>
          <Text size="sm" ta="center">
            {t('register.haveAccount')}{' '}
            <AnchorLink to="/login" search={redirect ? { redirect } : {}}>
              {t('register.login')}
            </AnchorLink>
          </Text>
        </Stack>
      </form>
    </FormPage>
  );
}
