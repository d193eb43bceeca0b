/** A short answer as compared: without white space, and lower-cased unless case counts. */
const comparable = (text: string, caseSensitive: boolean) => {
  const bare = text.replace(/\s+/g, '');
  return caseSensitive ? bare : bare.toLowerCase();
};

/**
 * Whether a short answer matches an accepted one, Moodle's way: `*` in the accepted answer stands for
 * any text (`\*` for a star itself); white space is ignored, and case unless `caseSensitive`. Matched
 * left to right without regular expressions, so no pattern can make it slow.
 *
 * @example textMatches('*frog*', 'a Frog here', false) // true
 */
export function textMatches(accepted: string, answer: string, caseSensitive: boolean): boolean {
  const text = comparable(answer, caseSensitive);
  const pieces = comparable(accepted, caseSensitive)
    .split(/(?<!\\)\*/)
    .map((p) => p.replace(/\\\*/g, '*'));
  if (pieces.length === 1) return text === pieces[0];
  const first = pieces[0]!;
  const last = pieces[pieces.length - 1]!;
  if (text.length < first.length + last.length || !text.startsWith(first) || !text.endsWith(last)) return false;
  let at = first.length;
  const end = text.length - last.length;
  for (const middle of pieces.slice(1, -1)) {
    const found = text.indexOf(middle, at);
    if (found < 0 || found + middle.length > end) return false;
    at = found + middle.length;
  }
  return true;
}
