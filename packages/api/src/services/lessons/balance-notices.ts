import type { DbOrTx } from '@quanta/db';
import type { Deps } from '../../deps';

/**
 * Queues, inside the roll's transaction `tx`, the notice to each family whose balance in the class has
 * just reached the low mark or none; answers whether it queued any (the caller then wakes the outbox).
 */
export async function queueBalanceNotices(
  _deps: Deps,
  _tx: DbOrTx,
  _classId: string,
  _studentIds: string[],
): Promise<boolean> {
  return false;
}
