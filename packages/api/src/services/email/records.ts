import { emailRecords, mailDeliveries } from '@quanta/db';
import { messages } from '@quanta/validators';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { recordsForAdmin } from '../../policies/email-group';
import { presentEmailRecord } from '../../presenters/email';

/** The E-mail list: newest first, paged in the database (§9: 10 a page). */
export async function listEmails(deps: Deps, page: number, pageSize: number) {
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(emailRecords)
      .orderBy(desc(emailRecords.createdAt), desc(emailRecords.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    deps.db.select({ n: count() }).from(emailRecords),
  ]);
  return { list: rows.map(presentEmailRecord), total: total?.n ?? 0 };
}

/** Deletes the named records, all or none (404 when one is unknown); mail still queued for them is dropped. */
export async function deleteEmails(deps: Deps, ids: string[]) {
  const unique = [...new Set(ids)];
  await deps.db.transaction(async (tx) => {
    await recordsForAdmin(tx, unique);
    await tx.delete(emailRecords).where(inArray(emailRecords.id, unique));
  });
  return { message: messages.deleteSuccess, ids: unique };
}

/** The addresses of a record whose delivery failed, in order. */
export async function failedAddresses(deps: Deps, recordId: string) {
  const rows = await deps.db
    .select({ to: mailDeliveries.toAddress })
    .from(mailDeliveries)
    .where(and(eq(mailDeliveries.recordId, recordId), eq(mailDeliveries.status, 'failed')))
    .orderBy(asc(mailDeliveries.toAddress));
  return rows.map((r) => r.to);
}
