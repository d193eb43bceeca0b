import { z } from 'zod';
import { id, str, text } from './common';

/** Bounds of photos of working. */
export const workPhotoLimits = {
  /** Photos or PDFs per answer (a question's, or the homework's as a whole). */
  perAnswer: 5,
  name: 200,
  clientKey: 100,
} as const;

/** The quarter turns a teacher may give a photo, clockwise. */
export const workPhotoRotations = [0, 90, 180, 270] as const;

/** An upload's public path as `/api/file/upload` answers it. */
const uploadPath = str()
  .max(200, { error: 'must be at most 200 characters' })
  .regex(/^\/uploads\/\d{4}\/\d{2}\/[A-Za-z0-9_-]{1,64}\.[a-z0-9]{2,5}$/, { error: 'must be an uploaded file path' });

/** Attach an uploaded photo or PDF to an answer (`questionId`), or to the homework as a whole (null). */
export const attachWorkPhotoInput = z.object({
  exerciseId: id,
  questionId: id.nullish().transform((v) => v ?? null),
  path: uploadPath,
  name: text(workPhotoLimits.name),
  clientKey: str()
    .trim()
    .min(1, { error: 'is required' })
    .max(workPhotoLimits.clientKey, { error: `must be at most ${workPhotoLimits.clientKey} characters` }),
});
export type AttachWorkPhotoInput = z.infer<typeof attachWorkPhotoInput>;

export const workPhotoIdInput = z.object({ photoId: id });

/** The photos of one exercise. */
export const workPhotosInput = z.object({ exerciseId: id });

export const rotateWorkPhotoInput = z.object({
  photoId: id,
  rotation: z.coerce
    .number({ error: 'must be a number' })
    .refine((v) => (workPhotoRotations as readonly number[]).includes(v), { error: 'must be 0, 90, 180 or 270' }),
});

/** The teacher's marked copy of a photo: a PNG the teacher uploaded. */
export const markWorkPhotoInput = z.object({ photoId: id, path: uploadPath });
