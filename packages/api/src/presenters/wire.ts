import { z } from 'zod';

/**
 * The named shapes of the wire (User, Class, Question, …): the API reference lists each once under
 * `components/schemas` and every answer that holds one refers to it.
 */
export const wireShapes = z.registry<{ id: string }>();

/** The named shapes in the order they were named. */
export const namedShapes: z.ZodType[] = [];

/** A shape the API reference names; the name is how a generated client calls its type. */
export function named<S extends z.ZodType>(id: string, schema: S): S {
  wireShapes.add(schema, { id });
  namedShapes.push(schema);
  return schema;
}

/**
 * An object on the wire names every field it may hold: a field beyond them fails the output check and the
 * contract tests (`additionalProperties: false` in the document).
 */
export const wire = z.strictObject;

/** An instant as the wire writes it: `2026-11-27T07:11:04.000Z` (`isoTime`). */
export const instant = z.iso.datetime();
/** A calendar day (`2026-11-27`), or '' when none is set. */
export const dayOrBlank = z.union([z.iso.date(), z.literal('')]);
/** A count or a position. */
export const count = z.number().int().nonnegative();

/** A page of a list: `{list, total}`, `total` counting every row the filter matches. */
export const listOf = <S extends z.ZodType>(item: S) => wire({ list: z.array(item), total: count });

/** What a delete answers: the id of the record it took away. */
export const deletedShape = named('Deleted', wire({ id: z.string() }));
