import { answerTypes, type GradingSpec, specLimits, specProblem, toleranceTypes } from '@quanta/grading';
import { z } from 'zod';
import { text } from './common';

/** Limits of a question's grading fields on the wire. */
export const gradingLimits = { unit: 60, paramName: 20, ...specLimits } as const;

const finite = z.coerce.number({ error: 'must be a number' }).refine(Number.isFinite, { error: 'must be a number' });
const paramName = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_]*$/, { error: 'must be letters, digits or _ starting with a letter' })
  .max(gradingLimits.paramName, { error: `must be at most ${gradingLimits.paramName} characters` });

export const param = z.union([
  z.strictObject({
    name: paramName,
    min: finite,
    max: finite,
    step: finite.refine((v) => v > 0, { error: 'must be above 0' }),
  }),
  z.strictObject({
    name: paramName,
    values: z
      .array(finite)
      .min(1, { error: 'must list at least one value' })
      .max(gradingLimits.values, { error: `must list at most ${gradingLimits.values} values` }),
  }),
]);

/** The grading fields of a question (§ free response): absent ones take their defaults. */
export const gradingFields = {
  answerType: z.enum(answerTypes, { error: 'must be text, number or expression' }).optional().default('text'),
  tolerance: finite
    .refine((v) => v >= 0, { error: 'must be 0 or more' })
    .optional()
    .default(0.01),
  toleranceType: z.enum(toleranceTypes, { error: 'must be relative or absolute' }).optional().default('relative'),
  unit: text(gradingLimits.unit)
    .nullish()
    .transform((v) => v ?? ''),
  sigFigs: z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z.coerce
      .number({ error: 'must be a whole number from 1 to 10' })
      .int({ error: 'must be a whole number from 1 to 10' })
      .min(gradingLimits.sigFigs.min, { error: 'must be a whole number from 1 to 10' })
      .max(gradingLimits.sigFigs.max, { error: 'must be a whole number from 1 to 10' })
      .nullable(),
  ),
  params: z
    .array(param)
    .max(gradingLimits.params, { error: `must hold at most ${gradingLimits.params} parameters` })
    .nullish()
    .transform((v) => v ?? []),
};

/** Adds the issue a free response's grading fields have (an unknown parameter, unit or formula), if any. */
export function refineGrading(spec: GradingSpec & { isChoice: number }, ctx: z.RefinementCtx): boolean {
  if (spec.isChoice !== 2) return true;
  const problem = specProblem(spec);
  if (!problem) return true;
  ctx.addIssue({ code: 'custom', path: problem.path.split('.'), message: problem.problem });
  return false;
}
