import type { MessageKey } from '@quanta/validators';
import { TRPCClientError } from '@trpc/client';

/** The message key a refused call carries (`data.key`), if any. */
export function errorKey(error: unknown): MessageKey | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const key = (error.data as { key?: unknown } | undefined)?.key;
  return typeof key === 'string' ? (key as MessageKey) : undefined;
}
