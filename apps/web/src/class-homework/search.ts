/** A homework id as the server issues them (a UUID), possibly pasted with spaces around it. */
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What the HW ID search box holds: an id to open directly, or a name fragment to search for.
 *
 * @example parseHomeworkSearch(' 0b8e…-… ') // { kind: 'id', id: '0b8e…-…' }
 */
export function parseHomeworkSearch(text: string): { kind: 'id'; id: string } | { kind: 'name'; name: string } {
  const trimmed = text.trim();
  if (uuid.test(trimmed)) return { kind: 'id', id: trimmed.toLowerCase() };
  return { kind: 'name', name: trimmed };
}

/** The students of a roster who may still be published to (not published yet). */
export function publishable<T extends { published: boolean; student: { _id: string } }>(list: T[]): string[] {
  return list.filter((e) => !e.published).map((e) => e.student._id);
}

/** The exercises to take back for an "Unpublish all". */
export function publishedExercises<T extends { published: boolean; exerciseId: string | null }>(list: T[]): string[] {
  return list.filter((e) => e.published && e.exerciseId).map((e) => e.exerciseId as string);
}
