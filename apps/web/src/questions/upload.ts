import { type MessageKey, messages } from '@quanta/validators';
import type { TFunction } from 'i18next';
import { getToken } from '../session/storage';

/** The upload kinds of POST /api/file/upload. */
export const uploadKinds = { image: 1, excel: 2, video: 3 } as const;

export class UploadError extends Error {
  constructor(
    message: string,
    readonly key?: string,
  ) {
    super(message);
  }
}

interface UploadReply {
  code?: number;
  msg?: string;
  key?: string;
  result?: { path?: string } | null;
}

/** Uploads one file with the session's bearer token; answers the stored path (`/uploads/…`). */
export async function uploadFile(file: File, kind: (typeof uploadKinds)[keyof typeof uploadKinds]): Promise<string> {
  const body = new FormData();
  body.append('type', String(kind));
  body.append('file', file);
  const token = getToken();
  const response = await fetch('/api/file/upload', {
    method: 'POST',
    body,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  let reply: UploadReply = {};
  try {
    reply = (await response.json()) as UploadReply;
  } catch {
    // A proxy's HTML error page: the status text below says enough.
  }
  const path = reply.result?.path;
  if (!response.ok || reply.code !== 200 || !path) {
    throw new UploadError(reply.msg || response.statusText || 'Upload failed', reply.key);
  }
  return path;
}

/** An upload failure in the interface language where the message has no values to fill in. */
export function uploadErrorText(t: TFunction, error: unknown): string {
  if (error instanceof UploadError) {
    const key = error.key;
    if (key && Object.hasOwn(messages, key) && !messages[key as MessageKey].includes('{')) {
      return t(`messages.${key as MessageKey}`);
    }
    return error.message;
  }
  return error instanceof Error ? error.message : t('messages.internalError');
}

/** §5: the batch import takes only Excel workbooks. */
export const isExcelFile = (file: File) => /\.xlsx$/i.test(file.name);
