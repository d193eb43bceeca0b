/**
 * The checker of typed answers: grades 10,000 answers of each type (numbers with units and significant
 * figures on a parameterised question, expressions, plain numbers) and reports per-answer latency,
 * beside a bare baseline measured in the same run (today's text answer comparison). Every answer is a
 * distinct string and every student has their own variant, so no cache answers for the checker.
 *
 *   pnpm bench:grading            # exits 1 when any type's p99 is 2 ms or more
 *   BENCH_ANSWERS=50000 pnpm bench:grading
 *
 * It is not part of `pnpm test`.
 */
import { drawParams, type GradingSpec, gradeAnswer, variantSeed } from '../packages/grading/src';

const answers = Number(process.env.BENCH_ANSWERS ?? 10_000);
const limitMs = 2;

const base: GradingSpec = {
  answerType: 'number',
  correctAnswer: '',
  tolerance: 0.01,
  toleranceType: 'relative',
  unit: '',
  sigFigs: null,
  params: [],
};
const projectile: GradingSpec = {
  ...base,
  correctAnswer: '{v0}^2 * sin(2 * {angle} * pi / 180) / 9.8',
  unit: 'm',
  sigFigs: 3,
  params: [
    { name: 'v0', min: 5, max: 60, step: 0.5 },
    { name: 'angle', values: [15, 30, 45, 60, 75] },
  ],
};
const plain: GradingSpec = {
  ...base,
  correctAnswer: '{a} * {b}',
  params: [
    { name: 'a', min: 1, max: 999, step: 1 },
    { name: 'b', values: [1.5, 2.5, 3.5] },
  ],
};
const algebra = ['2*(x+1)', '(x-1)^2', 'sin(t)^2 + cos(t)^2', 'x/(x^2-1)', 'exp(2x) * y', 'sqrt(x^2 + 1)'];
const algebraAnswers = [
  ['2x+2', '2(x+1)', '2x+1', 'x+1+x+1'],
  ['x^2-2x+1', '(1-x)^2', 'x^2-1', '(x-1)(x-1)'],
  ['1', 'cos(t)^2+sin(t)^2', '0', 'sin(t)^2'],
  ['x/((x-1)(x+1))', '1/(x-1)', 'x/(x^2-1)', 'x*(x^2-1)^-1'],
  ['e^(2x) y', 'y exp(x)^2', 'exp(x) y', 'y*(e^x)^2'],
  ['(x^2+1)^(1/2)', 'x+1', 'sqrt(1+x^2)', 'abs(x)'],
];

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function measure(name: string, one: (i: number) => unknown) {
  const times = new Array<number>(answers);
  let sink = 0;
  for (let i = 0; i < 200; i++) one(i); // warm the JIT, as a running server would be
  for (let i = 0; i < answers; i++) {
    const start = performance.now();
    const v = one(i);
    times[i] = performance.now() - start;
    if (v) sink += 1;
  }
  times.sort((a, b) => a - b);
  const row = {
    name,
    answers,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    max: times[times.length - 1]!,
    total: times.reduce((a, b) => a + b, 0),
    accepted: sink,
  };
  console.log(
    `${name.padEnd(34)} p50 ${row.p50.toFixed(3)} ms  p99 ${row.p99.toFixed(3)} ms  max ${row.max.toFixed(2)} ms  total ${row.total.toFixed(0)} ms  (${row.accepted} truthy)`,
  );
  return row;
}

const plainText = (s: string) => s.toLowerCase().replace(/\s+/g, '');

console.log(`Grading ${answers} answers of each type, one at a time.`);
measure('baseline: text comparison', (i) => plainText(`Answer ${i}`) === plainText(`answer  ${i % 7}`));
const rows = [
  measure('number with unit and sig figs', (i) => {
    const values = drawParams(projectile.params, variantSeed(`student-${i}`, 'exercise', 'projectile'));
    const want = (values.v0! ** 2 * Math.sin((2 * values.angle! * Math.PI) / 180)) / 9.8;
    const forms = [
      `${want.toPrecision(3)} m`,
      `${(want * 100).toPrecision(3)} cm`,
      `${(want / 1000).toPrecision(3)}e0 km`,
      `${want.toPrecision(4)} m`,
      `${(want * 1.2).toPrecision(3)} m`,
      `${want.toPrecision(3)}`,
      `${want.toPrecision(3)} s`,
    ];
    return gradeAnswer(projectile, forms[i % forms.length]!, values).correct;
  }),
  measure('plain number', (i) => {
    const values = drawParams(plain.params, variantSeed(`student-${i}`, 'exercise', 'plain'));
    const want = values.a! * values.b!;
    return gradeAnswer(plain, String(i % 3 === 0 ? want * 1.1 : want), values).correct;
  }),
  measure('expression', (i) => {
    const k = i % algebra.length;
    const spec: GradingSpec = { ...base, answerType: 'expression', correctAnswer: algebra[k]! };
    // A distinct string per answer: one of four forms (some right, some wrong) plus a harmless zero term.
    return gradeAnswer(spec, `${algebraAnswers[k]![i % 4]!} + 0*${i}`, {}).correct;
  }),
];
const slow = rows.filter((r) => r.p99 >= limitMs);
if (slow.length > 0) {
  console.error(`p99 at or over ${limitMs} ms: ${slow.map((r) => r.name).join(', ')}`);
  process.exit(1);
}
console.log(`Every type's p99 is under ${limitMs} ms.`);
