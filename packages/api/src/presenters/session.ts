import type { SessionRow } from '@quanta/db';
import { z } from 'zod';
import { isoTime } from './time';
import { instant, named, wire } from './wire';

/** A signed-in device as the profile lists it; `current` marks the caller's own. */
export const sessionShape = named(
  'Session',
  wire({
    _id: z.string(),
    createdAt: instant,
    lastSeenAt: instant,
    expiresAt: instant,
    userAgent: z.string(),
    ip: z.string(),
    current: z.boolean(),
  }),
);

/** A signed-in device as the profile lists it; `current` marks the caller's own. */
export function presentSession(row: SessionRow, currentId: string | null): z.infer<typeof sessionShape> {
  return {
    _id: row.id,
    createdAt: isoTime(row.createdAt),
    lastSeenAt: isoTime(row.lastSeenAt),
    expiresAt: isoTime(row.expiresAt),
    userAgent: row.userAgent,
    ip: row.ip,
    current: row.id === currentId,
  };
}
