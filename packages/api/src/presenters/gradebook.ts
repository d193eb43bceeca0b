import type { ClassRow } from '@quanta/db';
import { z } from 'zod';
import { roundScore } from '../services/exercises/credit';
import { isoOrNull } from './time';
import { count, instant, named, wire } from './wire';

/** Where a student stands with one homework. */
const cellStates = ['notStarted', 'started', 'finished', 'corrected'] as const;

export type CellState = (typeof cellStates)[number];

/**
 * One student's cell of one homework column: answered and correct of the questions that can score
 * (`total`, descriptions left out), the score (the credits, partial ones included, two decimals, of
 * `total`) and its state.
 */
const gradebookCellShape = wire({
  answered: count,
  correct: count,
  total: count,
  score: z.number().nonnegative(),
  state: z.enum(cellStates),
});

/**
 * A class's gradebook (`presentGradebook`): homework columns in order, then students by name, each with a
 * cell per column (null: not published to them), their mean accuracy (null: nothing finished) and how many
 * they finished.
 */
export const gradebookShape = named(
  'Gradebook',
  wire({
    class: wire({ _id: z.string(), name: z.string() }),
    homework: z.array(wire({ _id: z.string(), name: z.string(), isExam: z.boolean(), dueDate: instant.nullable() })),
    students: z.array(
      wire({
        _id: z.string(),
        name: z.string(),
        email: z.string(),
        mean: z.number().int().nullable(),
        finished: count,
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

export interface GradebookCell {
  answered: number;
  correct: number;
  total: number;
  /** The credits summed. */
  score: number;
  state: CellState;
}

/** Percent, whole: accuracy is correct of all questions, progress answered of all questions. */
export const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((100 * part) / whole));

/**
 * The gradebook on the wire: homework columns in order, students by name, each student's cells in the
 * columns' order (null: not published to them; accuracy and progress are `correct`/`answered` of
 * `total`) and their mean accuracy over the homework they finished. Kept small: 12,000 cells of a
 * large class are the whole answer.
 */
export function presentGradebook(input: {
  klass: Pick<ClassRow, 'id' | 'name'>;
  homework: { id: string; name: string; isExam: boolean; dueDate: Date | null }[];
  students: { id: string; name: string; email: string }[];
  byStudent: Map<string, Map<string, GradebookCell>>;
}): GradebookView {
  const { klass, homework, students, byStudent } = input;
  return {
    class: { _id: klass.id, name: klass.name },
    homework: homework.map((h) => ({
      _id: h.id,
      name: h.name,
      isExam: h.isExam,
      dueDate: isoOrNull(h.dueDate),
    })),
    students: students.map((s) => {
      const row = byStudent.get(s.id);
      const cells = homework.map((h) => {
        const c = row?.get(h.id);
        if (!c) return null;
        return { answered: c.answered, correct: c.correct, total: c.total, score: roundScore(c.score), state: c.state };
      });
      const done = cells.filter((c) => c && (c.state === 'finished' || c.state === 'corrected'));
      const sum = done.reduce((total, c) => total + percent(c!.correct, c!.total), 0);
      const mean = done.length === 0 ? null : Math.round(sum / done.length);
      return { _id: s.id, name: s.name, email: s.email, mean, finished: done.length, cells };
    }),
  };
}

/** The gradebook as `presentGradebook` writes it. */
export type GradebookView = z.infer<typeof gradebookShape>;
