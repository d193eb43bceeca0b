/** The PostgreSQL error code of a failed query, whichever driver (and Drizzle wrapper) raised it. */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A row is still referenced by another (a teacher who still owns classes, say). */
export const isForeignKeyViolation = (error: unknown) => pgErrorCode(error) === '23503';

/** An insert or update collided with a unique index (an e-mail taken meanwhile, say). */
export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === '23505';
