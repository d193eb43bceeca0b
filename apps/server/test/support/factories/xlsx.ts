import { Readable } from 'node:stream';
import { strToU8, zipSync } from 'fflate';
import XLSX from 'sheetjs-style';
import type { World } from '../world';

/** The template's header row. */
export const templateHeader = [
  'name',
  'category',
  'type',
  'choices',
  'question',
  'answerA',
  'answerB',
  'answerC',
  'answerD',
  'answerE',
  'correctAnswer',
  'difficulty',
  'solution',
  'copyright',
  'referenceId',
];

/** A workbook of one sheet written by sheetjs-style (shared strings with `sst`, inline otherwise). */
export function workbook(rows: unknown[][], o: { sst?: boolean; notes?: boolean } = {}): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Questions');
  if (o.notes) XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['ignored']]), 'Notes');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', bookSST: o.sst ?? false }) as Buffer;
}

/**
 * An .xlsx assembled by hand from XML parts, for files no spreadsheet program would write. `parts` adds
 * or replaces parts; the sheet is `xl/worksheets/sheet1.xml`.
 */
export function rawXlsx(sheetData: string, parts: Record<string, string | Uint8Array> = {}): Buffer {
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
    ),
    'xl/workbook.xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Questions" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    ),
    'xl/worksheets/sheet1.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetData}</sheetData></worksheet>`,
    ),
  };
  for (const [name, content] of Object.entries(parts)) {
    files[name] = typeof content === 'string' ? strToU8(content) : content;
  }
  return Buffer.from(zipSync(files, { level: 6 }));
}

/** An inline-string cell. */
export const cell = (ref: string, text: string) =>
  `<c r="${ref}" t="inlineStr"><is><t>${text.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</t></is></c>`;

/** Stores bytes as an uploaded .xlsx, whatever they hold, as the upload call would name them. */
export const storeUpload = (t: World, bytes: Buffer) => t.app.deps.files.save(Readable.from([bytes]), 'xlsx');
