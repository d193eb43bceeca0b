import type { GradingSpec } from '@quanta/grading';
import { gradingFields } from '@quanta/validators';
import { z } from 'zod';
import type { ImportSkip } from '../../commands/import-questions';

/**
 * A question as it travels between question-bank formats (Moodle XML, GIFT) and Quanta. Text fields
 * hold HTML; math stays as the `$…$` text it is written in.
 */
export type BankKind = 'single' | 'multi' | 'free';

/** How a free response travels: a one-line answer, an essay (no key), or a number. */
export type FreeMode = 'shortanswer' | 'essay' | 'numerical';

export interface BankPicture {
  /** A plain file name (`picture.png`). */
  name: string;
  bytes: Uint8Array;
}

export interface BankQuestion {
  name: string;
  category: string;
  text: string;
  kind: BankKind;
  /** A select question's choices, four or five. */
  choices: string[];
  /** Select: the correct letters (`B`, `A,C`); free response: the answer ('' for an essay). */
  correct: string;
  freeMode?: FreeMode;
  /**
   * A numeric answer and its tolerance (absolute, ±). Quanta keeps the answer as the free response's
   * text; the tolerance has a field of its own once questions carry auto-graded answer fields.
   */
  numeric?: { value: number; tolerance: number };
  /** A typed answer's grading fields (number or expression), carried in a tag through both formats. */
  grading?: BankGrading;
  solution: string;
  difficulty: number;
  copyright: string;
  referenceId: string;
  picture?: BankPicture;
}

/** The grading fields of a free response whose typed answer the checker grades. */
export type BankGrading = Omit<GradingSpec, 'correctAnswer'>;

/** A question of a file that was not imported, by its number in the file (1 = the first question). */
export interface BankSkip extends ImportSkip {
  type: string;
}

export interface BankRead {
  questions: (BankQuestion & { number: number })[];
  skipped: BankSkip[];
  /** What of an imported question did not travel (a tolerance, a second picture), by its number. */
  notes: ImportSkip[];
}

export const letters = ['A', 'B', 'C', 'D', 'E'] as const;

/** A free response's answer as a number when it is written exactly as one (`9.8`, `-3`, `1e-3`). */
export function numberOf(text: string): number | undefined {
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) return undefined;
  const n = Number(text);
  return Number.isFinite(n) && String(n) === text ? n : undefined;
}

/** How a free response is written out: numerical for a plain number, an essay without a key. */
export function freeModeOf(correct: string): FreeMode {
  if (correct === '') return 'essay';
  return numberOf(correct) === undefined ? 'shortanswer' : 'numerical';
}

/** Tags that carry Quanta's own fields through formats that have none for them. */
export const tagPrefix = {
  difficulty: 'quanta-difficulty:',
  copyright: 'quanta-copyright:',
  grading: 'quanta-grading:',
} as const;

export function tagsOf(q: Pick<BankQuestion, 'difficulty' | 'copyright' | 'grading'>): string[] {
  const tags = [`${tagPrefix.difficulty}${q.difficulty}`];
  if (q.copyright) tags.push(`${tagPrefix.copyright}${q.copyright}`);
  // base64url of the JSON, so no format's special characters appear in the tag.
  if (q.grading) tags.push(`${tagPrefix.grading}${Buffer.from(JSON.stringify(q.grading)).toString('base64url')}`);
  return tags;
}

/** A grading tag's fields as the shared schema reads them; undefined when the tag is not one Quanta wrote. */
const gradingOfTag = (() => {
  const schema = z.object(gradingFields);
  return (encoded: string): BankGrading | undefined => {
    try {
      const parsed = schema.safeParse(JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')));
      return parsed.success && parsed.data.answerType !== 'text' ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  };
})();

export function fieldsOfTags(tags: string[]): { difficulty?: number; copyright?: string; grading?: BankGrading } {
  const out: { difficulty?: number; copyright?: string; grading?: BankGrading } = {};
  for (const tag of tags) {
    if (tag.startsWith(tagPrefix.difficulty)) {
      const d = Number(tag.slice(tagPrefix.difficulty.length));
      if (Number.isInteger(d) && d >= 1 && d <= 5) out.difficulty = d;
    } else if (tag.startsWith(tagPrefix.copyright)) out.copyright = tag.slice(tagPrefix.copyright.length);
    else if (tag.startsWith(tagPrefix.grading)) out.grading = gradingOfTag(tag.slice(tagPrefix.grading.length));
  }
  return out;
}

/** The picture's type from its first bytes (PNG, JPEG, GIF, WebP), or undefined for anything else. */
export function pictureType(bytes: Uint8Array): 'png' | 'jpg' | 'gif' | 'webp' | undefined {
  const at = (i: number) => bytes[i];
  if (at(0) === 0x89 && at(1) === 0x50 && at(2) === 0x4e && at(3) === 0x47) return 'png';
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'jpg';
  if (at(0) === 0x47 && at(1) === 0x49 && at(2) === 0x46 && at(3) === 0x38) return 'gif';
  const riff = String.fromCharCode(...bytes.subarray(0, 4));
  const webp = String.fromCharCode(...bytes.subarray(8, 12));
  if (riff === 'RIFF' && webp === 'WEBP') return 'webp';
  return undefined;
}
