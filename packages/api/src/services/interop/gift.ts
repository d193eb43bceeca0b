import { limits } from '@quanta/validators';
import { type GIFTQuestion, parse } from 'gift-pegjs';
import type { ImportReason, ImportSkip } from '../../commands/import-questions';
import { fail } from '../../errors';
import { type BankQuestion, type BankRead, fieldsOfTags, freeModeOf, letters, tagsOf } from './model';
import { plainToHtml } from './xml-text';

/* ------------------------------------------------------------------ writing */

/** GIFT's special characters escaped with a backslash, line breaks as `\n`. */
const esc = (text: string) => text.replace(/[\\~=#{}:]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');
/** A tag or id in a `// [tag:…]` comment: no bracket or line break can end it early. */
const tagText = (text: string) => text.replace(/[[\]\r\n]/g, ' ');

function answerBlock(q: BankQuestion): string {
  if (q.kind === 'single') {
    return q.choices.map((c, i) => `\t${letters[i] === q.correct ? '=' : '~'}[html]${esc(c)}`).join('\n');
  }
  if (q.kind === 'multi') {
    const correct = new Set(q.correct.split(','));
    const share = Number((100 / correct.size).toFixed(5));
    return q.choices.map((c, i) => `\t~%${correct.has(letters[i]!) ? share : -100}%[html]${esc(c)}`).join('\n');
  }
  const mode = q.freeMode ?? freeModeOf(q.correct);
  if (mode === 'essay') return '';
  if (mode === 'numerical') return `\t#${q.correct}${q.numeric?.tolerance ? `:${q.numeric.tolerance}` : ''}`;
  return `\t=${esc(q.correct)}`;
}

/**
 * Questions as GIFT, as Moodle's exporter writes it: a `$CATEGORY:` line before each group, the title
 * between `::`, HTML text marked `[html]`, the solution as general feedback (`####`). Quanta's difficulty
 * and copyright travel as tags, the reference as the id. Pictures do not travel in GIFT.
 */
export function writeGift(questions: BankQuestion[]): string {
  const out: string[] = [];
  let category: string | undefined;
  for (const q of questions) {
    if (q.category !== category) {
      category = q.category;
      out.push(`$CATEGORY: $course$/top/${tagText(category)}\n`);
    }
    const meta = [
      ...(q.referenceId ? [`[id:${tagText(q.referenceId)}]`] : []),
      ...tagsOf(q).map((t) => `[tag:${tagText(t)}]`),
    ];
    const feedback = q.solution ? `\n\t####[html]${esc(q.solution)}` : '';
    const block = answerBlock(q);
    out.push(
      `// ${meta.join(' ')}\n::${esc(q.name)}::[html]${esc(q.text)}{${block ? `\n${block}` : ''}${feedback}\n}\n`,
    );
  }
  return out.join('\n');
}

/* ------------------------------------------------------------------ reading */

const unsupported = (type: string): ImportReason => ({ key: 'importSkipUnsupportedType', values: { type } });

const htmlOf = (t: { format: string; text: string } | null | undefined) =>
  !t ? '' : t.format === 'html' ? t.text.trim() : plainToHtml(t.text);

function toBank(q: GIFTQuestion, number: number, category: string, notes: ImportSkip[]): BankQuestion | ImportReason {
  if (q.type === 'Category' || q.type === 'Description') return unsupported('description');
  if (q.type === 'TF' || q.type === 'Matching') return unsupported(q.type === 'TF' ? 'true/false' : 'matching');
  if (q.hasEmbeddedAnswers) return { key: 'importSkipEmbeddedAnswers' };
  const fields = fieldsOfTags(q.tags ?? []);
  const base = {
    name: (q.title ?? '').trim().slice(0, limits.questionName) || `Question ${number}`,
    category,
    text: htmlOf(q.stem),
    solution: htmlOf(q.globalFeedback),
    difficulty: fields.difficulty ?? 3,
    copyright: (fields.copyright ?? '').slice(0, limits.copyright),
    ...(fields.grading ? { grading: fields.grading } : {}),
    referenceId: (q.id ?? '').trim().slice(0, limits.referenceId),
  };
  if (q.type === 'MC') {
    const n = q.choices.length;
    if (n < 4 || n > 5) return { key: 'importSkipChoiceCount', values: { count: n } };
    const choices = q.choices.map((c) => htmlOf(c.text));
    const single = q.choices.some((c) => c.isCorrect);
    if (single) {
      const right = q.choices.flatMap((c, i) => (c.isCorrect ? [letters[i]!] : []));
      if (right.length !== 1) return { key: 'importSkipOneCorrect' };
      return { ...base, kind: 'single', choices, correct: right[0]! };
    }
    const right = q.choices.flatMap((c, i) => ((c.weight ?? 0) > 0 ? [letters[i]!] : []));
    if (right.length === 0) return { key: 'importSkipNoCorrectChoice' };
    return { ...base, kind: 'multi', choices, correct: right.join(',') };
  }
  if (q.type === 'Essay') return { ...base, kind: 'free', choices: [], correct: '', freeMode: 'essay' };
  if (q.type === 'Short') {
    const right = q.choices.filter((c) => c.isCorrect || (c.weight ?? 0) >= 100);
    if (right.length === 0) return { key: 'importSkipNoCorrectAnswer' };
    if (right.length > 1) notes.push({ at: number, key: 'importNoteFirstAnswer', values: { count: right.length } });
    const correct = right[0]!.text.text.trim().slice(0, limits.correctAnswer);
    return { ...base, kind: 'free', choices: [], correct, freeMode: 'shortanswer' };
  }
  const list = Array.isArray(q.choices) ? q.choices.filter((c) => c.isCorrect || (c.weight ?? 0) >= 100) : [];
  const format = Array.isArray(q.choices) ? list[0]?.text : q.choices;
  if (!format) return { key: 'importSkipNoCorrectAnswer' };
  let value: number | undefined;
  let tolerance = 0;
  if (format.type === 'high-low') {
    value = ((format.numberHigh ?? 0) + (format.numberLow ?? 0)) / 2;
    tolerance = Math.abs((format.numberHigh ?? 0) - (format.numberLow ?? 0)) / 2;
  } else {
    value = format.number;
    tolerance = Math.abs(format.range ?? 0);
  }
  if (value === undefined || !Number.isFinite(value))
    return { key: 'importSkipNotANumber', values: { answer: String(value) } };
  const correct = String(value);
  return { ...base, kind: 'free', choices: [], correct, freeMode: 'numerical', numeric: { value, tolerance } };
}

/** Where a GIFT syntax error is, for the refusal. */
function syntaxRefusal(error: unknown): never {
  const e = error as { location?: { start?: { line?: number } }; message?: string };
  throw fail.badRequest('bankGiftSyntax', {
    line: e.location?.start?.line ?? 1,
    detail: String(e.message ?? 'syntax error').slice(0, 200),
  });
}

/** A GIFT file's questions; types Quanta has not are reported by their number. */
export function readGift(text: string, maxQuestions: number): BankRead {
  let parsed: GIFTQuestion[];
  try {
    parsed = parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    syntaxRefusal(error);
  }
  const read: BankRead = { questions: [], skipped: [], notes: [] };
  let category = 'Physics';
  let number = 0;
  for (const q of parsed) {
    if (q.type === 'Category') {
      const last = q.title.split('/').at(-1)?.trim() ?? '';
      if (last && last !== 'top' && !last.startsWith('$')) category = last.slice(0, limits.category);
      continue;
    }
    number += 1;
    if (number > maxQuestions) throw fail.badRequest('bankTooMany', { max: maxQuestions });
    const result = toBank(q, number, category, read.notes);
    if ('key' in result) read.skipped.push({ at: number, type: q.type, ...result });
    else read.questions.push({ ...result, number });
  }
  return read;
}
