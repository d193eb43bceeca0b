import type { QuestionParam } from '@quanta/db';
import type { DemoQuestion } from './questions';

/** What a demo question says about grading its typed answer (see @quanta/grading). */
export interface DemoGrading {
  answerType: 'number' | 'expression';
  tolerance?: number;
  toleranceType?: 'relative' | 'absolute';
  unit?: string;
  sigFigs?: number;
  params?: QuestionParam[];
}

/** The grading fields a demo question leaves out. */
export const gradingDefaults: Required<Omit<DemoGrading, 'answerType' | 'sigFigs'>> & { sigFigs: number | null } = {
  tolerance: 0.01,
  toleranceType: 'relative',
  unit: '',
  sigFigs: null,
  params: [],
};

/**
 * Free responses that grade themselves: numbers with units and significant figures, an algebra
 * question, and a projectile whose numbers differ for every student. Filed in the Physics and Math
 * libraries and used by the "Units, figures and variants" homework.
 */
export const gradedQuestions: DemoQuestion[] = [
  {
    key: 'gradedGravity',
    author: 'teacherWang',
    language: 'en',
    category: 'Physics',
    name: 'Free-fall acceleration (units, 2 s.f.)',
    type: 2,
    text: '<p>A stone dropped from rest falls $19.6\\,\\text{m}$ in $2.00\\,\\text{s}$. Find its acceleration, with a unit, to 2 significant figures.</p>',
    answer: '9.8',
    solution:
      '<p>From $h = \\tfrac{1}{2} a t^2$: $a = 2h/t^2 = 2 \\times 19.6 / 4 = 9.8\\,\\text{m/s}^2$ (980 cm/s² is the same).</p>',
    difficulty: 2,
    node: 'physics.mechanics.kinematics',
    grading: { answerType: 'number', unit: 'm/s^2', sigFigs: 2 },
  },
  {
    key: 'gradedSpeed',
    author: 'teacherWang',
    language: 'en',
    category: 'Physics',
    name: 'Highway speed (units)',
    type: 2,
    text: '<p>A car covers $90\\,\\text{km}$ in one hour. What is its speed? Any unit of speed will do.</p>',
    answer: '25',
    solution: '<p>$90\\,\\text{km/h} = 90\\,000\\,\\text{m} / 3600\\,\\text{s} = 25\\,\\text{m/s}$.</p>',
    difficulty: 1,
    node: 'physics.mechanics.kinematics',
    grading: { answerType: 'number', unit: 'm/s', tolerance: 0.01 },
  },
  {
    key: 'gradedProjectile',
    author: 'teacherWang',
    language: 'en',
    category: 'Physics',
    name: 'Projectile range (your own numbers)',
    type: 2,
    text: '<p>A ball is launched at {v0} m/s at {angle}° above level ground. How far away does it land? Take $g = 9.8\\,\\text{m/s}^2$ and give a unit.</p>',
    answer: '{v0}^2 * sin(2 * {angle} * pi / 180) / 9.8',
    solution:
      '<p>$R = \\dfrac{v_0^2 \\sin 2\\theta}{g}$ with $v_0 = {v0}\\,\\text{m/s}$ and $\\theta = {angle}^\\circ$.</p>',
    difficulty: 3,
    node: 'physics.mechanics.kinematics',
    grading: {
      answerType: 'number',
      unit: 'm',
      tolerance: 0.02,
      params: [
        { name: 'v0', min: 10, max: 30, step: 1 },
        { name: 'angle', values: [15, 30, 45, 60, 75] },
      ],
    },
  },
  {
    key: 'gradedAlgebra',
    author: 'teacherSmith',
    language: 'en',
    category: 'Math',
    name: 'Expand and simplify',
    type: 2,
    text: '<p>Write $(x + 1)^2 - (x - 1)^2$ in its simplest form.</p>',
    answer: '4x',
    solution: '<p>$(x^2 + 2x + 1) - (x^2 - 2x + 1) = 4x$. Any equivalent form, such as $2 \\cdot 2x$, is right.</p>',
    difficulty: 2,
    node: 'math.algebra.quadratics',
    grading: { answerType: 'expression' },
  },
  {
    key: 'gradedCircle',
    author: 'teacherSmith',
    language: 'zh',
    category: 'Math',
    name: '圆的面积（表达式）',
    type: 2,
    text: '<p>半径为 $r$ 的圆，其面积是多少？用 $r$ 表示。</p>',
    answer: 'pi*r^2',
    solution: '<p>$S = \\pi r^2$。</p>',
    difficulty: 1,
    node: 'math.geometry.circles',
    grading: { answerType: 'expression' },
  },
];
