import { type CheckoutRow, checkouts, classes, type DbOrTx, type PaymentRow, payments, users } from '@quanta/db';
import type { Language } from '@quanta/validators';
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { type PaymentFacts, paymentReceiptMail, paymentReceivedTeacherMail } from '../email/payment-received-mail';
import { languageOfUser } from '../email/preferences';
import { grantPlace, lockedInterest } from '../enrolment/grant-place';
import type { CheckoutState, PaymentMethodName } from './provider';
import { nextReceiptNumber } from './receipt-number';

/** One payment to record, with the names as they are now (a receipt never changes). */
export interface NewPayment {
  cls: { id: string; name: string; teacherId: string; teacherName: string; teacherEmail: string };
  student: { id: string; name: string };
  payer: { id: string | null; name: string; email: string };
  interestId: string | null;
  durationType: number;
  lessons: number;
  periodStart: Date | null;
  periodEnd: Date | null;
  amountMinor: number;
  currency: string;
  method: PaymentMethodName;
  provider: 'manual' | 'stripe';
  providerPaymentId: string | null;
  language: Language;
  confirmedBy: string | null;
  paidAt: Date;
  /** Tell the class's teacher too: an online payment registers the place without them. */
  notifyTeacher: boolean;
}

/** A day as the payer reads it: the school's calendar day, in their language. */
export const dayOf = (d: Date, lang: Language, timeZone: string) =>
  d.toLocaleDateString(lang === 'zh' ? 'zh-CN' : 'en-GB', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone,
  });

/**
 * Records a payment inside the caller's transaction: its receipt number from the one gap-free counter, the
 * row, and the payer's receipt mail (and, when asked, the teacher's notice) queued in the outbox. Both the
 * offline confirmation and the online fulfilment come here; the caller wakes the outbox after committing.
 */
export async function recordPayment(tx: DbOrTx, deps: Deps, p: NewPayment): Promise<PaymentRow> {
  const receiptNumber = await nextReceiptNumber(tx);
  const [row] = await tx
    .insert(payments)
    .values({
      classId: p.cls.id,
      className: p.cls.name,
      studentId: p.student.id,
      studentName: p.student.name,
      payerId: p.payer.id,
      payerName: p.payer.name,
      payerEmail: p.payer.email,
      interestId: p.interestId,
      durationType: p.durationType,
      lessons: p.lessons,
      periodStart: p.periodStart,
      periodEnd: p.periodEnd,
      amountMinor: p.amountMinor,
      currency: p.currency,
      method: p.method,
      provider: p.provider,
      providerPaymentId: p.providerPaymentId,
      receiptNumber,
      language: p.language,
      confirmedBy: p.confirmedBy,
      paidAt: p.paidAt,
      createdAt: p.paidAt,
    })
    .returning();
  if (!row) throw new Error('the payment was not written');
  const facts = (lang: Language): PaymentFacts => ({
    className: p.cls.name,
    studentName: p.student.name,
    payerName: p.payer.name,
    payerEmail: p.payer.email,
    amountMinor: p.amountMinor,
    currency: p.currency,
    method: p.method,
    receiptNumber,
    durationType: p.durationType,
    lessons: p.lessons,
    validUntil: p.periodEnd ? dayOf(p.periodEnd, lang, deps.school.timeZone) : null,
    paymentsUrl: `${deps.publicUrl}/payments`,
  });
  const receipt = paymentReceiptMail(p.payer.email, facts(p.language), p.language);
  const mails = [{ kind: 'payment' as const, ...receipt, to: p.payer.email, html: receipt.html ?? '' }];
  if (p.notifyTeacher) {
    const lang = (await languageOfUser(tx, p.cls.teacherId)) ?? p.language;
    const notice = paymentReceivedTeacherMail(p.cls.teacherEmail, p.cls.teacherName, facts(lang), lang);
    mails.push({ kind: 'payment', ...notice, to: p.cls.teacherEmail, html: notice.html ?? '' });
  }
  await deps.outbox.enqueue(tx, mails);
  return row;
}

/** What applying a provider's checkout state did. */
export type Fulfilment =
  | { kind: 'unknown' }
  | { kind: 'unpaid'; checkout: CheckoutRow }
  | { kind: 'paid'; checkout: CheckoutRow; paymentId: string; fulfilled: boolean };

/** The checkout this server made for a provider's session, if any (locked with `lock`, inside a transaction). */
export async function checkoutOf(db: DbOrTx, provider: string, sessionId: string, lock = false) {
  const query = db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.provider, provider), eq(checkouts.sessionId, sessionId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/**
 * Applies the provider's state of a checkout inside `tx`: when it is paid and not fulfilled yet, the
 * checkout row is locked and checked again, the place granted, the payment recorded with its receipt mail
 * and the teacher's notice, and the checkout marked with its payment. A second call changes nothing.
 */
export async function applyCheckoutState(tx: DbOrTx, deps: Deps, state: CheckoutState): Promise<Fulfilment> {
  const checkout = await checkoutOf(tx, deps.payments.name, state.sessionId, true);
  if (!checkout) return { kind: 'unknown' };
  if (checkout.paymentId) return { kind: 'paid', checkout, paymentId: checkout.paymentId, fulfilled: false };
  if (!state.paid) return { kind: 'unpaid', checkout };
  const [cls, student, payer] = await Promise.all([
    checkout.classId ? classWithTeacher(tx, checkout.classId) : undefined,
    checkout.studentId ? userOf(tx, checkout.studentId) : undefined,
    checkout.payerId ? userOf(tx, checkout.payerId) : undefined,
  ]);
  // The class or the student was deleted after paying: nothing to grant; the money stays with the provider
  // for an admin to give back there.
  if (!cls || !student) return { kind: 'unpaid', checkout };
  const now = deps.now();
  const interest = await lockedInterest(tx, cls.id, student.id, checkout.durationType, now);
  const granted = await grantPlace(tx, {
    interest,
    durationType: checkout.durationType,
    lessons: checkout.lessons,
    classStart: cls.startDate,
    grantedBy: null,
    now,
  });
  const payment = await recordPayment(tx, deps, {
    cls,
    student,
    payer: payer ?? student,
    interestId: interest.id,
    durationType: checkout.durationType,
    lessons: checkout.lessons,
    periodStart: granted.periodStart,
    periodEnd: granted.periodEnd,
    amountMinor: checkout.amountMinor,
    currency: checkout.currency,
    method: state.method,
    provider: deps.payments.name,
    providerPaymentId: state.providerPaymentId,
    language: checkout.language === 'zh' ? 'zh' : 'en',
    confirmedBy: null,
    paidAt: now,
    notifyTeacher: true,
  });
  await tx.update(checkouts).set({ paymentId: payment.id }).where(eq(checkouts.id, checkout.id));
  return { kind: 'paid', checkout: { ...checkout, paymentId: payment.id }, paymentId: payment.id, fulfilled: true };
}

/**
 * Fulfils a checkout the provider says is paid: asks the provider for the session (outside any
 * transaction), then applies it in one. Idempotent: the webhook, its replays and the return page may all call it.
 */
export async function fulfilCheckout(deps: Deps, sessionId: string): Promise<Fulfilment> {
  const state = await deps.payments.retrieveCheckout(sessionId);
  const done = await deps.db.transaction((tx) => applyCheckoutState(tx, deps, state));
  if (done.kind === 'paid' && done.fulfilled) deps.outbox.wake();
  return done;
}

async function classWithTeacher(db: DbOrTx, classId: string) {
  const [row] = await db
    .select({
      id: classes.id,
      name: classes.name,
      teacherId: classes.teacherId,
      startDate: classes.startDate,
      teacherName: users.name,
      teacherEmail: users.email,
    })
    .from(classes)
    .innerJoin(users, eq(users.id, classes.teacherId))
    .where(eq(classes.id, classId))
    .limit(1);
  return row;
}

async function userOf(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}
