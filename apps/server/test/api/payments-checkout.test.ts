import { checkouts, classInterests, mailDeliveries, payments } from '@quanta/db';
import { TRPCClientError } from '@trpc/client';
import { and, asc, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_ID } from '../support/factories/classes';
import { buildClass, buildInterest, interestOf, placeOf } from '../support/factories/enrolment';
import { useTestApp } from '../support/fixture';
import { buildParentOf, buildStudent, buildTeacher, type TestApp, tokenOf } from '../support/harness';
import { useStripeTestApp } from '../support/stripe-stand-in';

const NOW = new Date('2026-03-10T12:00:00Z');
const IN_A_MONTH = new Date('2026-04-10T12:00:00Z');

/** A teacher's classes: by the month, with the library (months and years), a package, and free. */
async function classesOf(t: TestApp) {
  const teacher = await buildTeacher(t, { name: 'Wang Li' });
  return {
    teacher,
    plain: await buildClass(t, teacher, { name: 'Algebra One', priceMinor: 18_000 }),
    library: await buildClass(t, teacher, { name: 'Physics Plus', includeLibrary: true, priceMinor: 32_000 }),
    lessons: await buildClass(t, teacher, {
      name: 'Piano',
      priceMinor: 5_000,
      lessonPackageSize: 10,
      lessonPackagePriceMinor: 90_000,
    }),
    free: await buildClass(t, teacher, { name: 'Open Day', priceMinor: 0 }),
  };
}

async function family(t: TestApp, name = 'Amy Chen') {
  const student = await buildStudent(t, { name });
  const parent = await buildParentOf(t, student, { name: `${name} parent` });
  return { student, parent, studentToken: await tokenOf(t, student), parentToken: await tokenOf(t, parent) };
}

/** The HTTP status and message a tRPC call was refused with. */
async function refusal(call: Promise<unknown>) {
  try {
    await call;
    return { status: 200, message: '' };
  } catch (error) {
    if (!(error instanceof TRPCClientError)) throw error;
    return { status: (error.data as { httpStatus: number }).httpStatus, message: error.message };
  }
}

const checkoutCount = async (t: TestApp) => (await t.app.deps.db.select({ n: count() }).from(checkouts))[0]?.n ?? -1;

describe('paying online: checkouts', () => {
  const { stripe, t } = useStripeTestApp();
  let c: Awaited<ReturnType<typeof classesOf>>;

  beforeAll(async () => {
    t.clock.now = NOW;
    c = await classesOf(t);
  });

  const lastSessionCall = () => stripe.calls.filter((x) => x.path === '/v1/checkout/sessions').at(-1);

  it('lets a parent open a checkout for their child, priced by the server from the class', async () => {
    const { student, parent, parentToken } = await family(t);
    const res = await t.rest('POST', '/user/createCheckout', {
      token: parentToken,
      body: { classId: c.library.id, userId: student.id, durationType: 2, amount: 1 },
    });
    expect(res.status).toBe(200);
    const { url, sessionId } = res.body.result;
    expect(sessionId).toMatch(/^cs_test_/);
    expect(url).toBe(`${stripe.url}/pay/${sessionId}`);

    const call = lastSessionCall();
    const [row] = await t.app.deps.db.select().from(checkouts).where(eq(checkouts.sessionId, sessionId));
    expect(row).toMatchObject({
      provider: 'stripe',
      classId: c.library.id,
      studentId: student.id,
      payerId: parent.id,
      durationType: 2,
      lessons: 0,
      amountMinor: 384_000,
      currency: 'usd',
      language: 'en',
      paymentId: null,
    });
    expect(call?.method).toBe('POST');
    expect(call?.idempotencyKey).toBe(row?.id);
    expect(call?.params).toMatchObject({
      mode: 'payment',
      line_items: [
        {
          quantity: '1',
          price_data: { currency: 'usd', unit_amount: '384000', product_data: { name: 'Physics Plus — 1 year' } },
        },
      ],
      metadata: { checkoutId: row?.id, classId: c.library.id, studentId: student.id, durationType: '2' },
      customer_email: parent.email,
      locale: 'en',
      success_url: 'http://quanta.test/payments/checkout?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: `http://quanta.test/classRegister/${c.library.id}?checkout=cancelled`,
    });
    expect(call?.params.allowed_payment_method_types).toEqual(['card', 'alipay', 'wechat_pay']);
    // the request is recorded as Register records it
    expect(await interestOf(t, c.library, student)).toMatchObject({ interested: true, paid: false, durationType: 2 });
  });

  it('sells a month of a class without the library whatever the duration asked, and packages in Chinese', async () => {
    const { student, parentToken } = await family(t);
    const month = await t.rest('POST', '/user/createCheckout', {
      token: parentToken,
      body: { classId: c.plain.id, userId: student.id, durationType: 2 },
    });
    expect(month.status).toBe(200);
    expect(lastSessionCall()?.params.line_items[0].price_data).toMatchObject({
      unit_amount: '18000',
      product_data: { name: 'Algebra One — 1 month' },
    });
    expect(lastSessionCall()?.params.metadata.durationType).toBe('1');

    const pack = await t.rest('POST', '/user/createCheckout', {
      token: parentToken,
      headers: { 'x-lang': 'zh' },
      body: { classId: c.lessons.id, userId: student.id, durationType: 3 },
    });
    expect(pack.status).toBe(200);
    expect(lastSessionCall()?.params).toMatchObject({
      locale: 'zh',
      line_items: [{ price_data: { unit_amount: '90000', product_data: { name: 'Piano — 10 节课' } } }],
    });
    const [row] = await t.app.deps.db
      .select()
      .from(checkouts)
      .where(eq(checkouts.sessionId, pack.body.result.sessionId));
    expect(row).toMatchObject({ durationType: 3, lessons: 10, amountMinor: 90_000, language: 'zh' });
  });

  it('lets a student without a parent pay for themself', async () => {
    const student = await buildStudent(t, { name: 'Solo Sam' });
    const res = await t.rest('POST', '/user/createCheckout', {
      token: await tokenOf(t, student),
      body: { classId: c.plain.id, userId: student.id, durationType: 1 },
    });
    expect(res.status).toBe(200);
    expect(lastSessionCall()?.params.customer_email).toBe(student.email);
  });

  it('refuses others, unknown classes, bad durations, free choices and a pending payment, storing nothing', async () => {
    const { student, parentToken, studentToken } = await family(t);
    const other = await family(t, 'Other Child');
    const before = await checkoutCount(t);
    const calls = stripe.calls.length;
    const create = (token: string | undefined, body: object, headers?: Record<string, string>) =>
      t.rest('POST', '/user/createCheckout', { token, body, headers });
    const body = { classId: c.plain.id, userId: student.id, durationType: 1 };

    // a student with a parent: the parent pays
    expect((await create(studentToken, body)).status).toBe(403);
    // another family's child, the parent themself, a teacher
    expect((await create(parentToken, { ...body, userId: other.student.id })).status).toBe(403);
    expect((await create(other.parentToken, body)).status).toBe(403);
    expect((await create(await tokenOf(t, c.teacher), body)).status).toBe(403);
    expect((await create(undefined, body)).status).toBe(401);
    expect(await create(parentToken, { ...body, classId: UNKNOWN_ID })).toMatchObject({
      status: 404,
      body: { msg: 'Class not found' },
    });
    const badDuration = await create(parentToken, { ...body, durationType: 7 });
    expect(badDuration.status).toBe(400);
    expect(badDuration.body.msg).toContain('durationType');
    expect(await create(parentToken, { ...body, durationType: 3 })).toMatchObject({
      status: 400,
      body: { msg: 'durationType: this class sells no lesson packages' },
    });
    expect(await create(parentToken, { ...body, classId: c.free.id })).toMatchObject({
      status: 400,
      body: { msg: 'durationType: this choice costs nothing, so there is nothing to pay online' },
    });
    expect(await interestOf(t, c.plain, student)).toBeUndefined();
    expect(await interestOf(t, c.free, student)).toBeUndefined();

    // a payment waiting for the teacher's confirmation (MAKE PAYMENT) is not paid twice
    // (through tRPC: the REST document does not list 409 for this route yet)
    await buildInterest(t, c.plain, other.student, { interested: true, paid: true });
    expect(
      await refusal(t.trpc(other.parentToken).user.createCheckout.mutate({ ...body, userId: other.student.id })),
    ).toEqual({ status: 409, message: "The payment is waiting for the teacher's confirmation" });
    expect(await checkoutCount(t)).toBe(before);
    expect(stripe.calls.length).toBe(calls);
  });

  it('answers where a checkout stands, and fulfils a paid one the webhook has not reached yet', async () => {
    const { student, parent, parentToken, studentToken } = await family(t);
    const created = await t.rest('POST', '/user/createCheckout', {
      token: parentToken,
      body: { classId: c.plain.id, userId: student.id, durationType: 1 },
    });
    const { sessionId } = created.body.result;
    const status = () => t.rest('GET', `/user/getCheckout?sessionId=${sessionId}`, { token: parentToken });
    expect(await status()).toMatchObject({
      status: 200,
      body: { result: { sessionId, status: 'open', classId: c.plain.id, payment: null } },
    });

    // paid at Stripe; its event is not sent, so the return page fulfils it
    await stripe.pay(sessionId, { method: 'alipay', send: false });
    const paid = await status();
    expect(paid.status).toBe(200);
    expect(paid.body.result).toMatchObject({
      sessionId,
      status: 'paid',
      classId: c.plain.id,
      payment: {
        classId: c.plain.id,
        className: 'Algebra One',
        student: { _id: student.id, name: 'Amy Chen' },
        payer: { name: parent.name },
        amount: 18_000,
        refunded: 0,
        currency: 'usd',
        status: 'paid',
        method: 'alipay',
        durationType: 1,
        lessons: 0,
        refunds: [],
      },
    });
    expect(await placeOf(t, c.plain, student)).toMatchObject({ expiresAt: IN_A_MONTH });
    expect(await interestOf(t, c.plain, student)).toMatchObject({
      registered: true,
      interested: false,
      paid: false,
      expiresAt: IN_A_MONTH,
    });
    // asked again (and by the student, who acts for themself): the same payment, nothing added
    const again = await t.rest('GET', `/user/getCheckout?sessionId=${sessionId}`, { token: studentToken });
    expect(again.body.result.payment._id).toBe(paid.body.result.payment._id);
    const rows = await t.app.deps.db.select().from(payments).where(eq(payments.studentId, student.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      provider: 'stripe',
      method: 'alipay',
      providerPaymentId: stripe.intentOf(sessionId)?.id,
      payerId: parent.id,
      periodStart: NOW,
      periodEnd: IN_A_MONTH,
    });
    expect(await placeOf(t, c.plain, student)).toMatchObject({ expiresAt: IN_A_MONTH });

    // another family may not look; an unknown session is 404
    const other = await family(t, 'Nosy Nina');
    expect((await t.rest('GET', `/user/getCheckout?sessionId=${sessionId}`, { token: other.parentToken })).status).toBe(
      403,
    );
    expect(await t.rest('GET', '/user/getCheckout?sessionId=cs_test_unknown', { token: parentToken })).toMatchObject({
      status: 404,
      body: { msg: 'Checkout not found' },
    });
    expect((await t.rest('GET', `/user/getCheckout?sessionId=${sessionId}`)).status).toBe(401);
  });

  it('says expired for a session that ended unpaid', async () => {
    const { student, parentToken } = await family(t);
    const created = await t.rest('POST', '/user/createCheckout', {
      token: parentToken,
      body: { classId: c.plain.id, userId: student.id, durationType: 1 },
    });
    const { sessionId } = created.body.result;
    await stripe.expire(sessionId, { send: false });
    const res = await t.rest('GET', `/user/getCheckout?sessionId=${sessionId}`, { token: parentToken });
    expect(res.body.result).toMatchObject({ status: 'expired', payment: null });
    expect(await placeOf(t, c.plain, student)).toBeUndefined();
  });
});

describe('paying offline (no online provider)', () => {
  const t = useTestApp();
  let c: Awaited<ReturnType<typeof classesOf>>;

  beforeAll(async () => {
    t.clock.now = NOW;
    c = await classesOf(t);
  });

  const confirm = async (cls: { id: string }, student: { id: string }) => {
    const interest = await interestOf(t, cls, student);
    return t.rest('POST', '/teacher/registerClass', {
      token: await tokenOf(t, c.teacher),
      body: { interestId: interest?.id },
    });
  };

  it('refuses a checkout with 409 when online payment is off, storing nothing', async () => {
    const { student, parentToken } = await family(t);
    const res = await refusal(
      t.trpc(parentToken).user.createCheckout.mutate({ classId: c.plain.id, userId: student.id, durationType: 1 }),
    );
    expect(res).toEqual({
      status: 409,
      message: 'Online payment is not set up; use MAKE PAYMENT and pay as the payment information says',
    });
    expect(await checkoutCount(t)).toBe(0);
    expect(await interestOf(t, c.plain, student)).toBeUndefined();
  });

  it('records a payment with gap-free receipt numbers when the teacher confirms, none for a free class', async () => {
    const amy = await family(t);
    await t.rest('POST', '/user/registerClass', {
      token: amy.parentToken,
      body: { classId: c.plain.id, userId: amy.student.id, durationType: 1 },
    });
    await t.rest('POST', '/user/payClass', {
      token: amy.parentToken,
      body: { classId: c.plain.id, userId: amy.student.id },
    });
    expect((await confirm(c.plain, amy.student)).status).toBe(200);

    const solo = await buildStudent(t, { name: 'Solo Sam' });
    await buildInterest(t, c.lessons, solo, { durationType: 3 });
    expect((await confirm(c.lessons, solo)).status).toBe(200);

    await buildInterest(t, c.free, amy.student, { durationType: 1 });
    expect((await confirm(c.free, amy.student)).status).toBe(200);
    expect(await placeOf(t, c.free, amy.student)).toMatchObject({ expiresAt: IN_A_MONTH });

    const rows = await t.app.deps.db.select().from(payments).orderBy(asc(payments.receiptNumber));
    expect(rows.map((r) => r.receiptNumber)).toEqual([1, 2]);
    const teacherId = c.teacher.id;
    expect(rows[0]).toMatchObject({
      classId: c.plain.id,
      className: 'Algebra One',
      studentId: amy.student.id,
      studentName: 'Amy Chen',
      payerId: amy.parent.id,
      payerName: 'Amy Chen parent',
      payerEmail: amy.parent.email,
      durationType: 1,
      lessons: 0,
      periodStart: NOW,
      periodEnd: IN_A_MONTH,
      amountMinor: 18_000,
      currency: 'usd',
      method: 'offline',
      provider: 'manual',
      providerPaymentId: null,
      confirmedBy: teacherId,
      language: 'en',
      paidAt: NOW,
    });
    // a student without a parent pays for themself; a package has lessons and no period
    expect(rows[1]).toMatchObject({
      classId: c.lessons.id,
      payerId: solo.id,
      payerName: 'Solo Sam',
      durationType: 3,
      lessons: 10,
      periodStart: null,
      periodEnd: null,
      amountMinor: 90_000,
    });
    // the payer's receipt is queued; the teacher, who confirmed it, is not told
    const receipts = await t.app.deps.db
      .select()
      .from(mailDeliveries)
      .where(and(eq(mailDeliveries.kind, 'payment'), eq(mailDeliveries.toAddress, amy.parent.email)));
    expect(receipts.map((m) => m.subject)).toEqual(['Payment received: Algebra One, receipt 1']);
    expect(receipts[0]?.textBody).toContain('We received $180.00 by offline payment');
    const toTeacher = await t.app.deps.db
      .select({ subject: mailDeliveries.subject })
      .from(mailDeliveries)
      .where(eq(mailDeliveries.toAddress, c.teacher.email));
    expect(toTeacher.map((m) => m.subject)).toEqual(['Payment to confirm: Amy Chen, Algebra One']);
    const [settled] = await t.app.deps.db
      .select()
      .from(classInterests)
      .where(and(eq(classInterests.classId, c.plain.id), eq(classInterests.studentId, amy.student.id)));
    expect(settled).toMatchObject({ registered: true, interested: false, paid: false });
  });
});
