import { useTranslation } from 'react-i18next';
import { trpc } from '../session/trpc';
import { notifySuccess } from './notify';
import { succeeded, useMutationError } from './use-mutation-error';

/**
 * Sends an e-mail code for a `SendCodeButton`: asks for the address first, toasts the sending, and reports
 * a refusal to `onError` (cleared before each try). `onMissing` words a missing address, by default the same.
 */
export function useSendCode(onError: (message: string | null) => void, onMissing: (message: string) => void = onError) {
  const { t } = useTranslation();
  const sendEmail = trpc.login.sendEmail.useMutation({
    ...useMutationError(onError),
    onSuccess: () => notifySuccess(t('messages.codeSent')),
  });
  return async (email: string) => {
    if (!email.trim()) {
      onError(null);
      onMissing(t('messages.pleaseEnterEmail'));
      return false;
    }
    return succeeded(sendEmail.mutateAsync({ email }));
  };
}
