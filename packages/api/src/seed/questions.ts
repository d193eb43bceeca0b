import { type DbOrTx, questions, sources } from '@quanta/db';
import { type QuestionBody, specProblem } from '@quanta/grading';
import { checkCorrectAnswer, choiceLetters } from '@quanta/validators';
import { sanitiseRichText } from '../services/richtext/sanitise';
import { sanitiseBody } from '../services/richtext/sanitise-body';
import { type DemoGrading, gradedQuestions, gradingDefaults } from './graded';
import type { LibraryNode } from './libraries';
import { questionTypeDemos } from './question-types';

type Author = 'teacherWang' | 'teacherSmith' | 'admin';

export interface DemoQuestion {
  /** Key the demo homework refers to. */
  key: string;
  author: Author;
  language: 'en' | 'zh';
  category: 'Physics' | 'Math';
  name: string;
  /** 0 single select, 1 multi select, 2 free response, 3 true/false, 4 matching, 5 cloze, 6 description. */
  type: 0 | 1 | 2 | 3 | 4 | 5 | 6;
  text: string;
  /** Four or five choices for select questions (more with a body's choices). */
  choices?: string[];
  answer: string;
  solution: string;
  difficulty: number;
  /** A library node key from the demo libraries. */
  node?: string;
  /** A demo source by name (the author's own). */
  source?: string;
  /** A free response the checker grades (a number or an expression), with its parameters. */
  grading?: DemoGrading;
  /** Partial credit, feedback, hints, pairs or cloze parts. */
  body?: QuestionBody;
}

const amc = 'AMC 10/12 Past Papers';
const olympiad = '全国中学生物理竞赛真题';
const giancoli = 'Giancoli Physics, 7th ed.';
const aops = 'Art of Problem Solving: Geometry';

const handWritten: DemoQuestion[] = [
  {
    key: 'vectors',
    author: 'teacherWang',
    language: 'en',
    category: 'Physics',
    name: 'Vector quantities',
    type: 1,
    text: '<p>Which of these quantities are <strong>vectors</strong>?</p>',
    choices: [
      'Velocity $\\vec v$',
      'Mass $m$',
      'Force $\\vec F$',
      'Kinetic energy $E_k$',
      'Displacement $\\Delta \\vec x$',
    ],
    answer: 'A,C,E',
    solution:
      '<p>A vector has a size and a direction: velocity, force and displacement do; mass and energy are scalars.</p>',
    difficulty: 1,
    node: 'physics.mechanics.kinematics',
  },
  {
    key: 'newton1',
    author: 'teacherWang',
    language: 'en',
    category: 'Physics',
    name: "Newton's first law",
    type: 0,
    text: '<p>A puck slides on frictionless ice with no net force on it. What happens to its velocity?</p>',
    choices: ['It decreases steadily', 'It stays the same', 'It increases steadily', 'It becomes zero at once'],
    answer: 'B',
    solution: '<p>With $\\sum \\vec F = 0$ the acceleration is zero, so $\\vec v$ is constant.</p>',
    difficulty: 1,
    node: 'physics.mechanics.newton',
    source: amc,
  },
  {
    key: 'incline',
    author: 'teacherWang',
    language: 'en',
    category: 'Physics',
    name: 'Block on an incline',
    type: 2,
    text: '<p>A block slides down a frictionless incline of angle $\\theta = 30^\\circ$. Find its acceleration ($g = 9.8\\,\\text{m/s}^2$).</p>',
    answer: '4.9 m/s^2',
    solution: '<p>Along the incline $a = g \\sin\\theta = 9.8 \\times \\tfrac{1}{2} = 4.9\\,\\text{m/s}^2$.</p>',
    difficulty: 3,
    node: 'physics.mechanics.newton',
  },
  {
    key: 'photon',
    author: 'teacherWang',
    language: 'en',
    category: 'Physics',
    name: 'Photon energy',
    type: 0,
    text: '<p>Which expression gives the energy of a photon of frequency $f$?</p>',
    choices: ['$E = mc^2$', '$E = hf$', '$E = \\tfrac{1}{2}mv^2$', '$E = qV$'],
    answer: 'B',
    solution: "<p>Planck's relation: $E = hf$, with $h = 6.63 \\times 10^{-34}\\,\\text{J s}$.</p>",
    difficulty: 2,
    node: 'physics.modern.quantum',
  },
  {
    key: 'dilation',
    author: 'teacherWang',
    language: 'en',
    category: 'Physics',
    name: 'Time dilation',
    type: 2,
    text: '<p>A clock moves at $v = 0.6c$. How long does one of its seconds last for an observer at rest? Use $\\gamma = 1/\\sqrt{1 - v^2/c^2}$.</p>',
    answer: '1.25 s',
    solution: '<p>$\\gamma = 1/\\sqrt{1 - 0.36} = 1/0.8 = 1.25$, so one tick lasts $1.25\\,\\text{s}$.</p>',
    difficulty: 4,
    node: 'physics.modern.relativity',
  },
  {
    key: 'zhNewton2',
    author: 'teacherWang',
    language: 'zh',
    category: 'Physics',
    name: '牛顿第二定律',
    type: 0,
    text: '<p>质量为 $m = 4\\,\\text{kg}$ 的物体受到 $F = 12\\,\\text{N}$ 的合力，其加速度为多少？</p>',
    choices: ['$2\\,\\text{m/s}^2$', '$3\\,\\text{m/s}^2$', '$4\\,\\text{m/s}^2$', '$48\\,\\text{m/s}^2$'],
    answer: 'B',
    solution: '<p>由 $F = ma$ 得 $a = F/m = 12/4 = 3\\,\\text{m/s}^2$。</p>',
    difficulty: 1,
    source: olympiad,
  },
  {
    key: 'zhScalars',
    author: 'teacherWang',
    language: 'zh',
    category: 'Physics',
    name: '标量与矢量',
    type: 1,
    text: '<p>下列物理量中，哪些是<strong>标量</strong>？</p>',
    choices: ['时间 $t$', '加速度 $\\vec a$', '功 $W$', '动量 $\\vec p$'],
    answer: 'A,C',
    solution: '<p>时间和功只有大小没有方向，是标量；加速度和动量是矢量。</p>',
    difficulty: 2,
    source: olympiad,
  },
  {
    key: 'zhMomentum',
    author: 'teacherWang',
    language: 'zh',
    category: 'Physics',
    name: '动量守恒',
    type: 2,
    text: '<p>质量 $2\\,\\text{kg}$、速度 $3\\,\\text{m/s}$ 的小车与静止的 $1\\,\\text{kg}$ 小车相撞后粘在一起，共同速度是多少？</p>',
    answer: '2 m/s',
    solution: '<p>动量守恒：$2 \\times 3 = (2 + 1)v$，得 $v = 2\\,\\text{m/s}$。</p>',
    difficulty: 3,
    source: olympiad,
  },
  {
    key: 'zhField',
    author: 'teacherWang',
    language: 'zh',
    category: 'Physics',
    name: '点电荷的电场',
    type: 0,
    text: '<p>点电荷 $Q$ 在距离 $r$ 处的电场强度大小为多少？</p>',
    choices: ['$kQ/r$', '$kQ/r^2$', '$kQ^2/r$', '$kQr$'],
    answer: 'B',
    solution: '<p>库仑定律给出 $E = k\\dfrac{Q}{r^2}$。</p>',
    difficulty: 2,
    node: 'physics.em.fields',
  },
  {
    key: 'slope',
    author: 'teacherSmith',
    language: 'en',
    category: 'Math',
    name: 'Slope of a line',
    type: 0,
    text: '<p>What is the slope of the line through $(1, 2)$ and $(3, 8)$?</p>',
    choices: ['$2$', '$3$', '$4$', '$6$'],
    answer: 'B',
    solution: '<p>$m = \\dfrac{8 - 2}{3 - 1} = 3$.</p>',
    difficulty: 1,
    node: 'math.algebra.functions',
    source: aops,
  },
  {
    key: 'circleArea',
    author: 'teacherSmith',
    language: 'en',
    category: 'Math',
    name: 'Area of a circle',
    type: 2,
    text: '<p>A circle has circumference $10\\pi$. What is its area?</p>',
    answer: '25π',
    solution: '<p>$2\\pi r = 10\\pi$ gives $r = 5$, so $A = \\pi r^2 = 25\\pi$.</p>',
    difficulty: 2,
    node: 'math.geometry.circles',
    source: aops,
  },
  {
    key: 'primes',
    author: 'teacherSmith',
    language: 'en',
    category: 'Math',
    name: 'Primes below 12',
    type: 1,
    text: '<p>Which of these numbers are prime?</p>',
    choices: ['$1$', '$2$', '$9$', '$11$', '$7$'],
    answer: 'B,D,E',
    solution: '<p>$2$, $7$ and $11$ have no divisors but $1$ and themselves; $1$ is not prime and $9 = 3^2$.</p>',
    difficulty: 1,
  },
  {
    key: 'projectile',
    author: 'teacherSmith',
    language: 'en',
    category: 'Physics',
    name: 'Projectile range',
    type: 0,
    text: '<p>At which launch angle is the range $R = \\dfrac{v^2 \\sin 2\\theta}{g}$ of a projectile on level ground largest?</p>',
    choices: ['$30^\\circ$', '$45^\\circ$', '$60^\\circ$', '$90^\\circ$'],
    answer: 'B',
    solution: '<p>$\\sin 2\\theta$ is largest, $1$, at $2\\theta = 90^\\circ$, so $\\theta = 45^\\circ$.</p>',
    difficulty: 2,
    source: giancoli,
  },
  {
    key: 'spring',
    author: 'teacherSmith',
    language: 'en',
    category: 'Physics',
    name: 'Spring energy',
    type: 2,
    text: '<p>A spring with $k = 200\\,\\text{N/m}$ is compressed by $0.1\\,\\text{m}$. How much energy does it store?</p>',
    answer: '1 J',
    solution: '<p>$E = \\tfrac{1}{2}kx^2 = \\tfrac{1}{2} \\times 200 \\times 0.01 = 1\\,\\text{J}$.</p>',
    difficulty: 2,
    source: giancoli,
  },
  {
    key: 'zhSequence',
    author: 'teacherSmith',
    language: 'zh',
    category: 'Math',
    name: '等差数列求和',
    type: 2,
    text: '<p>求 $1 + 2 + 3 + \\cdots + 100$ 的值。</p>',
    answer: '5050',
    solution: '<p>等差数列求和公式 $S_n = \\dfrac{n(a_1 + a_n)}{2} = \\dfrac{100 \\times 101}{2} = 5050$。</p>',
    difficulty: 1,
  },
  {
    key: 'zhLog',
    author: 'teacherSmith',
    language: 'zh',
    category: 'Math',
    name: '对数运算',
    type: 0,
    text: '<p>$\\log_2 32$ 等于多少？</p>',
    choices: ['$4$', '$5$', '$6$', '$16$'],
    answer: 'B',
    solution: '<p>$2^5 = 32$，所以 $\\log_2 32 = 5$。</p>',
    difficulty: 1,
    node: 'math.algebra.functions',
  },
  {
    key: 'energyConservation',
    author: 'admin',
    language: 'en',
    category: 'Physics',
    name: 'Energy conservation on a slide',
    type: 0,
    text: '<p>A child slides from rest down a frictionless slide of height $h = 5\\,\\text{m}$. How fast is she at the bottom ($g = 10\\,\\text{m/s}^2$)?</p>',
    choices: ['$5\\,\\text{m/s}$', '$10\\,\\text{m/s}$', '$50\\,\\text{m/s}$', '$100\\,\\text{m/s}$'],
    answer: 'B',
    solution: '<p>$mgh = \\tfrac{1}{2}mv^2$ gives $v = \\sqrt{2gh} = \\sqrt{100} = 10\\,\\text{m/s}$.</p>',
    difficulty: 2,
    node: 'physics.mechanics.energy',
  },
  {
    key: 'power',
    author: 'admin',
    language: 'en',
    category: 'Physics',
    name: 'Power of a motor',
    type: 2,
    text: '<p>A motor lifts $50\\,\\text{kg}$ by $4\\,\\text{m}$ in $8\\,\\text{s}$. What is its power ($g = 10\\,\\text{m/s}^2$)?</p>',
    answer: '250 W',
    solution: '<p>$P = \\dfrac{mgh}{t} = \\dfrac{50 \\times 10 \\times 4}{8} = 250\\,\\text{W}$.</p>',
    difficulty: 3,
    node: 'physics.mechanics.energy',
  },
  {
    key: 'resistors',
    author: 'admin',
    language: 'en',
    category: 'Physics',
    name: 'Resistors in parallel',
    type: 0,
    text: '<p>Two $6\\,\\Omega$ resistors are connected in parallel. What is the total resistance?</p>',
    choices: ['$3\\,\\Omega$', '$6\\,\\Omega$', '$12\\,\\Omega$', '$36\\,\\Omega$'],
    answer: 'A',
    solution: '<p>$\\dfrac{1}{R} = \\dfrac{1}{6} + \\dfrac{1}{6} = \\dfrac{1}{3}$, so $R = 3\\,\\Omega$.</p>',
    difficulty: 2,
    node: 'physics.em.circuits',
  },
  {
    key: 'zhLimit',
    author: 'admin',
    language: 'zh',
    category: 'Math',
    name: '重要极限',
    type: 0,
    text: '<p>$\\displaystyle\\lim_{x \\to 0} \\frac{\\sin x}{x}$ 等于多少？</p>',
    choices: ['$0$', '$1$', '$\\infty$', '不存在'],
    answer: 'B',
    solution: '<p>这是第一个重要极限，值为 $1$。</p>',
    difficulty: 3,
    node: 'math.calculus.limits',
  },
];

/** Four numeric choices around `answer`, in an order that varies with `i`; answers the letter of `answer`. */
function numericChoices(answer: number, step: number, i: number, format: (n: number) => string) {
  const values = [answer, answer + step, answer > step ? answer - step : answer + 2 * step, answer * 2 + step];
  const shift = i % 4;
  const ordered = [...values.slice(shift), ...values.slice(0, shift)];
  return { choices: ordered.map(format), answer: choiceLetters[ordered.indexOf(answer)]! };
}

/** What the members of a family share; their keys and names are numbered from 1. */
type FamilyCommon = Pick<DemoQuestion, 'key' | 'name' | 'author' | 'language' | 'category' | 'type'>;

/** One question per item: `common`, numbered, with the fields `member` derives from the item. */
function family<T>(
  common: FamilyCommon,
  items: readonly T[],
  member: (item: T, i: number) => Omit<DemoQuestion, keyof FamilyCommon>,
): DemoQuestion[] {
  return items.map((item, i) => ({
    ...common,
    key: `${common.key}${i + 1}`,
    name: `${common.name} ${i + 1}`,
    ...member(item, i),
  }));
}

/** A factored quadratic's left side, `(x - 1)(x + 2)`. */
const factored = (r1: number, r2: number) =>
  `(x ${r1 < 0 ? '+' : '-'} ${Math.abs(r1)})(x ${r2 < 0 ? '+' : '-'} ${Math.abs(r2)})`;

/** Families of similar questions with different numbers, so lists and pages have something to show. */
function generated(): DemoQuestion[] {
  const speeds: [number, number, number][] = [
    [0, 2, 5],
    [3, 2, 4],
    [5, 1, 10],
    [2, 3, 6],
    [10, 2, 5],
    [4, 4, 3],
  ];
  const kinematics = family(
    { key: 'kinematics', name: 'Final speed', author: 'teacherWang', language: 'en', category: 'Physics', type: 0 },
    speeds,
    ([v0, a, t], i) => {
      const v = v0 + a * t;
      return {
        text: `<p>A cart moving at $v_0 = ${v0}\\,\\text{m/s}$ accelerates at $a = ${a}\\,\\text{m/s}^2$ for $t = ${t}\\,\\text{s}$. What is its final speed?</p>`,
        ...numericChoices(v, 4, i, (n) => `$${n}\\,\\text{m/s}$`),
        solution: `<p>$v = v_0 + at = ${v0} + ${a} \\times ${t} = ${v}\\,\\text{m/s}$.</p>`,
        difficulty: 1 + (i % 3),
        node: 'physics.mechanics.kinematics',
        source: i % 2 === 0 ? amc : undefined,
      };
    },
  );
  const freeFall = family(
    { key: 'freeFall', name: '自由落体', author: 'teacherWang', language: 'zh', category: 'Physics', type: 2 },
    [1, 2, 3, 4, 5, 6],
    (t, i) => {
      const h = 5 * t * t;
      return {
        text: `<p>物体从高 $h = ${h}\\,\\text{m}$ 处由静止自由下落（$g = 10\\,\\text{m/s}^2$），经过多长时间落地？</p>`,
        answer: `${t} s`,
        solution: `<p>由 $h = \\tfrac{1}{2}gt^2$ 得 $t = \\sqrt{2h/g} = \\sqrt{${(2 * h) / 10}} = ${t}\\,\\text{s}$。</p>`,
        difficulty: 2 + (i % 2),
        node: i < 3 ? 'physics.mechanics.kinematics' : undefined,
        source: olympiad,
      };
    },
  );
  const circuits: [number, number][] = [
    [12, 4],
    [9, 3],
    [24, 6],
    [10, 5],
    [6, 2],
    [20, 4],
  ];
  const ohm = family(
    { key: 'ohm', name: "Ohm's law", author: 'teacherWang', language: 'en', category: 'Physics', type: 0 },
    circuits,
    ([volts, ohms], i) => {
      const amps = volts / ohms;
      return {
        text: `<p>A resistor of $R = ${ohms}\\,\\Omega$ is connected to $V = ${volts}\\,\\text{V}$. What current flows?</p>`,
        ...numericChoices(amps, 1, i + 1, (n) => `$${n}\\,\\text{A}$`),
        solution: `<p>$I = \\dfrac{V}{R} = \\dfrac{${volts}}{${ohms}} = ${amps}\\,\\text{A}$.</p>`,
        difficulty: 1 + (i % 2),
        node: 'physics.em.circuits',
      };
    },
  );
  const roots: [number, number][] = [
    [1, 2],
    [2, 3],
    [-1, 4],
    [3, 5],
    [-2, -3],
    [1, 6],
  ];
  const term = (n: number, x: string) =>
    n === 0 ? '' : `${n < 0 ? ' - ' : ' + '}${Math.abs(n) === 1 && x ? '' : Math.abs(n)}${x}`;
  const quadratic = family(
    {
      key: 'quadratic',
      name: 'Roots of a quadratic',
      author: 'teacherSmith',
      language: 'en',
      category: 'Math',
      type: 1,
    },
    roots,
    ([r1, r2], i) => {
      const b = -(r1 + r2);
      const c = r1 * r2;
      const candidates = [r1, r2, r1 + r2, -r1, r1 * r2 + 1].filter((v, k, all) => all.indexOf(v) === k);
      while (candidates.length < 5) candidates.push(candidates.length * 7 + 1);
      const order = [...candidates.slice(i % 5), ...candidates.slice(0, i % 5)];
      return {
        text: `<p>Which numbers solve $x^2${term(b, 'x')}${term(c, '')} = 0$? Choose all that apply.</p>`,
        choices: order.map((n) => `$${n}$`),
        answer: [r1, r2].map((r) => choiceLetters[order.indexOf(r)]!).join(','),
        solution: `<p>The equation factors as $${factored(r1, r2)} = 0$, so $x = ${r1}$ or $x = ${r2}$.</p>`,
        difficulty: 2 + (i % 3),
        node: 'math.algebra.quadratics',
        source: i % 3 === 0 ? aops : undefined,
      };
    },
  );
  const powers: [number, number][] = [
    [3, 2],
    [2, 3],
    [5, 4],
    [4, 5],
    [6, 2],
    [1, 7],
  ];
  const derivative = family(
    { key: 'derivative', name: 'Power rule', author: 'teacherSmith', language: 'en', category: 'Math', type: 0 },
    powers,
    ([a, n], i) => {
      const right = `$${a * n === 1 ? '' : a * n}x^{${n - 1}}$`;
      const choices = [right, `$${a}x^{${n - 1}}$`, `$${a * n}x^{${n}}$`, `$${a}x^{${n + 1}}/${n + 1}$`];
      const shift = i % 4;
      const ordered = [...choices.slice(shift), ...choices.slice(0, shift)];
      return {
        text: `<p>What is the derivative of $f(x) = ${a === 1 ? '' : a}x^{${n}}$?</p>`,
        choices: ordered,
        answer: choiceLetters[ordered.indexOf(right)]!,
        solution: `<p>By the power rule $\\dfrac{d}{dx}x^n = nx^{n-1}$: $f'(x) = ${a * n}x^{${n - 1}}$.</p>`,
        difficulty: 2 + (i % 2),
        node: 'math.calculus.derivatives',
      };
    },
  );
  const legs: [number, number, number][] = [
    [3, 4, 5],
    [5, 12, 13],
    [8, 15, 17],
    [7, 24, 25],
    [6, 8, 10],
    [9, 12, 15],
  ];
  const pythagoras = family(
    { key: 'pythagoras', name: '勾股定理', author: 'teacherSmith', language: 'zh', category: 'Math', type: 2 },
    legs,
    ([a, b, c], i) => ({
      text: `<p>直角三角形的两条直角边分别为 $a = ${a}$ 和 $b = ${b}$，斜边 $c$ 是多少？</p>`,
      answer: String(c),
      solution: `<p>由勾股定理 $c = \\sqrt{a^2 + b^2} = \\sqrt{${a * a} + ${b * b}} = ${c}$。</p>`,
      difficulty: 1 + (i % 3),
      node: 'math.geometry.triangles',
      source: i % 2 === 0 ? aops : undefined,
    }),
  );
  const circles: [number, number][] = [
    [2, 1],
    [4, 2],
    [6, 3],
    [10, 5],
  ];
  const circular = family(
    { key: 'circular', name: '向心加速度', author: 'teacherWang', language: 'zh', category: 'Physics', type: 0 },
    circles,
    ([v, r], i) => {
      const acc = (v * v) / r;
      return {
        text: `<p>物体以速率 $v = ${v}\\,\\text{m/s}$ 做半径 $r = ${r}\\,\\text{m}$ 的匀速圆周运动，向心加速度是多少？</p>`,
        ...numericChoices(acc, 2, i + 2, (n) => `$${n}\\,\\text{m/s}^2$`),
        solution: `<p>$a = \\dfrac{v^2}{r} = \\dfrac{${v * v}}{${r}} = ${acc}\\,\\text{m/s}^2$。</p>`,
        difficulty: 2,
        node: 'physics.mechanics.newton',
      };
    },
  );
  const zhRoots: [number, number][] = [
    [1, 3],
    [2, 4],
    [-3, 1],
    [2, 5],
  ];
  const zhQuadratic = family(
    { key: 'zhQuadratic', name: '一元二次方程', author: 'teacherSmith', language: 'zh', category: 'Math', type: 1 },
    zhRoots,
    ([r1, r2], i) => {
      const candidates = [r1, r2, r1 + r2, -r2];
      const order = [...candidates.slice(i % 4), ...candidates.slice(0, i % 4)];
      return {
        text: `<p>下列哪些数是方程 $${factored(r1, r2)} = 0$ 的解？（多选）</p>`,
        choices: order.map((n) => `$${n}$`),
        answer: [r1, r2].map((r) => choiceLetters[order.indexOf(r)]!).join(','),
        solution: `<p>两个因式分别为零：$x = ${r1}$ 或 $x = ${r2}$。</p>`,
        difficulty: 2,
        node: 'math.algebra.quadratics',
      };
    },
  );
  return [...kinematics, ...freeFall, ...ohm, ...quadratic, ...derivative, ...pythagoras, ...circular, ...zhQuadratic];
}

export const demoQuestions: DemoQuestion[] = [...handWritten, ...generated(), ...gradedQuestions, ...questionTypeDemos];

/**
 * The demo question bank: 60+ questions of all seven types with formulas, in English and Chinese, by
 * the demo teachers and the admin, many filed in the demo libraries, some with the authors' sources.
 * Answers each question's id by its key.
 */
export async function seedQuestions(
  tx: DbOrTx,
  people: Map<string, string>,
  nodes: Map<string, { libraryId: string; chapterId: string; sectionId: string | null }>,
  now: Date,
): Promise<Map<string, string>> {
  const sourceIds = new Map<string, string>();
  for (const s of await tx.select().from(sources)) sourceIds.set(`${s.teacherId}|${s.name}`, s.id);
  const ids = new Map<string, string>();
  for (const [i, q] of demoQuestions.entries()) {
    const teacherId = people.get(q.author)!;
    const numChoice = q.type === 3 ? 2 : q.choices && q.choices.length >= 2 ? q.choices.length : 4;
    const answer = checkCorrectAnswer(q.type, numChoice, q.answer);
    if (!answer.ok) throw new Error(`demo question ${q.key}: correct answer ${answer.problem}`);
    const grading = q.grading && specProblem({ ...gradingDefaults, ...q.grading, correctAnswer: answer.value });
    if (grading) throw new Error(`demo question ${q.key}: ${grading.path} ${grading.problem}`);
    const node: LibraryNode | undefined = q.node ? nodes.get(q.node) : undefined;
    // Earlier entries a moment newer, so newest-first lists show them in this file's order.
    const at = new Date(now.getTime() - i * 1000);
    const [row] = await tx
      .insert(questions)
      .values({
        teacherId,
        name: q.name,
        category: q.category,
        qText: sanitiseRichText(q.text),
        isChoice: q.type,
        numChoice,
        correctAnswer: answer.value,
        difficulty: q.difficulty,
        description: sanitiseRichText(q.solution),
        sourceId: q.source ? (sourceIds.get(`${teacherId}|${q.source}`) ?? null) : null,
        answerA: sanitiseRichText(q.choices?.[0]),
        answerB: sanitiseRichText(q.choices?.[1]),
        answerC: sanitiseRichText(q.choices?.[2]),
        answerD: sanitiseRichText(q.choices?.[3]),
        answerE: sanitiseRichText(q.choices?.[4]),
        language: q.language,
        libraryId: node?.libraryId ?? null,
        chapterId: node?.chapterId ?? null,
        sectionId: node?.sectionId ?? null,
        ...q.grading,
        body: q.body ? (sanitiseBody(q.body) ?? {}) : {},
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: questions.id });
    ids.set(q.key, row!.id);
  }
  return ids;
}
