import seedrandom from 'seedrandom';
import type { Param, ParamValues } from './types';

/** The seed of one student's variant of one question in one exercise or practice (`record`). */
export const variantSeed = (studentId: string, record: string, questionId: string) =>
  `${studentId}:${record}:${questionId}`;

/** A value as text without binary noise (`0.1 + 0.2` reads `0.3`). */
export function formatValue(x: number): string {
  return String(Number(x.toPrecision(12)));
}

/** The values a parameter can take, in order (capped: a range of more than 10,000 steps is thinned). */
function stepsOf(p: Extract<Param, { min: number }>): number {
  if (!(p.step > 0) || p.max < p.min) return 1;
  return Math.min(10_000, Math.floor((p.max - p.min) / p.step + 1e-9) + 1);
}

/**
 * Each parameter's value for a seed: a uniform draw over the range's steps or the list, in the order
 * the parameters are listed, so the same seed always gives the same variant.
 */
export function drawParams(params: Param[], seed: string): ParamValues {
  const random = seedrandom(seed);
  const values: ParamValues = {};
  for (const p of params) {
    const r = random();
    if ('values' in p) {
      values[p.name] = p.values[Math.floor(r * p.values.length)] ?? 0;
    } else {
      const k = Math.floor(r * stepsOf(p));
      values[p.name] = Number(formatValue(p.min + k * Math.max(p.step, 0)));
    }
  }
  return values;
}

/**
 * `{name}` replaced by the value of each known parameter; unknown names are left as written, and so is
 * the argument of a LaTeX command (`\text{m}` stays a metre even with a parameter m).
 */
export function substitute(text: string, values: ParamValues): string {
  if (!text.includes('{')) return text;
  return text.replace(
    /(\\[A-Za-z]+\s*)?\{([A-Za-z][A-Za-z0-9_]*)\}/g,
    (whole, command: string | undefined, name: string) =>
      !command && name in values ? formatValue(values[name]!) : whole,
  );
}

/** As `substitute`, each value in brackets, for a formula (`{a}^2` with a = −3 is `(-3)^2`). */
export function substituteFormula(formula: string, values: ParamValues): string {
  return formula.replace(/\{([A-Za-z][A-Za-z0-9_]*)\}/g, (whole, name: string) =>
    name in values ? `(${formatValue(values[name]!)})` : whole,
  );
}
