/**
 * Cell values as a spreadsheet shows them: numbers in Excel's General format at 15 significant digits,
 * date-formatted numbers as dates. Pure functions; the .xlsx worker imports this file as it is, so it
 * uses erasable TypeScript only and imports nothing.
 */

/** Excel keeps 15 significant digits; anything past them is binary noise (9.800000000000001 is 9.8). */
const excelDigits = 15;

/**
 * A number as Excel's General format shows it when the column is wide enough: at most 15 significant
 * digits, no trailing zeros, integers without a point, and scientific notation (`6.67E-11`,
 * `1.23456789012346E+18`) below 1E-9 and from 1E+15 on.
 *
 * @example generalNumber('9.800000000000001') === '9.8'; generalNumber('1001') === '1001'
 */
export function generalNumber(raw: string): string {
  const x = Number(raw.trim());
  if (raw.trim() === '' || !Number.isFinite(x)) return raw.trim();
  if (x === 0) return '0';
  // `d.ddddddddddddddde±x`: the 15 digits and the exponent, read as text so no arithmetic adds noise.
  const [mantissa = '', exp = '0'] = x.toExponential(excelDigits - 1).split('e');
  const negative = mantissa.startsWith('-');
  const digits = mantissa.replace('-', '').replace('.', '').replace(/0+$/, '') || '0';
  let exponent = Number(exp);
  // Rounding to 15 digits can carry into a new digit (9.999…9 → 10): toExponential already did it.
  const sign = negative ? '-' : '';
  if (exponent < -9 || exponent >= excelDigits) {
    const rest = digits.slice(1);
    const e = `${exponent < 0 ? '-' : '+'}${String(Math.abs(exponent)).padStart(2, '0')}`;
    return `${sign}${digits[0]}${rest ? `.${rest}` : ''}E${e}`;
  }
  if (exponent < 0) return `${sign}0.${'0'.repeat(-exponent - 1)}${digits}`;
  exponent += 1; // digits before the point
  if (digits.length <= exponent) return `${sign}${digits}${'0'.repeat(exponent - digits.length)}`;
  return `${sign}${digits.slice(0, exponent)}.${digits.slice(exponent)}`;
}

/** Excel's built-in number formats that show a date or a time (ECMA-376 §18.8.30, with the CJK ones). */
const builtInDateFormats = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56,
  57, 58,
]);

export type CellFormat = 'number' | 'date' | 'time';

/** Whether a number format shows a date, a time of day, or a plain number. */
export function formatKind(numFmtId: number, code: string | undefined): CellFormat {
  if (code === undefined) {
    if (!builtInDateFormats.has(numFmtId)) return 'number';
    return [18, 19, 20, 21, 45, 46, 47].includes(numFmtId) ? 'time' : 'date';
  }
  // Quoted text, escaped characters, colours and conditions ([Red], [<100]) say nothing about dates.
  const bare = code
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/\[(?![hms]+\])[^\]]*\]/gi, '')
    .toLowerCase();
  if (bare === 'general' || !/[dmyhs]/.test(bare)) return 'number';
  if (/[dy]/.test(bare)) return 'date';
  // `m` alone is a month (mm-yyyy has a y); beside h or s it is minutes.
  if (/[hs]/.test(bare)) return 'time';
  return /m/.test(bare) ? 'date' : 'number';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Time of day from a fraction of a day: `HH:MM`, with `:SS` when the seconds are not zero. */
function timeOfDay(fraction: number): string {
  const seconds = Math.round(fraction * 86_400) % 86_400;
  const s = seconds % 60;
  const hm = `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}`;
  return s === 0 ? hm : `${hm}:${pad(s)}`;
}

/**
 * A date serial (days since the workbook's epoch) as `YYYY-MM-DD`, `YYYY-MM-DD HH:MM` when it has a time,
 * or `HH:MM` for a time format; undefined when the number cannot be a date. The 1900 system counts the
 * non-existent 29 February 1900 (serial 60), as Excel does.
 */
export function serialToText(serial: number, kind: 'date' | 'time', date1904: boolean): string | undefined {
  if (!Number.isFinite(serial) || serial < 0 || serial >= 2_958_466) return undefined;
  const day = Math.floor(serial);
  const fraction = serial - day;
  if (kind === 'time') return timeOfDay(fraction);
  if (!date1904 && day === 60) return fraction ? `1900-02-29 ${timeOfDay(fraction)}` : '1900-02-29';
  const epoch = date1904 ? Date.UTC(1904, 0, 1) : day < 60 ? Date.UTC(1899, 11, 31) : Date.UTC(1899, 11, 30);
  const at = new Date(epoch + day * 86_400_000);
  const date = `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
  return fraction ? `${date} ${timeOfDay(fraction)}` : date;
}

/** An ISO 8601 date cell (`t="d"`) in the same words as a date-formatted number. */
export function isoDateText(iso: string): string | undefined {
  const m = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(iso.trim());
  if (!m) return undefined;
  const [, date, h, min, s] = m;
  if (h === undefined || (h === '00' && min === '00' && (s ?? '00') === '00')) return date;
  return `${date} ${h}:${min}${s && s !== '00' ? `:${s}` : ''}`;
}
