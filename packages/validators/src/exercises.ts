import { z } from 'zod';
import { flag, richText } from './classes';
import { email, id, page, pageSize, str } from './common';
import { limits } from './limits';

/** An id, or a record carrying it as `_id` (the screens send homework and students as found records). */
const idOf = z.preprocess((value) => {
  if (value && typeof value === 'object' && '_id' in value) return (value as { _id: unknown })._id;
  return value;
}, id);

const ids = (max: number) =>
  z
    .array(idOf)
    .min(1, { error: 'must name at least one' })
    .max(max, { error: `must name at most ${max}` })
    .transform((list) => [...new Set(list)]);

/** An answer as text; a multi-select client may send the chosen letters as an array. */
const answer = z.preprocess(
  (v) => (Array.isArray(v) ? v.join(',') : (v ?? '')),
  str()
    .trim()
    .max(limits.answer, { error: `must be at most ${limits.answer} characters` }),
);

// Teacher: a class's homework list (Add content)
/** The spec's `name`, `isPub` and `creator` are accepted and not used: the entry shows the homework's name. */
export const addHomeworkToClassInput = z.object({ id, hwID: idOf });
export const removeHomeworkFromClassInput = z.object({ id, hwID: idOf });
export const classHomeworkInput = z.object({ classID: id, hwID: idOf });
export const publishHomeworkInput = z.object({
  classID: id,
  hwID: idOf,
  studentIDs: ids(limits.publishStudentsMax),
});
export const unpublishHomeworkInput = z.object({ exerciseIds: ids(limits.publishStudentsMax) });

// Teacher: a student's exercises and the correction
export const teacherStudentExercisesInput = z.object({ classID: id, studentID: id });
export const teacherStudentExercisePageInput = z.object({
  classId: id,
  studentId: id,
  page,
  pageSize: pageSize(limits.exercisePageSize),
});
/**
 * Right/Wrong and SUBMIT COMMENTS are separate buttons, so each part is optional: an absent part is
 * kept; `isCorrect: null` withdraws the verdict.
 */
export const correctExerciseInput = z
  .object({
    exerciseId: id,
    questionId: id,
    comments: str()
      .max(limits.richText, { error: `must be at most ${limits.richText} characters` })
      .nullish()
      .transform((v) => (v === undefined ? undefined : (v ?? ''))),
    isCorrect: z.union([flag, z.null()]).optional(),
  })
  .refine((v) => v.comments !== undefined || v.isCorrect !== undefined, {
    error: 'give comments or isCorrect',
  });
export const exerciseIdOfInput = z.object({ exerciseId: id });
/** Discards a late exam answer: the answer as it stood at the exam's end stands again. */
export const discardLateAnswerInput = z.object({ exerciseId: id, questionId: id });
/** A student's extra time in a class's exams, percent of the duration (0 removes it). */
export const setAccommodationInput = z.object({
  classId: id,
  studentId: id,
  extraTimePercent: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'must be at least 0' })
    .max(limits.extraTimePercentMax, { error: `must be at most ${limits.extraTimePercentMax}` }),
});
/** Regrade: one exercise's answers, or every exercise of one homework in a class, onto the questions' newest versions. */
export const regradeExerciseInput = z.object({ exerciseId: id });
export const regradeHomeworkInput = z.object({ classId: id, homeworkId: id });
/** Title and content are checked by the call (their messages are the Send Email screen's). */
export const correctionEmailInput = z.object({
  email,
  title: str()
    .trim()
    .max(limits.mailTitle, { error: `must be at most ${limits.mailTitle} characters` })
    .nullish()
    .transform((v) => v ?? ''),
  content: richText,
  /** A copy to the student's parent as well (when one is linked). */
  copyParent: flag.optional().default(false),
});

// Student, parent
export const exerciseIdInput = z.object({ id });
export const saveExerciseInput = z.object({ id, questionId: id, answer, content: richText });
/**
 * A save from the runner's outbox: `key` names this save (a replay is answered as the first time and
 * changes nothing), `seq` orders the saves of one question (an older one never overwrites a newer).
 * Both are optional for clients that send saves one at a time.
 */
export const saveAnswerInput = saveExerciseInput.extend({
  key: id.optional(),
  seq: z
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .max(limits.answerSeqMax, { error: `must be at most ${limits.answerSeqMax}` })
    .optional(),
});
/** What the runner saw during an exam attempt; the server adds its own events (start, saves, hand-in). */
export const examReportedEventTypes = ['offline', 'online', 'hidden', 'visible', 'reload'] as const;
export const logExamEventsInput = z.object({
  id,
  events: z
    .array(
      z.object({
        at: z.iso.datetime({ offset: true, error: 'must be a date and time (ISO 8601)' }),
        type: z.enum(examReportedEventTypes, { error: `must be one of ${examReportedEventTypes.join(', ')}` }),
      }),
    )
    .min(1, { error: 'must name at least one' })
    .max(limits.examEventsPerCall, { error: `must name at most ${limits.examEventsPerCall}` }),
});
export const exerciseContentInput = z.object({ id, questionId: id, content: richText });
export const studentExerciseListInput = z.object({ studentId: id, classId: id });
/** `getClassesContent {id, plus user fields}`: the user fields are ignored (the caller is the token's). */
export const classContentInput = z.object({ id });

export type SaveExerciseInput = z.infer<typeof saveExerciseInput>;
export type SaveAnswerInput = z.infer<typeof saveAnswerInput>;
export type LogExamEventsInput = z.infer<typeof logExamEventsInput>;
export type CorrectExerciseInput = z.infer<typeof correctExerciseInput>;
