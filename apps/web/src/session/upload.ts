import { type MessageKey, messages } from '@quanta/validators';
import type { TFunction } from 'i18next';
import { isMessageKey } from './errors';
import { onSessionStatus } from './link';
import { getToken } from './storage';

/** The upload kinds of `POST /api/file/upload` and the `type` each is sent with. */
export const uploadKinds = { image: 1, excel: 2, video: 3, work: 4, document: 5 } as const;
export type UploadKind = keyof typeof uploadKinds;

/** A refused upload: the server's message (and its key, for a translation). */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly key?: MessageKey,
    /** The HTTP status of the refusal; absent when the server never answered. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

interface UploadReply {
  code?: number;
  msg?: string;
  key?: string;
  result?: { path?: unknown } | null;
}

/** A path the server stored. */
const isStoredPath = (path: string) => /^\/uploads\/[\w./-]+$/.test(path);

/**
 * The one upload client: posts `form` to `url` with the session's bearer token and answers the stored
 * path the server replies with. A refusal applies the session rules every API call does (401 signs out,
 * 402 goes to /verify) and throws UploadError with the server's `msg` and key.
 */
async function send(url: string, form: FormData, accepts: (path: string) => boolean): Promise<string> {
  const token = getToken();
  const response = await fetch(url, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  let reply: UploadReply | null = null;
  try {
    reply = (await response.json()) as UploadReply;
  } catch {
    reply = null;
  }
  const path = reply?.result?.path;
  if (response.ok && reply?.code === 200 && typeof path === 'string' && accepts(path)) return path;
  onSessionStatus(response.status);
  const key = isMessageKey(reply?.key) ? reply.key : undefined;
  throw new UploadError(reply?.msg || `${response.status} ${response.statusText}`.trim(), key, response.status);
}

/**
 * Sends a file to `POST /api/file/upload` with its kind's `type` and answers its public path
 * (`/uploads/…`, or a plain https URL, the only other thing that goes into a document).
 */
export function uploadFile(file: Blob, kind: UploadKind, name = 'upload'): Promise<string> {
  const form = new FormData();
  form.append('type', String(uploadKinds[kind]));
  form.append('file', file, file instanceof File ? file.name : name);
  return send('/api/file/upload', form, (path) => isStoredPath(path) || /^https:\/\/[^\s"'<>]+$/.test(path));
}

/** Sends a product picture to the administrators' `POST /api/upload` (multipart `image`) and answers its path. */
export function uploadProductImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file, file.name);
  return send('/api/upload', form, isStoredPath);
}

/**
 * A failed upload in the interface language: the server's message key translated where its text has no
 * values to fill in, else the server's message; `fallback` for anything that is not an Error.
 */
export function uploadErrorText(t: TFunction, error: unknown, fallback: string = t('messages.internalError')): string {
  if (error instanceof UploadError && error.key && !messages[error.key].includes('{')) {
    return t(`messages.${error.key}`);
  }
  return error instanceof Error && error.message ? error.message : fallback;
}
