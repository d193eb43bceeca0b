import { z } from 'zod';
import { id, pageSize, str } from './common';
import { limits } from './limits';

/** §9 settings difficulty values. */
export const resourceDifficulties = ['easy', 'medium', 'difficult', 'veryDifficult', 'all'] as const;
export type ResourceDifficulty = (typeof resourceDifficulties)[number];

/** The language of the questions practised: the interface's (the default), every language, or one. */
export const resourceLanguages = ['interface', 'all', 'en', 'zh'] as const;
export type ResourceLanguage = (typeof resourceLanguages)[number];

/**
 * The question difficulties (§3, 1–5) each setting value practises: easy 1–2, medium 3, difficult 4,
 * very difficult 5, all 1–5.
 *
 * @example difficultyLevels('easy') // [1, 2]
 */
export function difficultyLevels(value: ResourceDifficulty): number[] {
  switch (value) {
    case 'easy':
      return [1, 2];
    case 'medium':
      return [3];
    case 'difficult':
      return [4];
    case 'veryDifficult':
      return [5];
    default:
      return [1, 2, 3, 4, 5];
  }
}

/** §9 report error types: 1 Incorrect Question, 2 Incorrect Answer, 3 Other (default). */
export const reportErrorTypes = [1, 2, 3] as const;

const plain = (max: number) => str().max(max, { error: `must be at most ${max} characters` });

/** An id, or empty/null for "none" (the picker sends a library row with empty chapter and section). */
const optionalId = z
  .union([id, z.literal(''), z.null()])
  .optional()
  .transform((v) => v || null);

/** An id, or a record carrying it as `_id` (the source picker sends `{_id, name}`). */
const idOf = z.preprocess((value) => {
  if (value && typeof value === 'object' && !Array.isArray(value) && '_id' in value) {
    return (value as { _id: unknown })._id;
  }
  return value;
}, id);

/** A page number, bounded so the offset stays a small integer in SQL. */
const page = z.coerce
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .min(1, { error: 'must be at least 1' })
  .max(100_000, { error: 'must be at most 100000' })
  .default(1);

/** Max Resources: digits only (§5 'Please enter a number'). */
export const maxQuestionsValue = z
  .union([z.number(), str().trim()])
  .refine((v) => (typeof v === 'number' ? Number.isInteger(v) && v >= 0 : /^\d{1,9}$/.test(v)), {
    error: 'Please enter a number',
  })
  .transform((v) => Number(v))
  .refine((v) => v >= 1 && v <= limits.resourceMaxQuestions, {
    error: `must be from 1 to ${limits.resourceMaxQuestions}`,
  });

export const editResourceBaseInput = z
  .object({
    helpContent: plain(limits.richText).nullish(),
    maxQuestions: maxQuestionsValue.optional(),
  })
  .refine((v) => (v.helpContent ?? undefined) !== undefined || v.maxQuestions !== undefined, {
    error: 'give helpContent or maxQuestions',
  });

export const resourceNode = z.object({ libraryId: id, chapterId: optionalId, sectionId: optionalId });
export type ResourceNode = z.infer<typeof resourceNode>;

/** 'Please select library' and 'Please select source' (empty lists) are the call's own 400s. */
export const updateUserSettingInput = z.object({
  libraries: z
    .array(resourceNode)
    .max(limits.resourceNodes, { error: `must name at most ${limits.resourceNodes}` })
    .nullish()
    .transform((v) => v ?? []),
  sources: z
    .array(idOf)
    .max(limits.resourceSources, { error: `must name at most ${limits.resourceSources}` })
    .nullish()
    .transform((v) => [...new Set(v ?? [])]),
  difficulty: z.enum(resourceDifficulties).optional().default('all'),
  language: z.enum(resourceLanguages).optional().default('interface'),
  /** Shown disabled on the screen; accepted and not stored. */
  isClassroomStudent: z.unknown().optional(),
});
export type UpdateUserSettingInput = z.infer<typeof updateUserSettingInput>;

export const resourceQuestionInput = z.object({ questionId: id });
export const submitResourceInput = z.object({
  questionId: id,
  answer: z.preprocess((v) => (Array.isArray(v) ? v.join(',') : (v ?? '')), plain(limits.answer)),
});
export const reportResourceInput = z.object({
  questionId: id,
  errorType: z.coerce
    .number({ error: 'must be 1, 2 or 3' })
    .pipe(z.literal(reportErrorTypes, { error: 'must be 1, 2 or 3' }))
    .optional()
    .default(3),
  otherContent: plain(limits.reportContent)
    .nullish()
    .transform((v) => (v ?? '').trim()),
});
export const resourceRecordPageInput = z
  .object({ page, pageSize: pageSize(limits.resourceHistoryPageSize) })
  .optional()
  .transform((v) => v ?? { page: 1, pageSize: limits.resourceHistoryPageSize });
export const resourceRecordIdInput = z.object({ id });
export const teacherResourceRecordsInput = z.object({
  classId: id,
  studentId: id,
  page,
  pageSize: pageSize(limits.resourceHistoryPageSize),
});
export const questionReportsInput = z.object({ questionId: id });
export const resolveReportInput = z.object({ id });
export const openReportCountsInput = z.object({
  questionIds: z.array(id).max(limits.questionPageSize, { error: `must name at most ${limits.questionPageSize}` }),
});

export type ReportResourceInput = z.infer<typeof reportResourceInput>;
