import type { ClassRow } from '@quanta/db';
import type { analyse } from '../services/analysis/stats';

const round = (x: number | null, digits = 1) => (x === null ? null : Math.round(x * 10 ** digits) / 10 ** digits);

/** Item analysis on the wire: numbers rounded to one decimal, questions in the homework's order. */
export function presentItemAnalysis(input: {
  klass: Pick<ClassRow, 'id' | 'name'>;
  homework: { id: string; name: string; isExam: boolean };
  items: { id: string; name: string; isChoice: number }[];
  result: ReturnType<typeof analyse>;
}) {
  const { klass, homework, items, result } = input;
  return {
    class: { _id: klass.id, name: klass.name },
    homework: { _id: homework.id, name: homework.name, isExam: homework.isExam },
    test: {
      attempts: result.test.attempts,
      questions: result.test.questions,
      mean: round(result.test.mean)!,
      median: round(result.test.median)!,
      sd: round(result.test.sd)!,
      histogram: result.test.histogram,
    },
    questions: result.questions.map((q, i) => ({
      _id: q.id,
      position: i + 1,
      name: items[i]!.name,
      isChoice: String(items[i]!.isChoice) as '0' | '1' | '2',
      attempts: q.attempts,
      facility: round(q.facility),
      sd: round(q.sd, 3),
      discrimination: round(q.discrimination),
      efficiency: round(q.efficiency),
      flag: q.flag,
      choices: q.choices,
      blank: q.blank,
    })),
  };
}
