import { isEmptyContent, lettersFor, normaliseChoiceAnswer } from '@quanta/validators';

/**
 * A question's type on the wire: '0' single select, '1' multi select, '2' free response, '3' true/false,
 * '4' matching, '5' cloze, '6' description.
 */
export type QuestionKind = '0' | '1' | '2' | '3' | '4' | '5' | '6';

/** How a type's answer is written: choice letters, a text, a JSON list of strings (one per blank), or none. */
export type AnswerForm = 'letters' | 'text' | 'list' | 'none';

const forms: Record<QuestionKind, AnswerForm> = {
  '0': 'letters',
  '1': 'letters',
  '2': 'text',
  '3': 'letters',
  '4': 'list',
  '5': 'list',
  '6': 'none',
};

/** How a type's answer is written (see `AnswerForm`). */
export const answerFormOf = (kind: QuestionKind): AnswerForm => forms[kind];

/** A description is text only: nothing to answer, and it counts in no progress or accuracy. */
export const isAnswerable = (kind: QuestionKind) => kind !== '6';

/** What a student has written for one question: the answer and the working (rich HTML). */
export interface Draft {
  answer: string;
  content: string;
}

/** The letters a question offers (A–D by default, A–J at most). */
export const lettersOf = (numChoice: number) => [...lettersFor(numChoice)];

/** The letters of a stored choice answer (`A,C` → ['A', 'C']). */
export const selectedLetters = (answer: string) => (normaliseChoiceAnswer(answer) || '').split(',').filter(Boolean);

/** Ticked letters as a multi-select answer: unique, sorted, comma-joined (`['C', 'A']` → `A,C`). */
export const joinLetters = (letters: string[]) => [...new Set(letters.map((l) => l.toUpperCase()))].sort().join(',');

/**
 * A matching or cloze answer as a list of `length` strings, one per prompt or part: '' where nothing is
 * chosen or typed, and for an answer that is not a JSON list of strings.
 *
 * @example parseAnswerList('["12","B"]', 3) // ['12', 'B', '']
 */
export function parseAnswerList(raw: string, length: number): string[] {
  let parsed: unknown = [];
  try {
    parsed = raw ? JSON.parse(raw) : [];
  } catch {
    parsed = [];
  }
  const list = Array.isArray(parsed) ? parsed : [];
  return Array.from({ length }, (_, i) => (typeof list[i] === 'string' ? (list[i] as string) : ''));
}

/** A matching or cloze answer as stored: the JSON list of strings (kept as typed until it is sent). */
export const serialiseAnswerList = (list: string[]) => JSON.stringify(list);

/** A list answer trimmed entry by entry; '' when every entry is blank (nothing answered). */
function normaliseList(raw: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return '';
  }
  if (!Array.isArray(parsed)) return '';
  const list = parsed.map((v) => (typeof v === 'string' ? v.trim() : ''));
  return list.some((v) => v !== '') ? serialiseAnswerList(list) : '';
}

/** The answer as it will be sent and stored: choice letters normalised, free text trimmed, list entries trimmed. */
export function normaliseAnswer(kind: QuestionKind, raw: string): string {
  switch (answerFormOf(kind)) {
    case 'letters':
      return normaliseChoiceAnswer(raw);
    case 'text':
      return raw.trim();
    case 'list':
      return raw ? normaliseList(raw) : '';
    case 'none':
      return '';
  }
}

/** The working as it will be sent: the editor's empty paragraph counts as nothing (§5). */
export const contentToSend = (html: string) => (isEmptyContent(html) ? '' : html);

/**
 * The message key that refuses an empty answer (§5), or null when there is an answer (or nothing to
 * answer: a description). A matching or cloze answer with at least one blank filled is an answer.
 *
 * @example emptyAnswerKey('2', '  ') // 'inputYourAnswer'
 */
export function emptyAnswerKey(kind: QuestionKind, raw: string): 'selectYourAnswer' | 'inputYourAnswer' | null {
  if (!isAnswerable(kind) || normaliseAnswer(kind, raw)) return null;
  return kind === '2' || kind === '5' ? 'inputYourAnswer' : 'selectYourAnswer';
}

/** Whether the draft differs from what the server holds (so moving on needs a save). */
export function draftChanged(kind: QuestionKind, draft: Draft, saved: Draft): boolean {
  return (
    normaliseAnswer(kind, draft.answer) !== normaliseAnswer(kind, saved.answer) ||
    contentToSend(draft.content) !== contentToSend(saved.content)
  );
}

/**
 * Progress over the questions that can be answered: descriptions are in neither count.
 *
 * @example answeredOf([{ kind: '0', answered: true }, { kind: '6', answered: false }]) // { answered: 1, total: 1 }
 */
export function answeredOf(items: { kind: QuestionKind; answered: boolean }[]): { answered: number; total: number } {
  const counted = items.filter((i) => isAnswerable(i.kind));
  return { answered: counted.filter((i) => i.answered).length, total: counted.length };
}
