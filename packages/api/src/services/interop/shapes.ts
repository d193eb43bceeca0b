import type { ChoiceOption, QuestionBody, WeightedAnswer } from '@quanta/grading/body';
import { bodyLimits, choiceCountRange } from '@quanta/validators';
import type { ImportReason } from '../../commands/import-questions';
import type { BankGrading, BankQuestion, Noter } from './model';
import { letters } from './model';

/**
 * The one shape each kind of question takes in Quanta, whatever file it came from: a body field only where
 * the spec's fields cannot say it (the contract's rule), so a question written out and read back is the
 * question it was.
 */

export type Shaped = Pick<BankQuestion, 'kind' | 'correct' | 'choices' | 'freeMode' | 'grading'> & {
  body: QuestionBody;
  /** The question's text when the shape rewrites it. */
  text?: string;
};

/**
 * A single choice with several right answers (any one of them full credit) is what a cloze choice is:
 * the choice stands in the text's blank (`_____`, as GIFT's missing word leaves it) or after the text.
 */
function severalRight(options: ChoiceOption[], text: string, note: Noter): Shaped {
  note('importNoteSeveralRight');
  const blank = text.indexOf('_____');
  return {
    kind: 'cloze',
    correct: '',
    choices: [],
    text: blank >= 0 ? `${text.slice(0, blank)}{#1}${text.slice(blank + 5)}` : `${text} {#1}`,
    body: { parts: [{ kind: 'choice', weight: 1, answers: [], choices: options, units: [], caseSensitive: false }] },
  };
}

/** Fractions as stored: Moodle's percentages become -1..1, rounded off float noise (33.33333 → 0.3333333). */
export const fractionOfPercent = (percent: number) => Math.round(percent * 1e5) / 1e7;

const plainFraction = (f: number) => f === 0 || f === 1;

/**
 * A select question (single or multi) from its choices: the spec's letters when every choice is plainly
 * right or wrong, without feedback, and there are at most five of them; every choice in the body otherwise.
 */
export function selectShape(
  kind: 'single' | 'multi',
  options: ChoiceOption[],
  text: string,
  note: Noter,
): Shaped | ImportReason {
  const n = options.length;
  if (n < choiceCountRange.min || n > choiceCountRange.max)
    return { key: 'importSkipChoiceCount', values: { count: n } };
  const full = options.filter((c) => c.fraction >= 1).length;
  if (kind === 'single' && full > 1) return severalRight(options, text, note);
  if (kind === 'single' && full !== 1) return { key: 'importSkipOneCorrect' };
  if (kind === 'multi' && !options.some((c) => c.fraction > 0)) return { key: 'importSkipNoCorrectChoice' };
  const right = options.flatMap((c, i) =>
    (kind === 'single' ? c.fraction >= 1 : c.fraction > 0) ? [letters[i]!] : [],
  );
  const plain = n <= 5 && options.every((c) => plainFraction(c.fraction) && c.feedback === '');
  return {
    kind,
    correct: right.join(','),
    choices: options.map((c) => c.text),
    body: plain ? {} : { choices: options },
  };
}

/** A true/false question: `A` is true; its two choices in the body only when either has feedback. */
export function trueFalseShape(answerTrue: boolean, feedbackTrue: string, feedbackFalse: string): Shaped {
  const withFeedback = feedbackTrue !== '' || feedbackFalse !== '';
  return {
    kind: 'trueFalse',
    correct: answerTrue ? 'A' : 'B',
    choices: [],
    body: withFeedback
      ? {
          choices: [
            { text: 'True', fraction: answerTrue ? 1 : 0, feedback: feedbackTrue },
            { text: 'False', fraction: answerTrue ? 0 : 1, feedback: feedbackFalse },
          ],
        }
      : {},
  };
}

/**
 * A free response of accepted answers: one full-credit answer without feedback is the spec's correct
 * answer alone (a number's tolerance in its grading fields); several, partial credit or feedback go in
 * the body. A number is graded within the first full-credit answer's absolute tolerance.
 */
export function freeShape(mode: 'shortanswer' | 'numerical', answers: WeightedAnswer[]): Shaped | ImportReason {
  const full = answers.find((a) => a.fraction >= 1);
  if (!full) return { key: 'importSkipNoCorrectAnswer' };
  const grading: BankGrading | undefined =
    mode === 'numerical'
      ? {
          answerType: 'number',
          tolerance: full.tolerance ?? 0,
          toleranceType: 'absolute',
          unit: '',
          sigFigs: null,
          params: [],
        }
      : undefined;
  const plain = answers.length === 1 && full.feedback === '' && (mode === 'numerical' || full.tolerance === null);
  return {
    kind: 'free',
    correct: full.text,
    choices: [],
    freeMode: mode,
    ...(grading ? { grading } : {}),
    body: plain ? {} : { answers },
  };
}

/** At most `bodyLimits.hints` hints; the rest named in a note. */
export function keptHints(hints: string[], note: Noter): string[] {
  const kept = hints.filter((h) => h.trim() !== '');
  if (kept.length > bodyLimits.hints) {
    note('importNoteHintsCut', { count: kept.length, max: bodyLimits.hints });
    return kept.slice(0, bodyLimits.hints);
  }
  return kept;
}

/** The question's own tags that the body can hold (20 of at most 50 characters); the rest named in a note. */
export function keptTags(tags: string[], note: Noter): string[] {
  const unique = [...new Set(tags.map((t) => t.trim()).filter(Boolean))];
  const fit = unique.filter((t) => t.length <= bodyLimits.tag);
  const kept = fit.slice(0, bodyLimits.tags);
  const lost = unique.filter((t) => !kept.includes(t));
  if (lost.length > 0) note('importNoteTagsCut', { tags: lost.join(', ').slice(0, 200) });
  return kept;
}

/** A body without its empty lists and unset fields, as the schema keeps it. */
export function compactBody(body: QuestionBody): QuestionBody {
  const out: QuestionBody = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === false || (Array.isArray(value) && value.length === 0)) continue;
    (out as Record<string, unknown>)[key] = value;
  }
  return out;
}
