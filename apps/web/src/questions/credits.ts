/**
 * Moodle's list of answer credits (fractions of the question's marks): what an answer may earn. A wrong
 * choice of a multi select may take credit away (the negatives); the question's score is floored at 0.
 */
export const creditFractions = [
  1, 0.9, 0.8333333, 0.8, 0.75, 0.7, 0.6666667, 0.6, 0.5, 0.4, 0.3333333, 0.3, 0.25, 0.2, 0.1666667, 0.1428571, 0.125,
  0.1111111, 0.1, 0.05, 0,
] as const;

const close = (a: number, b: number) => Math.abs(a - b) < 1e-4;

/** The listed fractions, with their negatives (-5 % … -100 %) when `negatives`. */
export function creditList(negatives: boolean): number[] {
  const positives: number[] = [...creditFractions];
  if (!negatives) return positives;
  return [
    ...positives,
    ...positives
      .filter((f) => f > 0)
      .map((f) => -f)
      .reverse(),
  ];
}

/**
 * A fraction as a percentage with at most three decimals.
 *
 * @example creditPercent(0.3333333) // '33.333 %'
 */
export function creditPercent(fraction: number): string {
  return `${Number((fraction * 100).toFixed(3))} %`;
}

/**
 * The options of a credit select: the list, plus `current` where it is not one of them (an imported
 * fraction kept as it is). Values are the fractions as strings; the listed one close to `current` is used.
 */
export function creditOptions(negatives: boolean, current: number): { value: string; label: string }[] {
  const list = creditList(negatives || current < 0);
  const all = list.some((f) => close(f, current)) ? list : [...list, current].sort((a, b) => b - a);
  return all.map((f) => ({ value: String(f), label: creditPercent(f) }));
}

/** The select's value for a fraction: the listed fraction close to it, else the fraction itself. */
export function creditValue(fraction: number): string {
  const listed = creditList(true).find((f) => close(f, fraction));
  return String(listed ?? fraction);
}

/**
 * Each of `count` correct choices' equal share of full credit, as Moodle lists it (1/3 → 0.3333333).
 *
 * @example shareOf(4) // 0.25
 */
export function shareOf(count: number): number {
  if (count <= 0) return 0;
  return creditList(false).find((f) => close(f, 1 / count)) ?? Number((1 / count).toFixed(7));
}

/** Whether two fractions are the same credit (to Moodle's seven decimals). */
export const sameCredit = close;
