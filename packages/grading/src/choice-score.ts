import type { ChoiceOption } from './body';
import { credit, judged, reasonOf, teacherGrades, wrongChoice } from './credit';
import type { JudgedQuestion, Judgement } from './judge';

/** The letters of up to ten choices, A to J. */
export const choiceLetterList = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'] as const;

const types = { single: 0, multi: 1, trueFalse: 3 } as const;

type ChoiceQuestion = Pick<JudgedQuestion, 'isChoice' | 'numChoice' | 'correctAnswer' | 'body'>;

/** The letters a select question offers: its body's choices, else `numChoice` of them (2 to 10, 4 when unset); true/false A and B. */
export function offeredLetters(q: Pick<JudgedQuestion, 'isChoice' | 'numChoice' | 'body'>): string[] {
  const count =
    q.isChoice === types.trueFalse
      ? 2
      : q.body.choices && q.body.choices.length > 0
        ? q.body.choices.length
        : Number.isInteger(q.numChoice)
          ? q.numChoice
          : 4;
  return choiceLetterList.slice(0, Math.min(10, Math.max(2, count)));
}

/**
 * The letters an answer chooses, upper-case, each once and sorted (`c, a` → A, C); null when it holds
 * anything but letters A–J, commas and spaces. As `normaliseChoiceAnswer` in @quanta/validators.
 */
export function chosenLetters(answer: string): string[] | null {
  const letters = answer.toUpperCase().replace(/[\s,，]+/g, '');
  if (![...letters].every((l) => (choiceLetterList as readonly string[]).includes(l))) return null;
  return [...new Set(letters)].sort();
}

/**
 * Each offered choice's fraction: the body's when it has choices; else from the correct answer, the
 * correct letter 1 (a single select). Null when there is no correct answer, or for a multi select
 * without a body, which is the spec's all-or-nothing rule (see `judgeChoice`).
 */
function fractionsOf(q: ChoiceQuestion, offered: string[]): number[] | null {
  if (q.body.choices && q.body.choices.length > 0) return offered.map((_, i) => q.body.choices![i]?.fraction ?? 0);
  const correct = chosenLetters(q.correctAnswer) ?? [];
  if (correct.length === 0 || q.isChoice === types.multi) return null;
  return offered.map((l) => (l === correct[0] && correct.length === 1 ? 1 : 0));
}

/** A multi select without a body: full credit for exactly the correct letters, none otherwise (§5, as the SQL rule). */
function allOrNothing(q: ChoiceQuestion, answer: string): Judgement {
  const correct = chosenLetters(q.correctAnswer) ?? [];
  if (correct.length === 0) return teacherGrades();
  if (!choiceWellFormed(q, answer)) return judged({ score: 0, reason: 'unreadable', feedback: '' });
  const score = (chosenLetters(answer) ?? []).join(',') === correct.join(',') ? 1 : 0;
  return judged({ score, reason: reasonOf(score, wrongChoice), feedback: '' });
}

/** Whether a select answer chooses offered letters: exactly one, or at least one for a multi select. */
export function choiceWellFormed(q: Pick<JudgedQuestion, 'isChoice' | 'numChoice' | 'body'>, answer: string): boolean {
  const chosen = chosenLetters(answer);
  if (!chosen || chosen.length === 0) return false;
  if (q.isChoice !== types.multi && chosen.length !== 1) return false;
  const offered = offeredLetters(q);
  return chosen.every((l) => offered.includes(l));
}

/**
 * A single select, true/false or multi select answer: the sum of the chosen choices' fractions, floored
 * at 0 and capped at 1 (a multi select without a body: all or nothing), with each chosen choice's feedback. An answer that is no offered letter (or
 * several for a single select) is unreadable; a question without a correct answer waits for the teacher.
 */
export function judgeChoice(q: ChoiceQuestion, answer: string): Judgement {
  if (q.isChoice === types.multi && !(q.body.choices && q.body.choices.length > 0)) return allOrNothing(q, answer);
  const offered = offeredLetters(q);
  const fractions = fractionsOf(q, offered);
  if (!fractions) return teacherGrades();
  if (!choiceWellFormed(q, answer)) return judged({ score: 0, reason: 'unreadable', feedback: '' });
  const chosen = (chosenLetters(answer) ?? []).map((l) => offered.indexOf(l));
  const score = credit(chosen.reduce((sum, i) => sum + fractions[i]!, 0));
  const choices: ChoiceOption[] = q.body.choices ?? [];
  const feedback = chosen.map((i) => choices[i]?.feedback ?? '').filter((f) => f.trim() !== '');
  return { ...judged({ score, reason: reasonOf(score, wrongChoice), feedback: '' }), feedback };
}
