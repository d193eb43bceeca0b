import { type examReportedEventTypes, limits } from '@quanta/validators';
import { Drain } from './drain';
import { failureOf } from './outbox';
import { readReports, updateReports } from './outbox-store';

/** What the runner reports about an exam attempt: the connection, the tab, a reload. */
export type ExamReportType = (typeof examReportedEventTypes)[number];

/** One report: its type and when it happened (ISO, on the server's clock as far as the runner knows it). */
export interface ExamReport {
  at: string;
  type: ExamReportType;
}

/**
 * An attempt's reports not yet delivered, oldest first, and the connection and tab as last reported (so a
 * repeated 'offline' from the window and the outbox, or across a reload, is reported once).
 */
export interface ExamReportQueue {
  waiting: ExamReport[];
  connection: 'online' | 'offline';
  visibility: 'visible' | 'hidden';
}

/** An attempt starts online and visible: reporting that says nothing. */
export const emptyReportQueue: ExamReportQueue = { waiting: [], connection: 'online', visibility: 'visible' };

/** The refusals after which nothing more of this attempt will be taken: the queue is dropped. */
const finalRefusals = new Set(['examEnded', 'examNotStarted', 'examLogFull']);

/**
 * Adds a report unless it repeats the state last reported (offline after offline, hidden after hidden,
 * whatever came between); a reload always counts. No more are kept than the server takes per attempt.
 *
 * @example withReport(emptyReportQueue, { at, type: 'online' }) // unchanged: the attempt was online
 */
export function withReport(q: ExamReportQueue, report: ExamReport): ExamReportQueue {
  const { type } = report;
  if (type === 'offline' || type === 'online') {
    if (q.connection === type) return q;
    return { ...q, connection: type, waiting: capped([...q.waiting, report]) };
  }
  if (type === 'hidden' || type === 'visible') {
    if (q.visibility === type) return q;
    return { ...q, visibility: type, waiting: capped([...q.waiting, report]) };
  }
  return { ...q, waiting: capped([...q.waiting, report]) };
}

const capped = (waiting: ExamReport[]) => waiting.slice(0, limits.examReportedEventsMax);

/** The next call's reports: the oldest, at most as many as one call takes. */
export const nextBatch = (q: ExamReportQueue): ExamReport[] => q.waiting.slice(0, limits.examEventsPerCall);

/** The queue once `sent` was delivered (or refused for itself): those reports leave it, any added since stay. */
export function withoutSent(q: ExamReportQueue, sent: ExamReport[]): ExamReportQueue {
  let n = 0;
  while (n < sent.length && n < q.waiting.length && sameReport(q.waiting[n]!, sent[n]!)) n += 1;
  return n === 0 ? q : { ...q, waiting: q.waiting.slice(n) };
}

const sameReport = (a: ExamReport, b: ExamReport) => a.at === b.at && a.type === b.type;

/**
 * The queue after the server refused `sent` with `key`: everything goes when the attempt takes no more
 * reports (ended, not started, its log full); otherwise only the refused batch, so it is not sent forever.
 */
export function afterRefusal(q: ExamReportQueue, sent: ExamReport[], key: string | null): ExamReportQueue {
  if (key && finalRefusals.has(key)) return { ...q, waiting: [] };
  return withoutSent(q, sent);
}

/** Sends one batch of an attempt's reports (`user.logExamEvents`); throws when not delivered or refused. */
export type SendReports = (events: ExamReport[]) => Promise<unknown>;

/** A resend of waiting reports, whatever else happens. */
const RETRY_MS = 10_000;

/**
 * An exam attempt's reports: each is kept on this device (beside the answer outbox) the moment it happens,
 * then sent in batches; they wait there while offline and survive a reload. Sending never holds up
 * answering: failures only leave the reports waiting for the next try.
 */
export class ExamReports {
  private stopped = true;
  private timer: number | undefined;
  private readonly drain = new Drain(
    () => this.pass(),
    () => this.stopped,
  );
  /** Milliseconds to add to this device's clock to get the server's (from the exam's clock). */
  offsetMs = 0;

  constructor(
    readonly exerciseId: string,
    private readonly send: SendReports,
  ) {}

  /** Records the window's connection and the tab's visibility as they change, and sends; returns the stop. */
  start(): () => void {
    this.stopped = false;
    window.addEventListener('offline', this.onOffline);
    window.addEventListener('online', this.onOnline);
    document.addEventListener('visibilitychange', this.onVisibility);
    this.timer = window.setInterval(this.kick, RETRY_MS);
    this.kick();
    return () => this.stop();
  }

  stop() {
    this.stopped = true;
    window.removeEventListener('offline', this.onOffline);
    window.removeEventListener('online', this.onOnline);
    document.removeEventListener('visibilitychange', this.onVisibility);
    window.clearInterval(this.timer);
  }

  private kick = () => {
    void this.flush();
  };

  private onOffline = () => void this.record('offline');
  private onOnline = () => void this.record('online');
  private onVisibility = () => void this.record(document.visibilityState === 'hidden' ? 'hidden' : 'visible');

  /** Keeps a report of now on this device, then sends what waits. Never throws. */
  async record(type: ExamReportType): Promise<void> {
    const report = { at: new Date(Date.now() + this.offsetMs).toISOString(), type };
    try {
      await updateReports(this.exerciseId, (q) => withReport(q ?? emptyReportQueue, report));
    } catch {
      // IndexedDB unavailable: the report is lost, the exam goes on.
      return;
    }
    this.kick();
  }

  /** Sends every waiting reports; true when none is left waiting. Concurrent calls share one run. */
  flush(): Promise<boolean> {
    return this.drain.flush();
  }

  /** `flush`, giving up after `ms`: false when reports are still waiting then. */
  flushWithin(ms: number): Promise<boolean> {
    return this.drain.flushWithin(ms);
  }

  private async pass(): Promise<boolean> {
    try {
      for (;;) {
        const batch = nextBatch((await readReports(this.exerciseId)) ?? emptyReportQueue);
        if (batch.length === 0) return true;
        if (!navigator.onLine) return false;
        try {
          await this.send(batch);
          await updateReports(this.exerciseId, (q) => withoutSent(q ?? emptyReportQueue, batch));
        } catch (error) {
          const { refusal } = failureOf(error);
          if (!refusal) return false;
          await updateReports(this.exerciseId, (q) => afterRefusal(q ?? emptyReportQueue, batch, refusal.key));
        }
      }
    } catch {
      // IndexedDB unavailable: nothing waits on this device.
      return true;
    }
  }
}
