import { useState } from 'react';
import { useErrorText } from '../session/errors';
import { notifyError, notifySuccess } from './notify';

export interface MutationAction<Result = unknown> {
  action: () => Promise<Result>;
  /** The success toast, if any. */
  success?: string;
  /** Refreshes the data after a success, e.g. invalidating the listed query. */
  refresh?: () => Promise<unknown>;
  /** Takes the action's result after a success, once refreshed. */
  done?: (result: Result) => unknown;
  /** Marks the action as running in `busy` until it ends. */
  key?: string;
  /** Refreshes the data after the action whether or not it succeeded (a refusal may mean it changed). */
  settled?: () => Promise<unknown>;
  /** Takes the error once reported, e.g. to reload after a given refusal. */
  failed?: (err: unknown) => unknown;
}

/**
 * Runs a mutation, toasts the success, refreshes and reports the translated error: to `onError`
 * (cleared before each run) when given, else as an error toast. `run` answers whether it succeeded.
 */
export function useMutationAction(onError?: (message: string | null) => void) {
  const errorText = useErrorText();
  const [busy, setBusy] = useState<string | null>(null);

  const run = async <Result>({ action, success, refresh, done, key, settled, failed }: MutationAction<Result>) => {
    onError?.(null);
    if (key) setBusy(key);
    try {
      const result = await action();
      if (success) notifySuccess(success);
      await refresh?.();
      await done?.(result);
      return true;
    } catch (err) {
      (onError ?? notifyError)(errorText(err));
      await failed?.(err);
      return false;
    } finally {
      if (key) setBusy(null);
      await settled?.();
    }
  };

  return { run, busy };
}
