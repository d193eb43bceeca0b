import seedrandom from 'seedrandom';

/** A list in an order of its own for one seed (Fisher–Yates on seedrandom): the same seed, the same order. */
export function shuffled<T>(list: readonly T[], seed: string): T[] {
  const out = [...list];
  const random = seedrandom(seed);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
