import { answerEntries, readAnswerList } from './answer-list';
import type { ClozePart } from './body';
import { choiceLetterList } from './choice-score';
import { combineParts, credit, reasonOf, type Scored, teacherGrades, wrongChoice } from './credit';
import type { JudgedQuestion, Judgement } from './judge';
import type { GradingSpec, ParamValues } from './types';
import { scoreText, scoreTyped } from './weighted-answers';

/** The letter a cloze choice part's answer names, as its choice's index; -1 for none. */
function choiceIndex(part: ClozePart, answer: string): number {
  const i = (choiceLetterList as readonly string[]).indexOf(answer.trim().toUpperCase());
  return i < part.choices.length ? i : -1;
}

/**
 * A number part is checked as a free response number without the question's unit and figures: against
 * each of its answers, under the answer's tolerance or else the question's, in its listed units.
 */
const numberSpec = (q: GradingSpec): GradingSpec => ({ ...q, answerType: 'number', unit: '', sigFigs: null });

/** One part's answer: a number, a choice's letter (its fraction and feedback) or a short text. */
function scorePart(q: JudgedQuestion, part: ClozePart, answer: string, values: ParamValues): Scored {
  if (part.kind === 'number') return scoreTyped(numberSpec(q), part.answers, answer, values, part.units);
  if (part.kind === 'text') return scoreText(part.answers, answer, part.caseSensitive);
  const i = choiceIndex(part, answer);
  if (i < 0) return { score: 0, reason: 'unreadable', feedback: '' };
  const choice = part.choices[i]!;
  const score = credit(choice.fraction);
  return { score, reason: reasonOf(score, wrongChoice), feedback: choice.feedback };
}

/** Whether a cloze answer is a JSON array with an entry for each part, a choice part's an offered letter or ''. */
export function clozeWellFormed(parts: readonly ClozePart[], answer: string): boolean {
  const list = readAnswerList(answer);
  if (list === null || list.length !== parts.length) return false;
  return parts.every((part, i) => part.kind !== 'choice' || list[i] === '' || choiceIndex(part, list[i]!) >= 0);
}

/**
 * A cloze answer (one entry per part): each part scored on its own, the question's credit the weighted
 * mean of the parts' (weight / sum of weights), with every part's feedback.
 */
export function judgeCloze(q: JudgedQuestion, answer: string, values: ParamValues = {}): Judgement {
  const parts = q.body.parts ?? [];
  if (parts.length === 0) return teacherGrades();
  const entries = answerEntries(answer, parts.length);
  return combineParts(
    parts.map((part, i) => scorePart(q, part, entries[i]!, values)),
    parts.map((p) => (Number.isFinite(p.weight) && p.weight > 0 ? p.weight : 0)),
  );
}
