/**
 * Significant figures shown by a written number's digits (its mantissa, before any exponent): leading
 * zeros never count; with a decimal point every other digit counts (`0.01230` shows 4); without one,
 * trailing zeros are ambiguous (`1200` shows 2, 3 or 4), as in STACK's NumSigFigs. Zero itself (`0`,
 * `0.00`) shows one figure plus each zero after the point's first.
 *
 * @example sigFigRange('0.0123') // { min: 3, max: 3 }
 * @example sigFigRange('1200') // { min: 2, max: 4 }
 */
export function sigFigRange(mantissa: string): { min: number; max: number } {
  const digits = mantissa.replace(/^[+-]/, '');
  const hasPoint = digits.includes('.');
  const all = digits.replace('.', '');
  const significant = all.replace(/^0+/, '');
  if (significant === '') {
    // A zero: "0" one figure, "0.00" as many as the decimals written (at least one).
    const decimals = hasPoint ? digits.split('.')[1]!.length : 0;
    const n = Math.max(1, decimals);
    return { min: n, max: n };
  }
  if (hasPoint) return { min: significant.length, max: significant.length };
  const trimmed = significant.replace(/0+$/, '');
  return { min: trimmed.length, max: significant.length };
}

/** Whether a written mantissa shows `n` significant figures (an ambiguous integer passes within its range). */
export function showsSigFigs(mantissa: string, n: number): boolean {
  const { min, max } = sigFigRange(mantissa);
  return n >= min && n <= max;
}

/** `x` rounded to `n` significant figures. */
export function roundSig(x: number, n: number): number {
  if (x === 0 || !Number.isFinite(x)) return x;
  return Number(x.toPrecision(n));
}
