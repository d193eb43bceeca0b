import type { GradebookFormat } from '@quanta/validators';
import XLSX from 'sheetjs-style';
import { type GradebookView, percent } from '../../presenters/gradebook';

const stateWords: Record<string, string> = {
  notStarted: 'not started',
  started: 'in progress',
  finished: 'finished',
  corrected: 'corrected',
};

/**
 * The gradebook as rows: a header, then one row per student (four columns per homework: progress,
 * accuracy, the score as a number, never a text a spreadsheet would read as a date, and the state).
 */
export function gradebookRows(view: GradebookView): (string | number)[][] {
  const header: (string | number)[] = ['Student', 'Email', 'Mean accuracy %', 'Finished'];
  for (const h of view.homework) {
    header.push(`${h.name} progress %`, `${h.name} accuracy %`, `${h.name} score`, `${h.name} state`);
  }
  const rows = view.students.map((s) => {
    const row: (string | number)[] = [s.name, s.email, s.mean ?? '', s.finished];
    for (const c of s.cells) {
      if (c) {
        row.push(percent(c.answered, c.total), percent(c.correct, c.total), c.score, stateWords[c.state] ?? c.state);
      } else row.push('', '', '', '');
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
  sheet['!cols'] = [{ wch: 24 }, { wch: 28 }, { wch: 10 }, { wch: 8 }];
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
  const stem =
    [...view.class.name]
      .map((c) => (c.charCodeAt(0) < 0x20 || '\\/:*?"<>|'.includes(c) ? ' ' : c))
      .join('')
      .trim() || 'class';
  return { filename: `${stem} gradebook.${format}`, type: types[format], content: bytes.toString('base64') };
}
