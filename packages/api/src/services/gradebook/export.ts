import type { GradebookFormat } from '@quanta/validators';
import XLSX from 'sheetjs-style';
import { type GradebookView, percent } from '../../presenters/gradebook';
import { presentFile } from '../../presenters/payments';
import { categoryName } from './grade-rules';

const stateWords: Record<string, string> = {
  notStarted: 'not started',
  started: 'in progress',
  finished: 'finished',
  corrected: 'corrected',
};

/**
 * The gradebook as rows: a header, then one row per student: their mean accuracy, finished count, course
 * percent and letter, each category's percent, then six columns per homework (progress, accuracy, the
 * score as a number, never a text a spreadsheet would read as a date, the state, the points earned after
 * the late penalty, and the percent lost for lateness). The numbers are the gradebook's own.
 */
export function gradebookRows(view: GradebookView): (string | number)[][] {
  const header: (string | number)[] = ['Student', 'Email', 'Mean accuracy %', 'Finished', 'Course %', 'Letter'];
  for (const c of view.categories) header.push(`${categoryName(c)} %`);
  for (const h of view.homework) {
    header.push(
      `${h.name} progress %`,
      `${h.name} accuracy %`,
      `${h.name} score`,
      `${h.name} state`,
      `${h.name} points (of ${h.points})`,
      `${h.name} late %`,
    );
  }
  const rows = view.students.map((s) => {
    const row: (string | number)[] = [s.name, s.email, s.mean ?? '', s.finished, s.percent ?? '', s.letter ?? ''];
    for (const c of view.categories) row.push(s.categories.find((p) => p.categoryId === c._id)?.percent ?? '');
    for (const c of s.cells) {
      if (c) {
        row.push(
          percent(c.answered, c.total),
          percent(c.correct, c.total),
          c.score,
          stateWords[c.state] ?? c.state,
          c.earned ?? '',
          c.latePercent,
        );
      } else row.push('', '', '', '', '', '');
    }
    return row;
  });
  return [header, ...rows];
}

/**
 * A spreadsheet cell as text that no spreadsheet runs as a formula (a leading `=`, `+`, `-`, `@`, tab or
 * carriage return gets a `'`), quoted when it holds a comma, quote or line break.
 */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** CSV with a UTF-8 byte order mark (so Excel reads Chinese names as UTF-8) and CRLF line ends. */
export function gradebookCsv(view: GradebookView): Buffer {
  const text = gradebookRows(view)
    .map((row) => row.map(csvCell).join(','))
    .join('\r\n');
  return Buffer.from(`\uFEFF${text}\r\n`, 'utf8');
}

export function gradebookXlsx(view: GradebookView): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet(gradebookRows(view));
  sheet['!cols'] = [{ wch: 24 }, { wch: 28 }, { wch: 10 }, { wch: 8 }, { wch: 9 }, { wch: 7 }];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Gradebook');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

const types: Record<GradebookFormat, string> = {
  csv: 'text/csv;charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The export as a download: file name, type and the bytes in base64. */
export function gradebookFile(view: GradebookView, format: GradebookFormat) {
  const bytes = format === 'csv' ? gradebookCsv(view) : gradebookXlsx(view);
  const stem = fileStem(view);
  return { filename: `${stem} gradebook.${format}`, type: types[format], content: bytes.toString('base64') };
}

/** The file name of a class's gradebook export: the class's name made safe for a file system. */
const fileStem = (view: GradebookView) =>
  [...view.class.name]
    .map((c) => (c.charCodeAt(0) < 0x20 || '\\/:*?"<>|'.includes(c) ? ' ' : c))
    .join('')
    .trim() || 'class';

/** The gradebook as an xlsx workbook (REST: the file itself; tRPC: `{filename, contentType, base64}`). */
export function gradebookXlsxFile(view: GradebookView) {
  return presentFile(`${fileStem(view)} gradebook.xlsx`, types.xlsx, new Uint8Array(gradebookXlsx(view)));
}
