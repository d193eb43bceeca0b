/**
 * What `/api/file/upload` takes: the `type` field picks the kind (absent or 1 image, 2 a question batch
 * workbook, 3 video, 4 a photo or PDF of a student's working, 5 a document for a class announcement); the
 * content must be of that kind and no larger than its limit.
 */
export const uploadKinds = {
  image: { type: 1, maxBytes: 10 * 1024 * 1024, label: 'PNG, JPEG, GIF or WebP image' },
  xlsx: { type: 2, maxBytes: 10 * 1024 * 1024, label: 'Excel (.xlsx) workbook' },
  video: { type: 3, maxBytes: 200 * 1024 * 1024, label: 'MP4, WebM, Ogg or QuickTime video' },
  work: { type: 4, maxBytes: 20 * 1024 * 1024, label: 'JPEG, PNG or WebP photo, or PDF' },
  document: { type: 5, maxBytes: 20 * 1024 * 1024, label: 'PDF, image, Word, Excel or PowerPoint file' },
} as const;
export type UploadKind = keyof typeof uploadKinds;

const MB = 1024 * 1024;
/**
 * Bytes of uploads one account may keep: students and parents attach pictures to answers, teachers
 * (admins included) also store workbooks and class videos.
 */
export const uploadQuotaBytes = { Student: 50 * MB, Parent: 50 * MB, Teacher: 5 * 1024 * MB } as const;
/** An upload that sends nothing for this long is ended (408), and every upload within this time. */
export const uploadIdleMs = 30_000;
export const uploadTotalMs = 30 * 60_000;

/** The kind a `type` field names; undefined for a value that names none. */
export function uploadKindOf(type: string | undefined): UploadKind | undefined {
  const value = (type ?? '').trim();
  if (value === '' || value === '1') return 'image';
  if (value === '2') return 'xlsx';
  if (value === '3') return 'video';
  if (value === '4') return 'work';
  if (value === '5') return 'document';
  return undefined;
}

/** What the editor's file pickers accept (the server checks the content anyway). */
export const uploadAccept = {
  image: 'image/png,image/jpeg,image/gif,image/webp',
  xlsx: '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  video: 'video/mp4,video/webm,video/ogg,video/quicktime',
  work: 'image/jpeg,image/png,image/webp,application/pdf',
  document:
    'application/pdf,image/png,image/jpeg,image/gif,image/webp,.docx,.xlsx,.pptx,' +
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document,' +
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,' +
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
} as const;
