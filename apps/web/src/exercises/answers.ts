import { isEmptyContent, lettersFor, normaliseChoiceAnswer } from '@quanta/validators';

/** A question's type on the wire: '0' single select, '1' multi select, '2' free response. */
export type QuestionKind = '0' | '1' | '2';

/** What a student has written for one question: the answer and the working (rich HTML). */
export interface Draft {
  answer: string;
  content: string;
}

/** The letters a question offers (A–D, E with five choices). */
export const lettersOf = (numChoice: number) => [...lettersFor(numChoice)];

/** The letters of a stored choice answer (`A,C` → ['A', 'C']). */
export const selectedLetters = (answer: string) => (normaliseChoiceAnswer(answer) || '').split(',').filter(Boolean);

/** Ticked letters as a multi-select answer: unique, sorted, comma-joined (`['C', 'A']` → `A,C`). */
export const joinLetters = (letters: string[]) => [...new Set(letters.map((l) => l.toUpperCase()))].sort().join(',');

/** The answer as it will be sent and stored: choice letters normalised, free text trimmed. */
export function normaliseAnswer(kind: QuestionKind, raw: string): string {
  if (kind === '2') return raw.trim();
  return normaliseChoiceAnswer(raw);
}

/** The working as it will be sent: the editor's empty paragraph counts as nothing (§5). */
export const contentToSend = (html: string) => (isEmptyContent(html) ? '' : html);

/**
 * The message key that refuses an empty answer (§5), or null when there is an answer.
 *
 * @example emptyAnswerKey('2', '  ') // 'inputYourAnswer'
 */
export function emptyAnswerKey(kind: QuestionKind, raw: string): 'selectYourAnswer' | 'inputYourAnswer' | null {
  if (normaliseAnswer(kind, raw)) return null;
  return kind === '2' ? 'inputYourAnswer' : 'selectYourAnswer';
}

/** Whether the draft differs from what the server holds (so moving on needs a save). */
export function draftChanged(kind: QuestionKind, draft: Draft, saved: Draft): boolean {
  return (
    normaliseAnswer(kind, draft.answer) !== normaliseAnswer(kind, saved.answer) ||
    contentToSend(draft.content) !== contentToSend(saved.content)
  );
}
