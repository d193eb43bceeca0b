/**
 * A matching or cloze answer as stored: a JSON array of strings, one per prompt or part. Null when the
 * text is no such array.
 *
 * @example readAnswerList('["3.5 m", "B", "toad"]') // ['3.5 m', 'B', 'toad']
 */
export function readAnswerList(answer: string): string[] | null {
  let value: unknown;
  try {
    value = JSON.parse(answer);
  } catch {
    return null;
  }
  return Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : null;
}

/** The entries of an answer list for `count` prompts or parts, '' for each missing or unreadable one. */
export const answerEntries = (answer: string, count: number): string[] => {
  const list = readAnswerList(answer) ?? [];
  return Array.from({ length: count }, (_, i) => list[i] ?? '');
};
