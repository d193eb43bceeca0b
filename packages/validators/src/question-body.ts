import { type ClozePart, clozeMarkers, type QuestionBody } from '@quanta/grading/body';
import { z } from 'zod';
import { choiceCountRange, questionTypes } from './choices';
import { str, text } from './common';
import { limits } from './limits';

/** Limits of a question's body (partial credit, feedback, hints, pairs and cloze parts). */
export const bodyLimits = {
  answers: 20,
  units: 10,
  pairs: 20,
  parts: 20,
  hints: 5,
  tags: 20,
  tag: 50,
  choiceText: 20_000,
  feedback: 20_000,
  pairText: 500,
  weight: 100,
} as const;

const html = (max: number) =>
  str()
    .max(max, { error: `must be at most ${max} characters` })
    .nullish()
    .transform((v) => v ?? '');
const finite = z.coerce.number({ error: 'must be a number' }).refine(Number.isFinite, { error: 'must be a number' });
/** Moodle's fractions: -1 to 1. */
const fraction = finite.refine((v) => v >= -1 && v <= 1, { error: 'must be from -1 to 1' });

export const choiceOption = z.object({
  text: html(bodyLimits.choiceText),
  fraction: fraction.optional().default(0),
  feedback: html(bodyLimits.feedback),
});

export const weightedAnswer = z.object({
  text: text(limits.correctAnswer),
  fraction: fraction.optional().default(1),
  feedback: html(bodyLimits.feedback),
  tolerance: z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    finite.refine((v) => v >= 0, { error: 'must be 0 or more' }).nullable(),
  ),
});

export const unitOption = z.object({
  unit: text(60).min(1, { error: 'is required' }),
  multiplier: finite
    .refine((v) => v > 0, { error: 'must be above 0' })
    .optional()
    .default(1),
});

export const matchPair = z.object({ prompt: html(bodyLimits.pairText), answer: text(bodyLimits.pairText) });

export const clozePart = z.object({
  kind: z.enum(['number', 'choice', 'text'], { error: 'must be number, choice or text' }),
  weight: z.coerce
    .number({ error: 'must be a whole number from 1 to 100' })
    .int({ error: 'must be a whole number from 1 to 100' })
    .min(1, { error: 'must be a whole number from 1 to 100' })
    .max(bodyLimits.weight, { error: 'must be a whole number from 1 to 100' })
    .optional()
    .default(1),
  answers: z.array(weightedAnswer).max(bodyLimits.answers).optional().default([]),
  choices: z.array(choiceOption).max(choiceCountRange.max).optional().default([]),
  units: z.array(unitOption).max(bodyLimits.units).optional().default([]),
  caseSensitive: z.boolean().optional().default(false),
});

/** `questions.body` as a save sends it (see @quanta/grading's `QuestionBody`); absent fields stay absent. */
export const questionBody = z
  .object({
    choices: z
      .array(choiceOption)
      .max(choiceCountRange.max, { error: `must hold at most ${choiceCountRange.max} choices` })
      .optional(),
    answers: z
      .array(weightedAnswer)
      .max(bodyLimits.answers, { error: `must hold at most ${bodyLimits.answers} answers` })
      .optional(),
    units: z
      .array(unitOption)
      .max(bodyLimits.units, { error: `must hold at most ${bodyLimits.units} units` })
      .optional(),
    pairs: z
      .array(matchPair)
      .max(bodyLimits.pairs, { error: `must hold at most ${bodyLimits.pairs} pairs` })
      .optional(),
    parts: z
      .array(clozePart)
      .max(bodyLimits.parts, { error: `must hold at most ${bodyLimits.parts} parts` })
      .optional(),
    hints: z
      .array(html(bodyLimits.feedback))
      .max(bodyLimits.hints, { error: `must hold at most ${bodyLimits.hints} hints` })
      .optional(),
    hintPenalty: finite.refine((v) => v >= 0 && v <= 1, { error: 'must be from 0 to 1' }).optional(),
    tags: z
      .array(text(bodyLimits.tag).min(1, { error: 'is required' }))
      .max(bodyLimits.tags, { error: `must hold at most ${bodyLimits.tags} tags` })
      .optional(),
    shuffle: z.boolean().optional(),
    caseSensitive: z.boolean().optional(),
  })
  .nullish()
  .transform((v): QuestionBody => {
    const out: QuestionBody = {};
    for (const [key, value] of Object.entries(v ?? {})) {
      if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
      (out as Record<string, unknown>)[key] = value;
    }
    return out;
  });

/** A part's problem, as a field path and a problem that reads after the field's name, or null. */
function partProblem(part: ClozePart, i: number): { path: (string | number)[]; problem: string } | null {
  if (part.kind === 'choice') {
    if (part.choices.length < choiceCountRange.min)
      return { path: ['parts', i, 'choices'], problem: 'must hold at least 2 choices' };
    if (!part.choices.some((c) => c.fraction >= 1))
      return { path: ['parts', i, 'choices'], problem: 'must have a choice with full credit' };
    return null;
  }
  if (part.answers.length === 0) return { path: ['parts', i, 'answers'], problem: 'must hold at least one answer' };
  if (!part.answers.some((a) => a.fraction >= 1))
    return { path: ['parts', i, 'answers'], problem: 'must have an answer with full credit' };
  if (part.kind === 'number' && part.answers.some((a) => !Number.isFinite(Number(a.text)))) {
    return { path: ['parts', i, 'answers'], problem: 'must be numbers' };
  }
  return null;
}

/**
 * What a type needs of its body and text, as the first problem found, or null: matching at least two
 * pairs with a prompt, a cloze question a part for each marker `{#n}` of its text and a marker for each
 * part, a select question's choices as many as `numChoice` with the right fractions.
 */
export function bodyProblem(q: {
  isChoice: number;
  numChoice: number;
  qText: string;
  body: QuestionBody;
}): { path: (string | number)[]; problem: string } | null {
  const { body } = q;
  if (q.isChoice === questionTypes.matching) {
    const prompts = (body.pairs ?? []).filter((p) => p.prompt.trim() !== '');
    if (prompts.length < 2) return { path: ['body', 'pairs'], problem: 'must hold at least 2 pairs with a prompt' };
    if (prompts.some((p) => p.answer === ''))
      return { path: ['body', 'pairs'], problem: 'must give each prompt an answer' };
    return null;
  }
  if (q.isChoice === questionTypes.cloze) {
    const parts = body.parts ?? [];
    if (parts.length === 0) return { path: ['body', 'parts'], problem: 'must hold at least one part' };
    const markers = new Set(clozeMarkers(q.qText));
    for (let n = 1; n <= parts.length; n++) {
      if (!markers.has(n)) return { path: ['qText'], problem: `must show part {#${n}}` };
    }
    for (const m of markers)
      if (m < 1 || m > parts.length) return { path: ['qText'], problem: `names no part {#${m}}` };
    for (const [i, part] of parts.entries()) {
      const problem = partProblem(part, i);
      if (problem) return { ...problem, path: ['body', ...problem.path] };
    }
    return null;
  }
  if (body.choices && (q.isChoice === questionTypes.single || q.isChoice === questionTypes.multi)) {
    if (body.choices.length !== q.numChoice)
      return { path: ['body', 'choices'], problem: `must hold ${q.numChoice} choices` };
  }
  if (body.answers && body.answers.length > 0 && !body.answers.some((a) => a.fraction >= 1)) {
    return { path: ['body', 'answers'], problem: 'must have an answer with full credit' };
  }
  return null;
}

/** A select question's choice texts: its body's when it has them, else the spec's `answerA`… fields. */
export function choiceTextsOf(q: {
  numChoice: number;
  body: QuestionBody;
  answerA: string;
  answerB: string;
  answerC: string;
  answerD: string;
  answerE: string;
}): string[] {
  if (q.body.choices) return q.body.choices.map((c) => c.text);
  return [q.answerA, q.answerB, q.answerC, q.answerD, q.answerE].slice(0, q.numChoice);
}
