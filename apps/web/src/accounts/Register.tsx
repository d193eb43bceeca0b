import { Button, Divider, Stack, Text } from '@mantine/core';
import { checkFamilyForm } from '@quanta/validators';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { ErrorAlert } from '../ui/ErrorAlert';
import { FormPage } from '../ui/FormPage';
import { AnchorLink } from '../ui/links';
import { notifyError, notifySuccess } from '../ui/notify';
import { useMutationAction } from '../ui/useMutationAction';
import { emptyParent, emptyStudent, type ParentFields, type StudentFields } from './familyForm';
import { ParentSection } from './ParentSection';
import { StudentSection } from './StudentSection';

/** Family sign-up: a parent (new, or already registered and found by the code) and a new student. */
export function Register() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const { redirect } = useSearch({ from: '/register' });
  const [parent, setParent] = useState<ParentFields>(emptyParent);
  const [student, setStudent] = useState<StudentFields>(emptyStudent);
  const [code, setCode] = useState('');
  const [parentExists, setParentExists] = useState(false);
  const [registered, setRegistered] = useState(false);
  /** The registration error: a failed code send shows here, with the server's message. */
  const [error, setError] = useState<string | null>(null);
  const leaveTimer = useRef<number>(undefined);
  const sendEmail = trpc.login.sendEmail.useMutation();
  const validate = trpc.login.validateEmailByCode.useMutation();
  const register = trpc.login.registerFamily.useMutation();
  const { run } = useMutationAction();

  useEffect(() => () => window.clearTimeout(leaveTimer.current), []);

  const sendCode = async () => {
    if (!parent.email.trim()) {
      notifyError(t('messages.pleaseEnterEmail'));
      return false;
    }
    try {
      await sendEmail.mutateAsync({ email: parent.email });
      setError(null);
      notifySuccess(t('messages.codeSent'));
      return true;
    } catch (err) {
      setError(errorText(err));
      return false;
    }
  };

  const validateCode = async () => {
    if (!code.trim()) {
      notifyError(t('messages.codeRequired'));
      return;
    }
    await run({
      action: async () => {
        const { parent: known } = await validate.mutateAsync({ email: parent.email, code });
        if (known) {
          const { _id, ...details } = known;
          setParent({ ...emptyParent, ...details });
          setParentExists(true);
        }
      },
      success: t('messages.emailVerified'),
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkFamilyForm({ code, parentExists, parent, student });
    if (problem) {
      notifyError(t(`messages.${problem}`));
      return;
    }
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
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <ErrorAlert message={error} />
          <ParentSection
            parent={parent}
            onChange={(field, value) => setParent((p) => ({ ...p, [field]: value }))}
            locked={parentExists}
            code={code}
            onCodeChange={setCode}
            onSendCode={sendCode}
            onValidate={validateCode}
            validating={validate.isPending}
          />
          <Divider />
          <StudentSection
            student={student}
            onChange={(field, value) => setStudent((s) => ({ ...s, [field]: value }))}
          />
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
