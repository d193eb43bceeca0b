import { classes, type DbOrTx } from '@quanta/db';
import { limits } from '@quanta/validators';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { balancesIn } from './balances';
import { type DueNotice, queuePlaceNotices } from './place-notices';

/** The notice a balance calls for: 'balance2' at the low mark, 'balance0' at none, nothing before a package. */
export function balanceNoticeKind(b: { total: number; remaining: number }): 'balance2' | 'balance0' | null {
  if (b.total <= 0) return null;
  if (b.remaining <= 0) return 'balance0';
  return b.remaining <= limits.balanceLowAt ? 'balance2' : null;
}

/**
 * Queues, inside the roll's transaction `tx`, the notice to each family whose balance in the class has
 * just reached the low mark or none; answers whether it queued any (the caller then wakes the outbox).
 * Each notice goes once per balance total (its marker), so correcting a roll back and forth sends
 * nothing more, and a new package can warn again.
 */
export async function queueBalanceNotices(
  deps: Deps,
  tx: DbOrTx,
  classId: string,
  studentIds: string[],
): Promise<boolean> {
  const balances = await balancesIn(tx, classId, studentIds);
  const due: Omit<DueNotice, 'className' | 'classLanguage'>[] = [];
  for (const [studentId, b] of balances) {
    const kind = balanceNoticeKind(b);
    if (kind) due.push({ classId, studentId, kind, marker: String(b.total), lessonsLeft: b.remaining });
  }
  if (due.length === 0) return false;
  const [cls] = await tx
    .select({ name: classes.name, language: classes.language })
    .from(classes)
    .where(eq(classes.id, classId))
    .limit(1);
  if (!cls) return false;
  const queued = await queuePlaceNotices(
    deps,
    tx,
    due.map((d) => ({ ...d, className: cls.name, classLanguage: cls.language })),
  );
  return queued > 0;
}
