import { TRPCClientError } from '@trpc/client';

/** A refused save's field and problem, from the 400 message `field: problem` (`body.parts.0.answers: …`). */
export interface FieldProblem {
  field: string;
  problem: string;
}

/** The field and problem a 400 names, or null for any other failure. */
export function fieldProblemOf(error: unknown): FieldProblem | null {
  if (!(error instanceof TRPCClientError)) return null;
  const data = error.data as { key?: unknown } | undefined;
  if (data?.key !== 'badRequest') return null;
  return splitFieldProblem(error.message);
}

/**
 * `field: problem` split at its first colon; null when the message names no field.
 *
 * @example splitFieldProblem('body.pairs: must hold at least 2 pairs with a prompt')
 * // { field: 'body.pairs', problem: 'must hold at least 2 pairs with a prompt' }
 */
export function splitFieldProblem(message: string): FieldProblem | null {
  const match = /^([\w.]+): (.+)$/s.exec(message);
  if (!match || match[1] === 'input') return null;
  return { field: match[1] ?? '', problem: match[2] ?? '' };
}

/** The problem when it is about `field` or something inside it (`body.parts` holds `body.parts.0.answers`). */
export function problemAt(problem: FieldProblem | null, field: string): string | undefined {
  if (!problem) return undefined;
  return problem.field === field || problem.field.startsWith(`${field}.`) ? problem.problem : undefined;
}
