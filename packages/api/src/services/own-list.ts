import type { Language } from '@quanta/validators';
import { and, eq, ilike } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { containsPattern } from './like';

/**
 * The filter of a teacher's own list (My Classes, My HomeWorks, My Questions): their rows, in the language
 * asked for if any, whose name contains the text asked for if any.
 */
export const ownListWhere = (
  table: { teacherId: PgColumn; language: PgColumn; name: PgColumn },
  teacherId: string,
  input: { name: string; language?: Language },
) =>
  and(
    eq(table.teacherId, teacherId),
    input.language ? eq(table.language, input.language) : undefined,
    input.name ? ilike(table.name, containsPattern(input.name)) : undefined,
  );
