import type { EmailGroupRow, EmailRecordRow } from '@quanta/db';
import { isoTime } from './time';
import { presentPerson } from './user';

/** §3 Email record: the addresses as typed, the groups with their names, status 0-3. */
export function presentEmailRecord(row: EmailRecordRow) {
  return {
    _id: row.id,
    title: row.title,
    recipient: row.recipients,
    emailGroup: row.groups,
    createdAt: isoTime(row.createdAt),
    status: row.status,
  };
}

/** §3 Email group: `recipient` lists the members' user ids. */
export function presentEmailGroup(row: EmailGroupRow, memberIds: string[]) {
  return { _id: row.id, name: row.name, recipient: memberIds, count: memberIds.length };
}

/** A group member (or a candidate) as the pickers show them. */
export function presentMember(user: { id: string; name: string; email: string; role: string }) {
  return { ...presentPerson(user), role: user.role };
}
