import { z } from 'zod';
import { id, str, text } from './common';
import { languages, limits } from './limits';
import { optionalId } from './questions';

/** Question bank formats of other systems: Moodle XML and GIFT. */
export const bankFormats = ['moodle', 'gift'] as const;
export type BankFormat = (typeof bankFormats)[number];

/**
 * Exports the named questions of the caller, or, when none is named, every one My Questions lists with the
 * same filter: in `language` (absent or empty: every language) and whose name contains `name`.
 */
export const exportQuestionBankInput = z.object({
  format: z.enum(bankFormats),
  questionIds: z
    .array(id)
    .max(limits.bankQuestionsMax, { error: `must name at most ${limits.bankQuestionsMax}` })
    .default([]),
  language: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(languages).optional()),
  name: text(limits.keyword).optional().default(''),
});

/** Imports a Moodle XML or GIFT file's text. */
export const importQuestionBankInput = z.object({
  format: z.enum(bankFormats),
  content: str()
    .min(1, { error: 'is required' })
    .max(limits.bankChars, { error: `must be at most ${limits.bankChars} characters` }),
  language: z.enum(languages).default('en'),
  /** The library chapter or section every imported question is filed in (a section names its chapter). */
  libraryId: optionalId,
  chapterId: optionalId,
  sectionId: optionalId,
});
