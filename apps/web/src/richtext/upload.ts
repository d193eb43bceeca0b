import type { MessageKey } from '@quanta/validators';
import { isMessageKey } from '../session/errors';
import { getToken } from '../session/storage';

/** The upload kinds of `POST /api/file/upload` and the `type` each is sent with. */
export const uploadKinds = { image: 1, excel: 2, video: 3 } as const;
export type UploadKind = keyof typeof uploadKinds;
/** The kinds the rich-text editor places in a document. */
export type MediaKind = Extract<UploadKind, 'image' | 'video'>;

/** What the file picker offers for each kind. */
export const acceptOf: Record<MediaKind, string> = { image: 'image/*', video: 'video/*' };

export function matchesKind(file: Blob, kind: MediaKind): boolean {
  return file.type.startsWith(`${kind}/`);
}

/** A refused upload: the server's message (and its key, for a translation). */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly key?: MessageKey,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

interface UploadReply {
  code?: number;
  msg?: string;
  key?: string;
  result?: { path?: string } | null;
}

/**
 * The one upload client: sends a file to `POST /api/file/upload` with the session's bearer token and its
 * kind's `type`, and answers its public path (`/uploads/…`). Throws UploadError with the server's `msg`
 * (and its key) when it refuses.
 */
export async function uploadFile(file: Blob, kind: UploadKind, name = 'upload'): Promise<string> {
  const form = new FormData();
  form.append('type', String(uploadKinds[kind]));
  form.append('file', file, file instanceof File ? file.name : name);
  const token = getToken();
  const response = await fetch('/api/file/upload', {
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
  if (response.ok && reply?.code === 200 && typeof path === 'string' && isStoredPath(path)) return path;
  const key = isMessageKey(reply?.key) ? reply.key : undefined;
  throw new UploadError(reply?.msg || `${response.status} ${response.statusText}`.trim(), key);
}

/** Only a path the server stored (or a plain https URL) goes into a document. */
function isStoredPath(path: string): boolean {
  return /^\/uploads\/[\w./-]+$/.test(path) || /^https:\/\/[^\s"'<>]+$/.test(path);
}
