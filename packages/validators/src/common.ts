import { z } from 'zod';
import { limits } from './limits';
import { isEmail, isWellFormedText, normaliseEmail } from './text';

/**
 * Every string an input takes: no NUL character and no lone UTF-16 surrogate (neither can be stored as
 * PostgreSQL text), refused with a 400 before anything else reads it.
 */
export const str = () => z.string().refine(isWellFormedText, { error: 'must not contain NUL or invalid characters' });

/** A trimmed string of at most `max` characters (empty allowed). */
export const text = (max: number) =>
  str()
    .trim()
    .max(max, { error: `must be at most ${max} characters` });

export const requiredText = (max: number) => text(max).min(1, { error: 'is required' });

export const email = str()
  .max(limits.email, { error: `must be at most ${limits.email} characters` })
  .transform(normaliseEmail)
  .refine(isEmail, { error: 'must be an email address' });

export const id = z.uuid({ error: 'must be an id' });

export const password = str()
  .min(limits.passwordMin, { error: `must be at least ${limits.passwordMin} characters` })
  .max(limits.passwordMax, { error: `must be at most ${limits.passwordMax} characters` });

/** The 6-digit e-mail code; the spec's clients send it as a number, so both are accepted. */
export const code = z
  .union([str(), z.number()])
  .transform((value) =>
    String(value)
      .trim()
      .padStart(typeof value === 'number' ? limits.codeLength : 0, '0'),
  )
  .refine((value) => /^\d{6}$/.test(value), { error: 'must be 6 digits' });

export const grade = z.coerce
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .min(limits.gradeMin, { error: `must be ${limits.gradeMin} to ${limits.gradeMax}` })
  .max(limits.gradeMax, { error: `must be ${limits.gradeMin} to ${limits.gradeMax}` });

export const page = z.coerce.number({ error: 'must be a number' }).int().min(1).default(1);
export const pageSize = (fallback: number) =>
  z.coerce.number({ error: 'must be a number' }).int().min(1).max(limits.pageSizeMax).default(fallback);
