import { useEffect } from 'react';
import { useErrorText } from '../session/errors';
import { notifyError } from '../ui/notify';

/** §8: an exercise that fails to load is reported in a snackbar, once per failure. */
export function useLoadError(error: unknown) {
  const errorText = useErrorText();
  // biome-ignore lint/correctness/useExhaustiveDependencies: one snackbar per failed load.
  useEffect(() => {
    if (error) notifyError(errorText(error));
  }, [error]);
}
