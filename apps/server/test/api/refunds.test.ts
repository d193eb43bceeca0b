import { lessonCredits, mailDeliveries, payments, refunds } from '@quanta/db';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_ID } from '../support/factories/classes';
import { buildClass, buildInterest, buildPlace, interestOf, placeOf } from '../support/factories/enrolment';
import { buildCredit } from '../support/factories/lessons';
import { buildPayment } from '../support/factories/payments';
import { useBeforeAll, useTestApp } from '../support/fixture';
import { buildAdmin, buildParentOf, buildStudent, buildTeacher, tokenOf } from '../support/harness';
import { type StripeStandIn, startStripeStandIn } from '../support/stripe-stand-in';

const NOW = new Date('2026-03-10T12:00:00Z');
const DAY = 24 * 3600_000;

describe('refunds', () => {
  const stripe: StripeStandIn = useBeforeAll(startStripeStandIn, (standIn) => standIn.close());
  const t = useTestApp({
    config: {
      get stripe() {
        return { ...stripe.config };
      },
    },
  });

  let teacher: Awaited<ReturnType<typeof buildTeacher>>;
  let adminToken: string;
  let teacherToken: string;

  beforeAll(async () => {
    t.clock.now = NOW;
    teacher = await buildTeacher(t, { name: 'Wang Li' });
    adminToken = await tokenOf(t, await buildAdmin(t));
    teacherToken = await tokenOf(t, teacher);
  });

  async function family(name: string, o: { parentName?: string } = {}) {
    const student = await buildStudent(t, { name });
    const parent = await buildParentOf(t, student, { name: o.parentName ?? `Parent of ${name}` });
    return { student, parent, parentToken: await tokenOf(t, parent) };
  }

  const refund = (body: object, token = adminToken) => t.rest('POST', '/admin/refundPayment', { token, body });
  /**
   * A refund answered past the contract check: the API reference does not list refundPayment's 409 and
   * 502 yet (rest/statuses.ts).
   */
  async function refundUnchecked(body: object) {
    const res = await fetch(`${t.url}/api/admin/refundPayment`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as { code: number; msg: string } };
  }

  const creditsOf = async (cls: { id: string }, student: { id: string }) => {
    const [row] = await t.app.deps.db
      .select({ n: sql<number>`coalesce(sum(${lessonCredits.lessons}), 0)::int` })
      .from(lessonCredits)
      .where(and(eq(lessonCredits.classId, cls.id), eq(lessonCredits.studentId, student.id)));
    return row!.n;
  };
  const refundRows = (paymentId: string) =>
    t.app.deps.db.select().from(refunds).where(eq(refunds.paymentId, paymentId)).orderBy(refunds.createdAt);
  const mailsTo = (email: string) =>
    t.app.deps.db
      .select()
      .from(mailDeliveries)
      .where(and(eq(mailDeliveries.toAddress, email), eq(mailDeliveries.kind, 'payment')));

  it('refunds part of a package, then the rest: the lessons go back in proportion and the payer is mailed', async () => {
    const cls = await buildClass(t, teacher, { name: 'Piano Basics', lessonPackageSize: 10 });
    const { student, parent, parentToken } = await family('Ben Liu');
    const payment = await buildPayment(
      t,
      { cls, student, payer: parent },
      { durationType: 3, lessons: 10, periodStart: null, periodEnd: null, amountMinor: 80_000 },
    );
    await buildCredit(t, cls, student, 10);

    const part = await refund({ paymentId: payment.id, amount: 24_000 });
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    expect(part.body.msg).toBe('Refunded');
    expect(part.body.result.payment).toMatchObject({
      _id: payment.id,
      amount: 80_000,
      refunded: 24_000,
      status: 'partially_refunded',
      refunds: [{ amount: 24_000, createdAt: NOW.toISOString() }],
    });
    expect(await creditsOf(cls, student)).toBe(7);
    const balance = await t.rest('GET', `/user/getLessonBalance?classId=${cls.id}&studentId=${student.id}`, {
      token: parentToken,
    });
    expect(balance.body.result).toMatchObject({ total: 7, remaining: 7 });
    const mails = await mailsTo(parent.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Refund of $240.00: Ben Liu, Piano Basics');
    expect(mails[0]!.textBody).toContain(`receipt ${payment.receiptNumber}`);
    expect(mails[0]!.textBody).toContain('3 lessons of the package were taken back');

    t.clock.advance(DAY);
    const rest = await refund({ paymentId: payment.id });
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect(rest.body.result.payment).toMatchObject({ refunded: 80_000, status: 'refunded' });
    expect(rest.body.result.payment.refunds.map((r: { amount: number }) => r.amount)).toEqual([24_000, 56_000]);
    expect(await creditsOf(cls, student)).toBe(0);
    const rows = await refundRows(payment.id);
    expect(rows.map((r) => [r.amountMinor, r.lessonsRemoved, r.secondsRemoved, r.providerRefundId])).toEqual([
      [24_000, 3, 0, null],
      [56_000, 7, 0, null],
    ]);
    expect(await mailsTo(parent.email)).toHaveLength(2);
    // an offline payment is only recorded: nothing was asked of the provider
    expect(stripe.calls.filter((c) => c.path === '/v1/refunds')).toHaveLength(0);

    const again = await refundUnchecked({ paymentId: payment.id, amount: 1 });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('This payment is already refunded in full');
    t.clock.now = NOW;
  });

  it('moves the end of a month’s place earlier in proportion, on the roster and on the request', async () => {
    const cls = await buildClass(t, teacher, { name: 'Chess Club' });
    const { student, parent } = await family('王小明', { parentName: '王大明' });
    const end = new Date(NOW.getTime() + 30 * DAY);
    const payment = await buildPayment(
      t,
      { cls, student, payer: parent },
      { periodStart: NOW, periodEnd: end, amountMinor: 10_000, language: 'zh' },
    );
    await buildPlace(t, cls, student, end);
    await buildInterest(t, cls, student, { paid: true, registered: true, expiresAt: end });

    const half = await refund({ paymentId: payment.id, amount: 5_000 });
    expect(half.status, JSON.stringify(half.body)).toBe(200);
    expect(half.body.result.payment.status).toBe('partially_refunded');
    const fifteenDaysEarlier = new Date(NOW.getTime() + 15 * DAY);
    expect((await placeOf(t, cls, student))!.expiresAt).toEqual(fifteenDaysEarlier);
    expect((await interestOf(t, cls, student))!.expiresAt).toEqual(fifteenDaysEarlier);
    const [row] = await refundRows(payment.id);
    expect(row!.secondsRemoved).toBe(15 * 24 * 3600);
    const [mail] = await mailsTo(parent.email);
    expect(mail!.subject).toBe('退款 US$50.00：王小明，Chess Club');
    expect(mail!.textBody).toContain('提前 15 天');

    const rest = await refund({ paymentId: payment.id });
    expect(rest.body.result.payment.status).toBe('refunded');
    expect((await placeOf(t, cls, student))!.expiresAt).toEqual(NOW);
  });

  it('refuses more than is left (400 naming amount and what is left) and changes nothing', async () => {
    const cls = await buildClass(t, teacher);
    const { student, parent } = await family('Cara Diaz');
    const payment = await buildPayment(t, { cls, student, payer: parent }, { amountMinor: 10_000 });
    await refund({ paymentId: payment.id, amount: 2_500 });
    const res = await refund({ paymentId: payment.id, amount: 7_501 });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ key: 'refundTooLarge', values: { field: 'amount', left: '$75.00' } });
    expect(res.body.msg).toBe('amount: at most $75.00 can be refunded');
    const [stored] = await t.app.deps.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(stored!.refundedMinor).toBe(2_500);
    expect(await refundRows(payment.id)).toHaveLength(1);

    const zero = await refund({ paymentId: payment.id, amount: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body.msg).toContain('amount');
    const unknown = await refund({ paymentId: UNKNOWN_ID });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('Payment not found');
  });

  /** A payment taken through the stand-in's Checkout (so Stripe knows its PaymentIntent), recorded directly. */
  async function stripePayment(parties: Parameters<typeof buildPayment>[1], amountMinor: number) {
    const made = await fetch(`${stripe.url}/v1/checkout/sessions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${stripe.secretKey}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        mode: 'payment',
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': 'usd',
        'line_items[0][price_data][unit_amount]': String(amountMinor),
        success_url: 'http://quanta.test/paid',
        cancel_url: 'http://quanta.test/cancelled',
      }),
    });
    const session = (await made.json()) as { id: string };
    await stripe.pay(session.id, { method: 'alipay', send: false });
    const intent = stripe.intentOf(session.id)!.id as string;
    return buildPayment(t, parties, {
      amountMinor,
      method: 'alipay',
      provider: 'stripe',
      providerPaymentId: intent,
    });
  }

  it('gives a Stripe payment’s money back through Stripe, with a key that makes a retry safe', async () => {
    const cls = await buildClass(t, teacher, { name: 'Robotics' });
    const { student, parent } = await family('Dan Wu');
    const payment = await stripePayment({ cls, student, payer: parent }, 30_000);

    const res = await refund({ paymentId: payment.id, amount: 10_000 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result.payment).toMatchObject({ method: 'alipay', refunded: 10_000, status: 'partially_refunded' });
    const asked = stripe.calls.filter((c) => c.path === '/v1/refunds');
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({
      method: 'POST',
      params: { payment_intent: payment.providerPaymentId, amount: '10000' },
      idempotencyKey: `refund:${payment.id}:0:10000`,
    });
    const [row] = await refundRows(payment.id);
    expect(row!.providerRefundId).toMatch(/^re_/);
    const [mail] = await mailsTo(parent.email);
    expect(mail!.textBody).toContain('The money goes back the way you paid');

    const rest = await refund({ paymentId: payment.id });
    expect(rest.body.result.payment.status).toBe('refunded');
    expect(stripe.calls.filter((c) => c.path === '/v1/refunds').at(-1)).toMatchObject({
      params: { amount: '20000' },
      idempotencyKey: `refund:${payment.id}:10000:20000`,
    });
  });

  it('records nothing when Stripe refuses the refund (502)', async () => {
    const cls = await buildClass(t, teacher);
    const { student, parent } = await family('Eve Ng');
    const payment = await buildPayment(
      t,
      { cls, student, payer: parent },
      { method: 'card', provider: 'stripe', providerPaymentId: 'pi_unknown_to_stripe', durationType: 3, lessons: 4 },
    );
    await buildCredit(t, cls, student, 4);
    const res = await refundUnchecked({ paymentId: payment.id });
    expect(res.status).toBe(502);
    expect(await refundRows(payment.id)).toHaveLength(0);
    expect(await creditsOf(cls, student)).toBe(4);
    expect(await mailsTo(parent.email)).toHaveLength(0);
  });

  it('refuses everyone but an admin (403)', async () => {
    const cls = await buildClass(t, teacher);
    const { student, parent, parentToken } = await family('Fay Ho');
    const payment = await buildPayment(t, { cls, student, payer: parent });
    expect((await refund({ paymentId: payment.id }, teacherToken)).status).toBe(403);
    expect((await refund({ paymentId: payment.id }, parentToken)).status).toBe(403);
    expect((await refund({ paymentId: payment.id }, await tokenOf(t, student))).status).toBe(403);
    expect(await refundRows(payment.id)).toHaveLength(0);
  });
});
