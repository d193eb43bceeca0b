import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { checkDrafts } from '../src/commands/import-questions';
import { AppError } from '../src/errors';
import { draftsFromRows } from '../src/services/questions/import';
import { questionTemplate } from '../src/services/questions/template';
import { readSheetRows } from '../src/services/questions/xlsx';
import { readFirstSheet } from '../src/services/questions/xlsx-worker';

/** A sheet's rows as the import checks them: read as drafts, then each draft checked. */
const questionsFromRows = (rows: Parameters<typeof draftsFromRows>[0]) => checkDrafts(draftsFromRows(rows));

const contentTypes =
  '<Types><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>';

/** A hand-made .xlsx whose first sheet is `sheet` (namespace prefixes as some writers use them). */
function book(sheet: string, sharedStrings?: string, styles?: string) {
  const parts: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(contentTypes),
    'xl/workbook.xml': strToU8(
      '<x:workbook xmlns:x="main" xmlns:r="rel"><x:sheets><x:sheet name="S" sheetId="1" r:id="rId7"/></x:sheets></x:workbook>',
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      '<Relationships><Relationship Id="rId7" Target="/xl/worksheets/data.xml"/></Relationships>',
    ),
    'xl/worksheets/data.xml': strToU8(`<x:worksheet xmlns:x="main"><x:sheetData>${sheet}</x:sheetData></x:worksheet>`),
  };
  if (sharedStrings) parts['xl/sharedStrings.xml'] = strToU8(sharedStrings);
  if (styles) parts['xl/styles.xml'] = strToU8(styles);
  return zipSync(parts);
}

const job = (bytes: Uint8Array) => ({ bytes, maxRows: 10, maxColumns: 64, maxPartBytes: 1024 * 1024 });

describe('xlsx reader', () => {
  it('reads shared, rich, inline, boolean and numeric cells by reference, gaps kept', () => {
    const rows = readFirstSheet(
      job(
        book(
          '<x:row r="1"><x:c r="A1" t="s"><x:v>0</x:v></x:c><x:c r="C1" t="s"><x:v>1</x:v></x:c></x:row>' +
            '<x:row r="4"><x:c r="B4" t="inlineStr"><x:is><x:t xml:space="preserve"> a &amp; b &#x3C; c &#65; </x:t></x:is></x:c>' +
            '<x:c r="C4" t="b"><x:v>1</x:v></x:c><x:c r="D4"><x:v>3.5</x:v></x:c><x:c r="E4" t="str"><x:f>A1</x:f><x:v>f</x:v></x:c></x:row>',
          '<sst><si><t>plain</t></si><si><r><t>ri</t></r><r><t>ch</t></r><rPh><t>ignored</t></rPh></si></sst>',
        ),
      ),
    );
    expect(rows).toEqual([
      { n: 1, cells: ['plain', '', 'rich'] },
      { n: 4, cells: ['', ' a & b < c A ', 'TRUE', '3.5', 'f'] },
    ]);
  });

  it('shows numbers, dates and times as the spreadsheet does, and names error cells', () => {
    const styles =
      '<styleSheet><numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy&quot;年&quot;m&quot;月&quot;d&quot;日&quot;"/></numFmts>' +
      '<cellXfs count="4"><xf numFmtId="0"/><xf numFmtId="14"/><xf numFmtId="164"/><xf numFmtId="20"/></cellXfs></styleSheet>';
    const rows = readFirstSheet(
      job(
        book(
          '<x:row r="1"><x:c r="A1"><x:v>9.800000000000001</x:v></x:c><x:c r="B1" s="0"><x:v>1001</x:v></x:c>' +
            '<x:c r="C1" s="1"><x:v>46362</x:v></x:c><x:c r="D1" s="2"><x:v>46362.25</x:v></x:c>' +
            '<x:c r="E1" s="3"><x:v>0.5</x:v></x:c><x:c r="F1" t="d"><x:v>2026-12-06T00:00:00Z</x:v></x:c>' +
            '<x:c r="G1" t="e"><x:f>1/0</x:f><x:v>#DIV/0!</x:v></x:c><x:c r="H1" s="1"><x:v>-5</x:v></x:c>' +
            '<x:c r="I1" s="9"><x:v>1.5e-12</x:v></x:c></x:row>',
          undefined,
          styles,
        ),
      ),
    );
    expect(rows).toEqual([
      {
        n: 1,
        cells: ['9.8', '1001', '2026-12-06', '2026-12-06 06:00', '12:00', '2026-12-06', '', '', '1.5E-12'],
        errors: [
          { col: 6, ref: 'G1', value: '#DIV/0!' },
          { col: 7, ref: 'H1', value: '-5' },
        ],
      },
    ]);
  });

  it('hands back plain strings and leaves prototypes alone, whatever the payload', () => {
    const rows = readFirstSheet(
      job(
        book(
          '<x:row r="1"><x:c r="A1" t="s" __proto__="x" constructor="y"><x:v>0</x:v></x:c><x:c r="B1" t="s"><x:v>99</x:v></x:c></x:row>',
          '<sst><si><t>__proto__</t></si></sst>',
        ),
      ),
    );
    expect(rows).toEqual([{ n: 1, cells: ['__proto__', ''] }]);
    for (const row of rows) expect(Object.getPrototypeOf(row.cells)).toBe(Array.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(() =>
      readFirstSheet(job(book('<x:row r="1"><__proto__><polluted>1</polluted></__proto__></x:row>'))),
    ).toThrow('notExcel');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses too many rows before parsing, and parts larger than the limit', () => {
    const many = Array.from({ length: 12 }, (_, i) => `<x:row r="${i + 1}"/>`).join('');
    expect(() => readFirstSheet(job(book(many)))).toThrow('tooManyRows');
    const big = book('<x:row r="1"/>', `<sst><si><t>${'A'.repeat(2 * 1024 * 1024)}</t></si></sst>`);
    expect(() => readFirstSheet(job(big))).toThrow('tooLarge');
  });

  it('ends a worker that runs past its time limit', async () => {
    const template = new Uint8Array(questionTemplate());
    await expect(readSheetRows(template, { timeoutMs: 1 })).rejects.toThrow('The Excel file took too long to read');
    // And reads the same file with the normal limit.
    expect((await readSheetRows(template)).length).toBe(6); // the header and five examples
  });

  it('reports a row whose used cell holds an error, and ignores errors in unused columns', () => {
    const { valid, skipped } = questionsFromRows([
      { n: 1, cells: ['name', 'question', 'type', 'correctAnswer'] },
      { n: 2, cells: ['Q1', 'Text', '2', ''], errors: [{ col: 3, ref: 'D2', value: '#DIV/0!' }] },
      { n: 3, cells: ['Q2', 'Text', '2', '9.8', ''], errors: [{ col: 4, ref: 'E3', value: '#N/A' }] },
    ]);
    expect(skipped).toEqual([{ at: 2, key: 'importSkipCellUnreadable', values: { ref: 'D2', value: '#DIV/0!' } }]);
    expect(valid.map((v) => [v.draft.at, v.row.correctAnswer])).toEqual([[3, '9.8']]);
  });

  it('maps header spellings to columns and refuses prototype names as headers', () => {
    const { valid, skipped } = questionsFromRows([
      { n: 1, cells: ['Name', 'qText', 'isChoice', 'Correct Answer', 'A', 'B', 'C', 'D', 'Difficuty', 'Unknown'] },
      { n: 2, cells: ['Q', 'Text', '1', 'b,a', 'a', 'b', 'c', 'd', '5', 'ignored'] },
    ]);
    expect(skipped).toEqual([]);
    expect(valid[0]?.row).toMatchObject({ name: 'Q', qText: 'Text', isChoice: 1, correctAnswer: 'A,B', difficulty: 5 });
    for (const name of ['__proto__', 'constructor', ' prototype ']) {
      const call = () => questionsFromRows([{ n: 1, cells: ['name', 'question', name] }]);
      expect(call).toThrow(AppError);
    }
  });
});
