import type { GradingSpec } from '@quanta/grading';
import type { QuestionBody } from '@quanta/grading/body';
import { gradingFields } from '@quanta/validators';
import { z } from 'zod';
import type { ImportReason, ImportSkip } from '../../commands/import-questions';

/**
 * A question as it travels between question-bank formats (Moodle XML, GIFT) and Quanta. Text fields
 * hold HTML; math stays as the `$…$` text it is written in.
 */
export type BankKind = 'single' | 'multi' | 'free' | 'trueFalse' | 'matching' | 'cloze' | 'description';

/** How a free response travels: a one-line answer, an essay (no key), or a number. */
export type FreeMode = 'shortanswer' | 'essay' | 'numerical';

export interface BankPicture {
  /** A plain file name (`picture.png`). */
  name: string;
  bytes: Uint8Array;
}

export interface BankQuestion {
  name: string;
  /** The category path below the course, `/`-separated (`Physics/Mechanics`); its last segment is the category. */
  category: string;
  text: string;
  kind: BankKind;
  /** Select: the correct letters (`B`, `A,C`); true/false `A` (true) or `B`; free response: the answer ('' for an essay). */
  correct: string;
  /** A select question's choice texts when its body holds no choices (the spec's answerA…). */
  choices: string[];
  freeMode?: FreeMode;
  /** A typed answer's grading fields (number or expression). */
  grading?: BankGrading;
  /** Partial credit, feedback, units, pairs, cloze parts, hints, tags: as stored in `questions.body`. */
  body: QuestionBody;
  solution: string;
  difficulty: number;
  copyright: string;
  referenceId: string;
  picture?: BankPicture;
  /**
   * Pictures shown inside the HTML fields (choices, feedback, hints, the text): an `<img>` whose src is
   * `@@PLUGINFILE@@/<name>` shows the file of that name.
   */
  files: BankPicture[];
  /** What the format could not carry, as Quanta wrote it in a tag (read by `carry.ts`). */
  carried?: string;
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
  /** What of an imported question did not travel (a unit penalty, a sound file), by its number. */
  notes: ImportSkip[];
  /** How many questions the file holds (categories not counted), imported or not. */
  total: number;
}

/** A reader's verdict on one question: the question, or why it cannot be one. */
export type BankResult = BankQuestion | ImportReason;

/** How a reader reports what of a question it could not carry. */
export type Noter = (key: ImportReason['key'], values?: ImportReason['values']) => void;

export const letters = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'] as const;

/** Moodle's file placeholder in a text's HTML: `@@PLUGINFILE@@/picture.png`. */
export const pluginFile = '@@PLUGINFILE@@/';

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

/**
 * A category path as Quanta keeps it: Moodle's context prefix (`$course$`, `$module$`…) and its `top`
 * level left out, empty segments dropped. `$course$/top/Physics/Optics` → `Physics/Optics`.
 */
export function categoryPathOf(raw: string): string {
  const segments = raw
    .split('/')
    .map((s) => s.trim())
    .filter(Boolean);
  if (segments[0]?.startsWith('$') && segments[0].endsWith('$')) segments.shift();
  if (segments[0] === 'top') segments.shift();
  return segments.join('/');
}

/** The tag that keeps a category path of more than one level (`category:Physics/Optics`). */
export const categoryTagPrefix = 'category:';

/** Tags that carry Quanta's own fields through formats that have none for them. */
export const tagPrefix = {
  difficulty: 'quanta-difficulty:',
  copyright: 'quanta-copyright:',
  grading: 'quanta-grading:',
  /** What of a question the format itself could not carry (see `carry.ts`). */
  carried: 'quanta-body:',
} as const;

export const isQuantaTag = (tag: string) => tag.startsWith('quanta-');

/** base64url of the JSON, so no format's special characters appear in the tag. */
export const encodeTag = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function decodeTag(encoded: string): unknown {
  try {
    return JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/** Quanta's own tags of a question, before its own tags. */
export function quantaTagsOf(q: Pick<BankQuestion, 'difficulty' | 'copyright' | 'grading'>): string[] {
  const tags = [`${tagPrefix.difficulty}${q.difficulty}`];
  if (q.copyright) tags.push(`${tagPrefix.copyright}${q.copyright}`);
  if (q.grading) tags.push(`${tagPrefix.grading}${encodeTag(q.grading)}`);
  return tags;
}

/** A grading tag's fields as the shared schema reads them; undefined when the tag is not one Quanta wrote. */
const gradingOfTag = (() => {
  const schema = z.object(gradingFields);
  return (encoded: string): BankGrading | undefined => {
    const parsed = schema.safeParse(decodeTag(encoded));
    return parsed.success && parsed.data.answerType !== 'text' ? parsed.data : undefined;
  };
})();

export interface TagFields {
  difficulty?: number;
  copyright?: string;
  grading?: BankGrading;
  /** The `quanta-body:` tag's text, read by `carry.ts`. */
  carried?: string;
  /** The question's own tags: every tag that is not Quanta's. */
  tags: string[];
}

export function fieldsOfTags(tags: string[]): TagFields {
  const out: TagFields = { tags: [] };
  for (const tag of tags) {
    if (tag.startsWith(tagPrefix.difficulty)) {
      const d = Number(tag.slice(tagPrefix.difficulty.length));
      if (Number.isInteger(d) && d >= 1 && d <= 5) out.difficulty = d;
    } else if (tag.startsWith(tagPrefix.copyright)) out.copyright = tag.slice(tagPrefix.copyright.length);
    else if (tag.startsWith(tagPrefix.grading)) out.grading = gradingOfTag(tag.slice(tagPrefix.grading.length));
    else if (tag.startsWith(tagPrefix.carried)) out.carried = tag.slice(tagPrefix.carried.length);
    else if (!isQuantaTag(tag) && tag !== '') out.tags.push(tag);
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
