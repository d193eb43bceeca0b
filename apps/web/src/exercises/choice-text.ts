import { choiceLetters } from '@quanta/validators';

/** What a choice's text is read from: the body's list when it has one, else the spec's five fields. */
export interface ChoiceSource {
  answerA: string;
  answerB: string;
  answerC: string;
  answerD: string;
  answerE: string;
  body: { choices: { text: string }[] };
}

/**
 * The text (HTML) of a select question's choice: the body's list holds every choice when there are more
 * than five (or any carries partial credit or feedback); otherwise `answerA`…`answerE` do.
 *
 * @example choiceTextOf(q, 'G') // q.body.choices[6].text
 */
export function choiceTextOf(q: ChoiceSource, letter: string): string {
  const i = (choiceLetters as readonly string[]).indexOf(letter);
  const listed = q.body.choices[i]?.text;
  if (listed !== undefined) return listed;
  return (
    ({ A: q.answerA, B: q.answerB, C: q.answerC, D: q.answerD, E: q.answerE } as Record<string, string>)[letter] ?? ''
  );
}
