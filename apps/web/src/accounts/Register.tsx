import { Button, Divider, Stack, Text } from '@mantine/core';
import { emailCodeForm, familyForm, firstFormProblem } from '@quanta/validators';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../session/trpc';
import { ErrorAlert } from '../ui/ErrorAlert';
import { FormPage } from '../ui/FormPage';
import { AnchorLink } from '../ui/links';
import { notifyError, notifySuccess } from '../ui/notify';
import { useMutationError } from '../ui/use-mutation-error';
import { firstProblem, useSchemaForm } from '../ui/use-schema-form';
import { useSendCode } from '../ui/use-send-code';
import { emptyFamily, emptyParent, type FamilyValues } from './family-form';
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
  const reportError = useMutationError();
  const validate = trpc.login.validateEmailByCode.useMutation({
    ...reportError,
    onSuccess: ({ parent: known }) => {
      notifySuccess(t('messages.emailVerified'));
      if (known) {
        const { _id, ...details } = known;
        form.setFieldValue('parent', { ...emptyParent, ...details });
        setParentExists(true);
      }
    },
  });
  const register = trpc.login.registerFamily.useMutation({
    ...reportError,
    onSuccess: () => {
      setRegistered(true);
      notifySuccess(t('messages.registerSuccessfully'));
      leaveTimer.current = window.setTimeout(() => {
        void navigate({ to: '/login', search: redirect ? { redirect } : {} });
      }, 2000);
    },
  });
  const sendCode = useSendCode(setError, notifyError);

  useEffect(() => () => window.clearTimeout(leaveTimer.current), []);

  const validateCode = () => {
    const { code, parent } = form.getValues();
    const problem = firstFormProblem(emailCodeForm, { code });
    if (problem) {
      notifyError(t(`messages.${problem}`));
      return;
    }
    validate.mutate({ email: parent.email, code });
  };

  const submit = ({ code, parent, student }: FamilyValues) => {
    const { confirmPassword: _p, ...parentInput } = parent;
    const { confirmPassword: _s, ...studentInput } = student;
    register.mutate({
      code,
      parent: { ...parentInput, password: parentExists ? '' : parent.password },
      student: { ...studentInput, gradeInSchoolYear: Number(student.gradeInSchoolYear) },
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
