import { emailRecords, mailDeliveries } from '@quanta/db';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { deliveryEvent, recordEvent } from './deliver';

/** A delivery's state once settled ('sent' or 'failed'), or 'pending' after `deps.outbox.options.waitMs`. */
export async function waitForDelivery(deps: Deps, id: string): Promise<'sent' | 'failed' | 'pending'> {
  const settled = await deps.outbox.waitFor(
    deliveryEvent(id),
    async () => {
      const [row] = await deps.db
        .select({ status: mailDeliveries.status })
        .from(mailDeliveries)
        .where(eq(mailDeliveries.id, id))
        .limit(1);
      return row && row.status !== 'pending' ? (row.status as 'sent' | 'failed') : undefined;
    },
    deps.outbox.options.waitMs,
  );
  return settled ?? 'pending';
}

/** A bulk e-mail's status once every delivery settled (1, 2 or 3), or 0 after the wait. */
export async function waitForRecord(deps: Deps, id: string): Promise<number> {
  const settled = await deps.outbox.waitFor(
    recordEvent(id),
    async () => {
      const [row] = await deps.db
        .select({ status: emailRecords.status })
        .from(emailRecords)
        .where(eq(emailRecords.id, id))
        .limit(1);
      return row && row.status !== 0 ? row.status : undefined;
    },
    deps.outbox.options.waitMs,
  );
  return settled ?? 0;
}
