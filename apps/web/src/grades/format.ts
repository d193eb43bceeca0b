import {
  chineseGradeScale,
  type GradeBand,
  type GradeCategoryKind,
  letterGradeScale,
  roundTo,
} from '@quanta/grading/course-grade';

/** A category as the screens show it: a kind, and a name for the school's own. */
export interface CategoryLike {
  _id?: string;
  kind: GradeCategoryKind | string;
  name: string;
  weight: number;
}

/** The admin's starting points for the scale: letters A–F, or the bands 优 to 不及格. */
export const scalePresets = { letters: letterGradeScale, bands: chineseGradeScale } as const;

/**
 * A number as the gradebook writes points: at most two decimals, no trailing zeros.
 *
 * @example pointsText(7.5) // '7.5'
 */
export const pointsText = (n: number) => String(roundTo(n, 2));

/**
 * A category's name: its own name when it has one (the school's own), else its kind's, as `kindName` words it.
 *
 * @example categoryName({ kind: 'quiz', name: '', weight: 20 }, (k) => k) // 'quiz'
 */
export const categoryName = (c: Pick<CategoryLike, 'kind' | 'name'>, kindName: (kind: string) => string) =>
  c.name.trim() !== '' ? c.name : kindName(c.kind);

/**
 * Each category's share of the course grade, whole percents: its weight over the weights added up (all 0
 * when they add up to nothing).
 *
 * @example weightShares([{ weight: 50 }, { weight: 20 }, { weight: 30 }]) // [50, 20, 30]
 */
export function weightShares(categories: readonly { weight: number }[]): number[] {
  const sum = categories.reduce((total, c) => total + Math.max(0, c.weight || 0), 0);
  return categories.map((c) => (sum > 0 ? Math.round((100 * Math.max(0, c.weight || 0)) / sum) : 0));
}

/** A band list for the form: a copy, so editing it leaves the preset alone. */
export const bandsOf = (scale: readonly GradeBand[]): GradeBand[] => scale.map((b) => ({ label: b.label, min: b.min }));

/**
 * Which preset a scale is, if any: 'letters', 'bands' or null.
 *
 * @example presetOf([{ label: 'A', min: 90 }, …]) // 'letters'
 */
export function presetOf(scale: readonly GradeBand[]): keyof typeof scalePresets | null {
  const same = (a: readonly GradeBand[]) =>
    a.length === scale.length && a.every((b, i) => b.label === scale[i]!.label && b.min === scale[i]!.min);
  if (same(letterGradeScale)) return 'letters';
  if (same(chineseGradeScale)) return 'bands';
  return null;
}

/**
 * A new band under the last: halfway between the last band's min and 0, the last band moved up to it.
 * Keeps the list valid (descending, the last at 0) as bands are added.
 */
export function withBandAdded(bands: readonly GradeBand[]): GradeBand[] {
  if (bands.length === 0) return [{ label: '', min: 0 }];
  const list = bands.map((b) => ({ ...b }));
  const before = list.length > 1 ? list[list.length - 2]!.min : 100;
  const last = list[list.length - 1]!;
  last.min = Math.max(1, Math.round(before / 2));
  return [...list, { label: '', min: 0 }];
}

/** Removes the band at `index`; the new last band starts at 0. */
export function withBandRemoved(bands: readonly GradeBand[], index: number): GradeBand[] {
  const list = bands.filter((_, i) => i !== index).map((b) => ({ ...b }));
  if (list.length > 0) list[list.length - 1]!.min = 0;
  return list;
}
