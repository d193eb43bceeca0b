import { type DbOrTx, type PaymentRow, payments, type RefundRow, refunds, type UserRow } from '@quanta/db';
import { asc, desc, inArray } from 'drizzle-orm';
import { accessWhere, Permission } from '../../access/access';
import type { Deps } from '../../deps';
import { presentPayment } from '../../presenters/payments';
import { type PageInput, pageOf } from '../paging';

/** The refunds of `paymentIds`, oldest first, in one query. */
export async function refundsOf(db: DbOrTx, paymentIds: string[]): Promise<RefundRow[]> {
  if (paymentIds.length === 0) return [];
  return db
    .select()
    .from(refunds)
    .where(inArray(refunds.paymentId, paymentIds))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
}

/** Payments with their refunds, presented. */
export async function presentPayments(db: DbOrTx, rows: PaymentRow[]) {
  const given = await refundsOf(
    db,
    rows.map((p) => p.id),
  );
  return rows.map((p) => presentPayment(p, given));
}

/**
 * Payment history: a parent's children's, a student's own (what they paid for themself), an admin's all;
 * newest first, paged in SQL (the `payment.read` rule is the list's condition).
 */
export async function getPayments(deps: Deps, caller: UserRow, input: PageInput) {
  const where = accessWhere(deps.db, caller, Permission.PaymentRead, deps.now());
  const { list, total } = await pageOf(
    deps.db,
    { table: payments, where },
    deps.db.select().from(payments).where(where).orderBy(desc(payments.paidAt), desc(payments.id)).$dynamic(),
    input,
  );
  return { list: await presentPayments(deps.db, list), total, timeZone: deps.school.timeZone };
}
