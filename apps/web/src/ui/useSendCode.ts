import { useTranslation } from 'react-i18next';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { notifySuccess } from './notify';

/**
 * Sends an e-mail code for a `SendCodeButton`: asks for the address first, toasts the sending, and reports
 * a refusal to `onError` (cleared before each try). `onMissing` words a missing address, by default the same.
 */
export function useSendCode(onError: (message: string | null) => void, onMissing: (message: string) => void = onError) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const sendEmail = trpc.login.sendEmail.useMutation();
  return async (email: string) => {
    onError(null);
    if (!email.trim()) {
      onMissing(t('messages.pleaseEnterEmail'));
      return false;
    }
    try {
      await sendEmail.mutateAsync({ email });
      notifySuccess(t('messages.codeSent'));
      return true;
    } catch (err) {
      onError(errorText(err));
      return false;
    }
  };
}
