import type { UnitOption } from './body';
import { checkExpression } from './expression';
import { maxInputLength } from './math';
import { checkNumber, evaluateFormula } from './number';
import { formatValue, substituteFormula } from './params';
import type { GradingSpec, ParamValues, Verdict } from './types';

/**
 * The one checker of typed answers, for Check Solution, exams and Resources alike: a text answer
 * waits for the teacher (null); a number or an expression is judged with a reason. `values` are the
 * student's parameter values (see `drawParams`).
 */
export function gradeAnswer(spec: GradingSpec, answer: string, values: ParamValues = {}): Verdict {
  if (spec.answerType === 'text') return { correct: null, reason: 'teacherGrades' };
  return checkTyped(spec, spec.correctAnswer, answer, values);
}

/**
 * A typed number or expression against one accepted answer `key` (a number, a formula of the
 * parameters or an expression) under the spec's tolerance, unit and figures; `units` (Moodle's, with
 * multipliers) replace the spec's unit when given. `gradeAnswer` is this with the correct answer.
 */
export function checkTyped(
  spec: GradingSpec,
  key: string,
  answer: string,
  values: ParamValues = {},
  units: readonly UnitOption[] = [],
): Verdict {
  if (answer.trim() === '' || answer.length > maxInputLength) return { correct: false, reason: 'unreadable' };
  const formula = substituteFormula(key, values);
  if (spec.answerType === 'expression') return checkExpression(formula, answer);
  const want = evaluateFormula(formula);
  if (want === null) return { correct: false, reason: 'unreadable' };
  return checkNumber(spec, want, answer, units);
}

/**
 * The correct answer of a student's variant as they may read it once it is revealed: a number's
 * value (to the asked significant figures) with its unit; an expression with the values in place.
 */
export function variantAnswer(spec: GradingSpec, values: ParamValues): string {
  if (spec.answerType === 'text') return spec.correctAnswer;
  const formula = substituteFormula(spec.correctAnswer, values);
  if (spec.answerType === 'expression')
    return formula.replace(/\((-?[\d.]+)\)/g, (w, n: string) => (n.startsWith('-') ? w : n));
  const want = evaluateFormula(formula);
  if (want === null) return spec.correctAnswer;
  const shown = spec.sigFigs !== null ? want.toPrecision(spec.sigFigs) : formatValue(want);
  return spec.unit ? `${shown} ${spec.unit}` : shown;
}
