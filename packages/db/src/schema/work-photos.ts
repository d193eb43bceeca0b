import { bigint, index, integer, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, primaryId, timestamptz } from './columns';
import { exercises } from './exercises';
import { users } from './users';

/**
 * A photo (or PDF) of a student's working attached to one answer of an exercise, or to the exercise as a whole
 * (`questionId` null, when the homework allows it). The original is kept as uploaded (downscaled, its metadata
 * removed); a teacher's marked-up copy sits beside it in `markedPath`. Removed with the exercise.
 */
export const workPhotos = pgTable(
  'work_photos',
  {
    id: primaryId(),
    exerciseId: belongsTo('exercise_id', () => exercises.id),
    /** The question the working belongs to; null: the homework as a whole. */
    questionId: uuid('question_id'),
    /** Order within its answer, 1-based. */
    position: smallint('position').notNull(),
    /** 'image' or 'pdf'. */
    kind: text('kind').notNull(),
    /** The stored file (an upload path under /uploads/), counted in the student's quota. */
    path: text('path').notNull(),
    /** The file's original name as the student's device gave it. */
    name: text('name').notNull().default(''),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    width: integer('width'),
    height: integer('height'),
    /** Clockwise quarter turns the teacher applied for viewing: 0, 90, 180 or 270. */
    rotation: smallint('rotation').notNull().default(0),
    /** The teacher's marked-up copy (a PNG upload); null until marked. */
    markedPath: text('marked_path'),
    markedAt: timestamptz('marked_at'),
    markedBy: uuid('marked_by').references(() => users.id, { onDelete: 'set null' }),
    /** The runner's key for this photo, so a retried upload from the answer outbox stores it once. */
    clientKey: text('client_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('work_photos_exercise_idx').on(t.exerciseId, t.questionId, t.position),
    uniqueIndex('work_photos_client_key').on(t.exerciseId, t.clientKey),
  ],
);

export type WorkPhotoRow = typeof workPhotos.$inferSelect;
