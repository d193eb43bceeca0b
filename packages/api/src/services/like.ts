/** A user's search text as a `LIKE` pattern that matches it anywhere, wildcards taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
