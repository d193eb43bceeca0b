import type { UnitOption, WeightedAnswer } from './body';
import { checkTyped } from './check';
import { credit, reasonOf, type Scored, wrongChoice } from './credit';
import type { GradingSpec, ParamValues, Verdict } from './types';
import { textMatches } from './wildcard';

/**
 * Accepted answers with their fractions (a free response's `body.answers`, a cloze part's answers):
 * the answer earns the highest fraction among those it matches (the first listed of equals, whose
 * feedback it gets), floored at 0.
 */

/** The answers from the highest fraction down, in listed order among equals. */
const ranked = (answers: readonly WeightedAnswer[]) => [...answers].sort((a, b) => b.fraction - a.fraction);

const unmatched = (answer: string): Scored => ({
  score: 0,
  reason: answer.trim() === '' ? 'unreadable' : wrongChoice,
  feedback: '',
});

/** A short answer against accepted texts, each with Moodle's `*` wildcard (see `textMatches`). */
export function scoreText(answers: readonly WeightedAnswer[], answer: string, caseSensitive: boolean): Scored {
  if (answer.trim() === '') return unmatched(answer);
  const hit = ranked(answers).find((a) => textMatches(a.text, answer, caseSensitive));
  if (!hit) return unmatched(answer);
  const score = credit(hit.fraction);
  return { score, reason: reasonOf(score, wrongChoice), feedback: hit.feedback };
}

/** The spec an accepted answer is checked under: its own tolerance (absolute, as Moodle's) when it has one. */
const withTolerance = (spec: GradingSpec, tolerance: number | null): GradingSpec =>
  tolerance === null ? spec : { ...spec, tolerance, toleranceType: 'absolute' };

/**
 * A typed number or expression against accepted answers (numbers or formulas of the parameters,
 * expressions); `*` accepts any answer, as Moodle's numerical catch-all. With no credit, the reason is
 * the checker's against the best answer (`valueOff`, `wrongUnit`, `unknownVariable` with its name …),
 * and the feedback that of a zero-credit answer it matched, if any.
 */
export function scoreTyped(
  spec: GradingSpec,
  answers: readonly WeightedAnswer[],
  answer: string,
  values: ParamValues = {},
  units: readonly UnitOption[] = [],
): Scored {
  let best: Verdict | null = null;
  for (const accepted of ranked(answers)) {
    const verdict: Verdict =
      accepted.text.trim() === '*'
        ? { correct: answer.trim() !== '', reason: answer.trim() !== '' ? 'correct' : 'unreadable' }
        : checkTyped(withTolerance(spec, accepted.tolerance), accepted.text, answer, values, units);
    best ??= verdict;
    if (!verdict.correct) continue;
    const score = credit(accepted.fraction);
    if (score > 0) return { score, reason: reasonOf(score, wrongChoice), feedback: accepted.feedback };
    return { ...why(best), feedback: accepted.feedback };
  }
  return { ...why(best), feedback: '' };
}

/** No credit, and the checker's reason against the best answer (a match at fraction 0 is still wrong). */
function why(best: Verdict | null): Omit<Scored, 'feedback'> {
  if (!best || best.correct) return { score: 0, reason: wrongChoice };
  return { score: 0, reason: best.reason, ...(best.detail ? { detail: best.detail } : {}) };
}
