import type { Unit } from 'mathjs';
import { readNumber } from './literal';
import { math, normalise, parseSafe } from './math';
import { roundSig, showsSigFigs, sigFigRange } from './sigfigs';
import type { GradingSpec, Verdict } from './types';

/** A unit as mathjs reads it: superscripts as powers, a product's dot or star as a space. */
const unitText = (raw: string) => normalise(raw).replace(/\*/g, ' ');

const unitCache = new Map<string, Unit | null>();

/** A unit as written (`m/s^2`, `km h^-1`), or null when mathjs does not know it. */
export function readUnit(raw: string): Unit | null {
  const text = unitText(raw);
  if (text === '' || text.length > 60) return null;
  const cached = unitCache.get(text);
  if (cached !== undefined) return cached;
  let unit: Unit | null;
  try {
    const u = math.unit(text);
    unit = u.value === null ? u : null;
  } catch {
    unit = null;
  }
  if (unitCache.size > 1000) unitCache.clear();
  unitCache.set(text, unit);
  return unit;
}

const formulaCache = new Map<string, number | null>();

/** The value of a teacher's formula once parameters are substituted (`(2) + (3)*(4)`), or null. */
export function evaluateFormula(formula: string): number | null {
  const cached = formulaCache.get(formula);
  if (cached !== undefined) return cached;
  const node = parseSafe(formula);
  let value: number | null = null;
  if (node) {
    try {
      const v = node.evaluate({});
      value = typeof v === 'number' && Number.isFinite(v) ? v : null;
    } catch {
      value = null;
    }
  }
  if (formulaCache.size > 5000) formulaCache.clear();
  formulaCache.set(formula, value);
  return value;
}

/** Whether `got` is within the tolerance of `want` (relative: a fraction of |want|; absolute: a difference). */
export function withinTolerance(got: number, want: number, spec: Pick<GradingSpec, 'tolerance' | 'toleranceType'>) {
  const diff = Math.abs(got - want);
  const allowed = spec.toleranceType === 'absolute' ? spec.tolerance : spec.tolerance * Math.abs(want);
  // A hair of slack for the binary rounding of decimal input (0.1 + 0.2).
  return diff <= allowed + 1e-12 * Math.max(1, Math.abs(want));
}

/**
 * A typed number against the correct value (`want`, already computed from the formula). In order:
 * it must read as a number (unreadable), carry a unit of the right dimension when one is asked
 * (missingUnit, wrongUnit; none when none is asked), be within the tolerance after converting to the
 * question's unit or equal the correct value rounded to the asked figures (valueOff), and show exactly
 * the asked significant figures (sigFigs, see `checkFigures`).
 */
export function checkNumber(spec: GradingSpec, want: number, answer: string): Verdict {
  const lit = readNumber(answer);
  if (!lit) return { correct: false, reason: 'unreadable' };
  let value = lit.value;
  if (spec.unit) {
    const target = readUnit(spec.unit);
    if (!target) return { correct: false, reason: 'unreadable' };
    if (lit.rest === '') return { correct: false, reason: 'missingUnit' };
    const given = readUnit(lit.rest);
    if (!given) return { correct: false, reason: 'unreadable' };
    if (!given.equalBase(target)) return { correct: false, reason: 'wrongUnit' };
    try {
      value = math.unit(lit.value, unitText(lit.rest)).toNumber(unitText(spec.unit));
    } catch {
      return { correct: false, reason: 'unreadable' };
    }
  } else if (lit.rest !== '') {
    return { correct: false, reason: readUnit(lit.rest) ? 'wrongUnit' : 'unreadable' };
  }
  if (spec.sigFigs === null) {
    return withinTolerance(value, want, spec)
      ? { correct: true, reason: 'correct' }
      : { correct: false, reason: 'valueOff' };
  }
  return checkFigures(lit.mantissa, value, want, spec);
}

const same = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(Math.abs(a), Math.abs(b), 1e-300);

/**
 * With significant figures asked (STACK's NumSigFigs): an answer showing that many is right when it
 * equals the correct value rounded to them. One showing another number of figures is told so
 * (sigFigs) when its value is right at the asked figures, at the figures it shows, or within the
 * tolerance; otherwise its value is off.
 */
function checkFigures(mantissa: string, value: number, want: number, spec: GradingSpec): Verdict {
  const n = spec.sigFigs!;
  const rightAtN = same(roundSig(value, n), roundSig(want, n));
  if (showsSigFigs(mantissa, n))
    return rightAtN ? { correct: true, reason: 'correct' } : { correct: false, reason: 'valueOff' };
  const shown = sigFigRange(mantissa).max;
  const rightAsShown = same(roundSig(value, shown), roundSig(want, shown));
  return rightAtN || rightAsShown || withinTolerance(value, want, spec)
    ? { correct: false, reason: 'sigFigs' }
    : { correct: false, reason: 'valueOff' };
}
