import { z } from 'zod';
import { flag, richText } from './classes';
import { id, page, pageSize, str, text } from './common';
import { languages, limits } from './limits';

/** §9: exam durations in minutes, default 15. */
export const examDurations = [1, 15, 30, 45, 60, 75, 90, 105, 120, 135, 150, 165, 180] as const;
export const defaultExamDuration = 15;

const language = z.enum(languages);
const languageFilter = z.preprocess((v) => (v === '' || v === null ? undefined : v), language.optional());

/** Text that must name an instant (ISO 8601). */
function instantOf(value: string, ctx: z.RefinementCtx): Date {
  const time = Date.parse(value);
  if (Number.isNaN(time)) {
    ctx.addIssue({ code: 'custom', message: 'must be a date and time (ISO 8601)' });
    return z.NEVER;
  }
  return new Date(time);
}

const instantText = z.union([str().trim(), z.null()]).optional();

/** A due date and time (ISO 8601); empty or null clears it. */
const dueDate = instantText.transform((value, ctx) => (value ? instantOf(value, ctx) : null));

/** An exam window's end: absent keeps the stored time, empty or null clears it, else an ISO 8601 instant. */
const windowTime = instantText.transform((value, ctx) =>
  value === undefined ? undefined : value ? instantOf(value, ctx) : null,
);

/** Question ids as the screens send them: ids or `{_id}` objects. */
const questionIds = z
  .array(z.preprocess((v) => (v && typeof v === 'object' && '_id' in v ? (v as { _id: unknown })._id : v), id))
  .max(limits.homeworkQuestionsMax, { error: `must be at most ${limits.homeworkQuestionsMax} questions` });

export const teacherHomeworkInput = z
  .object({
    name: text(limits.keyword).optional().default(''),
    language: languageFilter,
    page,
    pageSize: pageSize(limits.homeworkPageSize),
  })
  .optional()
  .transform((v) => v ?? { name: '', language: undefined, page: 1, pageSize: limits.homeworkPageSize });

export const createHomeworkInput = z
  .object({ language: language.default('en') })
  .optional()
  .transform((v) => v ?? { language: 'en' as const });

export const updateHomeworkInput = z
  .object({
    _id: id,
    name: text(limits.homeworkName).default(''),
    description: richText,
    /** Accepted for the spec's clients; the count always follows the question list. */
    numQuestions: z.coerce.number().int().min(0).optional(),
    language,
    dueDate,
    isExam: flag.optional().default(false),
    examDuration: z.coerce
      .number({ error: `must be one of ${examDurations.join(', ')}` })
      .pipe(z.literal(examDurations, { error: `must be one of ${examDurations.join(', ')}` }))
      .optional()
      .default(defaultExamDuration),
    /** The exam's window (absent: kept as stored). */
    opensAt: windowTime,
    closesAt: windowTime,
    /** Each student's own order of the questions, of a select question's choices (absent: kept as stored). */
    shuffleQuestions: flag.optional(),
    shuffleChoices: flag.optional(),
    /** Photos of working for the homework as a whole, beside those of its questions (absent: kept as stored). */
    workPhotos: flag.optional(),
  })
  .refine((v) => !v.opensAt || !v.closesAt || v.closesAt > v.opensAt, {
    error: 'must be after opensAt',
    path: ['closesAt'],
  });

export const homeworkQuestionsInput = z.object({
  id,
  QIds: questionIds.min(1, { error: 'must name at least one question' }).transform((ids) => [...new Set(ids)]),
});

/** The whole ordered list from the edit screen's transfer; a question may appear once. */
export const setHomeworkQuestionsInput = z.object({
  id,
  questionList: questionIds.refine((ids) => new Set(ids).size === ids.length, {
    error: 'must not name a question twice',
  }),
});

export type UpdateHomeworkInput = z.infer<typeof updateHomeworkInput>;
