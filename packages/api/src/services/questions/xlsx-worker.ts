/**
 * Reads the first sheet of an untrusted .xlsx in a worker thread and posts back plain rows of strings.
 * It runs on Node's own TypeScript support (erasable syntax only) and imports nothing of the project.
 *
 * Defences: only the few parts an .xlsx needs are unzipped, each refused above its declared size (and
 * never inflated past it); DOCTYPEs are refused and only XML's own entities are decoded, so nothing
 * expands; the row count is checked before the sheet is parsed; the parser refuses or renames dangerous
 * names and every lookup here reads own properties only; the answer is arrays of strings, which
 * structured cloning hands over without prototypes. The parent thread adds a time limit and a memory
 * limit and ends the worker past either.
 *
 * Cells come back as the spreadsheet shows them: numbers in the General format (15 significant digits),
 * date-formatted numbers and date cells as dates, booleans as TRUE/FALSE, a merged range's value in every
 * cell of the range; an error cell (#DIV/0!) is named in the row's `errors`, for the importer to report by row.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { unzipSync } from 'fflate';
import { type CellFormat, formatKind, generalNumber, isoDateText, serialToText } from './xlsx-cells.ts';

export interface XlsxJob {
  bytes: Uint8Array;
  maxRows: number;
  maxColumns: number;
  maxPartBytes: number;
}
export interface XlsxRow {
  /** The spreadsheet's row number (1 is the first row). */
  n: number;
  cells: string[];
  /** Cells that hold a spreadsheet error or a value that cannot be shown, by column index. */
  errors?: { col: number; ref: string; value: string }[];
  /** Columns whose value this row shows from a merged range that starts in another cell. */
  merged?: number[];
}
export type XlsxOutcome =
  | { ok: true; rows: XlsxRow[] }
  | { ok: false; problem: 'notExcel' | 'tooLarge' | 'tooManyRows' };

class Refusal extends Error {
  readonly problem: 'notExcel' | 'tooLarge' | 'tooManyRows';
  constructor(problem: 'notExcel' | 'tooLarge' | 'tooManyRows') {
    super(problem);
    this.problem = problem;
  }
}

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);
/** An own property only: never anything reached through a prototype. */
const own = (node: unknown, key: string): unknown => (isNode(node) && Object.hasOwn(node, key) ? node[key] : undefined);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);
const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
/** XML's five named entities and numeric references, decoded in one linear pass; nothing else expands. */
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|amp|lt|gt|quot|apos);/g, (whole, ref: string) => {
    if (!ref.startsWith('#')) return named[ref] ?? whole;
    const code = ref[1] === 'x' ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
    return code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : whole;
  });
const str = (v: unknown): string => (typeof v === 'string' ? decode(v) : typeof v === 'number' ? String(v) : '');

const sheetMain = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml';
const worksheetPath = /^xl\/worksheets\/[A-Za-z0-9_-]{1,64}\.xml$/;

/** Unzips only the named parts, refusing any whose declared size passes the limit. */
function unzipParts(bytes: Uint8Array, take: (name: string) => boolean, maxBytes: number) {
  let tooLarge = false;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (f) => {
        if (!take(f.name)) return false;
        if (f.originalSize > maxBytes) tooLarge = true;
        return !tooLarge;
      },
    });
  } catch {
    throw new Refusal('notExcel');
  }
  if (tooLarge) throw new Refusal('tooLarge');
  const parts = new Map<string, string>();
  const decoder = new TextDecoder('utf-8');
  for (const name of Object.keys(files)) {
    const text = decoder.decode(files[name]);
    if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw new Refusal('notExcel');
    parts.set(name, text);
  }
  return parts;
}

const arrays = new Set(['sheet', 'Relationship', 'Override', 'si', 'r', 'row', 'c', 'xf', 'numFmt', 'mergeCell']);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  // Entities are decoded by `decode` above, only the XML ones: no DOCTYPE entity can expand.
  processEntities: false,
  htmlEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  isArray: (name: string) => arrays.has(name),
});

function parse(xml: string | undefined): Node {
  // The parser is lenient about broken XML; the validator is not.
  if (xml === undefined || XMLValidator.validate(xml) !== true) throw new Refusal('notExcel');
  let doc: unknown;
  try {
    doc = parser.parse(xml);
  } catch {
    throw new Refusal('notExcel');
  }
  if (!isNode(doc)) throw new Refusal('notExcel');
  return doc;
}

/** The text of a `<t>` element, with or without attributes. */
const textOf = (t: unknown): string =>
  list(t)
    .map((x) => (isNode(x) ? str(own(x, '#text')) : str(x)))
    .join('');

/** A shared or inline string: plain `<t>` or rich-text runs `<r><t>`, phonetic hints left out. */
function stringItem(si: unknown): string {
  const t = own(si, 't');
  if (t !== undefined) return textOf(t);
  return list(own(si, 'r'))
    .map((r) => textOf(own(r, 't')))
    .join('');
}

/** The path of the workbook's first sheet, from the workbook and its relationships. */
function firstSheetPath(parts: Map<string, string>): string {
  const types = parse(parts.get('[Content_Types].xml'));
  const overrides = list(own(own(types, 'Types'), 'Override'));
  if (!overrides.some((o) => str(own(o, '@_ContentType')) === sheetMain)) throw new Refusal('notExcel');
  const workbook = parse(parts.get('xl/workbook.xml'));
  const first = list(own(own(own(workbook, 'workbook'), 'sheets'), 'sheet'))[0];
  const rid = str(own(first, '@_id'));
  const rels = parse(parts.get('xl/_rels/workbook.xml.rels') ?? '<Relationships/>');
  const rel = list(own(own(rels, 'Relationships'), 'Relationship')).find((r) => str(own(r, '@_Id')) === rid);
  const target = str(own(rel, '@_Target'));
  const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
  return worksheetPath.test(path) ? path : 'xl/worksheets/sheet1.xml';
}

/** A column's letters from its index (2 → `C`). */
function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** Whether the workbook counts dates from 1904 (old Mac workbooks) rather than 1900. */
function uses1904(workbookXml: string | undefined): boolean {
  const pr = own(own(parse(workbookXml), 'workbook'), 'workbookPr');
  const flag = str(own(pr, '@_date1904')).toLowerCase();
  return flag === '1' || flag === 'true';
}

/** Column index of a cell reference (`C7` → 2), or -1. */
function columnOf(ref: string): number {
  const letters = /^([A-Z]{1,3})\d*$/.exec(ref)?.[1];
  if (!letters) return -1;
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

/** What the reader needs of the workbook to show a cell: shared strings, each style's format, the epoch. */
interface Book {
  shared: string[];
  formats: CellFormat[];
  date1904: boolean;
}

/** The kind of number format of each cell style (`s="3"` is the fourth `<xf>` of `<cellXfs>`). */
function cellFormats(stylesXml: string | undefined): CellFormat[] {
  if (stylesXml === undefined) return [];
  const styles = own(parse(stylesXml), 'styleSheet');
  const codes = new Map<number, string>();
  for (const f of list(own(own(styles, 'numFmts'), 'numFmt'))) {
    codes.set(Number.parseInt(str(own(f, '@_numFmtId')), 10), str(own(f, '@_formatCode')));
  }
  return list(own(own(styles, 'cellXfs'), 'xf')).map((xf) => {
    const id = Number.parseInt(str(own(xf, '@_numFmtId')), 10);
    return Number.isInteger(id) ? formatKind(id, codes.get(id)) : 'number';
  });
}

type Cell = { text: string } | { error: string };

function cellValue(c: unknown, book: Book): Cell {
  const type = str(own(c, '@_t'));
  const v = textOf(own(c, 'v'));
  if (type === 's') return { text: book.shared[Number.parseInt(v, 10)] ?? '' };
  if (type === 'inlineStr') return { text: stringItem(own(c, 'is')) };
  if (type === 'str') return { text: v };
  if (type === 'b') return { text: v === '1' ? 'TRUE' : 'FALSE' };
  if (type === 'e') return { error: v || '#VALUE!' };
  if (type === 'd') {
    const text = isoDateText(v);
    return text === undefined ? { error: v } : { text };
  }
  if (v.trim() === '') return { text: '' };
  const format = book.formats[Number.parseInt(str(own(c, '@_s')), 10)] ?? 'number';
  if (format === 'number') return { text: generalNumber(v) };
  const text = serialToText(Number(v), format, book.date1904);
  return text === undefined ? { error: v } : { text };
}

export function readFirstSheet(job: XlsxJob): XlsxRow[] {
  const meta = unzipParts(
    job.bytes,
    (name) =>
      name === '[Content_Types].xml' ||
      name === 'xl/workbook.xml' ||
      name === 'xl/_rels/workbook.xml.rels' ||
      name === 'xl/sharedStrings.xml' ||
      name === 'xl/styles.xml',
    job.maxPartBytes,
  );
  if (!meta.has('[Content_Types].xml') || !meta.has('xl/workbook.xml')) throw new Refusal('notExcel');
  const sheetPath = firstSheetPath(meta);
  const sheetXml = unzipParts(job.bytes, (name) => name === sheetPath, job.maxPartBytes).get(sheetPath);
  if (sheetXml === undefined) throw new Refusal('notExcel');

  // Count rows before building any tree: a sheet of 200,000 rows is refused at once.
  const rowTag = /<(?:[A-Za-z_][\w.-]*:)?row[\s>/]/g;
  let count = 0;
  while (rowTag.exec(sheetXml)) if (++count > job.maxRows + 1) throw new Refusal('tooManyRows');

  const sst = meta.get('xl/sharedStrings.xml');
  const book: Book = {
    shared: sst === undefined ? [] : list(own(own(parse(sst), 'sst'), 'si')).map(stringItem),
    formats: cellFormats(meta.get('xl/styles.xml')),
    date1904: uses1904(meta.get('xl/workbook.xml')),
  };
  const sheet = parse(sheetXml);
  const rows: XlsxRow[] = [];
  let n = 0;
  for (const row of list(own(own(own(sheet, 'worksheet'), 'sheetData'), 'row'))) {
    const r = Number.parseInt(str(own(row, '@_r')), 10);
    n = Number.isInteger(r) && r > n ? r : n + 1;
    const cells: string[] = [];
    const errors: NonNullable<XlsxRow['errors']> = [];
    let col = -1;
    for (const c of list(own(row, 'c'))) {
      const ref = str(own(c, '@_r'));
      const at = columnOf(ref);
      col = at >= 0 ? at : col + 1;
      if (col >= job.maxColumns) continue;
      while (cells.length < col) cells.push('');
      const value = cellValue(c, book);
      if ('error' in value) {
        cells[col] = '';
        errors.push({ col, ref: at >= 0 ? ref : `${columnName(col)}${n}`, value: value.error });
      } else cells[col] = value.text;
    }
    rows.push(errors.length > 0 ? { n, cells, errors } : { n, cells });
  }
  fillMerged(rows, own(own(sheet, 'worksheet'), 'mergeCells'), job.maxColumns);
  return rows;
}

/** A range's corners (`B8:B9`) as row numbers and column indexes, or undefined. */
function rangeOf(ref: string): { r1: number; r2: number; c1: number; c2: number } | undefined {
  const m = /^([A-Z]{1,3})(\d{1,7}):([A-Z]{1,3})(\d{1,7})$/.exec(ref);
  if (!m) return undefined;
  const [c1, c2] = [columnOf(m[1]!), columnOf(m[3]!)];
  const [r1, r2] = [Number(m[2]), Number(m[4])];
  return c1 <= c2 && r1 <= r2 ? { r1, r2, c1, c2 } : undefined;
}

/**
 * A merged range shows its first cell's value across the whole range: each other cell of it, in the rows
 * the sheet has, takes that value (and its error), and is marked as merged so a row holding nothing else
 * still reads as blank.
 */
function fillMerged(rows: XlsxRow[], mergeCells: unknown, maxColumns: number) {
  const byNumber = new Map(rows.map((r) => [r.n, r]));
  for (const m of list(own(mergeCells, 'mergeCell'))) {
    const range = rangeOf(str(own(m, '@_ref')));
    if (!range || range.c1 >= maxColumns) continue;
    const first = byNumber.get(range.r1);
    const value = first?.cells[range.c1] ?? '';
    const error = first?.errors?.find((e) => e.col === range.c1);
    for (const row of rows) {
      if (row.n < range.r1 || row.n > range.r2) continue;
      for (let col = range.c1; col <= Math.min(range.c2, maxColumns - 1); col++) {
        if (row.n === range.r1 && col === range.c1) continue;
        while (row.cells.length < col) row.cells.push('');
        row.cells[col] = value;
        row.merged = [...(row.merged ?? []), col];
        if (error) row.errors = [...(row.errors ?? []), { ...error, col }];
      }
    }
  }
}

function run(job: XlsxJob): XlsxOutcome {
  try {
    return { ok: true, rows: readFirstSheet(job) };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, problem: error.problem };
    if (error instanceof RangeError) return { ok: false, problem: 'tooLarge' };
    return { ok: false, problem: 'notExcel' };
  }
}

if (parentPort && workerData) parentPort.postMessage(run(workerData as XlsxJob));
