import { useErrorText } from '../session/errors';
import { notifyError } from './notify';

/**
 * A mutation's error callbacks: the failed call's translated message goes to `setError` (cleared as each
 * call starts) when given, else to an error toast.
 */
export function useMutationError(setError?: (message: string | null) => void) {
  const errorText = useErrorText();
  return {
    onMutate: () => setError?.(null),
    onError: (err: unknown) => (setError ?? notifyError)(errorText(err)),
  };
}

/** Whether a mutation's call succeeded; its error is the mutation's own callbacks' to report. */
export function succeeded(call: Promise<unknown>) {
  return call.then(
    () => true,
    () => false,
  );
}
