import { AppError, describeZodError } from '@quanta/api';
import { unreachableCode } from '@quanta/db';
import { TRPCError } from '@trpc/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';

/** Seconds a client is asked to wait (`Retry-After`) when the database is out of reach. */
export const retryAfterSeconds = 5;

/**
 * The database out of reach (refused, timed out, the pool's connection lost): 503 with `Retry-After`, and
 * one warning line with the code, not an error with a stack. Undefined for any other error.
 */
export function replyIfUnavailable(error: unknown, req: FastifyRequest, reply: FastifyReply) {
  const code = unreachableCode(error);
  if (!code) return undefined;
  req.log.warn({ code }, 'database unavailable');
  return reply
    .code(503)
    .header('retry-after', String(retryAfterSeconds))
    .send({ code: 503, msg: 'Service unavailable', result: null, key: 'serviceUnavailable' });
}

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
