import { TZDate } from '@date-fns/tz';
import { fromMinorUnits } from '@quanta/validators';
import { format } from 'date-fns';
import XLSX from 'sheetjs-style';
import type { z } from 'zod';
import type { paymentReportShape } from '../../presenters/payments';

export const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type PaymentReport = z.infer<typeof paymentReportShape>;

const methodWords: Record<string, string> = {
  card: 'Card',
  alipay: 'Alipay',
  wechat_pay: 'WeChat Pay',
  offline: 'Offline',
};

/**
 * The report as rows: a header, one row per entry (a refund's amount negative, so the column sums to the
 * net), a blank row, then the totals. Amounts are in the currency's major units (12.5, not 1250).
 */
export function reportRows(report: PaymentReport, timeZone: string): (string | number)[][] {
  const major = (minor: number) => fromMinorUnits(minor, report.currency);
  const currency = report.currency.toUpperCase();
  const header = ['Date', 'Kind', 'Receipt', 'Class', 'Student', 'Method', `Amount (${currency})`];
  const rows = report.list.map((e) => [
    format(new TZDate(new Date(e.at).getTime(), timeZone), 'yyyy-MM-dd HH:mm'),
    e.kind === 'refund' ? 'Refund' : 'Payment',
    e.receiptNumber,
    e.className,
    e.studentName,
    methodWords[e.method] ?? e.method,
    e.kind === 'refund' ? -major(e.amount) : major(e.amount),
  ]);
  const total = (label: string, minor: number) => ['', '', '', '', '', label, major(minor)];
  return [
    header,
    ...rows,
    [],
    total('Paid', report.totals.paid),
    total('Refunded', report.totals.refunded),
    total('Net', report.totals.net),
  ];
}

/** The month's report as an xlsx workbook of one sheet. */
export function reportXlsx(report: PaymentReport, timeZone: string): Uint8Array {
  const sheet = XLSX.utils.aoa_to_sheet(reportRows(report, timeZone));
  sheet['!cols'] = [{ wch: 17 }, { wch: 9 }, { wch: 9 }, { wch: 28 }, { wch: 22 }, { wch: 12 }, { wch: 14 }];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, `Payments ${report.month}`);
  return new Uint8Array(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
}
