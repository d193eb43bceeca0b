import { z } from 'zod';
import type { GradeHomework } from '../services/gradebook/grade-data';
import type { GradeCategory, StudentGrade } from '../services/gradebook/grade-rules';
import {
  categoryPercentShape,
  gradeBandShape,
  gradeCategoryShape,
  gradeColumnFields,
  presentGradeCategory,
  presentGradeColumn,
} from './gradebook';
import { count, named, wire } from './wire';

/**
 * A student's grades in one class, for the student or their parent: the homework published to them with
 * the gradebook's own numbers (points, earned after the late penalty, null while it does not count yet,
 * the percent lost for lateness, the attempts and the state), the course percent and letter, each
 * category's percent, the class's categories and the school's scale.
 */
export const gradesShape = named(
  'Grades',
  wire({
    klass: wire({ _id: z.string(), name: z.string() }),
    categories: z.array(gradeCategoryShape),
    scale: z.array(gradeBandShape),
    homework: z.array(
      wire({
        ...gradeColumnFields,
        earned: z.number().nonnegative().nullable(),
        latePercent: z.number().int().min(0).max(100),
        attempts: count,
        state: z.enum(['notStarted', 'started', 'finished', 'corrected']),
      }),
    ),
    percent: z.number().min(0).max(100).nullable(),
    letter: z.string().nullable(),
    categoryPercents: z.array(categoryPercentShape),
  }),
);

export type GradesView = z.infer<typeof gradesShape>;

/** A student's grades in a class on the wire: only the homework published to them. */
export function presentGrades(input: {
  klass: { id: string; name: string };
  homework: GradeHomework[];
  categories: GradeCategory[];
  scale: { label: string; min: number }[];
  grade: StudentGrade;
}): GradesView {
  const { grade } = input;
  return {
    klass: { _id: input.klass.id, name: input.klass.name },
    categories: input.categories.map(presentGradeCategory),
    scale: input.scale.map((b) => ({ label: b.label, min: b.min })),
    homework: input.homework.flatMap((h, i) => {
      const c = grade.cells[i];
      if (!c) return [];
      return [
        {
          ...presentGradeColumn(h, c.categoryId),
          points: c.points,
          earned: c.earned,
          latePercent: c.latePercent,
          attempts: c.attempts,
          state: c.state,
        },
      ];
    }),
    percent: grade.percent,
    letter: grade.letter,
    categoryPercents: grade.categories,
  };
}

/** The admin's grade scale. */
export const gradeScaleShape = named('GradeScale', wire({ bands: z.array(gradeBandShape) }));

/** A class's grade setup: its categories, and each homework of its list with its grading. */
export const gradeSetupShape = named(
  'GradeSetup',
  wire({
    categories: z.array(gradeCategoryShape),
    homework: z.array(
      wire({
        homeworkId: z.string(),
        name: z.string(),
        isExam: z.boolean(),
        categoryId: z.string(),
        points: z.number().positive().nullable(),
        questionCount: count,
        latePenaltyPercent: z.number().int().min(0).max(100),
        attemptsAllowed: z.number().int().min(1),
        attemptsCounted: z.enum(['best', 'last']),
      }),
    ),
  }),
);
