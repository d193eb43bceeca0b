import type { ClozePart, QuestionBody } from '@quanta/grading';
import { sanitiseRichTextWithin } from './sanitise';

/**
 * A question body with every rich field sanitised as a save sanitises the question's text (choices,
 * feedback, hints, matching prompts, cloze choices), or null when one nests too deep to be read.
 */
export function sanitiseBody(body: QuestionBody): QuestionBody | null {
  let tooDeep = false;
  const clean = (html: string) => {
    const out = sanitiseRichTextWithin(html);
    if (out === null) tooDeep = true;
    return out ?? '';
  };
  const choice = <C extends { text: string; feedback: string }>(c: C): C => ({
    ...c,
    text: clean(c.text),
    feedback: clean(c.feedback),
  });
  const answer = <A extends { feedback: string }>(a: A): A => ({ ...a, feedback: clean(a.feedback) });
  const part = (p: ClozePart): ClozePart => ({ ...p, choices: p.choices.map(choice), answers: p.answers.map(answer) });
  const out: QuestionBody = { ...body };
  if (body.choices) out.choices = body.choices.map(choice);
  if (body.answers) out.answers = body.answers.map(answer);
  if (body.pairs) out.pairs = body.pairs.map((p) => ({ ...p, prompt: clean(p.prompt) }));
  if (body.parts) out.parts = body.parts.map(part);
  if (body.hints) out.hints = body.hints.map(clean);
  return tooDeep ? null : out;
}
