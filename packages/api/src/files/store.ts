import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/** A stored upload, ready to be read whole or by byte range (inclusive). */
export interface StoredFile {
  size: number;
  /** The extension the server chose from the file's content (`png`, `mp4`, `xlsx`…). */
  ext: string;
  open(range?: { start: number; end: number }): Readable;
}

/**
 * Where uploads live. The local store keeps them under `DATA_DIR/uploads`; an S3-compatible store can
 * take its place behind the same three calls. Paths are the public ones, `/uploads/…`.
 */
export interface FileStore {
  /** Stores the bytes under a new server-chosen name; answers `/uploads/<yyyy>/<mm>/<random>.<ext>`. */
  save(source: Readable, ext: string): Promise<string>;
  /** Deletes a stored upload (a save whose record was rolled back); a missing file is no error. */
  remove(path: string): Promise<void>;
  /** Stores (or rewrites) a demo picture at `/uploads/demo/<name>` (seed data). */
  saveDemo(name: string, bytes: Uint8Array): Promise<string>;
  /** The stored file at a public path; null for anything that is not one (unknown, malformed, traversal). */
  resolve(path: string): Promise<StoredFile | null>;
}

/** The extensions the store keeps and the Content-Type each is served with. */
export const storedTypes: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  webm: 'video/webm',
  ogv: 'video/ogg',
  mov: 'video/quicktime',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/** A well-formed public upload path: a dated or demo folder, a plain name, a stored extension. */
export const uploadPathPattern =
  /^\/uploads\/(?:\d{4}\/\d{2}|demo)\/[A-Za-z0-9_-]{1,64}\.(png|jpg|gif|webp|mp4|webm|ogv|mov|xlsx|pdf|docx|pptx)$/;

/** A new server-chosen public path for an upload stored at `at`: `/uploads/<yyyy>/<mm>/<random>.<ext>`. */
export function newUploadPath(at: Date, ext: string): string {
  if (!(ext in storedTypes)) throw new Error(`not a stored file type: ${ext}`);
  const folder = `${at.getUTCFullYear()}/${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
  return `/uploads/${folder}/${randomBytes(16).toString('base64url')}.${ext}`;
}
