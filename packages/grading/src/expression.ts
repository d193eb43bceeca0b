import type { EvalFunction, MathNode } from 'mathjs';
import seedrandom from 'seedrandom';
import { questionLetters, splitNames } from './implicit-products';
import { callsAllowed, math, parseSafe, variablesOf } from './math';
import type { Verdict } from './types';

/**
 * WeBWorK's defaults for formula answers: test points drawn from [-2, 2] for each variable, a relative
 * tolerance of 0.001, and values below 1e-14 compared absolutely (within 1e-12). More points than
 * WeBWorK's five, since a wrong answer costs nothing extra to find.
 */
export const equivalence = { points: 12, tries: 60, tolerance: 1e-3, zeroLevel: 1e-14, zeroLevelTol: 1e-12 } as const;
/** Where points are drawn, widened in turn when the correct answer is undefined on most of the first. */
const domains: [number, number][] = [
  [-2, 2],
  [0.1, 4],
  [-10, 10],
  [1, 50],
];

interface Compiled {
  node: MathNode;
  code: EvalFunction;
  vars: Set<string>;
}

const cache = new Map<string, Compiled | null>();

/**
 * A parsed and compiled expression (cached by its text and letters), or null when it cannot be read.
 * With `letters`, names made of them multiply (`ab` is a·b, see `splitNames`).
 */
export function compileExpression(text: string, letters: ReadonlySet<string> | null = null): Compiled | null {
  const key = letters ? `${text}\u0000${[...letters].sort().join('')}` : text;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const parsed = parseSafe(text);
  const node = parsed && letters ? splitNames(parsed, letters) : parsed;
  let compiled: Compiled | null = null;
  if (node && callsAllowed(node)) {
    try {
      compiled = { node, code: node.compile(), vars: variablesOf(node) };
    } catch {
      compiled = null;
    }
  }
  if (cache.size > 5000) cache.clear();
  cache.set(key, compiled);
  return compiled;
}

/** A real value at a point, or null where undefined (division by zero, a complex result, an error). */
function realAt(c: Compiled, scope: Record<string, number>): number | null {
  try {
    const v = c.code.evaluate({ ...scope });
    return typeof v === 'number' && Number.isFinite(v) ? v : null;
  } catch {
    return null;
  }
}

/** WeBWorK's comparison of two values: relative tolerance, absolute near zero. */
export function closeEnough(a: number, b: number): boolean {
  const { tolerance, zeroLevel, zeroLevelTol } = equivalence;
  if (Math.abs(a) < zeroLevel || Math.abs(b) < zeroLevel) return Math.abs(a - b) <= zeroLevelTol;
  return Math.abs(a - b) <= tolerance * Math.max(Math.abs(a), Math.abs(b));
}

/** mathjs's exact check: the difference simplifies to the constant 0. Slow (milliseconds): a last resort. */
function simplifiesToZero(a: MathNode, b: MathNode): boolean {
  try {
    const diff = math.simplify(new math.OperatorNode('-', 'subtract', [a, new math.ParenthesisNode(b)]));
    return diff.type === 'ConstantNode' && (diff as unknown as { value: unknown }).value === 0;
  } catch {
    return false;
  }
}

/**
 * Whether a typed expression is equivalent to the correct one, the way WeBWorK decides it: both are
 * evaluated at random points (seeded by the two texts, so a verdict never changes), skipping points
 * where the correct answer is undefined; any point where the answer is undefined or differs beyond the
 * tolerance makes it not equivalent, so `sqrt(x^2)` is not `x` (they differ for x < 0). When the
 * correct one is written in single letters, adjacent letters multiply in both (`2ab` is 2·a·b). An
 * answer naming a variable the correct one does not use is told so (`unknownVariable`, the name in
 * `detail`). When too few points are defined in every domain tried, mathjs's `simplify` of the
 * difference decides.
 */
export function checkExpression(correct: string, answer: string): Verdict {
  const written = compileExpression(correct);
  if (!written) return { correct: false, reason: 'unreadable' };
  const letters = questionLetters(written.vars);
  const want = letters ? compileExpression(correct, letters) : written;
  if (!want) return { correct: false, reason: 'unreadable' };
  const got = compileExpression(answer, letters);
  if (!got) return { correct: false, reason: 'unreadable' };
  for (const v of got.vars) if (!want.vars.has(v)) return { correct: false, reason: 'unknownVariable', detail: v };
  const vars = [...want.vars];
  const random = seedrandom(`${correct}\u0000${answer}`);
  for (const [lo, hi] of domains) {
    let tested = 0;
    for (let i = 0; i < equivalence.tries && tested < equivalence.points; i++) {
      const scope: Record<string, number> = {};
      for (const v of vars) scope[v] = lo + (hi - lo) * random();
      const a = realAt(want, scope);
      if (a === null) continue;
      const b = realAt(got, scope);
      if (b === null || !closeEnough(a, b)) return { correct: false, reason: 'notEquivalent' };
      tested += 1;
    }
    if (tested >= equivalence.points / 2) return { correct: true, reason: 'correct' };
  }
  return simplifiesToZero(want.node, got.node)
    ? { correct: true, reason: 'correct' }
    : { correct: false, reason: 'notEquivalent' };
}
