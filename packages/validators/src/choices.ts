/**
 * A question's kinds, choices and correct-answer form: plain values and functions with no schema, so screens
 * that only show or answer questions (the runner) load them without the question schemas and the checker.
 */

/**
 * §3 `isChoice`: 0 single select, 1 multi select, 2 free response (strings '0'|'1'|'2' on the wire), and
 * beyond the spec 3 true/false (a single select of two choices, A true and B false), 4 matching, 5 cloze
 * (a text with embedded parts), 6 description (text only, no answer).
 */
export const questionTypes = {
  single: 0,
  multi: 1,
  free: 2,
  trueFalse: 3,
  matching: 4,
  cloze: 5,
  description: 6,
} as const;
export type QuestionType = (typeof questionTypes)[keyof typeof questionTypes];
/** Types whose answer is one or more letters of their choices (stored normalised, `A,C`). */
export const isChoiceType = (isChoice: number) =>
  isChoice === questionTypes.single || isChoice === questionTypes.multi || isChoice === questionTypes.trueFalse;

/** §9: difficulty 1–5, default 3; 2 to 10 choices (the spec's screens: 4 or 5), default 4. */
export const difficultyRange = { min: 1, max: 5, default: 3 } as const;
export const choiceCountRange = { min: 2, max: 10, default: 4 } as const;
export type ChoiceCount = number;
export const choiceLetters = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'] as const;
/** The spec's five choice fields, `answerA` … `answerE`. */
export const specChoiceLetters = ['A', 'B', 'C', 'D', 'E'] as const;

/** The letters a question with `numChoice` choices offers: A–D by default, A–J at most, A–B at least. */
export const lettersFor = (numChoice: number) =>
  choiceLetters.slice(
    0,
    Number.isInteger(numChoice)
      ? Math.min(choiceCountRange.max, Math.max(choiceCountRange.min, numChoice))
      : choiceCountRange.default,
  );

export type CorrectAnswerCheck = { ok: true; value: string } | { ok: false; problem: string };

/**
 * §5 correct answer: single select one letter of the choices; multi select comma-separated letters, stored
 * upper-case, unique and sorted (`c, a` → `A,C`); free response any text. `problem` reads after a field name.
 *
 * @example checkCorrectAnswer(1, 4, 'C,A') // { ok: true, value: 'A,C' }
 */
export function checkCorrectAnswer(isChoice: number, numChoice: number, raw: string): CorrectAnswerCheck {
  const value = raw.trim();
  if (!isChoiceType(isChoice)) return { ok: true, value };
  const letters: readonly string[] = lettersFor(isChoice === questionTypes.trueFalse ? 2 : numChoice);
  const list = letters.join(', ');
  if (isChoice !== questionTypes.multi) {
    const letter = value.toUpperCase();
    return letters.includes(letter) ? { ok: true, value: letter } : { ok: false, problem: `must be one of ${list}` };
  }
  const parts = value
    .toUpperCase()
    .split(/[\s,，]+/)
    .filter(Boolean);
  if (parts.length === 0 || parts.some((p) => !letters.includes(p))) {
    return { ok: false, problem: `must be letters from ${list} separated by commas` };
  }
  return { ok: true, value: [...new Set(parts)].sort().join(',') };
}

/**
 * A choice answer as stored: upper-case letters A–J, each once, sorted and comma-joined; '' when the
 * text is not a list of such letters. Separators may be commas or spaces, or none.
 *
 * @example normaliseChoiceAnswer('c, a') // 'A,C'
 */
export function normaliseChoiceAnswer(raw: string): string {
  const letters = raw.toUpperCase().replace(/[\s,，]+/g, '');
  if (!letters) return '';
  const allowed = new Set<string>(choiceLetters);
  if (![...letters].every((l) => allowed.has(l))) return '';
  return [...new Set(letters)].sort().join(',');
}
