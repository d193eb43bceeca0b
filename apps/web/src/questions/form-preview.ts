import type { QuestionForm } from './question-form';
import { updateInput } from './question-form';
import type { PreviewQuestion } from './types';

const num = (v: number | string) => (typeof v === 'number' ? v : Number(v) || 0);
const tolerance = (v: number | string | null) => (v === null || v === '' ? null : num(v));

/** The edit form's values as a preview card shows them: what a save would send, read back as the wire has it. */
export function previewOf(form: QuestionForm): PreviewQuestion {
  const input = updateInput('', form);
  const { body } = input;
  const answers = (list: { text: string; fraction: number; feedback: string; tolerance: number | string | null }[]) =>
    list.map((a) => ({ ...a, tolerance: tolerance(a.tolerance) }));
  const units = (list: { unit: string; multiplier: number | string }[] | undefined) =>
    (list ?? []).map((u) => ({ unit: u.unit, multiplier: num(u.multiplier) }));
  return {
    name: input.name,
    qText: input.qText,
    image: input.image,
    showImg: input.showImg,
    isChoice: input.isChoice,
    numChoice: input.numChoice,
    correctAnswer: input.correctAnswer,
    difficuty: input.difficuty,
    description: input.description,
    answerA: input.answerA,
    answerB: input.answerB,
    answerC: input.answerC,
    answerD: input.answerD,
    answerE: input.answerE,
    body: {
      choices: 'choices' in body && body.choices ? body.choices : [],
      answers: 'answers' in body && body.answers ? answers(body.answers) : [],
      units: 'units' in body ? units(body.units) : [],
      pairs: 'pairs' in body && body.pairs ? body.pairs : [],
      parts:
        'parts' in body && body.parts
          ? body.parts.map((p) => ({ ...p, answers: answers(p.answers), units: units(p.units) }))
          : [],
      hints: body.hints,
      hintPenalty: body.hintPenalty ?? 0,
      tags: body.tags,
    },
  };
}
