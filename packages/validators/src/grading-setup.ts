import { attemptsCountedModes, gradeCategoryKinds } from '@quanta/grading/course-grade';
import { z } from 'zod';
import { id, str, text } from './common';
import { languages } from './limits';

/** Bounds of the grade setup, the scale and the term report. */
export const gradeSetupLimits = {
  categoriesMax: 12,
  categoryName: 40,
  weightMax: 1000,
  pointsMax: 10000,
  attemptsMax: 10,
  bandsMax: 12,
  bandLabel: 20,
  reportComment: 2000,
} as const;

/** A class's grade setup: its categories and each homework's grading. */
export const gradeSetupInput = z.object({ classId: id });

const weight = z
  .number({ error: 'must be a number' })
  .min(0, { error: 'must be at least 0' })
  .max(gradeSetupLimits.weightMax, { error: `must be at most ${gradeSetupLimits.weightMax}` });

const category = z.object({
  _id: id.optional(),
  kind: z.enum(gradeCategoryKinds, { error: `must be one of ${gradeCategoryKinds.join(', ')}` }),
  name: text(gradeSetupLimits.categoryName),
  weight,
});

/**
 * A class's categories, replacing the set: 1 to 12, each of homework, quiz and exam at most once, a name
 * for each of the school's own, and weights that add up to more than 0.
 */
export const saveGradeCategoriesInput = z.object({
  classId: id,
  categories: z
    .array(category, { error: 'must be a list' })
    .min(1, { error: 'must hold at least one category' })
    .max(gradeSetupLimits.categoriesMax, { error: `must hold at most ${gradeSetupLimits.categoriesMax} categories` })
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((c, i) => {
        if (c.kind !== 'custom' && seen.has(c.kind))
          ctx.addIssue({ code: 'custom', path: [i, 'kind'], message: 'is already in the list' });
        seen.add(c.kind);
        if (c.kind === 'custom' && c.name === '')
          ctx.addIssue({ code: 'custom', path: [i, 'name'], message: 'is required' });
        if (c._id && list.findIndex((o) => o._id === c._id) !== i)
          ctx.addIssue({ code: 'custom', path: [i, '_id'], message: 'is already in the list' });
      });
      if (list.every((c) => c.weight === 0))
        ctx.addIssue({ code: 'custom', path: [0, 'weight'], message: 'weights must add up to more than 0' });
    }),
});

/** One homework's grading in a class: its category there, and its points, late penalty and attempts. */
export const setHomeworkGradingInput = z.object({
  classId: id,
  homeworkId: id,
  categoryId: id.nullable(),
  points: z
    .number({ error: 'must be a number or null' })
    .gt(0, { error: 'must be more than 0' })
    .max(gradeSetupLimits.pointsMax, { error: `must be at most ${gradeSetupLimits.pointsMax}` })
    .nullable(),
  latePenaltyPercent: z
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'must be at least 0' })
    .max(100, { error: 'must be at most 100' }),
  attemptsAllowed: z
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .max(gradeSetupLimits.attemptsMax, { error: `must be at most ${gradeSetupLimits.attemptsMax}` }),
  attemptsCounted: z.enum(attemptsCountedModes, { error: `must be one of ${attemptsCountedModes.join(', ')}` }),
});

const band = z.object({
  label: text(gradeSetupLimits.bandLabel).min(1, { error: 'is required' }),
  min: z
    .number({ error: 'must be a number' })
    .min(0, { error: 'must be at least 0' })
    .max(100, { error: 'must be at most 100' }),
});

/** The school's grade scale: 1 to 12 bands, mins strictly descending, the last 0. */
export const setGradeScaleInput = z.object({
  bands: z
    .array(band, { error: 'must be a list' })
    .min(1, { error: 'must hold at least one band' })
    .max(gradeSetupLimits.bandsMax, { error: `must hold at most ${gradeSetupLimits.bandsMax} bands` })
    .superRefine((list, ctx) => {
      list.forEach((b, i) => {
        const before = list[i - 1];
        if (before && b.min >= before.min)
          ctx.addIssue({ code: 'custom', path: [i, 'min'], message: 'must be below the band before it' });
      });
      const last = list.length - 1;
      if (last >= 0 && list[last]!.min !== 0)
        ctx.addIssue({ code: 'custom', path: [last, 'min'], message: 'must be 0 for the last band' });
    }),
});

/** A student's grades in a class, for the student or their parent. */
export const gradesInput = z.object({ studentId: id, classId: id });

/** The teacher's comment on a student's term report. */
export const reportCommentInput = z.object({
  classId: id,
  studentId: id,
  comment: str()
    .trim()
    .max(gradeSetupLimits.reportComment, { error: `must be at most ${gradeSetupLimits.reportComment} characters` }),
});

/** The teacher's comment on a student's term report, to edit it. */
export const reportCommentOfInput = z.object({ classId: id, studentId: id });

/** A student's term report as a PDF, in English or Chinese. */
export const termReportInput = z.object({
  classId: id,
  studentId: id,
  lang: z.enum(languages, { error: 'must be en or zh' }).default('en'),
});

/** Start another attempt of a handed-in exercise. */
export const startNewAttemptInput = z.object({ exerciseId: id });

export type SaveGradeCategoriesInput = z.infer<typeof saveGradeCategoriesInput>;
export type SetHomeworkGradingInput = z.infer<typeof setHomeworkGradingInput>;
export type SetGradeScaleInput = z.infer<typeof setGradeScaleInput>;
export type ReportCommentInput = z.infer<typeof reportCommentInput>;
export type TermReportInput = z.infer<typeof termReportInput>;
