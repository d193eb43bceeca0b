import { TRPCClientError } from '@trpc/client';
import { UploadError } from '../session/upload';
import { Drain } from './drain';
import {
  dropPhoto,
  dropSave,
  type PendingPhoto,
  type PendingSave,
  pendingPhotos,
  pendingSaves,
  photoUploaded,
  queuePhoto,
  queueSave,
  type SaveRefusal,
  settlePhoto,
  settleSave,
} from './outbox-store';

/** Where the runner's answers stand. */
export interface OutboxStatus {
  /** False until the device's pending saves have been read. */
  ready: boolean;
  /** Saves and photos on this device not yet delivered. */
  waiting: number;
  /** The last attempt could not reach the server (offline, or the server did not answer). */
  unreachable: boolean;
  /**
   * The last send failed for want of a connection (the device offline, or no answer at all), until a later
   * send gets an answer: what an exam's reports call offline.
   */
  offline: boolean;
  /** Saves the server refused, with why: never sent again. */
  refused: { questionId: string; refusal: SaveRefusal }[];
  /** Photos of working on this device not yet attached, and those the server refused (with why). */
  photos: PendingPhoto[];
}

/** Sends one save to the server; throws when it was not delivered or was refused. */
export type SendSave = (save: PendingSave) => Promise<unknown>;

/** Uploads a waiting photo's file (answering its stored path), and attaches an uploaded one to its answer. */
export interface SendPhoto {
  upload: (photo: PendingPhoto) => Promise<string>;
  attach: (photo: PendingPhoto & { path: string }) => Promise<unknown>;
}

/** A resend of waiting saves, whatever else happens. */
const RETRY_MS = 5_000;
/** How long after an answer changes it is sent (typing sends once it pauses). */
const SEND_DELAY_MS = 600;

/**
 * What a failed send means: a refusal (a 4xx with its reason, e.g. the exam is over), or not delivered
 * (no connection, a server error, the session needing a sign-in), to be sent again later.
 */
export function failureOf(error: unknown): { refusal: SaveRefusal | null; unreachable: boolean } {
  if (error instanceof UploadError) {
    const status = error.status ?? 0;
    const final = status >= 400 && status < 500 && ![401, 402, 408, 429].includes(status);
    if (final) return { refusal: { key: error.key ?? null, message: error.message }, unreachable: false };
    return { refusal: null, unreachable: true };
  }
  if (error instanceof TRPCClientError) {
    const data = error.data as { httpStatus?: number; key?: unknown } | undefined;
    const status = data?.httpStatus ?? 0;
    const final = status >= 400 && status < 500 && ![401, 402, 408, 429].includes(status);
    if (final) {
      return {
        refusal: { key: typeof data?.key === 'string' ? data.key : null, message: error.message },
        unreachable: false,
      };
    }
    return { refusal: null, unreachable: true };
  }
  return { refusal: null, unreachable: true };
}

/** A failure for want of a connection: the device is offline, or no HTTP answer came back at all. */
export function isNoConnection(error: unknown): boolean {
  if (error instanceof UploadError) return !error.status;
  return !(error instanceof TRPCClientError) || !(error.data as { httpStatus?: number } | undefined)?.httpStatus;
}

/**
 * The runner's outbox for one exercise: every changed answer is written to this device's IndexedDB
 * first, then sent, one save at a time in the order they changed; a save stays on the device until the
 * server took it (or refused it, with why). It sends at start, shortly after a change, when the
 * connection returns, when the window regains focus or becomes visible, and on a timer. Tabs of the
 * same exercise share the saves; the server answers a save sent twice (same key) once.
 */
export class Outbox {
  private status: OutboxStatus = {
    ready: false,
    waiting: 0,
    unreachable: false,
    offline: false,
    refused: [],
    photos: [],
  };
  private readonly listeners = new Set<() => void>();
  private readonly drain = new Drain(
    () => this.pass(),
    () => this.stopped,
  );
  private stopped = true;
  private timer: number | undefined;
  private soon: number | undefined;

  constructor(
    readonly exerciseId: string,
    private readonly send: SendSave,
    private readonly sendPhoto: SendPhoto | null = null,
  ) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getStatus = () => this.status;

  /** Starts sending; returns the stop. */
  start(): () => void {
    this.stopped = false;
    window.addEventListener('online', this.kick);
    window.addEventListener('focus', this.kick);
    document.addEventListener('visibilitychange', this.onVisible);
    this.timer = window.setInterval(this.kick, RETRY_MS);
    this.kick();
    return () => this.stop();
  }

  stop() {
    this.stopped = true;
    window.removeEventListener('online', this.kick);
    window.removeEventListener('focus', this.kick);
    document.removeEventListener('visibilitychange', this.onVisible);
    window.clearInterval(this.timer);
    window.clearTimeout(this.soon);
  }

  private kick = () => {
    void this.flush();
  };

  private onVisible = () => {
    if (document.visibilityState === 'visible') this.kick();
  };

  /** Shows what now waits on this device and, when `send`, sends it shortly (a later change restarts the wait). */
  private async queued(send: boolean): Promise<void> {
    await this.refresh(this.status.unreachable, this.status.offline);
    if (!send) return;
    window.clearTimeout(this.soon);
    if (!this.stopped) this.soon = window.setTimeout(this.kick, SEND_DELAY_MS);
  }

  /** Records a changed answer on this device, then sends it shortly. `serverSeq`: the server's last sequence. */
  async change(questionId: string, answer: string, content: string, serverSeq: number): Promise<void> {
    await queueSave({ exerciseId: this.exerciseId, questionId, answer, content }, serverSeq);
    await this.queued(true);
  }

  /** Forgets a question's pending save (Check Solution sends that answer itself). */
  async drop(questionId: string): Promise<void> {
    await dropSave(this.exerciseId, questionId);
    await this.queued(false);
  }

  /** Keeps a chosen photo (or PDF) of working on this device, then uploads and attaches it shortly. */
  async addPhoto(questionId: string | null, name: string, blob: Blob): Promise<void> {
    await queuePhoto({ exerciseId: this.exerciseId, questionId, name, blob });
    await this.queued(true);
  }

  /** Forgets a photo not yet attached (the student removed it). */
  async removePhoto(clientKey: string): Promise<void> {
    await dropPhoto(this.exerciseId, clientKey);
    await this.queued(false);
  }

  /** The pending and refused saves on this device. */
  pending(): Promise<PendingSave[]> {
    return pendingSaves(this.exerciseId);
  }

  /** Sends every waiting saves; true when none is left waiting. Concurrent calls share one run. */
  flush(): Promise<boolean> {
    return this.drain.flush();
  }

  /** `flush`, giving up after `ms`: false when saves are still waiting then. */
  flushWithin(ms: number): Promise<boolean> {
    return this.drain.flushWithin(ms);
  }

  private async pass(): Promise<boolean> {
    let unreachable = false;
    // Unchanged unless this pass learns otherwise (nothing to send says nothing about the connection).
    let offline = this.status.offline;
    try {
      for (const save of await pendingSaves(this.exerciseId)) {
        if (save.refused) continue;
        if (!navigator.onLine) {
          unreachable = true;
          offline = true;
          break;
        }
        try {
          await this.send(save);
          offline = false;
          await settleSave(save, null);
        } catch (error) {
          const failure = failureOf(error);
          if (!failure.refusal) {
            unreachable = true;
            offline = isNoConnection(error);
            break;
          }
          offline = false;
          await settleSave(save, failure.refusal);
        }
      }
      if (!unreachable && this.sendPhoto) ({ unreachable, offline } = await this.sendPhotos(this.sendPhoto, offline));
    } catch {
      // IndexedDB unavailable: nothing is waiting on this device.
    }
    await this.refresh(unreachable, offline);
    return this.status.waiting === 0;
  }

  /**
   * Uploads and attaches the waiting photos, oldest first. The stored path is kept as soon as the upload
   * answers, so a retry only attaches; the attach is idempotent on the photo's key.
   */
  private async sendPhotos(sender: SendPhoto, wasOffline: boolean) {
    let unreachable = false;
    let offline = wasOffline;
    for (const photo of await pendingPhotos(this.exerciseId)) {
      if (photo.refused) continue;
      if (!navigator.onLine) {
        unreachable = true;
        offline = true;
        break;
      }
      try {
        let path = photo.path;
        if (!path) {
          path = await sender.upload(photo);
          await photoUploaded(photo, path);
        }
        await sender.attach({ ...photo, path });
        offline = false;
        await settlePhoto(photo, null);
        // The attached photo leaves the waiting ones at once (the answer's list shows it now).
        await this.refresh(false, offline);
      } catch (error) {
        const failure = failureOf(error);
        if (!failure.refusal) {
          unreachable = true;
          offline = isNoConnection(error);
          break;
        }
        offline = false;
        await settlePhoto(photo, failure.refusal);
      }
    }
    return { unreachable, offline };
  }

  private async refresh(unreachable: boolean, offline: boolean) {
    let saves: PendingSave[] = [];
    let photos: PendingPhoto[] = [];
    try {
      saves = await pendingSaves(this.exerciseId);
      photos = await pendingPhotos(this.exerciseId);
    } catch {
      saves = [];
    }
    this.status = {
      ready: true,
      waiting: saves.filter((s) => !s.refused).length + photos.filter((p) => !p.refused).length,
      unreachable,
      offline,
      refused: saves.flatMap((s) => (s.refused ? [{ questionId: s.questionId, refusal: s.refused }] : [])),
      photos,
    };
    for (const listener of this.listeners) listener();
  }
}
