import { formatMessage, type MessageKey, messages } from '@quanta/validators';
import { TRPCError } from '@trpc/server';

type Code =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'PAYMENT_REQUIRED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'TOO_MANY_REQUESTS'
  | 'TIMEOUT'
  | 'BAD_GATEWAY';

/** A refusal the user is meant to read: a stable message key, its English text and an HTTP-mapped code. */
export class AppError extends TRPCError {
  readonly key: MessageKey;
  readonly values?: Record<string, string | number>;
  constructor(code: Code, key: MessageKey, values?: Record<string, string | number>) {
    super({ code, message: formatMessage(messages[key], values) });
    this.key = key;
    this.values = values;
  }
}

export const fail = {
  badRequest: (key: MessageKey, values?: Record<string, string | number>) => new AppError('BAD_REQUEST', key, values),
  unauthorized: (key: MessageKey = 'notSignedIn') => new AppError('UNAUTHORIZED', key),
  unverified: () => new AppError('PAYMENT_REQUIRED', 'emailNotVerified'),
  forbidden: (key: MessageKey = 'forbidden') => new AppError('FORBIDDEN', key),
  notFound: (key: MessageKey = 'notFound') => new AppError('NOT_FOUND', key),
  conflict: (key: MessageKey, values?: Record<string, string | number>) => new AppError('CONFLICT', key, values),
  tooLarge: (key: MessageKey, values?: Record<string, string | number>) =>
    new AppError('PAYLOAD_TOO_LARGE', key, values),
  tooMany: (key: MessageKey = 'tooManyAttempts') => new AppError('TOO_MANY_REQUESTS', key),
  mail: () => new AppError('BAD_GATEWAY', 'mailFailed'),
  /** The payment provider refused or did not answer: 502, nothing recorded. */
  provider: () => new AppError('BAD_GATEWAY', 'paymentProviderFailed'),
  timeout: (key: MessageKey) => new AppError('TIMEOUT', key),
};
