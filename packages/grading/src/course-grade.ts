/**
 * The course grade: one rule for the gradebook, its exports, the family's grades view, the term report and
 * the digest. Pure; times are instants (Date or ISO text).
 *
 * - A homework is worth P points: its own `points`, else one per question that scores.
 * - An exercise earns P × f × late factor, f the credit of the counted attempt over its questions that score
 *   (the best or the last of the kept attempts and the current one once handed in).
 * - Handed in after the due date: days = ceil(late / 24 h), factor = max(0, 1 − days × penalty / 100).
 * - A homework counts once handed in or corrected, or once its due date has passed (unanswered work 0).
 * - A category's percent is Σ earned / Σ P of its counted homework; the course percent the weighted mean of
 *   the categories that hold counted work; the letter the first band of the scale whose min ≤ the percent.
 */

/** A grade category of a class: `kind` 'homework', 'quiz', 'exam' or 'custom'. */
export const gradeCategoryKinds = ['homework', 'quiz', 'exam', 'custom'] as const;
export type GradeCategoryKind = (typeof gradeCategoryKinds)[number];

/** Which attempt counts when a homework allows several. */
export const attemptsCountedModes = ['best', 'last'] as const;
export type AttemptsCounted = (typeof attemptsCountedModes)[number];

/** The categories a class has until its teacher saves its own: homework 50, quiz 20, exam 30. */
export const defaultGradeCategories: readonly { kind: GradeCategoryKind; weight: number }[] = [
  { kind: 'homework', weight: 50 },
  { kind: 'quiz', weight: 20 },
  { kind: 'exam', weight: 30 },
];

/** A band of a grade scale: the label given from `min` percent up. */
export interface GradeBand {
  label: string;
  min: number;
}

/** The letter scale, A ≥ 90 to F. */
export const letterGradeScale: readonly GradeBand[] = [
  { label: 'A', min: 90 },
  { label: 'B', min: 80 },
  { label: 'C', min: 70 },
  { label: 'D', min: 60 },
  { label: 'F', min: 0 },
];

/** The Chinese band scale, 优 ≥ 90 to 不及格. */
export const chineseGradeScale: readonly GradeBand[] = [
  { label: '优', min: 90 },
  { label: '良', min: 80 },
  { label: '中', min: 70 },
  { label: '及格', min: 60 },
  { label: '不及格', min: 0 },
];

/** The scale a school has until its admin sets one. */
export const defaultGradeScale = letterGradeScale;

type Instant = Date | string | null | undefined;

const timeOf = (at: Instant): number | null => {
  if (at === null || at === undefined) return null;
  const ms = typeof at === 'string' ? Date.parse(at) : at.getTime();
  return Number.isNaN(ms) ? null : ms;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Rounds to `places` decimals (half away from zero, as a reader expects). */
export const roundTo = (x: number, places: number) => {
  const f = 10 ** places;
  return Math.sign(x) * (Math.round(Math.abs(x) * f + Number.EPSILON) / f);
};

/**
 * A homework's points: its own, else one per question that scores.
 *
 * @example homeworkPoints({ points: null, questionCount: 8 }) // 8
 */
export const homeworkPoints = (h: { points: number | null; questionCount: number }) => h.points ?? h.questionCount;

/**
 * Whole days late (a part of a day counts whole) and the percent of the grade lost, capped at 100; none
 * without a due date, a hand-in time or a penalty.
 *
 * @example lateness('2026-03-03T10:00Z', '2026-03-01T12:00Z', 10) // { days: 2, lostPercent: 20 }
 */
export function lateness(
  handedInAt: Instant,
  dueDate: Instant,
  penaltyPercent: number,
): { days: number; lostPercent: number } {
  const handed = timeOf(handedInAt);
  const due = timeOf(dueDate);
  if (handed === null || due === null || handed <= due) return { days: 0, lostPercent: 0 };
  const days = Math.ceil((handed - due) / DAY_MS);
  return { days, lostPercent: Math.min(100, days * Math.max(0, penaltyPercent)) };
}

/** One attempt's result: credit earned of the questions that could score, and when it was handed in. */
export interface AttemptResult {
  earned: number;
  possible: number;
  finishedAt: Instant;
}

/** What the rule reads of a homework. */
export interface HomeworkGrading {
  /** The homework's own points; null: one per question that scores. */
  points: number | null;
  /** Its questions that score. */
  questionCount: number;
  dueDate: Instant;
  latePenaltyPercent: number;
  attemptsCounted: AttemptsCounted | string;
}

/** What the rule reads of a student's exercise of the homework. */
export interface ExerciseGrading {
  /** The current attempt is handed in (or the exam's time ran out), or the teacher finished correcting it. */
  handedIn: boolean;
  /** The current attempt's credit and questions that score, and when it was handed in. */
  current: AttemptResult;
  /** Earlier attempts kept when the student started another. */
  kept: readonly AttemptResult[];
  /** The attempt under way or last made (1-based). */
  attempt: number;
}

/** One cell of the grade: the homework's points, what the student earned (null: does not count yet). */
export interface CellGrade {
  points: number;
  /** Points earned after the late penalty; null while the homework does not count yet. */
  earned: number | null;
  /** Percent of the grade lost for lateness (0 to 100). */
  latePercent: number;
  /** Attempts made (the current one included). */
  attempts: number;
}

const fractionOf = (a: AttemptResult) => (a.possible > 0 ? Math.min(1, Math.max(0, a.earned / a.possible)) : 0);

/**
 * A student's cell of one homework at `now`: the attempt that counts (the best, by points after the late
 * penalty, or the last handed in), its points after the penalty, and the percent lost for lateness. No
 * exercise, or nothing handed in: counts 0 once the due date has passed (with the credit already earned
 * on the attempt under way), and not at all before.
 */
export function cellGrade(homework: HomeworkGrading, exercise: ExerciseGrading | null, now: Instant): CellGrade {
  const points = homeworkPoints(homework);
  const attempts = exercise?.attempt ?? 0;
  const candidates = [...(exercise?.kept ?? []), ...(exercise?.handedIn ? [exercise.current] : [])];
  if (candidates.length === 0) {
    const due = timeOf(homework.dueDate);
    const at = timeOf(now);
    if (due === null || at === null || at <= due) return { points, earned: null, latePercent: 0, attempts };
    const f = exercise ? fractionOf(exercise.current) : 0;
    return { points, earned: roundTo(points * f, 2), latePercent: 0, attempts };
  }
  const scored = candidates.map((a) => {
    const { lostPercent } = lateness(a.finishedAt, homework.dueDate, homework.latePenaltyPercent);
    return { earned: points * fractionOf(a) * (1 - lostPercent / 100), lostPercent };
  });
  const counted =
    homework.attemptsCounted === 'last'
      ? scored[scored.length - 1]!
      : scored.reduce((best, s) => (s.earned > best.earned ? s : best));
  return { points, earned: roundTo(counted.earned, 2), latePercent: counted.lostPercent, attempts };
}

/** A category as the course grade weighs it. */
export interface WeightedCategory {
  id: string;
  weight: number;
}

/** A cell in its category, as the course grade adds it up. */
export interface CategorisedCell {
  categoryId: string;
  points: number;
  earned: number | null;
}

/** A student's course grade: the course percent (null: nothing counts yet) and each category's. */
export interface CourseGrade {
  percent: number | null;
  categories: { categoryId: string; percent: number | null }[];
}

/**
 * The course grade from a student's cells: each category's percent (Σ earned / Σ points of its counted
 * cells, one decimal) and the weighted mean of those that hold counted work (one decimal), null when
 * nothing counts or their weights add up to 0.
 *
 * @example courseGrade([{ id: 'h', weight: 1 }], [{ categoryId: 'h', points: 4, earned: 3 }]).percent // 75
 */
export function courseGrade(categories: readonly WeightedCategory[], cells: readonly CategorisedCell[]): CourseGrade {
  const sums = new Map<string, { earned: number; points: number }>();
  for (const c of cells) {
    if (c.earned === null || c.points <= 0) continue;
    const s = sums.get(c.categoryId) ?? { earned: 0, points: 0 };
    s.earned += c.earned;
    s.points += c.points;
    sums.set(c.categoryId, s);
  }
  let weighted = 0;
  let weights = 0;
  const percents = categories.map((cat) => {
    const s = sums.get(cat.id);
    if (!s) return { categoryId: cat.id, percent: null };
    const exact = (100 * s.earned) / s.points;
    weighted += Math.max(0, cat.weight) * exact;
    weights += Math.max(0, cat.weight);
    return { categoryId: cat.id, percent: roundTo(exact, 1) };
  });
  return { percent: weights > 0 ? roundTo(weighted / weights, 1) : null, categories: percents };
}

/**
 * The label of a percent on a scale: the first band whose min is at most the percent (bands in
 * descending order); null for no percent.
 *
 * @example letterOf(letterGradeScale, 84.5) // 'B'
 */
export function letterOf(scale: readonly GradeBand[], percent: number | null): string | null {
  if (percent === null) return null;
  const band = scale.find((b) => b.min <= percent);
  return band ? band.label : (scale[scale.length - 1]?.label ?? null);
}
