import type { MessageKey, UploadKind } from '@quanta/validators';
import type { FileTypeResult } from 'file-type';

/**
 * The extension a file is stored under, from what its content is (never from its name): only the
 * formats each kind allows. SVG is no image here: it can carry script.
 */
const accepted: Record<UploadKind, Record<string, string>> = {
  image: { png: 'png', apng: 'png', jpg: 'jpg', gif: 'gif', webp: 'webp' },
  video: { mp4: 'mp4', m4v: 'mp4', webm: 'webm', ogv: 'ogv', ogg: 'ogv', mov: 'mov' },
  xlsx: { xlsx: 'xlsx' },
  // A photo of working is decoded and stored again as JPEG (work-image.ts); a PDF as sent.
  work: { png: 'png', jpg: 'jpg', webp: 'webp', pdf: 'pdf' },
  document: {
    pdf: 'pdf',
    png: 'png',
    apng: 'png',
    jpg: 'jpg',
    gif: 'gif',
    webp: 'webp',
    docx: 'docx',
    xlsx: 'xlsx',
    pptx: 'pptx',
  },
};

export const wrongContent: Record<UploadKind, MessageKey> = {
  image: 'uploadNotImage',
  video: 'uploadNotVideo',
  xlsx: 'uploadNotExcel',
  work: 'uploadNotWork',
  document: 'uploadNotDocument',
};

export function storedExtension(kind: UploadKind, detected: FileTypeResult | undefined): string | undefined {
  return detected ? accepted[kind][detected.ext] : undefined;
}
