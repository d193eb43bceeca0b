import type { MessageKey } from '@quanta/validators';
import { isMessageKey } from '../session/errors';
import { currentHref, loginHref, navigateTo } from '../session/navigation';
import { clearSession, getToken } from '../session/storage';

/** A refused product picture: the server's message and its key, for a translation. */
export class ProductImageError extends Error {
  constructor(
    message: string,
    readonly key?: MessageKey,
  ) {
    super(message);
    this.name = 'ProductImageError';
  }
}

/**
 * Sends a product picture to `POST /api/upload` (multipart `image`) and answers its path. A 401 (a
 * broken or expired token: 'Not authorized, token failed') signs out, as every other call does.
 */
export async function uploadProductImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file, file.name);
  const token = getToken();
  const response = await fetch('/api/upload', {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  let reply: { code?: number; msg?: string; key?: string; result?: { path?: unknown } | null } | null = null;
  try {
    reply = await response.json();
  } catch {
    reply = null;
  }
  const path = reply?.result?.path;
  if (response.ok && reply?.code === 200 && typeof path === 'string' && /^\/uploads\/[\w./-]+$/.test(path)) return path;
  if (response.status === 401) {
    clearSession();
    navigateTo(loginHref(currentHref()));
  }
  const key = isMessageKey(reply?.key) ? reply.key : undefined;
  throw new ProductImageError(reply?.msg || `${response.status} ${response.statusText}`.trim(), key);
}
