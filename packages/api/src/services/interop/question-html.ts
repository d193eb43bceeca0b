import type { ClozePart, QuestionBody } from '@quanta/grading/body';
import type { BankQuestion } from './model';

/**
 * Every HTML field of a travelling question (its text, solution, choices, feedback, matching prompts,
 * cloze choices and hints) passed through `fn`: where pictures are found and their sources rewritten.
 */
export function mapHtml(q: BankQuestion, fn: (html: string) => string): BankQuestion {
  const choice = <C extends { text: string; feedback: string }>(c: C): C => ({
    ...c,
    text: fn(c.text),
    feedback: fn(c.feedback),
  });
  const answer = <A extends { feedback: string }>(a: A): A => ({ ...a, feedback: fn(a.feedback) });
  const part = (p: ClozePart): ClozePart => ({ ...p, choices: p.choices.map(choice), answers: p.answers.map(answer) });
  const b = q.body;
  const body: QuestionBody = { ...b };
  if (b.choices) body.choices = b.choices.map(choice);
  if (b.answers) body.answers = b.answers.map(answer);
  if (b.pairs) body.pairs = b.pairs.map((p) => ({ ...p, prompt: fn(p.prompt) }));
  if (b.parts) body.parts = b.parts.map(part);
  if (b.hints) body.hints = b.hints.map(fn);
  return { ...q, text: fn(q.text), solution: fn(q.solution), choices: q.choices.map(fn), body };
}
