import {
  drawParams,
  type GradingSpec,
  gradeAnswer,
  type Reason,
  sigFigRange,
  specProblem,
  substitute,
  variantAnswer,
  variantSeed,
} from '@quanta/grading';
import { describe, expect, it } from 'vitest';

const number = (correctAnswer: string, o: Partial<GradingSpec> = {}): GradingSpec => ({
  answerType: 'number',
  correctAnswer,
  tolerance: 0.01,
  toleranceType: 'relative',
  unit: '',
  sigFigs: null,
  params: [],
  ...o,
});
const expression = (correctAnswer: string): GradingSpec => ({ ...number(correctAnswer), answerType: 'expression' });

type Case = [answer: string, reason: Reason];

/** Moodle numerical: a value with a tolerance, relative or absolute, and malformed input. */
const moodleNumerical: [GradingSpec, Case[]][] = [
  [
    number('9.8'),
    [
      ['9.8', 'correct'],
      ['9.80', 'correct'],
      ['9.75', 'correct'],
      ['9.89', 'correct'],
      ['9.7', 'valueOff'],
      ['9.9', 'valueOff'],
      ['98', 'valueOff'],
      ['-9.8', 'valueOff'],
      ['0.98e1', 'correct'],
      ['9.8E0', 'correct'],
      ['98e-1', 'correct'],
      ['9,8', 'correct'],
      [' 9.8 ', 'correct'],
      ['+9.8', 'correct'],
      ['nine point eight', 'unreadable'],
      ['9.8.1', 'unreadable'],
      ['', 'unreadable'],
      ['e', 'unreadable'],
      ['9.8 apples', 'unreadable'],
      ['9.8 m', 'wrongUnit'],
    ],
  ],
  [
    number('100', { tolerance: 2, toleranceType: 'absolute' }),
    [
      ['100', 'correct'],
      ['98', 'correct'],
      ['102', 'correct'],
      ['97.9', 'valueOff'],
      ['102.1', 'valueOff'],
      ['1e2', 'correct'],
      ['.1e3', 'correct'],
      ['1×10^2', 'correct'],
      ['1*10^(2)', 'correct'],
      ['1 x 10^2', 'correct'],
    ],
  ],
  [
    number('0', { tolerance: 0.001, toleranceType: 'absolute' }),
    [
      ['0', 'correct'],
      ['0.0005', 'correct'],
      ['-0.0009', 'correct'],
      ['0.002', 'valueOff'],
      ['-0', 'correct'],
    ],
  ],
  [
    number('1/3', { tolerance: 0 }),
    [
      ['0.3333333333333333', 'correct'],
      ['0.33', 'valueOff'],
      ['1/3', 'unreadable'],
    ],
  ],
  [
    number('-273.15', { tolerance: 0.001 }),
    [
      ['-273.15', 'correct'],
      ['−273.15', 'correct'],
      ['-273', 'correct'],
      ['273.15', 'valueOff'],
      ['-272', 'valueOff'],
    ],
  ],
  [
    number('6.02e23'),
    [
      ['6.02e23', 'correct'],
      ['6.0e23', 'correct'],
      ['6.02×10^23', 'correct'],
      ['6.02*10^23', 'correct'],
      ['6.02e22', 'valueOff'],
      ['602000000000000000000000', 'correct'],
    ],
  ],
  [
    number('sqrt(2)', { tolerance: 0.0001 }),
    [
      ['1.4142', 'correct'],
      ['1.414', 'valueOff'],
      ['1.41421356', 'correct'],
    ],
  ],
];

/** Units: Moodle's unit handling and STACK's units tests (dimension, conversion, missing, wrong). */
const units: [GradingSpec, Case[]][] = [
  [
    number('9.8', { unit: 'm/s^2' }),
    [
      ['9.8 m/s^2', 'correct'],
      ['9.8m/s^2', 'correct'],
      ['9.8 m/s²', 'correct'],
      ['9.8 m s^-2', 'correct'],
      ['980 cm/s^2', 'correct'],
      ['0.0098 km/s^2', 'correct'],
      ['9.8', 'missingUnit'],
      ['9.8 m/s', 'wrongUnit'],
      ['9.8 N', 'wrongUnit'],
      ['9.8 kg', 'wrongUnit'],
      ['98 m/s^2', 'valueOff'],
      ['9.8 cm/s^2', 'valueOff'],
      ['9.8 furlongs', 'unreadable'],
      ['m/s^2', 'unreadable'],
    ],
  ],
  [
    number('25', { unit: 'm/s' }),
    [
      ['25 m/s', 'correct'],
      ['90 km/h', 'correct'],
      ['90 km/hour', 'correct'],
      ['2500 cm/s', 'correct'],
      ['25 m', 'wrongUnit'],
      ['25 km/h', 'valueOff'],
      ['25', 'missingUnit'],
      ['55.9 mi/h', 'correct'],
    ],
  ],
  [
    number('1500', { unit: 'J' }),
    [
      ['1500 J', 'correct'],
      ['1.5 kJ', 'correct'],
      ['1500 N m', 'correct'],
      ['1500 kg m^2/s^2', 'correct'],
      ['1.5 kW', 'wrongUnit'],
      ['1500 W', 'wrongUnit'],
      ['1.5 MJ', 'valueOff'],
    ],
  ],
  [
    number('2', { unit: 'kg' }),
    [
      ['2 kg', 'correct'],
      ['2000 g', 'correct'],
      ['2e3 g', 'correct'],
      ['2 g', 'valueOff'],
      ['2 N', 'wrongUnit'],
      ['4.41 lb', 'correct'],
    ],
  ],
  [
    number('300', { unit: 'K', tolerance: 0.5, toleranceType: 'absolute' }),
    [
      ['300 K', 'correct'],
      ['26.85 degC', 'correct'],
      ['27 degC', 'correct'],
      ['30 degC', 'valueOff'],
      ['300', 'missingUnit'],
    ],
  ],
  [
    number('0.5', { unit: 's' }),
    [
      ['0.5 s', 'correct'],
      ['500 ms', 'correct'],
      ['500 s', 'valueOff'],
      ['0.5 m', 'wrongUnit'],
    ],
  ],
  [
    number('12'),
    [
      ['12', 'correct'],
      ['12 m', 'wrongUnit'],
    ],
  ],
];

/** STACK's NumSigFigs and NumDecPlaces-style tests: the figures shown, with the value right. */
const sigFigs: [GradingSpec, Case[]][] = [
  [
    number('0.0123', { sigFigs: 3 }),
    [
      ['0.0123', 'correct'],
      ['1.23e-2', 'correct'],
      ['1.23×10^-2', 'correct'],
      ['0.01230', 'sigFigs'],
      ['0.012', 'sigFigs'],
      ['0.0124', 'valueOff'],
      ['.0123', 'correct'],
      ['12.3e-3', 'correct'],
    ],
  ],
  [
    number('9.81', { sigFigs: 2 }),
    [
      ['9.8', 'correct'],
      ['9.81', 'sigFigs'],
      ['9.80', 'sigFigs'],
      ['10', 'valueOff'],
      ['9.9', 'valueOff'],
    ],
  ],
  [
    number('1234', { sigFigs: 2 }),
    [
      ['1200', 'correct'],
      ['1.2e3', 'correct'],
      ['1.2×10^3', 'correct'],
      ['1234', 'sigFigs'],
      ['1200.', 'sigFigs'],
      ['1.20e3', 'sigFigs'],
      ['1300', 'valueOff'],
    ],
  ],
  [
    number('1200', { sigFigs: 4 }),
    [
      ['1200', 'correct'],
      ['1200.', 'correct'],
      ['1.200e3', 'correct'],
      ['1.2e3', 'sigFigs'],
      ['1200.0', 'sigFigs'],
    ],
  ],
  [
    number('3.14159', { sigFigs: 1, tolerance: 0.1 }),
    [
      ['3', 'correct'],
      ['3.1', 'sigFigs'],
      ['4', 'valueOff'],
    ],
  ],
  [
    number('9.8', { sigFigs: 2, unit: 'm/s^2' }),
    [
      ['9.8 m/s^2', 'correct'],
      ['980 cm/s^2', 'correct'],
      ['9.80 m/s^2', 'sigFigs'],
      ['9.8', 'missingUnit'],
    ],
  ],
  [
    number('0.5', { sigFigs: 3 }),
    [
      ['0.500', 'correct'],
      ['0.5', 'sigFigs'],
      ['5.00e-1', 'correct'],
    ],
  ],
];

/** WeBWorK formula checks and STACK's AlgEquiv: equivalent forms, and answers equal only in part. */
const formulas: [GradingSpec, Case[]][] = [
  [
    expression('2*(x+1)'),
    [
      ['2x+2', 'correct'],
      ['2(x+1)', 'correct'],
      ['2*x + 2', 'correct'],
      ['x+1+x+1', 'correct'],
      ['(x+1)*2', 'correct'],
      ['2x+1', 'notEquivalent'],
      ['2x', 'notEquivalent'],
      ['x+1', 'notEquivalent'],
      ['2y+2', 'unknownVariable'],
      ['2x+', 'unreadable'],
      ['2x+2=0', 'unreadable'],
      ['', 'unreadable'],
      ['4(x+1)/2', 'correct'],
      ['2x+2.000001', 'correct'],
      ['2x+2.1', 'notEquivalent'],
    ],
  ],
  [
    expression('sin(t)^2 + cos(t)^2'),
    [
      ['1', 'correct'],
      ['cos(t)^2 + sin(t)^2', 'correct'],
      ['1 - cos(2t) / 2 + cos(t)^2 - 1/2', 'correct'],
      ['0', 'notEquivalent'],
      ['sin(t)^2', 'notEquivalent'],
    ],
  ],
  [
    expression('x'),
    [
      ['sqrt(x^2)', 'notEquivalent'],
      ['abs(x)', 'notEquivalent'],
      ['x^2/x', 'correct'],
      ['(x^3)^(1/3)', 'notEquivalent'],
      ['exp(ln(x))', 'notEquivalent'],
      ['x', 'correct'],
      ['X', 'unknownVariable'],
    ],
  ],
  [
    expression('abs(x)'),
    [
      ['sqrt(x^2)', 'correct'],
      ['x', 'notEquivalent'],
      ['|x|', 'unreadable'],
    ],
  ],
  [
    expression('(x^2-1)/(x-1)'),
    [
      ['x+1', 'correct'],
      ['x-1', 'notEquivalent'],
    ],
  ],
  [
    expression('x^2 - 2x + 1'),
    [
      ['(x-1)^2', 'correct'],
      ['(1-x)^2', 'correct'],
      ['(x-1)(x-1)', 'correct'],
      ['x(x-2)+1', 'correct'],
      ['(x+1)^2', 'notEquivalent'],
      ['x**2 - 2*x + 1', 'correct'],
      ['x²-2x+1', 'correct'],
    ],
  ],
  [
    expression('ln(x)'),
    [
      ['log(x)', 'correct'],
      ['ln(x)', 'correct'],
      ['log10(x)', 'notEquivalent'],
      ['2ln(sqrt(x))', 'correct'],
      ['ln(x^2)/2', 'correct'],
    ],
  ],
  [
    expression('exp(2x)'),
    [
      ['e^(2x)', 'correct'],
      ['(e^x)^2', 'correct'],
      ['exp(x)^2', 'correct'],
      ['e^2x', 'notEquivalent'],
      ['2exp(x)', 'notEquivalent'],
    ],
  ],
  [
    expression('1/(x*y)'),
    [
      ['1/x/y', 'correct'],
      ['x^-1 y^-1', 'correct'],
      // Adjacent single letters of the question multiply, as in WeBWorK: 1/xy is 1/(x·y).
      ['1/xy', 'correct'],
      ['y/x', 'notEquivalent'],
      ['1/(x y)', 'correct'],
    ],
  ],
  [
    expression('a*b + c'),
    [
      ['c + b a', 'correct'],
      ['ab + c', 'correct'],
      ['a*(b+c)', 'notEquivalent'],
    ],
  ],
  [
    expression('sqrt(x-5)'),
    [
      ['(x-5)^(1/2)', 'correct'],
      ['sqrt(x) - sqrt(5)', 'notEquivalent'],
    ],
  ],
  [
    expression('1/x'),
    [
      ['x^(-1)', 'correct'],
      ['1/x + 0*x', 'correct'],
      ['-1/x', 'notEquivalent'],
    ],
  ],
  [
    expression('pi*r^2'),
    [
      ['π r^2', 'correct'],
      ['3.14159 r^2', 'correct'],
      ['3.1 r^2', 'notEquivalent'],
      ['2 pi r', 'notEquivalent'],
    ],
  ],
  [
    expression('tan(x)'),
    [
      ['sin(x)/cos(x)', 'correct'],
      ['1/cot(x)', 'correct'],
      ['cos(x)/sin(x)', 'notEquivalent'],
    ],
  ],
  [
    expression('2'),
    [
      ['2', 'correct'],
      ['4/2', 'correct'],
      ['sqrt(4)', 'correct'],
      ['2.01', 'notEquivalent'],
    ],
  ],
];

/** Refused input: what a parser must never run, and input too long to read. */
const malformed: [GradingSpec, Case[]][] = [
  [
    expression('x+1'),
    [
      ['x+1; x', 'unreadable'],
      ['import({a: 1})', 'unreadable'],
      ['f(x) = x+1', 'unreadable'],
      ['evaluate("x+1")', 'unreadable'],
      ['[x+1]', 'unreadable'],
      ['x!', 'unreadable'],
      ['createUnit("foo")', 'unreadable'],
      ['x+1 and 1', 'unreadable'],
      ['x'.padEnd(201, '+1'), 'unreadable'],
      ['x\u0000+1', 'unreadable'],
      ['ones(1000,1000)', 'unreadable'],
      ['x == x', 'unreadable'],
      ['(((x+1)', 'unreadable'],
    ],
  ],
  [
    number('5', { unit: 'm' }),
    [
      ['5 m; 5', 'unreadable'],
      ['5 {m}', 'unreadable'],
      ['five m', 'unreadable'],
      ['5'.padEnd(300, '0'), 'unreadable'],
    ],
  ],
];

const groups = { moodleNumerical, units, sigFigs, formulas, malformed };
const all = Object.values(groups).flatMap((g) => g.flatMap(([, cases]) => cases));

describe('grading checker', () => {
  it('holds at least 150 cases', () => expect(all.length).toBeGreaterThanOrEqual(150));
  for (const [group, specs] of Object.entries(groups)) {
    describe(group, () => {
      for (const [spec, cases] of specs) {
        it.each(cases)(`${spec.answerType} ${spec.correctAnswer} ${spec.unit}: %j → %s`, (answer, reason) => {
          const verdict = gradeAnswer(spec, answer);
          expect(verdict.reason).toBe(reason);
          expect(verdict.correct).toBe(reason === 'correct');
        });
      }
    });
  }
  it('leaves a text answer to the teacher', () => {
    expect(gradeAnswer({ ...number('x'), answerType: 'text' }, 'x')).toEqual({
      correct: null,
      reason: 'teacherGrades',
    });
  });
});

describe('significant figures', () => {
  it.each([
    ['0.0123', 3, 3],
    ['0.01230', 4, 4],
    ['1200', 2, 4],
    ['1200.', 4, 4],
    ['100', 1, 3],
    ['0', 1, 1],
    ['0.00', 2, 2],
    ['5', 1, 1],
    ['-12.50', 4, 4],
  ] as const)('%s shows %i to %i', (text, min, max) => expect(sigFigRange(text)).toEqual({ min, max }));
});

describe('parameters', () => {
  const params = [
    { name: 'v0', min: 10, max: 30, step: 1 },
    { name: 'angle', values: [30, 45, 60] },
  ];
  it('draws the same variant for the same seed, within the range and the list', () => {
    const seed = variantSeed('student-a', 'exercise-1', 'question-1');
    const first = drawParams(params, seed);
    expect(drawParams(params, seed)).toEqual(first);
    expect(first.v0).toBeGreaterThanOrEqual(10);
    expect(first.v0).toBeLessThanOrEqual(30);
    expect(Number.isInteger(first.v0)).toBe(true);
    expect([30, 45, 60]).toContain(first.angle);
  });
  it('gives students different variants', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) seen.add(JSON.stringify(drawParams(params, variantSeed(`s${i}`, 'e', 'q'))));
    expect(seen.size).toBeGreaterThan(5);
  });
  it('keeps decimal steps clean', () => {
    const v = drawParams([{ name: 't', min: 0.1, max: 0.9, step: 0.1 }], 'x').t!;
    expect(String(v)).toMatch(/^0\.\d$/);
  });
  it('substitutes text and grades against the variant', () => {
    const spec = number('{v0}*{t}', {
      unit: 'm',
      params: [
        { name: 'v0', values: [12] },
        { name: 't', values: [-3] },
      ],
    });
    const values = drawParams(spec.params, 'any');
    expect(substitute('A car at {v0} m/s for {t} s, {unknown}', values)).toBe('A car at 12 m/s for -3 s, {unknown}');
    expect(gradeAnswer(spec, '-36 m', values).reason).toBe('correct');
    expect(gradeAnswer(spec, '-3600 cm', values).reason).toBe('correct');
    expect(gradeAnswer(spec, '36 m', values).reason).toBe('valueOff');
    expect(variantAnswer(spec, values)).toBe('-36 m');
  });
  it('leaves the argument of a LaTeX command alone', () => {
    const values = { m: 5, t: 2 };
    expect(substitute('$\\text{m} = {m}$ kg for {t} s, $\\frac {t}{2}$', values)).toBe(
      '$\\text{m} = 5$ kg for 2 s, $\\frac {t}{2}$',
    );
  });
  it('substitutes into an expression answer', () => {
    const spec = { ...expression('{a}*x^2'), params: [{ name: 'a', values: [-2] }] };
    const values = drawParams(spec.params, 'any');
    expect(gradeAnswer(spec, '-2x^2', values).reason).toBe('correct');
    expect(gradeAnswer(spec, '2x^2', values).reason).toBe('notEquivalent');
  });
});

describe('a teacher’s fields', () => {
  it.each([
    [number('9.8'), null],
    [number('{g}'), 'correctAnswer'],
    [number('9.8', { unit: 'furlong per fortnight' }), 'unit'],
    [number('nine'), 'correctAnswer'],
    [expression('2x+'), 'correctAnswer'],
    [
      number('{a}', {
        params: [
          { name: 'a', values: [1] },
          { name: 'a', values: [2] },
        ],
      }),
      'params.1.name',
    ],
    [number('{a}', { params: [{ name: 'a', min: 3, max: 1, step: 1 }] }), 'params.0.max'],
    [{ ...number('anything at all'), answerType: 'text' as const }, null],
  ] as const)('%j → %s', (spec, path) => expect(specProblem(spec as GradingSpec)?.path ?? null).toBe(path));
});
