import type { Readable } from 'node:stream';
import { parseParamsText } from '@quanta/grading';
import { type QuestionType, questionTypes } from '@quanta/validators';
import type { ImportDraft, ImportRead, ImportReason } from '../../commands/import-questions';
import { fail } from '../../errors';
import { columnByHeader, headerKey, type ImportColumnKey } from './columns';
import type { XlsxRow } from './xlsx-worker';

const forbiddenHeaders = new Set(['__proto__', 'constructor', 'prototype']);
const blank = (cells: string[]) => cells.every((c) => c.trim() === '');

/** Spreadsheet text as rich HTML: escaped, line breaks kept (the import sanitises it like any edit). */
const asHtml = (text: string) =>
  text.trim().replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r?\n/g, '<br>');

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

/** An empty cell as an absent field, so the edit form's default applies. */
const orDefault = (text: string) => text || undefined;

/** One data row as the edit form's fields, or why it cannot be read as one. */
function rowDraft(get: (key: ImportColumnKey) => string): ImportDraft['fields'] | ImportReason {
  const paramsText = get('params');
  const params = paramsText ? parseParamsText(paramsText) : [];
  if (!params) return { key: 'importSkipParams' };
  const type = get('type').toLowerCase();
  return {
    name: get('name'),
    category: orDefault(get('category')),
    qText: asHtml(get('question')),
    // An unknown word goes on as it is, for the schema to refuse.
    isChoice: typeWords.get(type) ?? type,
    numChoice: orDefault(get('choices')),
    correctAnswer: get('correctAnswer'),
    difficuty: orDefault(get('difficulty')),
    description: asHtml(get('solution')),
    copyright: get('copyright'),
    referenceId: get('referenceId'),
    answerA: asHtml(get('answerA')),
    answerB: asHtml(get('answerB')),
    answerC: asHtml(get('answerC')),
    answerD: asHtml(get('answerD')),
    answerE: asHtml(get('answerE')),
    answerType: orDefault(get('answerType').toLowerCase()),
    tolerance: orDefault(get('tolerance')),
    toleranceType: orDefault(get('toleranceType').toLowerCase()),
    unit: get('unit'),
    sigFigs: get('sigFigs'),
    params,
  };
}

/**
 * The template's rows as drafts: the first non-blank row names the columns (unknown columns are ignored),
 * blank rows are skipped, and every other row becomes a draft, or a skip when a cell it uses cannot be
 * read. Plain data in, plain data out; no header text is ever used as an object key.
 */
export function draftsFromRows(rows: XlsxRow[]): ImportRead {
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

  const read: ImportRead = { drafts: [], skipped: [], notes: [] };
  const used = new Set(columns.values());
  for (const { n, cells, errors: cellErrors = [], merged = [] } of rows.slice(headerAt + 1)) {
    // A row that shows only a merged range's value from the rows above holds nothing of its own.
    const bad = cellErrors.find((e) => used.has(e.col));
    const ownBad = bad && !merged.includes(bad.col);
    if (!ownBad && blank(cells.filter((_, col) => !merged.includes(col)))) continue;
    if (bad) {
      read.skipped.push({ at: n, key: 'importSkipCellUnreadable', values: { ref: bad.ref, value: bad.value } });
      continue;
    }
    const get = (key: ImportColumnKey) => {
      const index = columns.get(key);
      return index === undefined ? '' : (cells[index] ?? '').trim();
    };
    const fields = rowDraft(get);
    if ('key' in fields) read.skipped.push({ at: n, ...(fields as ImportReason) });
    else read.drafts.push({ at: n, fields });
  }
  return read;
}

/** The whole of an upload's stream, refused past `max` bytes. */
export async function readAll(stream: Readable, max: number): Promise<Uint8Array> {
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
