import { type DbOrTx, receiptCounter } from '@quanta/db';
import { sql } from 'drizzle-orm';

/**
 * The next receipt number of the school's one sequence. Taken inside the transaction that records the
 * payment: the counter's row stays locked until it commits, and a rollback gives the number back, so the
 * numbers have no gaps (unlike a PostgreSQL sequence, which never returns a number).
 */
export async function nextReceiptNumber(tx: DbOrTx): Promise<number> {
  const [row] = await tx
    .update(receiptCounter)
    .set({ lastNumber: sql`${receiptCounter.lastNumber} + 1` })
    .returning({ number: receiptCounter.lastNumber });
  if (!row) throw new Error('receipt_counter has no row');
  return row.number;
}
