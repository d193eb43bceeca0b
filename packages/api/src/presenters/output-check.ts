import type { z } from 'zod';

/**
 * Whether each answer is checked against its declared shape before it leaves: on in development and
 * tests, off in production unless `VALIDATE_OUTPUT=1` (the server sets it once at start).
 */
let checking = true;

export function setOutputChecks(enabled: boolean): void {
  checking = enabled;
}

export const outputChecksOn = (): boolean => checking;

/** An answer that is not what its procedure declares: a fault of the server, answered as a 500. */
export class OutputMismatch extends Error {
  constructor(readonly issues: string[]) {
    super(`Answer does not match its declared shape: ${issues.join('; ')}`);
    this.name = 'OutputMismatch';
  }
}

/** A procedure's output parser: the shape it declares (read by the API reference), and its check. */
export type Answers<T> = ((value: unknown) => T) & { readonly shape: z.ZodType };

/**
 * What a procedure answers, declared once: tRPC infers the web app's types from it, the API reference
 * publishes it, and while checks are on each answer is held to it as the wire will carry it (JSON, so a
 * kept JSON text or a date is checked as written). The answer itself goes out unchanged.
 */
export function answers<S extends z.ZodType>(shape: S): Answers<z.output<S>> {
  const parse = (value: unknown): z.output<S> => {
    if (!checking) return value as z.output<S>;
    const wire = value === undefined ? null : JSON.parse(JSON.stringify(value));
    const result = shape.safeParse(wire);
    if (!result.success) {
      const mismatch = new OutputMismatch(
        result.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || 'result'}: ${i.message}`),
      );
      // Checks run in development and tests: say what differs (field names, never values) where it shows.
      console.error(mismatch.message);
      throw mismatch;
    }
    return value as z.output<S>;
  };
  return Object.assign(parse, { shape });
}
