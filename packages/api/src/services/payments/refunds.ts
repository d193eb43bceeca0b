import {
  classInterests,
  classStudents,
  type DbOrTx,
  lessonCredits,
  type PaymentRow,
  payments,
  refunds,
  type UserRow,
} from '@quanta/db';
import { formatMoney, messages, type RefundPaymentInput } from '@quanta/validators';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { fail } from '../../errors';
import { presentPayment } from '../../presenters/payments';
import { refundMail } from '../email/refund-mail';
import { refundsOf } from './history';

const DAY_SECONDS = 86_400;

/**
 * What of the place a refund takes back, cumulatively: the share of the package or period that matches the
 * share of the money refunded after it, less what earlier refunds of the payment took back already (so
 * rounding never drifts over several partial refunds, and a full refund takes back all of it).
 */
export function placeTakenBack(
  payment: Pick<PaymentRow, 'amountMinor' | 'lessons' | 'durationType' | 'periodStart' | 'periodEnd'>,
  refundedAfter: number,
  earlier: { lessons: number; seconds: number },
): { lessons: number; seconds: number } {
  const share = refundedAfter / payment.amountMinor;
  const lessons = payment.durationType === 3 ? Math.round(payment.lessons * share) - earlier.lessons : 0;
  const periodSeconds =
    payment.periodStart && payment.periodEnd
      ? Math.max(0, Math.round((payment.periodEnd.getTime() - payment.periodStart.getTime()) / 1000))
      : 0;
  const seconds = periodSeconds > 0 ? Math.round(periodSeconds * share) - earlier.seconds : 0;
  return { lessons: Math.max(0, lessons), seconds: Math.max(0, seconds) };
}

/** Shrinks the student's place in the payment's class by what the refund takes back. */
async function shrinkPlace(
  tx: DbOrTx,
  payment: PaymentRow,
  admin: UserRow,
  taken: { lessons: number; seconds: number },
  now: Date,
) {
  const { classId, studentId } = payment;
  if (!classId || !studentId) return;
  if (taken.lessons > 0) {
    // A negative credit: the balance (a sum of credits) loses the lessons refunded.
    await tx.insert(lessonCredits).values({
      classId,
      studentId,
      lessons: -taken.lessons,
      interestId: payment.interestId,
      createdBy: admin.id,
      createdAt: now,
    });
  }
  if (taken.seconds > 0) {
    const earlier = (column: typeof classStudents.expiresAt | typeof classInterests.expiresAt) =>
      sql`${column} - (${taken.seconds}::integer * interval '1 second')`;
    await tx
      .update(classStudents)
      .set({ expiresAt: earlier(classStudents.expiresAt) })
      .where(
        and(
          eq(classStudents.classId, classId),
          eq(classStudents.studentId, studentId),
          isNotNull(classStudents.expiresAt),
        ),
      );
    await tx
      .update(classInterests)
      .set({ expiresAt: earlier(classInterests.expiresAt), updatedAt: now })
      .where(
        and(
          eq(classInterests.classId, classId),
          eq(classInterests.studentId, studentId),
          isNotNull(classInterests.expiresAt),
        ),
      );
  }
}

/**
 * An admin gives back all or part of a payment (`amount` in minor units; omitted, all that is left). In one
 * transaction with the payment locked: the place shrinks in proportion (lessons of a package, or the
 * period's end moved earlier), a Stripe payment's money goes back through the provider (an offline one is
 * only recorded: the school pays it back by hand), the refund is recorded and the payer's mail queued.
 */
export async function refundPayment(deps: Deps, admin: UserRow, input: RefundPaymentInput) {
  const now = deps.now();
  const { payment, given } = await deps.db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, input.paymentId)).for('update');
    if (!payment) throw fail.notFound('paymentNotFound');
    const before = payment.refundedMinor;
    const left = payment.amountMinor - before;
    if (left <= 0) throw fail.conflict('paymentFullyRefunded');
    const amount = input.amount ?? left;
    if (amount > left) {
      throw fail.badRequest('refundTooLarge', { field: 'amount', left: formatMoney(left, payment.currency, 'en') });
    }
    const online = payment.provider === 'stripe';
    if (online && (deps.payments.name !== 'stripe' || !payment.providerPaymentId)) {
      throw fail.conflict('onlinePaymentOff');
    }
    const [earlier] = await tx
      .select({
        lessons: sql<number>`coalesce(sum(${refunds.lessonsRemoved}), 0)::int`,
        seconds: sql<number>`coalesce(sum(${refunds.secondsRemoved}), 0)::int`,
      })
      .from(refunds)
      .where(eq(refunds.paymentId, payment.id));
    const taken = placeTakenBack(payment, before + amount, earlier ?? { lessons: 0, seconds: 0 });
    await shrinkPlace(tx, payment, admin, taken, now);
    // The provider last: a refusal rolls back the writes above; a retry after a lost commit reuses the key.
    const providerRefundId =
      online && payment.providerPaymentId
        ? (await deps.payments.refund(payment.providerPaymentId, amount, `refund:${payment.id}:${before}:${amount}`))
            .refundId
        : null;
    await tx.insert(refunds).values({
      paymentId: payment.id,
      amountMinor: amount,
      currency: payment.currency,
      providerRefundId,
      lessonsRemoved: taken.lessons,
      secondsRemoved: taken.seconds,
      createdBy: admin.id,
      createdAt: now,
    });
    const [updated] = await tx
      .update(payments)
      .set({ refundedMinor: before + amount })
      .where(eq(payments.id, payment.id))
      .returning();
    if (!updated) throw new Error('the locked payment vanished');
    const lang = updated.language === 'zh' ? 'zh' : 'en';
    const mail = refundMail(
      updated.payerEmail,
      {
        payerName: updated.payerName,
        studentName: updated.studentName,
        className: updated.className,
        receiptNumber: updated.receiptNumber,
        amountMinor: amount,
        refundedMinor: updated.refundedMinor,
        paidMinor: updated.amountMinor,
        currency: updated.currency,
        online,
        lessonsRemoved: taken.lessons,
        daysRemoved: Math.round(taken.seconds / DAY_SECONDS),
      },
      lang,
    );
    await deps.outbox.enqueue(tx, [
      { kind: 'payment', to: updated.payerEmail, subject: mail.subject, text: mail.text, html: mail.html ?? '' },
    ]);
    return { payment: updated, given: await refundsOf(tx, [updated.id]) };
  });
  deps.outbox.wake();
  return { message: messages.refundDone, payment: presentPayment(payment, given) };
}
