import { lettersFor, questionTypes } from '@quanta/validators';

export type Letter = 'A' | 'B' | 'C' | 'D' | 'E';
export type AnswerKey = `answer${Letter}`;

/** The field holding a choice's text: `A` → `answerA`. */
export const answerKey = (letter: Letter): AnswerKey => `answer${letter}`;

/** The choice letters a question offers: A–D, plus E only with five choices. */
export const choiceLettersFor = (numChoice: number | string) => lettersFor(Number(numChoice)) as Letter[];

/** Letters typed or stored as `a, c` / `A,C` / `A，C`, upper-cased, in the order given. */
export function parseLetters(value: string): string[] {
  return value
    .toUpperCase()
    .split(/[\s,，]+/)
    .filter(Boolean);
}

/**
 * The correct answer kept valid when the type or the number of choices changes: a single-select answer
 * is one offered letter (else empty), a multi-select answer the offered letters sorted and comma-joined,
 * a free response any text.
 *
 * @example normaliseCorrectAnswer(1, 4, 'e, c, a') // 'A,C'
 */
export function normaliseCorrectAnswer(isChoice: number, numChoice: number, value: string): string {
  if (isChoice === questionTypes.free) return value;
  const offered: string[] = choiceLettersFor(numChoice);
  const letters = parseLetters(value).filter((l) => offered.includes(l));
  if (isChoice === questionTypes.single) return letters.length === 1 ? letters[0]! : '';
  return [...new Set(letters)].sort().join(',');
}

/** Ticked letters as a multi-select answer: unique, sorted, comma-joined (`['C', 'A']` → `A,C`). */
export function joinLetters(letters: string[]): string {
  return [...new Set(letters.map((l) => l.toUpperCase()))].sort().join(',');
}

/** Whether `letter` is (one of) the correct answer(s) of a select question. */
export function isCorrectLetter(isChoice: number, correctAnswer: string, letter: Letter): boolean {
  if (isChoice === questionTypes.free) return false;
  return parseLetters(correctAnswer).includes(letter);
}
