import type { SessionRow } from '@quanta/db';
import { isoTime } from './time';

/** A signed-in device as the profile lists it; `current` marks the caller's own. */
export function presentSession(row: SessionRow, currentId: string | null) {
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
