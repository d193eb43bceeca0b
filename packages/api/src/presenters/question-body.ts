import { matchingOptions, matchingPrompts, type QuestionBody, shuffled } from '@quanta/grading';
import { z } from 'zod';
import { named, wire } from './wire';

const choiceShape = wire({ text: z.string(), fraction: z.number().nullable(), feedback: z.string() });
const answerShape = wire({
  text: z.string(),
  fraction: z.number(),
  feedback: z.string(),
  tolerance: z.number().nullable(),
});
const unitShape = wire({ unit: z.string(), multiplier: z.number() });

/**
 * A question's body on the wire (`question.body`). The author's view carries every field; a student's
 * carries what answering needs: choice texts (no fraction, no feedback), the matching prompts and answers in
 * the student's own order, each cloze part's kind, weight and choice texts, and how many hints there are
 * (a hint's text comes with the answer once revealed).
 */
export const questionBodyShape = named(
  'QuestionBody',
  wire({
    choices: z.array(choiceShape),
    answers: z.array(answerShape),
    units: z.array(unitShape),
    pairs: z.array(wire({ prompt: z.string(), answer: z.string() })),
    /** Matching: the prompts in order, and the answers to pick from (the student's order). */
    prompts: z.array(z.string()),
    options: z.array(z.string()),
    parts: z.array(
      wire({
        kind: z.enum(['number', 'choice', 'text']),
        weight: z.number(),
        choices: z.array(choiceShape),
        answers: z.array(answerShape),
        units: z.array(unitShape),
        caseSensitive: z.boolean(),
      }),
    ),
    hints: z.array(z.string()),
    hintCount: z.number().int(),
    hintPenalty: z.number(),
    tags: z.array(z.string()),
    shuffle: z.boolean(),
    caseSensitive: z.boolean(),
  }),
);
export type QuestionBodyInfo = z.infer<typeof questionBodyShape>;

export interface PresentBodyOptions {
  withSolution: boolean;
  /** The student's own order of matching answers (and shuffled choices); absent: stored order. */
  shuffleSeed?: string | undefined;
  /** The student's own order of a select question's choices (letters, the one shown first first); null: as stored. */
  choiceOrder?: string | null;
  /** Shows text with the student's parameter values. */
  show: (text: string) => string;
}

/** A list by letters (`CADB`: the third first), entries past the order's end after it; no order: as it is. */
function inOrder<T>(list: readonly T[], order: string | null | undefined): T[] {
  if (!order) return [...list];
  const picked = [...order].map((l) => list[l.charCodeAt(0) - 65]).filter((x): x is T => x !== undefined);
  return [...picked, ...list.slice(order.length)];
}

/** A question's body as the viewer may read it (see `questionBodyShape`). */
export function presentBody(body: QuestionBody, o: PresentBodyOptions): QuestionBodyInfo {
  const { show, withSolution } = o;
  const choice = (c: { text: string; fraction: number; feedback: string }) => ({
    text: show(c.text),
    fraction: withSolution ? c.fraction : null,
    feedback: withSolution ? c.feedback : '',
  });
  const answers = (list: QuestionBody['answers']) =>
    withSolution ? (list ?? []).map((a) => ({ ...a, tolerance: a.tolerance ?? null })) : [];
  const options = matchingOptions(body);
  const pairs = body.pairs ?? [];
  return {
    choices: inOrder(body.choices ?? [], o.choiceOrder).map(choice),
    answers: answers(body.answers),
    units: withSolution ? (body.units ?? []) : [],
    pairs: withSolution ? pairs : [],
    prompts: matchingPrompts(body).map((p) => show(p.prompt)),
    options: o.shuffleSeed ? shuffled(options, o.shuffleSeed) : options,
    parts: (body.parts ?? []).map((p) => ({
      kind: p.kind,
      weight: p.weight,
      choices: p.choices.map(choice),
      answers: answers(p.answers),
      units: withSolution ? p.units : [],
      caseSensitive: p.caseSensitive,
    })),
    hints: withSolution ? (body.hints ?? []) : [],
    hintCount: body.hints?.length ?? 0,
    hintPenalty: body.hintPenalty ?? 0,
    tags: withSolution ? (body.tags ?? []) : [],
    shuffle: body.shuffle ?? false,
    caseSensitive: body.caseSensitive ?? false,
  };
}
