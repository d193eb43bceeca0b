import { EventEmitter } from 'node:events';
import { type DbOrTx, mailDeliveries } from '@quanta/db';
import { sql } from 'drizzle-orm';
import { fromDrizzle, fromPglite, type PGliteLike, PgBoss } from 'pg-boss';
import { currentRequestId } from '../../request-scope';

/** How the outbox retries and how long a call waits for its mail. */
export interface OutboxOptions {
  /** Tries after the first, for a temporary refusal (4xx, no connection). */
  retryLimit: number;
  /** The first retry's delay; each later one doubles, up to `retryDelayMaxSeconds`. */
  retryDelaySeconds: number;
  retryDelayMaxSeconds: number;
  /** A job still running after this long (its server died) is run again. */
  expireSeconds: number;
  /** How long Send Email waits for its deliveries before answering 0 (pending). */
  waitMs: number;
  /** Messages sent at once by this server. */
  concurrency: number;
}

export const defaultOutboxOptions: OutboxOptions = {
  retryLimit: 8,
  retryDelaySeconds: 30,
  retryDelayMaxSeconds: 3600,
  expireSeconds: 120,
  waitMs: 30_000,
  concurrency: 4,
};

export interface NewDelivery {
  kind: 'bulk' | 'correction' | 'payment' | 'digest' | 'notice';
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  recordId?: string;
}

export interface DeliveryJob {
  id: string;
  /** The request that queued the mail, for the log lines of whichever server sends it. */
  requestId?: string;
}

export const mailQueue = 'mail';
/** The weekly family digest's queue, run by its schedule. */
export const digestQueueName = 'family-digest';
/** The hourly look for places bought by months or years about to end, run by its schedule. */
export const expiryNoticeQueueName = 'place-expiry-notices';
/** Where a job lands after its last try (also one whose server died too often): its delivery is failed. */
export const mailDeadQueue = 'mail-dead';

/** The database the queue lives in: the app's own PGlite, or a PostgreSQL URL (the queue opens a small pool). */
export type QueueDatabase = { pglite: PGliteLike } | { url: string };

/**
 * The durable outbox: every message but the sign-in codes becomes a delivery row and a pg-boss job,
 * written in the caller's transaction, so a mail is either wholly recorded and queued or not at all.
 */
export class Outbox {
  readonly boss: PgBoss;
  readonly events = new EventEmitter();
  private workerId?: string;

  constructor(
    database: QueueDatabase,
    readonly options: OutboxOptions,
  ) {
    const poll = Math.max(1, Math.min(60, Math.floor(options.expireSeconds / 2)));
    const common = {
      schedule: true,
      superviseIntervalSeconds: poll,
      monitorIntervalSeconds: poll,
      cronWorkerIntervalSeconds: 30,
      registerInstance: false,
    };
    this.boss =
      'pglite' in database
        ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite', ...common })
        : new PgBoss({ connectionString: database.url, max: 4, ...common });
    this.events.setMaxListeners(0);
  }

  /** Installs or upgrades the queue's tables and creates the queues; workers start with `work`. */
  async start(onError: (error: unknown) => void) {
    this.boss.on('error', onError);
    await this.boss.start();
    await this.ensureQueue(mailDeadQueue, { retryLimit: 3, retryDelay: 5, expireInSeconds: 60 });
    await this.ensureQueue(mailQueue, {
      retryLimit: this.options.retryLimit,
      retryDelay: this.options.retryDelaySeconds,
      retryBackoff: true,
      retryDelayMax: this.options.retryDelayMaxSeconds,
      expireInSeconds: this.options.expireSeconds,
      deadLetter: mailDeadQueue,
    });
  }

  async ensureQueue(name: string, options: Parameters<PgBoss['createQueue']>[1] & object) {
    await this.boss.createQueue(name, options);
    await this.boss.updateQueue(name, options);
  }

  /** Runs `handler` for each delivery job, `concurrency` at a time. */
  async work(
    handler: (job: { id: string; data: DeliveryJob; retryCount: number }) => Promise<void>,
    dead: (job: { data: DeliveryJob }) => Promise<void>,
  ) {
    // Batches of jobs, each settled on its own (a deferral retries that job only), fetched back to back
    // while batches come full.
    this.workerId = await this.boss.work<DeliveryJob>(
      mailQueue,
      {
        batchSize: this.options.concurrency * 2,
        pollingIntervalSeconds: 1,
        burstWhenBatchFull: true,
        perJobResults: true,
        includeMetadata: true,
      },
      async (jobs) => {
        const results = await Promise.allSettled(
          jobs.map((job) => handler({ id: job.id, data: job.data, retryCount: job.retryCount })),
        );
        return jobs.map((job, i) => {
          const r = results[i] as PromiseSettledResult<void>;
          return r.status === 'fulfilled'
            ? { id: job.id, status: 'completed' as const }
            : {
                id: job.id,
                status: 'failed' as const,
                output: { message: String((r.reason as Error)?.message ?? r.reason) },
              };
        });
      },
    );
    await this.boss.work<DeliveryJob>(mailDeadQueue, { pollingIntervalSeconds: 2 }, async ([job]) => {
      if (job) await dead({ data: job.data });
    });
  }

  /**
   * Writes the deliveries and one job each inside `tx`. Call `wake()` after the transaction committed.
   * Answers the delivery ids in the given order.
   */
  async enqueue(tx: DbOrTx, deliveries: NewDelivery[]): Promise<string[]> {
    if (deliveries.length === 0) return [];
    const ids: string[] = [];
    for (let i = 0; i < deliveries.length; i += 1000) {
      const rows = await tx
        .insert(mailDeliveries)
        .values(
          deliveries.slice(i, i + 1000).map((d) => ({
            kind: d.kind,
            recordId: d.recordId ?? null,
            toAddress: d.to,
            subject: d.subject,
            textBody: d.text,
            htmlBody: d.html,
            headers: d.headers ?? {},
          })),
        )
        .returning({ id: mailDeliveries.id });
      ids.push(...rows.map((r) => r.id));
    }
    const db = fromDrizzle(tx as never, sql as never);
    const requestId = currentRequestId();
    for (let i = 0; i < ids.length; i += 1000) {
      await this.boss.insert(
        mailQueue,
        ids.slice(i, i + 1000).map((id): { data: DeliveryJob } => ({ data: requestId ? { id, requestId } : { id } })),
        { db },
      );
    }
    return ids;
  }

  /** Sets (or, with null, removes) the weekly family digest's schedule. */
  async scheduleDigest(when: { cron: string; tz: string } | null) {
    if (when) await this.boss.schedule(digestQueueName, when.cron, null, { tz: when.tz });
    else await this.boss.unschedule(digestQueueName);
  }

  /** Lets the workers fetch at once instead of at their next poll. */
  wake() {
    if (this.workerId) this.boss.notifyWorker(this.workerId);
  }

  /** Tells waiting calls that a delivery (and maybe its record) settled. */
  settled(key: string) {
    this.events.emit(key);
  }

  /** Resolves when `check` answers a value, re-checking on `key` events and every 250 ms, or undefined at the deadline. */
  async waitFor<T>(key: string, check: () => Promise<T | undefined>, ms: number): Promise<T | undefined> {
    const deadline = Date.now() + ms;
    for (;;) {
      const value = await check();
      if (value !== undefined) return value;
      const left = deadline - Date.now();
      if (left <= 0) return undefined;
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          this.events.off(key, done);
          resolve();
        };
        const timer = setTimeout(done, Math.min(250, left));
        this.events.on(key, done);
      });
    }
  }

  async stop() {
    await this.boss.stop({ graceful: true, timeout: 10_000, close: true });
  }
}
