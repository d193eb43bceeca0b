import type { Readable } from 'node:stream';
import { questions, type UserRow } from '@quanta/db';
import { parseParamsText } from '@quanta/grading';
import {
  checkCorrectAnswer,
  difficultyRange,
  formatMessage,
  gradingFields,
  type Language,
  limits,
  messages,
  type QuestionType,
  questionTypes,
  refineGrading,
} from '@quanta/validators';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { fail } from '../../errors';
import { sanitiseRichText } from '../richtext/sanitise';
import { columnByHeader, headerKey, type ImportColumnKey } from './columns';
import { readSheetRows } from './xlsx';
import type { XlsxRow } from './xlsx-worker';

export interface RowError {
  row: number;
  reason: string;
}

type NewQuestion = Omit<typeof questions.$inferInsert, 'teacherId' | 'language'>;

const forbiddenHeaders = new Set(['__proto__', 'constructor', 'prototype']);
const blank = (cells: string[]) => cells.every((c) => c.trim() === '');

/** Spreadsheet text as stored rich HTML: escaped, line breaks kept, then through the sanitiser like any edit. */
const asHtml = (text: string) =>
  sanitiseRichText(
    text.trim().replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r?\n/g, '<br>'),
  );

const typeWords = new Map<string, QuestionType>([
  ['', questionTypes.single],
  ['0', questionTypes.single],
  ['single', questionTypes.single],
  ['1', questionTypes.multi],
  ['multi', questionTypes.multi],
  ['multiple', questionTypes.multi],
  ['2', questionTypes.free],
  ['free', questionTypes.free],
]);

/** One data row as a question, or the reason it cannot be one. */
function rowToQuestion(get: (key: ImportColumnKey) => string): NewQuestion | string {
  const name = get('name');
  if (!name) return 'name is required';
  if (name.length > limits.questionName) return `name must be at most ${limits.questionName} characters`;
  const qText = get('question');
  if (!qText) return 'question is required';
  const isChoice = typeWords.get(get('type').toLowerCase());
  if (isChoice === undefined) return 'type must be 0 (single), 1 (multi) or 2 (free)';
  const choices = get('choices') || '4';
  if (choices !== '4' && choices !== '5') return 'choices must be 4 or 5';
  const numChoice = Number(choices);
  const answer = checkCorrectAnswer(isChoice, numChoice, get('correctAnswer'));
  if (!answer.ok) return `correctAnswer ${answer.problem}`;
  const difficultyText = get('difficulty') || String(difficultyRange.default);
  const difficulty = Number(difficultyText);
  if (!Number.isInteger(difficulty) || difficulty < difficultyRange.min || difficulty > difficultyRange.max) {
    return `difficulty must be a whole number from ${difficultyRange.min} to ${difficultyRange.max}`;
  }
  const category = get('category') || 'Physics';
  if (category.length > limits.category) return `category must be at most ${limits.category} characters`;
  const copyright = get('copyright');
  if (copyright.length > limits.copyright) return `copyright must be at most ${limits.copyright} characters`;
  const referenceId = get('referenceId');
  if (referenceId.length > limits.referenceId) return `referenceId must be at most ${limits.referenceId} characters`;
  const letters = (['answerA', 'answerB', 'answerC', 'answerD', 'answerE'] as const).slice(0, numChoice);
  if (isChoice !== questionTypes.free) {
    const missing = letters.find((key) => !get(key));
    if (missing) return `${missing} is required for a select question`;
  }
  const grading = gradingOf(get, isChoice, answer.value);
  if (typeof grading === 'string') return grading;
  const rich = ['question', 'solution', 'answerA', 'answerB', 'answerC', 'answerD', 'answerE'] as const;
  const tooLong = rich.find((key) => get(key).length > limits.richText / 2);
  if (tooLong) return `${tooLong} is too long`;
  return {
    name,
    category,
    qText: asHtml(qText),
    isChoice,
    numChoice,
    correctAnswer: answer.value,
    difficulty,
    description: asHtml(get('solution')),
    copyright,
    referenceId,
    answerA: asHtml(get('answerA')),
    answerB: asHtml(get('answerB')),
    answerC: asHtml(get('answerC')),
    answerD: asHtml(get('answerD')),
    answerE: asHtml(get('answerE')),
    ...grading,
  };
}

/** The grading columns of a row, read by the same zod fields as the edit form, or the first problem. */
function gradingOf(get: (key: ImportColumnKey) => string, isChoice: number, correctAnswer: string) {
  const paramsText = get('params');
  const params = paramsText ? parseParamsText(paramsText) : [];
  if (!params) return 'params must read like v0 = 10..30 step 1; angle = 30, 45, 60';
  const parsed = gradingRow.safeParse({
    isChoice,
    correctAnswer,
    answerType: get('answerType').toLowerCase() || undefined,
    tolerance: get('tolerance') || undefined,
    toleranceType: get('toleranceType').toLowerCase() || undefined,
    unit: get('unit'),
    sigFigs: get('sigFigs'),
    params,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return `${issue.path.join('.')} ${issue.message}`;
  }
  const { isChoice: _i, correctAnswer: _c, ...fields } = parsed.data;
  return fields;
}

const gradingRow = z
  .object({ isChoice: z.number(), correctAnswer: z.string(), ...gradingFields })
  .transform((v, ctx) => (refineGrading(v, ctx) ? v : z.NEVER));

/**
 * The template's rows as questions: the first non-blank row names the columns (unknown columns are
 * ignored), blank rows are skipped, and every other row becomes a question or an error naming its row
 * number. Plain data in, plain data out; no header text is ever used as an object key.
 */
export function questionsFromRows(rows: XlsxRow[]): { valid: (NewQuestion & { row: number })[]; errors: RowError[] } {
  const headerAt = rows.findIndex((r) => !blank(r.cells));
  if (headerAt < 0) throw fail.badRequest('importNoRows');
  const header = rows[headerAt]!.cells;
  const columns = new Map<ImportColumnKey, number>();
  for (const [index, text] of header.entries()) {
    const trimmed = text.trim();
    if (forbiddenHeaders.has(trimmed.toLowerCase())) throw fail.badRequest('importForbiddenColumn', { name: trimmed });
    const key = columnByHeader.get(headerKey(trimmed));
    if (key && !columns.has(key)) columns.set(key, index);
  }
  if (!columns.has('name') || !columns.has('question')) throw fail.badRequest('importNoHeader');

  const valid: (NewQuestion & { row: number })[] = [];
  const errors: RowError[] = [];
  const used = new Set(columns.values());
  for (const { n, cells, errors: cellErrors = [] } of rows.slice(headerAt + 1)) {
    const bad = cellErrors.find((e) => used.has(e.col));
    if (bad) {
      errors.push({ row: n, reason: `cell ${bad.ref} cannot be read (${bad.value})` });
      continue;
    }
    if (blank(cells)) continue;
    const get = (key: ImportColumnKey) => {
      const index = columns.get(key);
      return index === undefined ? '' : (cells[index] ?? '').trim();
    };
    const result = rowToQuestion(get);
    if (typeof result === 'string') errors.push({ row: n, reason: result });
    else valid.push({ ...result, row: n });
  }
  return { valid, errors };
}

async function readAll(stream: Readable, max: number): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > max) {
      stream.destroy();
      throw fail.badRequest('importTooLarge');
    }
    chunks.push(chunk as Buffer);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

const describeErrors = (errors: RowError[]) =>
  errors
    .slice(0, 10)
    .map((e) => `row ${e.row}: ${e.reason}`)
    .join('; ') + (errors.length > 10 ? `; and ${errors.length - 10} more` : '');

/**
 * batchCreateQuestion: imports the questions of an uploaded template (`/uploads/…` from the upload call).
 * Every valid row is inserted in one transaction, so a failure stores nothing; bad rows are skipped and
 * reported with their row numbers. A file with no valid row at all is refused (400) with the reasons.
 */
export async function importQuestions(deps: Deps, me: UserRow, input: { filePath: string; language: Language }) {
  const file = await deps.files.resolve(input.filePath);
  if (!file) throw fail.badRequest('importFileMissing');
  if (file.ext !== 'xlsx') throw fail.badRequest('uploadNotExcel');
  if (file.size > limits.importFileBytes) throw fail.badRequest('importTooLarge');
  const bytes = await readAll(file.open(), limits.importFileBytes);
  const { valid, errors } = questionsFromRows(await readSheetRows(bytes));
  if (valid.length === 0) {
    if (errors.length === 0) throw fail.badRequest('importNoRows');
    throw fail.badRequest('importNothingValid', { errors: describeErrors(errors) });
  }
  const now = deps.now().getTime();
  await deps.db.transaction(async (tx) => {
    for (let i = 0; i < valid.length; i += 500) {
      await tx.insert(questions).values(
        valid.slice(i, i + 500).map(({ row: _row, ...q }, j) => {
          // Earlier rows a moment newer, so the newest-first list shows them in the sheet's order.
          const at = new Date(now - (i + j));
          return { ...q, teacherId: me.id, language: input.language, createdAt: at, updatedAt: at };
        }),
      );
    }
  });
  return {
    count: valid.length,
    errors,
    message: formatMessage(messages.questionsImported, { count: valid.length }),
  };
}
