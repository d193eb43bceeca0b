import type { ClassRow } from '@quanta/db';
import { z } from 'zod';
import type { analyse } from '../services/analysis/stats';
import { count, named, wire } from './wire';

/** A question likely broken, and why (see `flagOf`). */
const flagShape = wire({
  level: z.enum(['red', 'amber']),
  reason: z.enum(['negative', 'weak', 'fair', 'noSpread']),
});

/**
 * Item analysis of one homework in one class (`presentItemAnalysis`): the test's statistics, then each
 * question's in the homework's order, rounded to one decimal (`sd` to three); null where undefined.
 */
export const itemAnalysisShape = named(
  'ItemAnalysis',
  wire({
    class: wire({ _id: z.string(), name: z.string() }),
    homework: wire({ _id: z.string(), name: z.string(), isExam: z.boolean() }),
    test: wire({
      attempts: count,
      questions: count,
      mean: z.number(),
      median: z.number(),
      sd: z.number(),
      histogram: z.array(wire({ from: z.number(), to: z.number(), count })),
    }),
    questions: z.array(
      wire({
        _id: z.string(),
        position: count,
        name: z.string(),
        isChoice: z.enum(['0', '1', '2', '3', '4', '5', '6']),
        attempts: count,
        facility: z.number().nullable(),
        sd: z.number().nullable(),
        discrimination: z.number().nullable(),
        efficiency: z.number().nullable(),
        flag: flagShape.nullable(),
        /** The mean credit, partial credit counted (0..1, two decimals); null without attempts. */
        meanScore: z.number().nullable(),
        choices: z.array(wire({ choice: z.string(), count, correct: z.boolean() })),
        blank: count,
      }),
    ),
  }),
);

const round = (x: number | null, digits = 1) => (x === null ? null : Math.round(x * 10 ** digits) / 10 ** digits);

/** Item analysis on the wire: numbers rounded to one decimal, questions in the homework's order. */
export function presentItemAnalysis(input: {
  klass: Pick<ClassRow, 'id' | 'name'>;
  homework: { id: string; name: string; isExam: boolean };
  items: { id: string; name: string; isChoice: number }[];
  result: ReturnType<typeof analyse>;
}): z.infer<typeof itemAnalysisShape> {
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
      isChoice: String(items[i]!.isChoice) as '0' | '1' | '2' | '3' | '4' | '5' | '6',
      attempts: q.attempts,
      facility: round(q.facility),
      sd: round(q.sd, 3),
      discrimination: round(q.discrimination),
      efficiency: round(q.efficiency),
      flag: q.flag,
      meanScore: round(q.meanScore, 2),
      choices: q.choices,
      blank: q.blank,
    })),
  };
}
