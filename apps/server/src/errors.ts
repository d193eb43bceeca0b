import { AppError, describeZodError } from '@quanta/api';
import { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';

export interface ErrorBody {
  code: number;
  msg: string;
  result: null;
  /** The message key the web app translates. */
  key?: string;
  /** The values filling the message's `{slots}`, for translating it. */
  values?: Record<string, string | number>;
  requestId?: string;
}

/** The one mapping from any thrown error to the `{code, msg}` envelope; nothing internal leaks. */
export function toErrorBody(
  error: unknown,
  status: number,
  requestId: string,
  log?: { log: { warn(o: object, m?: string): void } },
): ErrorBody {
  if (error instanceof AppError) {
    return {
      code: status,
      msg: error.message,
      result: null,
      key: error.key,
      ...(error.values ? { values: error.values } : {}),
    };
  }
  if (error instanceof TRPCError) {
    if (error.cause instanceof ZodError) {
      return { code: status, msg: describeZodError(error.cause), result: null, key: 'badRequest' };
    }
    if (status < 500) return { code: status, msg: error.message, result: null };
  }
  log?.log.warn({ err: error, requestId }, 'unexpected error');
  return { code: 500, msg: 'Something went wrong', result: null, key: 'internalError', requestId };
}
