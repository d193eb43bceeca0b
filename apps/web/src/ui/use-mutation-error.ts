import { useErrorText } from '../session/errors';
import { notifyError, notifySuccess } from './notify';

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

/**
 * Options for a list's row actions: each reports its error as `useMutationError` does and, once done,
 * shows what was done (`success`, from the call's input) and refreshes the list with `refresh`.
 */
export function useRefreshingMutations(refresh: () => Promise<unknown>, setError?: (message: string | null) => void) {
  const reportError = useMutationError(setError);
  return <Input>(success: (input: Input) => string) => ({
    ...reportError,
    onSuccess: (_: unknown, input: Input) => {
      notifySuccess(success(input));
      return refresh();
    },
  });
}
