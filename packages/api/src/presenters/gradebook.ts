import type { ClassRow } from '@quanta/db';
import { z } from 'zod';
import { roundScore } from '../services/exercises/credit';
import type { GradeHomework } from '../services/gradebook/grade-data';
import type { GradeCategory, StudentGrade } from '../services/gradebook/grade-rules';
import { isoOrNull } from './time';
import { count, instant, named, wire } from './wire';

/** Where a student stands with one homework. */
const cellStates = ['notStarted', 'started', 'finished', 'corrected'] as const;

export type CellState = (typeof cellStates)[number];

/** A grade category of a class with its weight: kind 'homework', 'quiz', 'exam' or 'custom'. */
export const gradeCategoryShape = named(
  'GradeCategory',
  wire({ _id: z.string(), kind: z.string(), name: z.string(), weight: z.number().nonnegative() }),
);

/** A band of the school's grade scale: `label` from `min` percent up. */
export const gradeBandShape = named('GradeBand', wire({ label: z.string(), min: z.number().min(0).max(100) }));

/** A percent of the course grade (one decimal); null while nothing counts. */
const gradePercent = z.number().min(0).max(100).nullable();

/** A student's percent in one category (null: nothing of it counts yet). */
export const categoryPercentShape = named('CategoryPercent', wire({ categoryId: z.string(), percent: gradePercent }));

/**
 * The grade numbers of one student's homework: its points, what they earned (after the late penalty, two
 * decimals; null while it does not count yet: not handed in before its due date), the percent lost for
 * lateness and the attempts made.
 */
const cellGradeFields = {
  points: z.number().nonnegative(),
  earned: z.number().nonnegative().nullable(),
  latePercent: z.number().int().min(0).max(100),
  attempts: count,
};

/**
 * One student's cell of one homework column: answered and correct of the questions that can score
 * (`total`, descriptions left out), the score (the credits, partial ones included, two decimals, of
 * `total`), its state, and its grade numbers.
 */
const gradebookCellShape = wire({
  answered: count,
  correct: count,
  total: count,
  score: z.number().nonnegative(),
  state: z.enum(cellStates),
  ...cellGradeFields,
});

/** A homework column as every grade view names it: the homework, its category and its points. */
export const gradeColumnFields = {
  _id: z.string(),
  name: z.string(),
  isExam: z.boolean(),
  dueDate: instant.nullable(),
  categoryId: z.string(),
  points: z.number().nonnegative(),
};

/**
 * A class's gradebook (`presentGradebook`): homework columns in order (with their category and points),
 * then students by name, each with a cell per column (null: not published to them), their mean accuracy
 * (null: nothing finished), how many they finished, and their course grade (percent, the scale's letter
 * and each category's percent); the class's categories and the school's scale.
 */
export const gradebookShape = named(
  'Gradebook',
  wire({
    class: wire({ _id: z.string(), name: z.string() }),
    categories: z.array(gradeCategoryShape),
    scale: z.array(gradeBandShape),
    homework: z.array(wire(gradeColumnFields)),
    students: z.array(
      wire({
        _id: z.string(),
        name: z.string(),
        email: z.string(),
        mean: z.number().int().nullable(),
        finished: count,
        percent: gradePercent,
        letter: z.string().nullable(),
        categories: z.array(categoryPercentShape),
        cells: z.array(gradebookCellShape.nullable()),
      }),
    ),
  }),
);

/** The gradebook as a download: file name, its MIME type and the file's bytes in base64. */
export const gradebookFileShape = named(
  'GradebookFile',
  wire({ filename: z.string(), type: z.string(), content: z.string() }),
);

/** Percent, whole: accuracy is correct of all questions, progress answered of all questions. */
export const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((100 * part) / whole));

export const presentGradeCategory = (c: GradeCategory): z.infer<typeof gradeCategoryShape> => ({
  _id: c.id,
  kind: c.kind,
  name: c.name,
  weight: c.weight,
});

/** A homework column's category and points, as every grade view names them. */
export const presentGradeColumn = (h: GradeHomework, categoryId: string) => ({
  _id: h.id,
  name: h.name,
  isExam: h.isExam,
  dueDate: isoOrNull(h.dueDate),
  categoryId,
  points: h.points ?? h.questionCount,
});

/**
 * The gradebook on the wire: homework columns in order, students by name, each student's cells in the
 * columns' order (null: not published to them; accuracy and progress are `correct`/`answered` of
 * `total`), their mean accuracy over the homework they finished and their course grade. Kept small:
 * 12,000 cells of a large class are the whole answer.
 */
export function presentGradebook(input: {
  klass: Pick<ClassRow, 'id' | 'name'>;
  homework: GradeHomework[];
  categoryIds: string[];
  categories: GradeCategory[];
  scale: { label: string; min: number }[];
  students: { id: string; name: string; email: string }[];
  grades: Map<string, StudentGrade>;
  empty: StudentGrade;
}): GradebookView {
  const { klass, homework, students, grades } = input;
  return {
    class: { _id: klass.id, name: klass.name },
    categories: input.categories.map(presentGradeCategory),
    scale: input.scale.map((b) => ({ label: b.label, min: b.min })),
    homework: homework.map((h, i) => presentGradeColumn(h, input.categoryIds[i]!)),
    students: students.map((s) => {
      const grade = grades.get(s.id) ?? input.empty;
      const cells = grade.cells.map((c) =>
        c
          ? {
              answered: c.answered,
              correct: c.correct,
              total: c.total,
              score: roundScore(c.score),
              state: c.state,
              points: c.points,
              earned: c.earned,
              latePercent: c.latePercent,
              attempts: c.attempts,
            }
          : null,
      );
      const done = cells.filter((c) => c && (c.state === 'finished' || c.state === 'corrected'));
      const sum = done.reduce((total, c) => total + percent(c!.correct, c!.total), 0);
      const mean = done.length === 0 ? null : Math.round(sum / done.length);
      return {
        _id: s.id,
        name: s.name,
        email: s.email,
        mean,
        finished: done.length,
        percent: grade.percent,
        letter: grade.letter,
        categories: grade.categories,
        cells,
      };
    }),
  };
}

/** The gradebook as `presentGradebook` writes it. */
export type GradebookView = z.infer<typeof gradebookShape>;
