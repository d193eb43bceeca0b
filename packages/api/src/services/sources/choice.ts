import { type DbOrTx, sources, type UserRow } from '@quanta/db';
import { and, eq, inArray } from 'drizzle-orm';
import { type Permission, requireAccess } from '../../access/access';
import { fail } from '../../errors';

/**
 * Sources a caller chooses for a class, a question or a practice setting: each reachable for
 * `permission` (404 'sourceNotFound' for an unknown id, 403 'sourceNotYours' otherwise, the same at every
 * call site), and not expired unless it is among `kept`, those already chosen (400 'sourceExpired').
 */
export async function checkChosenSources(
  db: DbOrTx,
  caller: UserRow,
  permission: typeof Permission.SourceOwn | typeof Permission.SourcePick,
  ids: string[],
  now: Date,
  kept: string[] = [],
): Promise<void> {
  if (ids.length === 0) return;
  await requireAccess(db, caller, permission, ids, now);
  const fresh = ids.filter((id) => !kept.includes(id));
  if (fresh.length === 0) return;
  const [expired] = await db
    .select({ name: sources.name })
    .from(sources)
    .where(and(inArray(sources.id, fresh), eq(sources.expired, true)))
    .limit(1);
  if (expired) throw fail.badRequest('sourceExpired', { name: expired.name });
}
