import { readNumber } from './literal';
import { math, parseSafe } from './math';
import type { AnswerType } from './types';

/**
 * What a student typed, as TeX for a live preview: an expression as the checker reads it (implicit
 * products shown as such), a number with its exponent and unit. Null when it cannot be read, so the
 * preview can say so before the answer is sent.
 *
 * @example answerTex('expression', 'sqrt(x^2)') // '\\sqrt{{ x}^{2}}'
 * @example answerTex('number', '1.23e-2 m/s^2') // '1.23\\times10^{-2}\\,\\mathrm{\\frac{m}{s^{2}}}'
 */
export function answerTex(answerType: AnswerType, raw: string): string | null {
  if (raw.trim() === '' || answerType === 'text') return null;
  if (answerType === 'expression') {
    const node = parseSafe(raw);
    return node ? node.toTex({ implicit: 'show' }) : null;
  }
  const lit = readNumber(raw);
  if (!lit) return null;
  const exponent = /(?:[eE]|10\s*\^\s*\(?)\s*([+-]?\d+)/.exec(
    raw.slice(raw.indexOf(lit.mantissa) + lit.mantissa.length),
  );
  let tex = lit.mantissa;
  if (exponent && lit.value !== Number(lit.mantissa)) tex += `\\times10^{${Number(exponent[1])}}`;
  if (lit.rest) {
    const unit = parseSafe(lit.rest);
    if (!unit) return null;
    try {
      math.unit(lit.rest.replace(/\*/g, ' '));
    } catch {
      return null;
    }
    tex += `\\,\\mathrm{${unit.toTex()}}`;
  }
  return tex;
}
