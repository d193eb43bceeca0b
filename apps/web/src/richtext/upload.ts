import type { UploadKind } from '../session/upload';

/** The kinds the rich-text editor places in a document. */
export type MediaKind = Extract<UploadKind, 'image' | 'video'>;

/** What the file picker offers for each kind. */
export const acceptOf: Record<MediaKind, string> = { image: 'image/*', video: 'video/*' };

export function matchesKind(file: Blob, kind: MediaKind): boolean {
  return file.type.startsWith(`${kind}/`);
}
