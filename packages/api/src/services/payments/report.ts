import { TZDate } from '@date-fns/tz';
import { type DbOrTx, payments, refunds } from '@quanta/db';
import { and, eq, gte, lt } from 'drizzle-orm';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { type PaymentMethod, presentFile, type reportEntryShape } from '../../presenters/payments';
import { isoTime } from '../../presenters/time';
import { reportXlsx, xlsxType } from './report-xlsx';

type ReportEntry = z.infer<typeof reportEntryShape>;

/** A month `YYYY-MM` as the instants it starts and ends at in `timeZone` (the end excluded). */
export function monthBounds(month: string, timeZone: string): { from: Date; until: Date } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return {
    from: new Date(new TZDate(year, m - 1, 1, timeZone).getTime()),
    until: new Date(new TZDate(year, m, 1, timeZone).getTime()),
  };
}

/** The payments paid and the refunds made in `[from, until)`, as entries sorted by time. */
async function entriesIn(db: DbOrTx, from: Date, until: Date): Promise<ReportEntry[]> {
  const [paid, given] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(and(gte(payments.paidAt, from), lt(payments.paidAt, until))),
    db
      .select({ refund: refunds, payment: payments })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(and(gte(refunds.createdAt, from), lt(refunds.createdAt, until))),
  ]);
  const entries = [
    ...paid.map((p) => ({
      at: p.paidAt,
      entry: {
        kind: 'payment' as const,
        _id: p.id,
        paymentId: p.id,
        receiptNumber: p.receiptNumber,
        className: p.className,
        studentName: p.studentName,
        method: p.method as PaymentMethod,
        amount: p.amountMinor,
        currency: p.currency,
        at: isoTime(p.paidAt),
      },
    })),
    ...given.map(({ refund: r, payment: p }) => ({
      at: r.createdAt,
      entry: {
        kind: 'refund' as const,
        _id: r.id,
        paymentId: p.id,
        receiptNumber: p.receiptNumber,
        className: p.className,
        studentName: p.studentName,
        method: p.method as PaymentMethod,
        amount: r.amountMinor,
        currency: r.currency,
        at: isoTime(r.createdAt),
      },
    })),
  ];
  entries.sort((a, b) => a.at.getTime() - b.at.getTime() || a.entry._id.localeCompare(b.entry._id));
  return entries.map((e) => e.entry);
}

/** Payments and refunds of one month in the school's zone, with totals that reconcile (net = paid − refunded). */
export async function getPaymentReport(deps: Deps, input: { month: string }) {
  const { from, until } = monthBounds(input.month, deps.school.timeZone);
  const list = await entriesIn(deps.db, from, until);
  const sum = (kind: ReportEntry['kind']) =>
    list.filter((e) => e.kind === kind).reduce((total, e) => total + e.amount, 0);
  const paid = sum('payment');
  const refunded = sum('refund');
  return {
    month: input.month,
    currency: deps.school.currency,
    timeZone: deps.school.timeZone,
    list,
    totals: { paid, refunded, net: paid - refunded },
  };
}

/** The month's report as an xlsx workbook: a row per entry, then the totals. */
export async function exportPaymentReport(deps: Deps, input: { month: string }) {
  const report = await getPaymentReport(deps, input);
  return presentFile(`payments-${input.month}.xlsx`, xlsxType, reportXlsx(report, deps.school.timeZone));
}
