import type { Unit } from 'mathjs';
import type { UnitOption } from './body';
import { type NumberLiteral, readNumber } from './literal';
import { math, normalise, parseSafe, variablesOf } from './math';
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
 * it must read as a number (unreadable; `unknownVariable` for a letter where the number should be,
 * `3x`), carry a unit of the right dimension when one is asked (missingUnit, wrongUnit; none when none
 * is asked), be within the tolerance after converting to the question's unit or equal the correct
 * value rounded to the asked figures (valueOff), and show exactly the asked significant figures
 * (sigFigs, see `checkFigures`). `units`, Moodle's list of units with multipliers, replaces the
 * question's unit when given (see `valueInListedUnit`).
 */
export function checkNumber(
  spec: GradingSpec,
  want: number,
  answer: string,
  units: readonly UnitOption[] = [],
): Verdict {
  const lit = readNumber(answer);
  if (!lit) return unreadableNumber(answer);
  const value = units.length > 0 ? valueInListedUnit(lit, units, answer) : valueInUnit(spec, lit, answer);
  if (typeof value !== 'number') return value;
  if (spec.sigFigs === null) {
    return withinTolerance(value, want, spec)
      ? { correct: true, reason: 'correct' }
      : { correct: false, reason: 'valueOff' };
  }
  return checkFigures(lit.mantissa, value, want, spec);
}

/** The typed value in the question's unit (mathjs converts), or why it cannot be had. */
function valueInUnit(spec: GradingSpec, lit: NumberLiteral, answer: string): number | Verdict {
  if (spec.unit) {
    const target = readUnit(spec.unit);
    if (!target) return { correct: false, reason: 'unreadable' };
    if (lit.rest === '') return { correct: false, reason: 'missingUnit' };
    const given = readUnit(lit.rest);
    if (!given) return unreadableNumber(answer);
    if (!given.equalBase(target)) return { correct: false, reason: 'wrongUnit' };
    try {
      return math.unit(lit.value, unitText(lit.rest)).toNumber(unitText(spec.unit));
    } catch {
      return { correct: false, reason: 'unreadable' };
    }
  }
  if (lit.rest === '') return lit.value;
  return readUnit(lit.rest) ? { correct: false, reason: 'wrongUnit' } : unreadableNumber(answer);
}

/** A unit as a student's text is compared with a listed one: as written, white space aside. */
const unitKey = (raw: string) => normalise(raw).replace(/\s+/g, '');

/**
 * Moodle's numerical units: the typed value in one of the listed units divided by its multiplier (90
 * km/h with km/h at 3.6 is 25 in the first unit, m/s at 1); a bare number is taken in the first unit,
 * as Moodle does when units are optional. A unit not listed is a wrong unit.
 */
function valueInListedUnit(lit: NumberLiteral, units: readonly UnitOption[], answer: string): number | Verdict {
  if (lit.rest === '') return lit.value;
  const key = unitKey(lit.rest);
  const unit = units.find((u) => unitKey(u.unit) === key && Number.isFinite(u.multiplier) && u.multiplier > 0);
  if (unit) return lit.value / unit.multiplier;
  return readUnit(lit.rest) ? { correct: false, reason: 'wrongUnit' } : unreadableNumber(answer);
}

/** A one-letter name with an optional index (`x`, `v0`, `t_1`): what reads as a variable, not a unit's word. */
const letterName = /^[A-Za-z](?:_?\d+)?$/;

/**
 * The first variable-like name of a number answer that is no unit (`3x`, `2y + 1`: x, y), or null.
 * Words (`apples`) and unit symbols (`m`, `s`) are not counted: those read as a unit the checker does
 * not know or a misplaced unit.
 */
export function letterNameIn(answer: string): string | null {
  const node = parseSafe(answer);
  if (!node) return null;
  for (const name of variablesOf(node)) if (letterName.test(name) && !readUnit(name)) return name;
  return null;
}

/** Why a number answer cannot be read: a letter where a number belongs, or plainly unreadable. */
function unreadableNumber(answer: string): Verdict {
  const name = letterNameIn(answer);
  return name ? { correct: false, reason: 'unknownVariable', detail: name } : { correct: false, reason: 'unreadable' };
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
