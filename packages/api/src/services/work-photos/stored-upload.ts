import type { Readable } from 'node:stream';
import type { FileStore } from '../../files/store';

/** The long side a stored photo of working has at most (the `work` upload brings it down to this). */
export const workPhotoLongSide = 2000;

/** What a stored upload is as a photo of working: a JPEG the `work` upload wrote, or a PDF. */
export type WorkUpload = { kind: 'image'; width: number; height: number } | { kind: 'pdf' };

async function head(stream: Readable, max: number): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of stream) {
    chunks.push(chunk as Uint8Array);
    size += (chunk as Uint8Array).length;
    if (size >= max) break;
  }
  stream.destroy();
  return Buffer.concat(chunks).subarray(0, max);
}

/**
 * A JPEG's size when it is one the `work` upload wrote: no application segment but JFIF (so no EXIF, no
 * GPS position, no XMP) and its long side within the limit. Null for anything else.
 *
 * @example cleanJpegSize(await readFile('photo.jpg')) // { width: 2000, height: 1500 }
 */
export function cleanJpegSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    const length = bytes.readUInt16BE(at + 2);
    // APP1–APP15 carry metadata (EXIF, XMP, ICC, vendor notes): a photo of working has none.
    if (marker >= 0xe1 && marker <= 0xef) return null;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const height = bytes.readUInt16BE(at + 5);
      const width = bytes.readUInt16BE(at + 7);
      if (width < 1 || height < 1 || Math.max(width, height) > workPhotoLongSide) return null;
      return { width, height };
    }
    at += 2 + length;
  }
  return null;
}

/** The stored upload at `path` as a photo of working, or null when it is not one (another kind, gone). */
export async function readWorkUpload(files: FileStore, path: string): Promise<WorkUpload | null> {
  const file = await files.resolve(path);
  if (!file) return null;
  if (file.ext === 'pdf') return { kind: 'pdf' };
  if (file.ext !== 'jpg') return null;
  const size = cleanJpegSize(await head(file.open({ start: 0, end: Math.min(file.size, 65_536) - 1 }), 65_536));
  return size ? { kind: 'image', ...size } : null;
}

/** Whether the stored upload at `path` is a PNG (a teacher's marked copy). */
export async function isStoredPng(files: FileStore, path: string): Promise<boolean> {
  const file = await files.resolve(path);
  return file?.ext === 'png';
}
