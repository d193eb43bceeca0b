/**
 * Numbers for the factories' names (`Question 3`, `student3-…@example.com`). A worker runs many files
 * (`isolate: false`), so each file starts its numbers again from 1 (`per-file.ts`): a file reads the same
 * names whichever files ran before it.
 */
const sequences = new Set<{ n: number }>();

/** A counter answering 1, 2, 3, … from the start of each test file. */
export function sequence(): () => number {
  const s = { n: 0 };
  sequences.add(s);
  return () => {
    s.n += 1;
    return s.n;
  };
}

export function restartSequences(): void {
  for (const s of sequences) s.n = 0;
}
