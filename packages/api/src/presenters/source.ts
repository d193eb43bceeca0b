import type { SourceRow } from '@quanta/db';

/** A source as lists, pickers and a class's `source` list show it. */
export function presentSource(row: SourceRow) {
  return { _id: row.id, name: row.name, expired: row.expired };
}

/** A source named in a setting: `_id` and name. */
export function presentSourceName(s: { id: string; name: string }) {
  return { _id: s.id, name: s.name };
}
