/**
 * What the outbox's workers sent from this process: messages the SMTP server accepted, and failed tries by
 * reason (`refused`: a 5xx reply, final; `deferred`: a 4xx reply or no connection, tried again until the
 * retries run out). `quanta_mail_sent_total` and `quanta_mail_failed_total{reason}` in /metrics.
 */
export type MailFailure = 'refused' | 'deferred';

const counts = { sent: 0, refused: 0, deferred: 0 };
let lastFailure: { at: Date; reason: MailFailure } | undefined;

export function countMailSent(): void {
  counts.sent++;
}

export function countMailFailed(reason: MailFailure, at: Date = new Date()): void {
  counts[reason]++;
  lastFailure = { at, reason };
}

/** Sent and failed since the process started, and the newest failure. */
export function mailCounts() {
  return {
    sent: counts.sent,
    failed: { refused: counts.refused, deferred: counts.deferred } satisfies Record<MailFailure, number>,
    lastFailure,
  };
}
