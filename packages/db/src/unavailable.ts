/**
 * The codes of a database that cannot be reached: the socket's own (refused, reset, timed out, no route, no
 * such host), postgres.js's (connect timeout, connection closed or ended) and PostgreSQL's (shutting down,
 * starting up, too many connections).
 */
const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

/** The code of the first error in `error`'s causes that says the database is out of reach, if any. */
export function unreachableCode(error: unknown, depth = 0): string | undefined {
  if (!error || typeof error !== 'object' || depth > 5) return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && unreachableCodes.has(code)) return code;
  const inner = error as { cause?: unknown; errors?: unknown };
  if (Array.isArray(inner.errors)) {
    for (const each of inner.errors) {
      const found = unreachableCode(each, depth + 1);
      if (found) return found;
    }
  }
  return unreachableCode(inner.cause, depth + 1);
}

/** Whether an error (or one of its causes) is the database being out of reach: a 503, not a fault. */
export const isDatabaseUnreachable = (error: unknown) => unreachableCode(error) !== undefined;

/** A connection URL with its password hidden, for messages and logs; an unreadable one shows no more than its scheme. */
export function redactUrl(value: string): string {
  try {
    const url = new URL(value);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    const scheme = /^[a-z][a-z0-9+.-]*:/i.exec(value)?.[0];
    return scheme ? `${scheme}…` : '(unreadable)';
  }
}

/** Every `scheme://user:password@` in a text with its password hidden. */
export const redactPasswords = (text: string) => text.replace(/(\w[\w+.-]*:\/\/[^:/@\s]*):[^@\s]*@/g, '$1:***@');
