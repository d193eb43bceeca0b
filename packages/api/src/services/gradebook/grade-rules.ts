import { createHash } from 'node:crypto';
import {
  type CellGrade,
  cellGrade,
  courseGrade,
  defaultGradeCategories,
  defaultGradeScale,
  type GradeBand,
  letterOf,
} from '@quanta/grading/course-grade';
import type { CellState } from '../../presenters/gradebook';
import type { CellRow, GradeHomework } from './grade-data';

/** The `site_settings` key of the school's grade scale. */
export const gradeScaleKey = 'gradeScale';

/** A grade category of a class as the grade weighs it (`stored` false: a default not saved yet). */
export interface GradeCategory {
  id: string;
  kind: string;
  name: string;
  weight: number;
}

/**
 * The id of a class's default category of `kind`, the same before and after it is stored: the defaults
 * are created with these ids on the class's first save, so a screen may name them before.
 */
export function defaultCategoryId(classId: string, kind: string): string {
  const hex = createHash('md5').update(`grade-category:${classId}:${kind}`).digest('hex').split('');
  hex[12] = '5';
  hex[16] = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

/** The class's default categories: homework 50, quiz 20, exam 30. */
export const defaultCategoriesOf = (classId: string): GradeCategory[] =>
  defaultGradeCategories.map((c) => ({
    id: defaultCategoryId(classId, c.kind),
    kind: c.kind,
    name: '',
    weight: c.weight,
  }));

/** The class's stored categories, or its defaults while it has none. */
export const storedCategoriesOrDefaults = (classId: string, stored: GradeCategory[]) =>
  stored.length > 0 ? stored : defaultCategoriesOf(classId);

/** The scale as stored, when well formed (an admin's save is checked), else the default. */
export function storedScale(value: unknown): GradeBand[] {
  const bands = value && typeof value === 'object' && 'bands' in value ? (value as { bands: unknown }).bands : null;
  if (!Array.isArray(bands) || bands.length === 0) return [...defaultGradeScale];
  const ok = bands.every((b) => b && typeof b.label === 'string' && typeof b.min === 'number');
  return ok ? bands.map((b: GradeBand) => ({ label: b.label, min: b.min })) : [...defaultGradeScale];
}

/**
 * The category a class homework counts in: the one set on the class's list while it is one of the class's,
 * else the class's exam category for an exam and its homework category otherwise, else the first.
 */
export function categoryOf(h: Pick<GradeHomework, 'categoryId' | 'isExam'>, categories: GradeCategory[]): string {
  if (h.categoryId && categories.some((c) => c.id === h.categoryId)) return h.categoryId;
  const kind = h.isExam ? 'exam' : 'homework';
  return (categories.find((c) => c.kind === kind) ?? categories[0])?.id ?? '';
}

/** One student's cell of one homework: the answers' counts, the state and the grade. */
export interface GradedCell extends CellGrade {
  answered: number;
  correct: number;
  total: number;
  score: number;
  state: CellState;
  categoryId: string;
}

/** One student's grade in a class: their cells in the columns' order (null: not published to them) and the course grade. */
export interface StudentGrade {
  cells: (GradedCell | null)[];
  percent: number | null;
  letter: string | null;
  categories: { categoryId: string; percent: number | null }[];
}

/**
 * A student's cells and course grade from their cell rows (`cellsByStudent`): each exercise's counted
 * attempt, late penalty and points by the one rule (`@quanta/grading` course-grade). An attempt not
 * handed in counts, once the due date has passed, with the credit its student already sees.
 */
export function gradeStudent(
  homework: GradeHomework[],
  rows: Map<string, CellRow> | undefined,
  categories: GradeCategory[],
  scale: GradeBand[],
  now: Date,
): StudentGrade {
  const cells = homework.map((h): GradedCell | null => {
    const row = rows?.get(h.id);
    if (!row) return null;
    const [, total, answered, correct, score, state, scoreShown, attempt, handedInAt, kept] = row;
    const handedIn = state === 'finished' || state === 'corrected';
    const grade = cellGrade(
      {
        points: h.points,
        questionCount: h.questionCount,
        dueDate: h.dueDate,
        latePenaltyPercent: h.latePenaltyPercent,
        attemptsCounted: h.attemptsCounted,
      },
      {
        handedIn,
        current: { earned: Number(handedIn ? score : scoreShown), possible: total, finishedAt: handedInAt },
        kept: (kept ?? []).map(([, earned, possible, finishedAt]) => ({
          earned: Number(earned),
          possible: Number(possible),
          finishedAt,
        })),
        attempt,
      },
      now,
    );
    return { ...grade, answered, correct, total, score: Number(score), state, categoryId: categoryOf(h, categories) };
  });
  const course = courseGrade(
    categories,
    cells.flatMap((c) => (c ? [{ categoryId: c.categoryId, points: c.points, earned: c.earned }] : [])),
  );
  return { cells, percent: course.percent, letter: letterOf(scale, course.percent), categories: course.categories };
}

/** A category's name as the server's files print it: the teacher's, else its kind's word. */
export function categoryName(c: Pick<GradeCategory, 'kind' | 'name'>, lang: 'en' | 'zh' = 'en'): string {
  if (c.name) return c.name;
  const words = {
    en: { homework: 'Homework', quiz: 'Quiz', exam: 'Exam', custom: 'Other' },
    zh: { homework: '作业', quiz: '测验', exam: '考试', custom: '其他' },
  } as const;
  return words[lang][c.kind as keyof (typeof words)['en']] ?? c.kind;
}
