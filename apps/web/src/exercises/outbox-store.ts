import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { ExamReportQueue } from './exam-reports';

/** Why the server refused a save: its message key when it gave one, and its message. */
export interface SaveRefusal {
  key: string | null;
  message: string;
}

/**
 * The newest answer of one question that has not reached the server yet. `key` names this save (a
 * resend after a lost reply is the same save), `seq` orders it after every earlier save of the question.
 */
export interface PendingSave {
  exerciseId: string;
  questionId: string;
  answer: string;
  content: string;
  key: string;
  seq: number;
  changedAt: number;
  /** Refused by the server: kept to show why, never sent again. */
  refused: SaveRefusal | null;
}

/**
 * A photo or PDF of working chosen on this device and not yet attached on the server: the file itself
 * until it is uploaded, then the stored `path` too, so a retry after a successful upload only attaches.
 * `clientKey` names it on the server (an attach sent twice stores one photo).
 */
export interface PendingPhoto {
  exerciseId: string;
  clientKey: string;
  /** The free-response question it belongs to; null: the homework as a whole. */
  questionId: string | null;
  name: string;
  blob: Blob;
  /** The upload's stored path once the file reached the server. */
  path: string | null;
  addedAt: number;
  /** Refused by the server: kept to show why, never sent again. */
  refused: SaveRefusal | null;
}

/** The runner's copy of an exercise as last loaded, and the exam clock of its last start, for working offline. */
export interface ExerciseSnapshot<T> {
  exercise: T;
  /** The server's remaining seconds at the last start and when that answer arrived (Date.now()). */
  clock: { remaining: number; receivedAt: number } | null;
}

interface RunnerDb extends DBSchema {
  saves: { key: [string, string]; value: PendingSave; indexes: { exercise: string } };
  /** The last sequence number given per `exerciseId/questionId`, shared by every tab. */
  seqs: { key: string; value: number };
  snapshots: { key: string; value: ExerciseSnapshot<unknown> };
  /** An exam attempt's reports (offline, hidden, reload…) not yet delivered, per exercise. */
  reports: { key: string; value: ExamReportQueue };
  /** Photos of working waiting to be uploaded and attached. */
  photos: { key: [string, string]; value: PendingPhoto; indexes: { exercise: string } };
}

let opening: Promise<IDBPDatabase<RunnerDb>> | null = null;

function db() {
  opening ??= openDB<RunnerDb>('quanta-runner', 3, {
    upgrade(d, oldVersion) {
      if (oldVersion < 1) {
        d.createObjectStore('saves', { keyPath: ['exerciseId', 'questionId'] }).createIndex('exercise', 'exerciseId');
        d.createObjectStore('seqs');
        d.createObjectStore('snapshots');
      }
      if (oldVersion < 2) d.createObjectStore('reports');
      if (oldVersion < 3)
        d.createObjectStore('photos', { keyPath: ['exerciseId', 'clientKey'] }).createIndex('exercise', 'exerciseId');
    },
    // A newer version of the app opened in another tab: let it upgrade, and open again on the next use.
    blocking(_current, _next, event) {
      (event.target as IDBDatabase).close();
      opening = null;
    },
  });
  return opening;
}

/** A random UUID v4 (crypto.randomUUID needs a secure context; getRandomValues does not). */
export function newKey(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

const seqKey = (exerciseId: string, questionId: string) => `${exerciseId}/${questionId}`;

/**
 * Records a changed answer as the question's pending save, numbered after every save of it this device
 * or the server has seen (`serverSeq`), in one transaction so tabs never share a number. An unchanged
 * pending answer is kept as it is (same key).
 */
export async function queueSave(
  change: Pick<PendingSave, 'exerciseId' | 'questionId' | 'answer' | 'content'>,
  serverSeq: number,
): Promise<PendingSave> {
  const tx = (await db()).transaction(['saves', 'seqs'], 'readwrite');
  const saves = tx.objectStore('saves');
  const seqs = tx.objectStore('seqs');
  const current = await saves.get([change.exerciseId, change.questionId]);
  if (current && !current.refused && current.answer === change.answer && current.content === change.content) {
    await tx.done;
    return current;
  }
  const key = seqKey(change.exerciseId, change.questionId);
  const seq = Math.max((await seqs.get(key)) ?? 0, serverSeq) + 1;
  const save: PendingSave = { ...change, key: newKey(), seq, changedAt: Date.now(), refused: null };
  await Promise.all([seqs.put(seq, key), saves.put(save)]);
  await tx.done;
  return save;
}

/** The pending and refused saves of an exercise, oldest change first. */
export async function pendingSaves(exerciseId: string): Promise<PendingSave[]> {
  const all = await (await db()).getAllFromIndex('saves', 'exercise', exerciseId);
  return all.sort((a, b) => a.changedAt - b.changedAt);
}

/** Settles a sent save: removed once delivered, or kept with the refusal; unless a newer change replaced it. */
export async function settleSave(sent: PendingSave, refusal: SaveRefusal | null): Promise<void> {
  const tx = (await db()).transaction('saves', 'readwrite');
  const current = await tx.store.get([sent.exerciseId, sent.questionId]);
  if (current?.key === sent.key) {
    if (refusal) await tx.store.put({ ...current, refused: refusal });
    else await tx.store.delete([sent.exerciseId, sent.questionId]);
  }
  await tx.done;
}

/** Forgets a question's pending save (Check Solution sends the answer itself). */
export async function dropSave(exerciseId: string, questionId: string): Promise<void> {
  await (await db()).delete('saves', [exerciseId, questionId]);
}

/** Keeps the exercise as loaded, or the clock of a start, keeping the other part. */
export async function patchSnapshot<T>(id: string, patch: Partial<ExerciseSnapshot<T>>): Promise<void> {
  const tx = (await db()).transaction('snapshots', 'readwrite');
  const current = await tx.store.get(id);
  if (current || patch.exercise)
    await tx.store.put({ clock: null, ...current, ...patch } as ExerciseSnapshot<unknown>, id);
  await tx.done;
}

export async function readSnapshot<T>(id: string): Promise<ExerciseSnapshot<T> | undefined> {
  return (await (await db()).get('snapshots', id)) as ExerciseSnapshot<T> | undefined;
}

/** An exercise's waiting exam reports, or undefined when none were ever kept. */
export async function readReports(exerciseId: string): Promise<ExamReportQueue | undefined> {
  return (await db()).get('reports', exerciseId);
}

/** Changes an exercise's exam reports in one transaction (tabs of the same attempt share them). */
export async function updateReports(
  exerciseId: string,
  change: (current: ExamReportQueue | undefined) => ExamReportQueue,
): Promise<ExamReportQueue> {
  const tx = (await db()).transaction('reports', 'readwrite');
  const next = change(await tx.store.get(exerciseId));
  await tx.store.put(next, exerciseId);
  await tx.done;
  return next;
}

/** Keeps a chosen photo on this device until it is attached. */
export async function queuePhoto(
  photo: Pick<PendingPhoto, 'exerciseId' | 'questionId' | 'name' | 'blob'>,
): Promise<PendingPhoto> {
  const pending: PendingPhoto = { ...photo, clientKey: newKey(), path: null, addedAt: Date.now(), refused: null };
  await (await db()).put('photos', pending);
  return pending;
}

/** The photos of an exercise waiting (or refused) on this device, oldest first. */
export async function pendingPhotos(exerciseId: string): Promise<PendingPhoto[]> {
  const all = await (await db()).getAllFromIndex('photos', 'exercise', exerciseId);
  return all.sort((a, b) => a.addedAt - b.addedAt);
}

/** Records where the server stored a photo's file (the attach still to come), unless it was removed meanwhile. */
export async function photoUploaded(photo: PendingPhoto, path: string): Promise<void> {
  const tx = (await db()).transaction('photos', 'readwrite');
  const current = await tx.store.get([photo.exerciseId, photo.clientKey]);
  if (current) await tx.store.put({ ...current, path });
  await tx.done;
}

/** Settles a photo: removed once attached, or kept with the refusal. */
export async function settlePhoto(photo: PendingPhoto, refusal: SaveRefusal | null): Promise<void> {
  const tx = (await db()).transaction('photos', 'readwrite');
  const current = await tx.store.get([photo.exerciseId, photo.clientKey]);
  if (current) {
    if (refusal) await tx.store.put({ ...current, refused: refusal });
    else await tx.store.delete([photo.exerciseId, photo.clientKey]);
  }
  await tx.done;
}

/** Forgets a waiting or refused photo (the student removed it). */
export async function dropPhoto(exerciseId: string, clientKey: string): Promise<void> {
  await (await db()).delete('photos', [exerciseId, clientKey]);
}
