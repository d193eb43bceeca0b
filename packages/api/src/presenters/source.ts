import type { SourceRow } from '@quanta/db';
import { z } from 'zod';
import { named, wire } from './wire';

/** A source as lists, pickers and a class's `source` list show it. */
export const sourceShape = named('Source', wire({ _id: z.string(), name: z.string(), expired: z.boolean() }));

/** A source named in a setting. */
export const sourceNameShape = named('SourceName', wire({ _id: z.string(), name: z.string() }));

/** A source as lists, pickers and a class's `source` list show it. */
export function presentSource(row: SourceRow): z.infer<typeof sourceShape> {
  return { _id: row.id, name: row.name, expired: row.expired };
}

/** A source named in a setting: `_id` and name. */
export function presentSourceName(s: { id: string; name: string }): z.infer<typeof sourceNameShape> {
  return { _id: s.id, name: s.name };
}
