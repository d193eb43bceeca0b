import { digestSends, mailPreferences, users } from '@quanta/db';
import { type Language, messages } from '@quanta/validators';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { fail } from '../../errors';
import { digestOf } from './digest-data';
import { familyDigestMail } from './digest-mail';
import { unsubscribeTokenOf } from './preferences';

/** Parents handled per transaction of a run. */
const batchSize = 200;

/** The Monday (UTC) of the week `now` falls in: one digest per parent per such week. */
export function weekOf(now: Date): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

const unsubscribeUrl = (deps: Deps, token: string) =>
  `${deps.publicUrl}/unsubscribe?token=${encodeURIComponent(token)}`;
const oneClickUrl = (deps: Deps, token: string) =>
  `${deps.publicUrl}/api/public/unsubscribeDigest?token=${encodeURIComponent(token)}`;

/** The digest a parent would get now (admins' preview), in their language unless `lang` is given. */
export async function previewDigest(deps: Deps, email: string, lang?: Language) {
  const [parent] = await deps.db
    .select({ id: users.id, name: users.name, language: mailPreferences.language })
    .from(users)
    .leftJoin(mailPreferences, eq(mailPreferences.userId, users.id))
    .where(and(eq(users.email, email), eq(users.role, 'Parent')))
    .limit(1);
  if (!parent) throw fail.notFound('digestParentNotFound');
  const children = (await digestOf(deps, [parent.id], deps.now())).get(parent.id) ?? [];
  const language = lang ?? (parent.language === 'zh' ? 'zh' : 'en');
  return familyDigestMail(
    parent.name,
    children,
    language,
    unsubscribeUrl(deps, 'preview'),
    deps.schoolName,
    deps.school.timeZone,
  );
}

/**
 * Sends this week's digest to every parent who has not opted out, in batches: each batch claims its
 * parents for the week (`digest_sends`) and queues their mail in one transaction, so a run cut short by
 * a restart picks up where it stopped and nobody gets the week's digest twice.
 */
export async function runFamilyDigest(deps: Deps) {
  const now = deps.now();
  const week = weekOf(now);
  let after = '00000000-0000-0000-0000-000000000000';
  let queued = 0;
  for (;;) {
    const parents = await deps.db
      .select({ id: users.id, name: users.name, email: users.email, language: mailPreferences.language })
      .from(users)
      .leftJoin(mailPreferences, eq(mailPreferences.userId, users.id))
      .where(
        and(
          eq(users.role, 'Parent'),
          gt(users.id, after),
          sql`coalesce(${mailPreferences.digestOptOut}, false) = false`,
          sql`not exists (select 1 from ${digestSends} s where s.parent_id = ${users.id} and s.week = ${week})`,
        ),
      )
      .orderBy(asc(users.id))
      .limit(batchSize);
    if (parents.length === 0) break;
    after = parents.at(-1)!.id;
    const digests = await digestOf(
      deps,
      parents.map((p) => p.id),
      now,
    );
    const tokens = new Map<string, string>();
    for (const p of parents) {
      tokens.set(p.id, await unsubscribeTokenOf(deps, p.id, p.language === 'zh' ? 'zh' : 'en'));
    }
    queued += await deps.db.transaction(async (tx) => {
      const claimed = await tx
        .insert(digestSends)
        .values(parents.map((p) => ({ parentId: p.id, week })))
        .onConflictDoNothing()
        .returning({ parentId: digestSends.parentId });
      const mine = parents.filter((p) => claimed.some((c) => c.parentId === p.id));
      const ids = await deps.outbox.enqueue(
        tx,
        mine.map((p) => {
          const token = tokens.get(p.id) as string;
          const mail = familyDigestMail(
            p.name,
            digests.get(p.id) ?? [],
            p.language === 'zh' ? 'zh' : 'en',
            unsubscribeUrl(deps, token),
            deps.schoolName,
            deps.school.timeZone,
          );
          return {
            kind: 'digest' as const,
            to: p.email,
            ...mail,
            headers: {
              'List-Unsubscribe': `<${oneClickUrl(deps, token)}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            },
          };
        }),
      );
      for (const [i, p] of mine.entries()) {
        await tx
          .update(digestSends)
          .set({ deliveryId: ids[i] })
          .where(and(eq(digestSends.parentId, p.id), eq(digestSends.week, week)));
      }
      return mine.length;
    });
    deps.outbox.wake();
  }
  deps.log.info({ week, queued }, 'family digest queued');
  return { week, queued };
}

/** The one-click unsubscribe of the digest's link and List-Unsubscribe header. */
export async function unsubscribeDigest(deps: Deps, token: string) {
  const [row] = await deps.db
    .update(mailPreferences)
    .set({ digestOptOut: true, updatedAt: deps.now() })
    .where(eq(mailPreferences.unsubscribeToken, token))
    .returning({ userId: mailPreferences.userId });
  if (!row) throw fail.notFound('unsubscribeInvalid');
  return { message: messages.unsubscribed };
}
