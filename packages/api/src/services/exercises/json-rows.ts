import { type Column, getTableName, type SQL, sql } from 'drizzle-orm';

/**
 * Rows read as JSON arrays: a statement answers one row where each joined or repeated part is one
 * `json_build_array` (or a `json_agg` of them), decoded here by each Drizzle column's own mapping, so
 * the result is what a joined select would have mapped. For the reads every student makes (the runner,
 * the classroom), where wide repeated rows and PGlite's planning of many-table joins cost most.
 */
export type Entries = [string, Column][];

/**
 * A column named with its table: Drizzle leaves the table out in a statement without joins, where a
 * subquery's columns would then be taken for the outer table's.
 */
export const col = (c: Column) => sql`${sql.identifier(getTableName(c.table))}.${sql.identifier(c.name)}`;

/** `json_build_array` of the columns, then of `extra`: one JSON value where a row would send a column each. */
export const jsonArray = (entries: Entries, extra: SQL[] = []) =>
  sql`json_build_array(${sql.join([...entries.map(([, c]) => col(c)), ...extra], sql`, `)})`;

/** The columns `entries` of `values` from `offset`, each decoded as Drizzle decodes it (timestamps to dates). */
export function decode(entries: Entries, values: unknown[], offset = 0): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (let i = 0; i < entries.length; i++) {
    const [key, column] = entries[i]!;
    const value = values[offset + i];
    // JSON columns arrive parsed already; a JSON string value must not be parsed again.
    row[key] =
      value === null || value === undefined || column.columnType === 'PgJsonb'
        ? value
        : column.mapFromDriverValue(value);
  }
  return row;
}

/** A JSON value as the driver handed it over: parsed already, or as text. */
export const parsed = (json: unknown) => (typeof json === 'string' ? JSON.parse(json) : json) as unknown[] | null;
