import { compileExpression } from './expression';
import { evaluateFormula, readUnit } from './number';
import { drawParams, substituteFormula } from './params';
import type { GradingSpec, Param } from './types';

/** Most parameters a question may have, and most listed values of one. */
export const specLimits = { params: 10, values: 50, sigFigs: { min: 1, max: 10 } } as const;

/**
 * Why a teacher's grading fields cannot be used, as a field path and a problem that reads after the
 * field's name, or null when they can: every `{name}` in the answer is a parameter, the answer
 * evaluates (for a number) or parses (for an expression) with sample values, the unit is known.
 */
export function specProblem(spec: GradingSpec): { path: string; problem: string } | null {
  const names = new Set<string>();
  for (const [i, p] of spec.params.entries()) {
    if (names.has(p.name)) return { path: `params.${i}.name`, problem: 'is used twice' };
    names.add(p.name);
    if ('min' in p && p.max < p.min) return { path: `params.${i}.max`, problem: 'must not be below min' };
  }
  if (spec.answerType === 'text') return null;
  for (const m of spec.correctAnswer.matchAll(/\{([^}]*)\}/g)) {
    if (!names.has(m[1]!)) return { path: 'correctAnswer', problem: `names an unknown parameter {${m[1]}}` };
  }
  if (spec.unit && !readUnit(spec.unit)) return { path: 'unit', problem: 'is not a known unit' };
  const sample = substituteFormula(spec.correctAnswer, drawParams(spec.params, 'check'));
  if (spec.answerType === 'number' && evaluateFormula(sample) === null) {
    return { path: 'correctAnswer', problem: 'must be a number or a formula of the parameters' };
  }
  if (spec.answerType === 'expression' && !compileExpression(sample)) {
    return { path: 'correctAnswer', problem: 'must be an expression' };
  }
  return null;
}

/** Parameter names the text uses in braces. */
export const paramNamesIn = (text: string) => [...text.matchAll(/\{([A-Za-z][A-Za-z0-9_]*)\}/g)].map((m) => m[1]!);

export type { Param };
