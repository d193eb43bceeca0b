import { type choiceLetters, lettersFor } from '@quanta/validators';

export type Letter = (typeof choiceLetters)[number];

/** The choice letters a question with `numChoice` choices offers: A–D by default, A–J at most. */
export const choiceLettersFor = (numChoice: number | string) => lettersFor(Number(numChoice)) as Letter[];

/** Letters typed or stored as `a, c` / `A,C` / `A，C`, upper-cased, in the order given. */
export function parseLetters(value: string): string[] {
  return value
    .toUpperCase()
    .split(/[\s,，]+/)
    .filter(Boolean);
}

/** Ticked letters as a multi-select answer: unique, sorted, comma-joined (`['C', 'A']` → `A,C`). */
export function joinLetters(letters: string[]): string {
  return [...new Set(letters.map((l) => l.toUpperCase()))].sort().join(',');
}
