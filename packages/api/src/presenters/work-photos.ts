import type { WorkPhotoRow } from '@quanta/db';
import { z } from 'zod';
import { isoOrNull, isoTime } from './time';
import { count, instant, named, wire } from './wire';

/**
 * A photo (or PDF) of a student's working: the original as stored on upload (upright, downscaled, no
 * metadata), the teacher's quarter turn for viewing, and the marked copy beside it once there is one.
 */
export const workPhotoShape = named(
  'WorkPhoto',
  wire({
    _id: z.string(),
    exerciseId: z.string(),
    /** The free-response question it belongs to; null: the homework as a whole. */
    questionId: z.string().nullable(),
    /** Order within its answer, from 1. */
    position: count,
    kind: z.enum(['image', 'pdf']),
    url: z.string(),
    name: z.string(),
    bytes: count,
    width: count.nullable(),
    height: count.nullable(),
    /** Clockwise degrees to turn it by for viewing. */
    rotation: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]),
    markedUrl: z.string().nullable(),
    markedAt: instant.nullable(),
    createdAt: instant,
  }),
);
export type WorkPhotoWire = z.infer<typeof workPhotoShape>;

export function presentWorkPhoto(row: WorkPhotoRow): WorkPhotoWire {
  return {
    _id: row.id,
    exerciseId: row.exerciseId,
    questionId: row.questionId,
    position: row.position,
    kind: row.kind === 'pdf' ? 'pdf' : 'image',
    url: row.path,
    name: row.name,
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    rotation: ([0, 90, 180, 270] as const).find((r) => r === row.rotation) ?? 0,
    markedUrl: row.markedPath,
    markedAt: isoOrNull(row.markedAt),
    createdAt: isoTime(row.createdAt),
  };
}
