import type { ClozeKind } from '@quanta/grading/body';
import { choiceLetters, questionTypes } from '@quanta/validators';
import { parseLetters } from './choices';
import { sameCredit, shareOf } from './credits';
import type { Question } from './types';

/**
 * The editor's state of what a question holds beyond the spec's fields (`question.body`), and how it
 * is read from a stored question and sent back. Numbers the teacher types stay text until sent; each
 * list item has a `key` so its rich-text editors stay with it when an item before it is removed.
 */

let lastKey = 0;
/** A key for a new list item. */
export const newKey = () => `item-${++lastKey}`;

export interface ChoiceForm {
  key: string;
  /** HTML. */
  text: string;
  fraction: number;
  /** HTML. */
  feedback: string;
}

export interface AnswerForm {
  key: string;
  text: string;
  fraction: number;
  feedback: string;
  /** A number's ± tolerance as typed; '' is the question's own. */
  tolerance: string;
}

export interface UnitForm {
  unit: string;
  multiplier: string;
}

export interface PairForm {
  key: string;
  /** HTML. */
  prompt: string;
  answer: string;
}

export interface PartForm {
  key: string;
  kind: ClozeKind;
  weight: number;
  answers: AnswerForm[];
  choices: ChoiceForm[];
  units: UnitForm[];
  caseSensitive: boolean;
}

export interface HintForm {
  key: string;
  text: string;
}

export type BodyForm = {
  /** A select question's choices, 2 to 10 (A–J). */
  choices: ChoiceForm[];
  /** True/false: 'A' when the statement is true, 'B' when false. */
  trueAnswer: 'A' | 'B';
  /** True/false: the feedback on answering True, and on answering False. */
  trueFalseFeedback: [string, string];
  /** A free response's correct answer (the form's `correctAnswer`): its feedback and ± tolerance. */
  correctFeedback: string;
  correctTolerance: string;
  /** A free response's other accepted answers. */
  answers: AnswerForm[];
  units: UnitForm[];
  caseSensitive: boolean;
  /** Matching: the pairs with a prompt, and the answers that match no prompt. */
  pairs: PairForm[];
  distractors: string[];
  parts: PartForm[];
  hints: HintForm[];
  /** Credit taken per hint revealed, in percent. */
  hintPenalty: number;
  tags: string[];
  shuffle: boolean;
};

export const blankChoice = (fraction = 0): ChoiceForm => ({ key: newKey(), text: '', fraction, feedback: '' });
export const blankAnswer = (fraction = 1): AnswerForm => ({
  key: newKey(),
  text: '',
  fraction,
  feedback: '',
  tolerance: '',
});
export const blankPair = (): PairForm => ({ key: newKey(), prompt: '', answer: '' });
export const blankPart = (): PartForm => ({
  key: newKey(),
  kind: 'number',
  weight: 1,
  answers: [blankAnswer()],
  choices: [blankChoice(1), blankChoice(), blankChoice()],
  units: [],
  caseSensitive: false,
});
export const blankHint = (): HintForm => ({ key: newKey(), text: '' });

const isSelect = (isChoice: number) => isChoice === questionTypes.single || isChoice === questionTypes.multi;

/** The letters of the correct choices: single select the full-credit one(s), multi select those above 0. */
export function correctLetters(choices: ChoiceForm[], isChoice: number): string[] {
  return choices.flatMap((c, i) =>
    (isChoice === questionTypes.multi ? c.fraction > 0 : c.fraction >= 1) ? [choiceLetters[i] ?? ''] : [],
  );
}

/**
 * The choices with `letters` made the correct ones: single select gives the letter full credit and takes
 * it from any other; multi select splits full credit equally among the letters (Moodle's shares, 1/3 →
 * 33.333 %), takes it from the others and keeps their negative credits.
 */
export function withCorrectLetters(choices: ChoiceForm[], isChoice: number, letters: string[]): ChoiceForm[] {
  const share = isChoice === questionTypes.multi ? shareOf(letters.length) : 1;
  return choices.map((c, i) => {
    if (letters.includes(choiceLetters[i] ?? '')) return { ...c, fraction: share };
    if (isChoice === questionTypes.multi) return c.fraction > 0 ? { ...c, fraction: 0 } : c;
    return c.fraction >= 1 ? { ...c, fraction: 0 } : c;
  });
}

/** Choice `i` given `fraction`; a single select keeps one choice at full credit. */
export function withCredit(choices: ChoiceForm[], isChoice: number, i: number, fraction: number): ChoiceForm[] {
  return choices.map((c, j) => {
    if (j === i) return { ...c, fraction };
    return isChoice !== questionTypes.multi && fraction >= 1 && c.fraction >= 1 ? { ...c, fraction: 0 } : c;
  });
}

/**
 * The choices as the other select type marks them: a multi select's shares from the single select's
 * correct choice, a single select's full credit on the multi select's first correct choice.
 */
export function choicesForType(choices: ChoiceForm[], from: number, to: number): ChoiceForm[] {
  if (!isSelect(from) || !isSelect(to) || from === to) return choices;
  const letters = correctLetters(choices, from);
  const cleared = choices.map((c) => ({ ...c, fraction: 0 }));
  return withCorrectLetters(cleared, to, to === questionTypes.single ? letters.slice(0, 1) : letters);
}

/**
 * Whether a select question says no more than the spec's fields can: at most five choices, no
 * feedback, and only the credits its correct letters imply (full credit, or equal shares of a multi select).
 */
export function isPlainSelect(choices: ChoiceForm[], isChoice: number): boolean {
  if (choices.length > 5 || choices.some((c) => c.feedback.trim() !== '')) return false;
  const correct = correctLetters(choices, isChoice);
  const share = isChoice === questionTypes.multi ? shareOf(correct.length) : 1;
  return choices.every((c, i) =>
    correct.includes(choiceLetters[i] ?? '') ? sameCredit(c.fraction, share) : c.fraction === 0,
  );
}

type WireAnswer = Question['body']['answers'][number];
type WireChoice = Question['body']['choices'][number];

const answerForm = (a: WireAnswer): AnswerForm => ({
  key: newKey(),
  text: a.text,
  fraction: a.fraction,
  feedback: a.feedback,
  tolerance: a.tolerance === null ? '' : String(a.tolerance),
});
const choiceForm = (c: WireChoice): ChoiceForm => ({
  key: newKey(),
  text: c.text,
  fraction: c.fraction ?? 0,
  feedback: c.feedback,
});
const unitForm = (u: { unit: string; multiplier: number }): UnitForm => ({
  unit: u.unit,
  multiplier: String(u.multiplier),
});

/** A stored question's choices: its body's, else its `answerA`… fields marked by its correct letters. */
function choicesOf(q: Question): ChoiceForm[] {
  const type = Number(q.isChoice);
  if (isSelect(type) && q.body.choices.length > 0) return q.body.choices.map(choiceForm);
  const count = Math.min(choiceLetters.length, Math.max(2, q.numChoice || 4));
  const texts = [q.answerA, q.answerB, q.answerC, q.answerD, q.answerE];
  const letters = isSelect(type) ? parseLetters(q.correctAnswer) : [];
  const share = type === questionTypes.multi ? shareOf(letters.length) : 1;
  return Array.from({ length: count }, (_, i) => ({
    key: newKey(),
    text: texts[i] ?? '',
    fraction: letters.includes(choiceLetters[i] ?? '') ? share : 0,
    feedback: '',
  }));
}

/** The body's part of the edit form for a stored question (and the correct answer of a free response). */
export function bodyFormOf(q: Question): BodyForm & { correctAnswer: string } {
  const { body } = q;
  const type = Number(q.isChoice);
  const free = type === questionTypes.free;
  const main = free ? body.answers.find((a) => a.fraction >= 1) : undefined;
  const trueFalse = type === questionTypes.trueFalse;
  const pairs = body.pairs.filter((p) => p.prompt.trim() !== '');
  return {
    correctAnswer: free ? (main?.text ?? q.correctAnswer) : '',
    choices: choicesOf(q),
    trueAnswer: trueFalse && q.correctAnswer === 'B' ? 'B' : 'A',
    trueFalseFeedback: trueFalse ? [body.choices[0]?.feedback ?? '', body.choices[1]?.feedback ?? ''] : ['', ''],
    correctFeedback: main?.feedback ?? '',
    correctTolerance: main?.tolerance == null ? '' : String(main.tolerance),
    answers: free ? body.answers.filter((a) => a !== main).map(answerForm) : [],
    units: body.units.map(unitForm),
    caseSensitive: body.caseSensitive,
    pairs:
      pairs.length > 0
        ? pairs.map((p) => ({ key: newKey(), prompt: p.prompt, answer: p.answer }))
        : [blankPair(), blankPair()],
    distractors: body.pairs.filter((p) => p.prompt.trim() === '').map((p) => p.answer),
    parts: body.parts.map((p) => ({
      key: newKey(),
      kind: p.kind,
      weight: p.weight,
      answers: p.answers.length > 0 ? p.answers.map(answerForm) : [blankAnswer()],
      choices: p.choices.length > 0 ? p.choices.map(choiceForm) : blankPart().choices,
      units: p.units.map(unitForm),
      caseSensitive: p.caseSensitive,
    })),
    hints: body.hints.map((text) => ({ key: newKey(), text })),
    hintPenalty: Number((body.hintPenalty * 100).toFixed(3)),
    tags: body.tags,
    shuffle: body.shuffle,
  };
}

/** A typed number sent as a number; anything else sent as typed, for the server to name the problem. */
const typedNumber = (text: string): number | string => {
  const trimmed = text.trim();
  const value = Number(trimmed);
  return trimmed !== '' && Number.isFinite(value) ? value : trimmed;
};
const toleranceInput = (text: string) => (text.trim() === '' ? null : typedNumber(text));
const hasText = (text: string) => text.trim() !== '';

const answerInput = (a: AnswerForm, isNumber: boolean) => ({
  text: a.text.trim(),
  fraction: a.fraction,
  feedback: a.feedback,
  tolerance: isNumber ? toleranceInput(a.tolerance) : null,
});
const choiceInput = (c: ChoiceForm) => ({ text: c.text, fraction: c.fraction, feedback: c.feedback });
const unitsInput = (units: UnitForm[]) =>
  units.filter((u) => hasText(u.unit)).map((u) => ({ unit: u.unit.trim(), multiplier: typedNumber(u.multiplier) }));

/** The fields of `body` that one type uses; what the spec's fields already say is left out. */
function typeBody(form: BodyForm & { isChoice: string; correctAnswer: string; answerType: string }) {
  const type = Number(form.isChoice);
  if (isSelect(type)) return isPlainSelect(form.choices, type) ? {} : { choices: form.choices.map(choiceInput) };
  if (type === questionTypes.trueFalse) {
    if (!form.trueFalseFeedback.some(hasText)) return {};
    return {
      choices: (['A', 'B'] as const).map((letter, i) => ({
        text: letter === 'A' ? 'True' : 'False',
        fraction: form.trueAnswer === letter ? 1 : 0,
        feedback: form.trueFalseFeedback[i] ?? '',
      })),
    };
  }
  if (type === questionTypes.free) {
    const isNumber = form.answerType === 'number';
    const others = form.answers.filter((a) => hasText(a.text));
    const main = {
      text: form.correctAnswer.trim(),
      fraction: 1,
      feedback: form.correctFeedback,
      tolerance: isNumber ? toleranceInput(form.correctTolerance) : null,
    };
    const needsAnswers = others.length > 0 || hasText(form.correctFeedback) || main.tolerance !== null;
    return {
      answers: needsAnswers ? [main, ...others.map((a) => answerInput(a, isNumber))] : undefined,
      units: isNumber ? unitsInput(form.units) : undefined,
      caseSensitive: form.answerType === 'text' && form.caseSensitive ? true : undefined,
    };
  }
  if (type === questionTypes.matching) {
    return {
      pairs: [
        ...form.pairs
          .filter((p) => hasText(p.prompt) || hasText(p.answer))
          .map((p) => ({ prompt: p.prompt, answer: p.answer.trim() })),
        ...form.distractors.filter(hasText).map((answer) => ({ prompt: '', answer: answer.trim() })),
      ],
    };
  }
  if (type === questionTypes.cloze) {
    return {
      parts: form.parts.map((p) => ({
        kind: p.kind,
        weight: p.weight,
        answers:
          p.kind === 'choice'
            ? []
            : p.answers.filter((a) => hasText(a.text)).map((a) => answerInput(a, p.kind === 'number')),
        choices: p.kind === 'choice' ? p.choices.map(choiceInput) : [],
        units: p.kind === 'number' ? unitsInput(p.units) : [],
        caseSensitive: p.kind === 'text' && p.caseSensitive,
      })),
    };
  }
  return {};
}

/**
 * `question.body` for the save: the type's own fields, then hints and their penalty (not for a
 * description, which has no answer), tags and the shuffle the question already had.
 */
export function bodyInput(form: BodyForm & { isChoice: string; correctAnswer: string; answerType: string }) {
  const answered = Number(form.isChoice) !== questionTypes.description;
  const hints = answered ? form.hints.map((h) => h.text).filter(hasText) : [];
  return {
    ...typeBody(form),
    hints,
    hintPenalty: hints.length > 0 ? form.hintPenalty / 100 : undefined,
    tags: form.tags.map((t) => t.trim()).filter(Boolean),
    shuffle: form.shuffle || undefined,
  };
}

/** The list with item `i` changed by `change`. */
export const updateAt = <T>(list: T[], i: number, change: (item: T) => T): T[] =>
  list.map((item, j) => (j === i ? change(item) : item));

/** The list without item `i`. */
export const removeAt = <T>(list: T[], i: number): T[] => list.filter((_, j) => j !== i);
