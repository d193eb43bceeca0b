import { checkouts, lessonCredits, mailDeliveries, payments, stripeEvents } from '@quanta/db';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildClass, interestOf, placeOf } from '../support/factories/enrolment';
import { buildParentOf, buildStudent, buildTeacher, tokenOf } from '../support/harness';
import { mailText } from '../support/smtp';
import { type SignedEvent, useStripeTestApp } from '../support/stripe-stand-in';

const NOW = new Date('2026-03-10T12:00:00Z');
const IN_A_MONTH = new Date('2026-04-10T12:00:00Z');

describe("Stripe's webhook", () => {
  const { stripe, t } = useStripeTestApp();
  let teacher: Awaited<ReturnType<typeof buildTeacher>>;
  let plain: Awaited<ReturnType<typeof buildClass>>;
  let piano: Awaited<ReturnType<typeof buildClass>>;

  beforeAll(async () => {
    t.clock.now = NOW;
    teacher = await buildTeacher(t, { name: 'Wang Li' });
    plain = await buildClass(t, teacher, { name: 'Algebra One', priceMinor: 18_000 });
    piano = await buildClass(t, teacher, { name: 'Piano', lessonPackageSize: 10, lessonPackagePriceMinor: 90_000 });
  });

  /** A family and a checkout the parent opened for their child. */
  async function checkout(cls: { id: string } = plain, durationType = 1) {
    const student = await buildStudent(t, { name: 'Amy Chen' });
    const parent = await buildParentOf(t, student, { name: 'Chen Hua' });
    const res = await t.rest('POST', '/user/createCheckout', {
      token: await tokenOf(t, parent),
      body: { classId: cls.id, userId: student.id, durationType },
    });
    expect(res.status).toBe(200);
    return { student, parent, sessionId: res.body.result.sessionId as string };
  }

  /** Posts an event to the REST path as Stripe does: the raw body and its signature header. */
  const deliver = (event: SignedEvent, signature = event.signature) =>
    t.rest('POST', '/payments/stripe/webhook', {
      raw: event.payload,
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    });

  const paymentsOf = (student: { id: string }) =>
    t.app.deps.db.select().from(payments).where(eq(payments.studentId, student.id));
  const subjectsTo = async (email: string) =>
    (
      await t.app.deps.db
        .select({ subject: mailDeliveries.subject })
        .from(mailDeliveries)
        .where(and(eq(mailDeliveries.toAddress, email), eq(mailDeliveries.kind, 'payment')))
        .orderBy(asc(mailDeliveries.createdAt))
    ).map((m) => m.subject);
  const eventRow = async (id: string) =>
    (await t.app.deps.db.select().from(stripeEvents).where(eq(stripeEvents.id, id)))[0];

  it('registers the student when a checkout is paid, records the payment and queues the receipt and the notice', async () => {
    const { student, parent, sessionId } = await checkout();
    const { event, answer } = await stripe.pay(sessionId, { method: 'card' });
    expect(answer).toMatchObject({ status: 200, body: { result: { received: true, duplicate: false } } });
    expect(await eventRow(event.id)).toMatchObject({ type: 'checkout.session.completed' });

    expect(await interestOf(t, plain, student)).toMatchObject({
      registered: true,
      interested: false,
      paid: false,
      expiresAt: IN_A_MONTH,
    });
    expect(await placeOf(t, plain, student)).toMatchObject({ expiresAt: IN_A_MONTH });
    const [payment, ...more] = await paymentsOf(student);
    expect(more).toHaveLength(0);
    expect(payment).toMatchObject({
      classId: plain.id,
      className: 'Algebra One',
      studentName: 'Amy Chen',
      payerId: parent.id,
      payerName: 'Chen Hua',
      payerEmail: parent.email,
      durationType: 1,
      lessons: 0,
      periodStart: NOW,
      periodEnd: IN_A_MONTH,
      amountMinor: 18_000,
      currency: 'usd',
      method: 'card',
      provider: 'stripe',
      providerPaymentId: stripe.intentOf(sessionId)?.id,
      confirmedBy: null,
      language: 'en',
    });
    expect(payment?.providerPaymentId).toMatch(/^pi_/);
    const [row] = await t.app.deps.db.select().from(checkouts).where(eq(checkouts.sessionId, sessionId));
    expect(row?.paymentId).toBe(payment?.id);
    expect(await subjectsTo(parent.email)).toEqual([
      `Payment received: Algebra One, receipt ${payment?.receiptNumber}`,
    ]);
    expect(await subjectsTo(teacher.email)).toContain('Paid online: Amy Chen, Algebra One');
    // the outbox sends both
    await t.mailSettled();
    const [receipt] = t.smtp.mailsTo(parent.email);
    const text = mailText(receipt?.raw ?? '');
    expect(text).toContain(`We received $180.00 by card for Amy Chen's place in the class "Algebra One": 1 month.`);
    expect(text).toContain(`Receipt number: ${payment?.receiptNumber}.`);
    expect(text).toContain('http://quanta.test/payments');
    expect(mailText(t.smtp.mailsTo(teacher.email).at(-1)?.raw ?? '')).toContain(
      `Chen Hua (${parent.email}) paid $180.00 by card for Amy Chen to join your class "Algebra One" for 1 month.`,
    );
  });

  it('adds a package’s lessons and a place without expiry; the payer’s visit to the pay page sends the event', async () => {
    const { student, parent, sessionId } = await checkout(piano, 3);
    const visit = await fetch(`${stripe.url}/pay/${sessionId}?method=wechat_pay`, { redirect: 'manual' });
    expect(visit.status).toBe(303);
    expect(visit.headers.get('location')).toBe(`http://quanta.test/payments/checkout?session_id=${sessionId}`);

    const credits = await t.app.deps.db.select().from(lessonCredits).where(eq(lessonCredits.studentId, student.id));
    expect(credits.map((c) => [c.classId, c.lessons, c.createdBy])).toEqual([[piano.id, 10, null]]);
    expect(await placeOf(t, piano, student)).toMatchObject({ expiresAt: null });
    expect(await paymentsOf(student)).toMatchObject([
      { method: 'wechat_pay', durationType: 3, lessons: 10, amountMinor: 90_000, periodStart: null, periodEnd: null },
    ]);
    expect(await subjectsTo(parent.email)).toHaveLength(1);
  });

  it('handles a replayed event once', async () => {
    const { student, sessionId } = await checkout();
    const { event } = await stripe.pay(sessionId, { send: false });
    expect(await deliver(event)).toMatchObject({ status: 200, body: { result: { received: true, duplicate: false } } });
    expect(await deliver(event)).toMatchObject({ status: 200, body: { result: { received: true, duplicate: true } } });
    // another event about the same paid session changes nothing either
    const later = stripe.signedEvent('checkout.session.completed', stripe.sessions.get(sessionId) ?? {});
    expect(await deliver(later)).toMatchObject({ status: 200, body: { result: { duplicate: false } } });
    expect(await paymentsOf(student)).toHaveLength(1);
    expect(await placeOf(t, plain, student)).toMatchObject({ expiresAt: IN_A_MONTH });
  });

  it('waits for an async payment: completed but unpaid does nothing, async_payment_succeeded fulfils', async () => {
    const { student, parent, sessionId } = await checkout();
    const completed = await stripe.pay(sessionId, { method: 'alipay', async: true });
    expect(completed.answer).toMatchObject({ status: 200, body: { result: { duplicate: false } } });
    expect(await paymentsOf(student)).toHaveLength(0);
    expect(await placeOf(t, plain, student)).toBeUndefined();
    expect(await interestOf(t, plain, student)).toMatchObject({ interested: true, registered: false });
    const status = await t.rest('GET', `/user/getCheckout?sessionId=${sessionId}`, { token: await tokenOf(t, parent) });
    expect(status.body.result).toMatchObject({ status: 'open', payment: null });

    const succeeded = await stripe.succeedAsync(sessionId);
    expect(succeeded.answer).toMatchObject({ status: 200, body: { result: { duplicate: false } } });
    expect(await paymentsOf(student)).toMatchObject([{ method: 'alipay', amountMinor: 18_000 }]);
    expect(await placeOf(t, plain, student)).toMatchObject({ expiresAt: IN_A_MONTH });
  });

  it('fulfils whichever event comes first once paid: async_payment_succeeded before completed', async () => {
    const { student, sessionId } = await checkout();
    const completed = await stripe.pay(sessionId, { method: 'alipay', async: true, send: false });
    const succeeded = await stripe.succeedAsync(sessionId, { send: false });
    expect((await deliver(succeeded.event)).status).toBe(200);
    expect(await paymentsOf(student)).toMatchObject([{ method: 'alipay' }]);
    expect(await deliver(completed.event)).toMatchObject({ status: 200, body: { result: { duplicate: false } } });
    expect(await paymentsOf(student)).toHaveLength(1);
    expect(await eventRow(completed.event.id)).toMatchObject({ type: 'checkout.session.completed' });
  });

  it('refuses a bad or missing signature with 400 naming it, storing nothing', async () => {
    const { student, sessionId } = await checkout();
    const { event } = await stripe.pay(sessionId, { send: false });
    const forged = stripe.signedEvent('checkout.session.completed', stripe.sessions.get(sessionId) ?? {}, {
      id: event.id,
      secret: 'whsec_someone_else',
    });
    for (const signature of [
      forged.signature,
      't=1,v1=00',
      event.signature.replace(/v1=(.)/, (_, c) => `v1=${c === '0' ? '1' : '0'}`),
    ]) {
      const res = await deliver(event, signature);
      expect(res.status, signature).toBe(400);
      expect(res.body.msg).toBe('signature: the webhook signature does not match');
    }
    // the body changed after signing
    const tampered = { ...event, payload: event.payload.replace('"livemode": false', '"livemode": true') };
    expect((await deliver(tampered)).status).toBe(400);
    const unsigned = await t.rest('POST', '/payments/stripe/webhook', { raw: event.payload });
    expect(unsigned.status).toBe(400);
    expect(unsigned.body.msg).toContain('signature');
    expect(await eventRow(event.id)).toBeUndefined();
    expect(await paymentsOf(student)).toHaveLength(0);
    expect(await placeOf(t, plain, student)).toBeUndefined();
    // the genuine event still works afterwards
    expect((await deliver(event)).status).toBe(200);
    expect(await paymentsOf(student)).toHaveLength(1);
  });

  it('records and ignores other events and sessions this server did not make', async () => {
    const other = stripe.signedEvent('payment_intent.succeeded', { id: 'pi_elsewhere', object: 'payment_intent' });
    expect(await deliver(other)).toMatchObject({ status: 200, body: { result: { duplicate: false } } });
    expect(await eventRow(other.id)).toMatchObject({ type: 'payment_intent.succeeded' });
    const foreign = stripe.signedEvent('checkout.session.completed', {
      id: 'cs_test_not_ours',
      object: 'checkout.session',
      payment_status: 'paid',
    });
    const calls = stripe.calls.length;
    expect(await deliver(foreign)).toMatchObject({ status: 200, body: { result: { duplicate: false } } });
    expect(stripe.calls.length).toBe(calls);
  });

  it('numbers every receipt of the school without gaps', async () => {
    const rows = await t.app.deps.db
      .select({ n: payments.receiptNumber })
      .from(payments)
      .orderBy(asc(payments.receiptNumber));
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(rows.map((r) => r.n)).toEqual(rows.map((_, i) => i + 1));
  });
});
