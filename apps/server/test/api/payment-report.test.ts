import XLSX from 'sheetjs-style';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildClass } from '../support/factories/enrolment';
import { buildPayment } from '../support/factories/payments';
import { useTestApp } from '../support/fixture';
import { buildAdmin, buildParentOf, buildStudent, buildTeacher, tokenOf } from '../support/harness';

/** March 2026 in the school's zone (Asia/Shanghai, UTC+8): from 2026-02-28T16:00Z until 2026-03-31T16:00Z. */
const MONTH = '2026-03';
const at = (iso: string) => new Date(iso);

describe('the finance report', () => {
  const t = useTestApp();
  let adminToken: string;
  let teacherToken: string;
  let parentToken: string;
  let ids: Record<string, string>;
  let refundId: string;

  beforeAll(async () => {
    t.clock.now = at('2026-03-20T02:00:00Z');
    const teacher = await buildTeacher(t);
    const admin = await buildAdmin(t);
    const amy = await buildStudent(t, { name: 'Amy Chen' });
    const parent = await buildParentOf(t, amy, { name: 'Lily Chen' });
    const cara = await buildStudent(t, { name: 'Cara Diaz' });
    const chess = await buildClass(t, teacher, { name: 'Chess Club' });
    const maths = await buildClass(t, teacher, { name: '初中数学提高班' });
    [adminToken, teacherToken, parentToken] = await Promise.all([
      tokenOf(t, admin),
      tokenOf(t, teacher),
      tokenOf(t, parent),
    ]);
    // 1 March 00:30 in Shanghai is still February in UTC: in the month.
    const first = await buildPayment(
      t,
      { cls: chess, student: amy, payer: parent },
      { paidAt: at('2026-02-28T16:30:00Z'), amountMinor: 12_550 },
    );
    const second = await buildPayment(
      t,
      { cls: maths, student: cara, payer: cara },
      { paidAt: at('2026-03-15T04:00:00Z'), amountMinor: 30_000, method: 'wechat_pay' },
    );
    // 1 April 00:10 in Shanghai: the next month, though still 31 March in UTC.
    const outside = await buildPayment(
      t,
      { cls: chess, student: cara, payer: cara },
      { paidAt: at('2026-03-31T16:10:00Z'), amountMinor: 99_900 },
    );
    // A February payment refunded in March: its refund counts in March, the payment does not.
    const february = await buildPayment(
      t,
      { cls: chess, student: amy, payer: parent },
      { paidAt: at('2026-02-10T04:00:00Z'), amountMinor: 20_000 },
    );
    const refunded = await t.rest('POST', '/admin/refundPayment', {
      token: adminToken,
      body: { paymentId: february.id, amount: 5_000 },
    });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    refundId = refunded.body.result.payment.refunds[0]._id;
    ids = { first: first.id, second: second.id, outside: outside.id, february: february.id };
  });

  it('lists the month’s payments and refunds in time order, with totals that reconcile', async () => {
    const res = await t.rest('GET', `/admin/getPaymentReport?month=${MONTH}`, { token: adminToken });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const report = res.body.result;
    expect(report.month).toBe(MONTH);
    expect(report.currency).toBe('usd');
    expect(report.list.map((e: { kind: string; _id: string }) => [e.kind, e._id])).toEqual([
      ['payment', ids.first],
      ['payment', ids.second],
      ['refund', refundId],
    ]);
    expect(report.list[1]).toMatchObject({
      paymentId: ids.second,
      className: '初中数学提高班',
      studentName: 'Cara Diaz',
      method: 'wechat_pay',
      amount: 30_000,
      currency: 'usd',
      at: '2026-03-15T04:00:00.000Z',
    });
    expect(report.list[2]).toMatchObject({ paymentId: ids.february, amount: 5_000, at: '2026-03-20T02:00:00.000Z' });
    expect(report.totals).toEqual({ paid: 42_550, refunded: 5_000, net: 37_550 });
    const sum = (kind: string) =>
      report.list
        .filter((e: { kind: string }) => e.kind === kind)
        .reduce((n: number, e: { amount: number }) => n + e.amount, 0);
    expect(report.totals.paid).toBe(sum('payment'));
    expect(report.totals.refunded).toBe(sum('refund'));

    const april = await t.rest('GET', '/admin/getPaymentReport?month=2026-04', { token: adminToken });
    expect(april.body.result.list.map((e: { _id: string }) => e._id)).toEqual([ids.outside]);
    expect(april.body.result.totals).toEqual({ paid: 99_900, refunded: 0, net: 99_900 });
  });

  it('exports the same month as an xlsx workbook with the same totals', async () => {
    const res = await fetch(`${t.url}/api/admin/exportPaymentReport?month=${MONTH}`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toContain(`payments-${MONTH}.xlsx`);
    const book = XLSX.read(Buffer.from(await res.arrayBuffer()), { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<(string | number)[]>(book.Sheets[book.SheetNames[0]!]!, {
      header: 1,
      blankrows: false,
    });
    expect(rows[0]).toEqual(['Date', 'Kind', 'Receipt', 'Class', 'Student', 'Method', 'Amount (USD)']);
    const entries = rows.slice(1, 4);
    expect(entries.map((r) => [r[0], r[1], r[3], r[5], r[6]])).toEqual([
      ['2026-03-01 00:30', 'Payment', 'Chess Club', 'Offline', 125.5],
      ['2026-03-15 12:00', 'Payment', '初中数学提高班', 'WeChat Pay', 300],
      ['2026-03-20 10:00', 'Refund', 'Chess Club', 'Offline', -50],
    ]);
    const totals = Object.fromEntries(rows.slice(4).map((r) => [r[5], r[6]]));
    expect(totals).toEqual({ Paid: 425.5, Refunded: 50, Net: 375.5 });
    expect(entries.reduce((n, r) => n + Number(r[6]), 0)).toBeCloseTo(totals.Net as number, 6);
  });

  it('refuses everyone but an admin (403) and a month not written YYYY-MM (400 naming month)', async () => {
    for (const token of [teacherToken, parentToken]) {
      expect((await t.rest('GET', `/admin/getPaymentReport?month=${MONTH}`, { token })).status).toBe(403);
      const file = await fetch(`${t.url}/api/admin/exportPaymentReport?month=${MONTH}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(file.status).toBe(403);
    }
    for (const month of ['2026-13', '2026-3', 'March', '']) {
      const bad = await t.rest('GET', `/admin/getPaymentReport?month=${month}`, { token: adminToken });
      expect(bad.status).toBe(400);
      expect(bad.body.msg).toContain('month');
    }
  });
});
