import type { SessionRow } from '@quanta/db';

/** A signed-in device as the profile lists it; `current` marks the caller's own. */
export function presentSession(row: SessionRow, currentId: string | null) {
  return {
    _id: row.id,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    userAgent: row.userAgent,
    ip: row.ip,
    current: row.id === currentId,
  };
}
