import { choiceLetters, questionTypes } from '@quanta/validators';
import { parseLetters } from './choices';
import type { PreviewQuestion } from './types';

/** A choice as a card shows it. */
export interface CardChoice {
  letter: string;
  /** HTML; a true/false question's 'True' and 'False' as stored (the card words them). */
  text: string;
  /** The credit when the question carries credits per choice; null when its letters say it all. */
  fraction: number | null;
  feedback: string;
  correct: boolean;
}

/**
 * The choices of a select or true/false question, A–J: its body's choices when it has them (with their
 * credits), else its `answerA`… fields marked by its correct letters. Empty for other types.
 */
export function cardChoices(
  q: Pick<PreviewQuestion, 'isChoice' | 'numChoice' | 'correctAnswer' | 'body'> &
    Partial<Pick<PreviewQuestion, 'answerA' | 'answerB' | 'answerC' | 'answerD' | 'answerE'>>,
): CardChoice[] {
  const type = Number(q.isChoice);
  if (type !== questionTypes.single && type !== questionTypes.multi && type !== questionTypes.trueFalse) return [];
  const letters = parseLetters(q.correctAnswer);
  const byLetter = (i: number) => letters.includes(choiceLetters[i] ?? '');
  if (q.body.choices.length > 0) {
    return q.body.choices.map((c, i) => ({
      letter: choiceLetters[i] ?? '',
      text: c.text,
      fraction: c.fraction,
      feedback: c.feedback,
      correct: c.fraction === null ? byLetter(i) : type === questionTypes.multi ? c.fraction > 0 : c.fraction >= 1,
    }));
  }
  const texts =
    type === questionTypes.trueFalse ? ['True', 'False'] : [q.answerA, q.answerB, q.answerC, q.answerD, q.answerE];
  const count = type === questionTypes.trueFalse ? 2 : Math.min(5, Math.max(2, q.numChoice));
  return Array.from({ length: count }, (_, i) => ({
    letter: choiceLetters[i] ?? '',
    text: texts[i] ?? '',
    fraction: null,
    feedback: '',
    correct: byLetter(i),
  }));
}
