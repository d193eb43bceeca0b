import { emailRecords, type MailDeliveryRow, mailDeliveries } from '@quanta/db';
import { and, eq, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { countMailFailed, countMailSent } from './mail-counts';
import { describeMailError, isPermanentMailError } from './mailer';
import type { DeliveryJob } from './outbox';

/** The event a waiting call listens on for a delivery, and for a bulk e-mail record. */
export const deliveryEvent = (id: string) => `delivery:${id}`;
export const recordEvent = (id: string) => `record:${id}`;

/**
 * Marks a pending delivery sent or failed and, for a bulk e-mail, settles its record once nothing is
 * pending: 1 all sent, 2 all failed, 3 some of each. The record row is locked first, so two deliveries
 * settling at once cannot both miss the last one.
 */
export async function settleDelivery(
  deps: Deps,
  delivery: Pick<MailDeliveryRow, 'id' | 'recordId'>,
  status: 'sent' | 'failed',
  error?: string,
) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    if (delivery.recordId) {
      await tx.execute(sql`select 1 from ${emailRecords} where ${emailRecords.id} = ${delivery.recordId} for update`);
    }
    await tx
      .update(mailDeliveries)
      .set(status === 'sent' ? { status, sentAt: now, lastError: null } : { status, lastError: error ?? null })
      .where(and(eq(mailDeliveries.id, delivery.id), eq(mailDeliveries.status, 'pending')));
    if (!delivery.recordId) return;
    await tx.execute(sql`
      update ${emailRecords} r
      set status = case when c.failed = 0 then 1 when c.sent = 0 then 2 else 3 end, finished_at = ${now.toISOString()}::timestamptz
      from (
        select count(*) filter (where d.status = 'sent') as sent,
               count(*) filter (where d.status = 'failed') as failed,
               count(*) filter (where d.status = 'pending') as pending
        from ${mailDeliveries} d where d.record_id = ${delivery.recordId}
      ) c
      where r.id = ${delivery.recordId} and r.status = 0 and c.pending = 0`);
  });
  deps.outbox.settled(deliveryEvent(delivery.id));
  if (delivery.recordId) deps.outbox.settled(recordEvent(delivery.recordId));
}

/**
 * Sends one queued message. Already settled (a job run again after its server died): nothing to do.
 * A 5xx refusal fails it for good; a temporary failure throws so the queue tries again later, and on
 * the last try fails it. A server killed between the SMTP reply and the update sends it once more on
 * restart: at least once, at most once more per crash.
 */
export async function deliverJob(deps: Deps, job: { data: DeliveryJob; retryCount: number }) {
  const [delivery] = await deps.db
    .update(mailDeliveries)
    .set({ attempts: sql`${mailDeliveries.attempts} + 1` })
    .where(and(eq(mailDeliveries.id, job.data.id), eq(mailDeliveries.status, 'pending')))
    .returning();
  if (!delivery) return;
  try {
    await deps.mailer.send({
      to: delivery.toAddress,
      subject: delivery.subject,
      text: delivery.textBody,
      html: delivery.htmlBody,
      headers: delivery.headers,
    });
  } catch (error) {
    const reason = describeMailError(error);
    const permanent = isPermanentMailError(error);
    countMailFailed(permanent ? 'refused' : 'deferred');
    if (permanent || job.retryCount >= deps.outbox.options.retryLimit) {
      deps.log.warn({ deliveryId: delivery.id, reason, reqId: job.data.requestId }, 'mail not delivered');
      await settleDelivery(deps, delivery, 'failed', reason);
      return;
    }
    await deps.db.update(mailDeliveries).set({ lastError: reason }).where(eq(mailDeliveries.id, delivery.id));
    throw error;
  }
  countMailSent();
  await settleDelivery(deps, delivery, 'sent');
}

/** A job that used up its tries without settling (its server died each time): its delivery failed. */
export async function deadJob(deps: Deps, job: { data: { id: string } }) {
  const [delivery] = await deps.db.select().from(mailDeliveries).where(eq(mailDeliveries.id, job.data.id)).limit(1);
  if (delivery?.status === 'pending') {
    await settleDelivery(deps, delivery, 'failed', delivery.lastError ?? 'not delivered after every try');
  }
}
