import type { ClassRow } from '@quanta/db';
import { isoOrNull } from './time';

export type CellState = 'notStarted' | 'started' | 'finished' | 'corrected';

export interface GradebookCell {
  answered: number;
  correct: number;
  total: number;
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
}) {
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
        return { answered: c.answered, correct: c.correct, total: c.total, state: c.state };
      });
      const done = cells.filter((c) => c && (c.state === 'finished' || c.state === 'corrected'));
      const sum = done.reduce((total, c) => total + percent(c!.correct, c!.total), 0);
      const mean = done.length === 0 ? null : Math.round(sum / done.length);
      return { _id: s.id, name: s.name, email: s.email, mean, finished: done.length, cells };
    }),
  };
}

export type GradebookView = ReturnType<typeof presentGradebook>;
