import type { DemoQuestion } from './questions';

const none = { feedback: '', tolerance: null };

/**
 * The types beyond the spec's three, with partial credit, feedback and hints: a description, a cloze
 * question with a number, a choice and a word, a matching question, true/false, a six-choice multi select
 * with part marks and a short answer that accepts several answers. Used by the "Questions that teach" homework.
 */
export const questionTypeDemos: DemoQuestion[] = [
  {
    key: 'teachIntro',
    author: 'teacherWang',
    language: 'en',
    category: 'Physics',
    name: 'Before you start',
    type: 6,
    text: '<p>Every question below gives part marks. After a wrong <em>Check Solution</em> you get a hint and another try; each hint costs a little credit.</p>',
    answer: '',
    solution: '',
    difficulty: 1,
  },
  {
    key: 'teachCloze',
    author: 'teacherWang',
    language: 'en',
    category: 'Physics',
    name: 'Free fall in three parts',
    type: 5,
    text: '<p>A ball is dropped from rest. After $2.0\\,\\text{s}$ its speed is {#1} m/s. Its acceleration points {#2}. The name of $\\vec g$ is the acceleration due to {#3}.</p>',
    answer: '',
    solution:
      '<p>$v = g t = 9.8 \\times 2.0 = 19.6\\,\\text{m/s}$, pointing down; $g$ is the acceleration due to gravity.</p>',
    difficulty: 2,
    body: {
      parts: [
        {
          kind: 'number',
          weight: 2,
          answers: [
            { text: '19.6', fraction: 1, feedback: '<p>Right: $v = gt$.</p>', tolerance: 0.2 },
            { text: '9.8', fraction: 0, feedback: '<p>That is $g$ itself; multiply by the time.</p>', tolerance: 0.05 },
          ],
          choices: [],
          units: [],
          caseSensitive: false,
        },
        {
          kind: 'choice',
          weight: 1,
          answers: [],
          choices: [
            { text: 'up', fraction: 0, feedback: '<p>Gravity pulls towards the Earth.</p>' },
            { text: 'down', fraction: 1, feedback: '' },
            { text: 'sideways', fraction: 0, feedback: '' },
          ],
          units: [],
          caseSensitive: false,
        },
        {
          kind: 'text',
          weight: 1,
          answers: [
            { text: 'gravity', fraction: 1, ...none },
            { text: 'gravitation', fraction: 1, ...none },
            {
              text: 'weight',
              fraction: 0.5,
              feedback: '<p>Close: the force is the weight, the field is gravity.</p>',
              tolerance: null,
            },
          ],
          choices: [],
          units: [],
          caseSensitive: false,
        },
      ],
      hints: [
        '<p>Speed grows by $9.8\\,\\text{m/s}$ every second.</p>',
        '<p>$v = g t$ with $t = 2.0\\,\\text{s}$.</p>',
      ],
      hintPenalty: 0.1,
    },
  },
  {
    key: 'teachMatching',
    author: 'teacherWang',
    language: 'en',
    category: 'Physics',
    name: 'Units of quantities',
    type: 4,
    text: '<p>Match each quantity with its SI unit.</p>',
    answer: '',
    solution: '<p>Force in newtons, energy in joules, power in watts; the pascal is a unit of pressure.</p>',
    difficulty: 1,
    body: {
      pairs: [
        { prompt: '<p>Force</p>', answer: 'newton' },
        { prompt: '<p>Energy</p>', answer: 'joule' },
        { prompt: '<p>Power</p>', answer: 'watt' },
        { prompt: '', answer: 'pascal' },
      ],
      shuffle: true,
    },
  },
  {
    key: 'teachTrueFalse',
    author: 'teacherWang',
    language: 'en',
    category: 'Physics',
    name: 'Mass on the Moon',
    type: 3,
    text: '<p>An astronaut has less <strong>mass</strong> on the Moon than on the Earth.</p>',
    choices: ['True', 'False'],
    answer: 'B',
    solution: '<p>Mass does not depend on where you are; the weight $mg$ is smaller on the Moon.</p>',
    difficulty: 1,
    body: {
      choices: [
        { text: 'True', fraction: 0, feedback: '<p>The weight is smaller, not the mass.</p>' },
        { text: 'False', fraction: 1, feedback: '<p>Right: mass is the same everywhere.</p>' },
      ],
    },
  },
  {
    key: 'teachSiUnits',
    author: 'teacherWang',
    language: 'en',
    category: 'Physics',
    name: 'SI base units',
    type: 1,
    text: '<p>Which of these are SI <strong>base</strong> units? Each right choice earns a quarter; a wrong one costs half.</p>',
    choices: ['metre', 'kilogram', 'newton', 'second', 'joule', 'ampere'],
    answer: 'A,B,D,F',
    solution:
      '<p>The base units here are the metre, kilogram, second and ampere; the newton and joule are derived.</p>',
    difficulty: 2,
    body: {
      choices: [
        { text: 'metre', fraction: 0.25, feedback: '' },
        { text: 'kilogram', fraction: 0.25, feedback: '' },
        { text: 'newton', fraction: -0.5, feedback: '<p>$1\\,\\text{N} = 1\\,\\text{kg·m/s}^2$ is derived.</p>' },
        { text: 'second', fraction: 0.25, feedback: '' },
        { text: 'joule', fraction: -0.5, feedback: '<p>$1\\,\\text{J} = 1\\,\\text{N·m}$ is derived.</p>' },
        { text: 'ampere', fraction: 0.25, feedback: '' },
      ],
    },
  },
  {
    key: 'teachMoonForce',
    author: 'teacherWang',
    language: 'en',
    category: 'Physics',
    name: 'What keeps the Moon in orbit',
    type: 2,
    text: '<p>Name the force that keeps the Moon in its orbit around the Earth.</p>',
    answer: 'gravity',
    solution: '<p>Gravity (the gravitational pull of the Earth) provides the centripetal force.</p>',
    difficulty: 1,
    body: {
      answers: [
        { text: 'gravity', fraction: 1, ...none },
        { text: 'gravitational force', fraction: 1, ...none },
        {
          text: 'centripetal force',
          fraction: 0.5,
          feedback: '<p>That is the role the force plays; which force plays it?</p>',
          tolerance: null,
        },
      ],
      hints: ['<p>It is the same force that makes an apple fall.</p>'],
      hintPenalty: 0.2,
    },
  },
];
