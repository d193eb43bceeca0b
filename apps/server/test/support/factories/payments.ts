import { nextReceiptNumber } from '@quanta/api/services/payments/receipt-number';
import { type PaymentRow, payments } from '@quanta/db';
import type { World } from '../world';

/** What a payment is for: the class, the student and who paid (a parent, or the student themself). */
export interface PaymentParties {
  cls: { id: string; name: string };
  student: { id: string; name: string };
  payer: { id: string; name: string; email: string };
}

/**
 * A payment inserted directly, as fulfilment or a teacher's confirmation records it: by default one month
 * of `cls` paid offline at the clock's time, $100.00, with the next receipt number of the school's one
 * sequence taken in the same transaction. Pass overrides for anything else.
 */
export async function buildPayment(
  t: World,
  { cls, student, payer }: PaymentParties,
  overrides: Partial<typeof payments.$inferInsert> = {},
): Promise<PaymentRow> {
  const paidAt = overrides.paidAt ?? t.clock.now;
  return t.app.deps.db.transaction(async (tx) => {
    const receiptNumber = await nextReceiptNumber(tx);
    const [row] = await tx
      .insert(payments)
      .values({
        classId: cls.id,
        className: cls.name,
        studentId: student.id,
        studentName: student.name,
        payerId: payer.id,
        payerName: payer.name,
        payerEmail: payer.email,
        durationType: 1,
        periodStart: paidAt,
        periodEnd: new Date(paidAt.getTime() + 30 * 24 * 3600_000),
        amountMinor: 10_000,
        currency: t.app.deps.school.currency,
        method: 'offline',
        provider: 'manual',
        receiptNumber,
        paidAt,
        ...overrides,
      })
      .returning();
    return row!;
  });
}
