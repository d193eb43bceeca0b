import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { questions, uploads } from '@quanta/db';
import { uploadQuotaBytes } from '@quanta/validators';
import { and, eq, inArray } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_ID } from '../support/factories/classes';
import { bindToLibrary, buildLibraryTree } from '../support/factories/libraries';
import { buildQuestion, refuseQuestionsNamedBoom } from '../support/factories/questions';
import { useTestApp } from '../support/fixture';
import { buildStudent, buildTeacher, type TestApp, tokenOf, trpcStatus } from '../support/harness';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

type Row = typeof questions.$inferSelect;
const select = (q: Row) => q.isChoice === 0 || q.isChoice === 1;

/** Every field a question file carries, as stored; a picture inside the HTML by its place, not its path. */
const carried = (q: Row) =>
  JSON.parse(
    JSON.stringify({
      name: q.name,
      category: q.category,
      qText: q.qText,
      isChoice: q.isChoice,
      numChoice: select(q) || q.isChoice === 3 ? q.numChoice : 4,
      correctAnswer: q.correctAnswer,
      difficulty: q.difficulty,
      description: q.description,
      copyright: q.copyright,
      referenceId: q.referenceId,
      answers: [q.answerA, q.answerB, q.answerC, q.answerD, q.answerE],
      showImg: q.showImg,
      grading: q.isChoice === 2 ? [q.answerType, q.tolerance, q.toleranceType, q.unit, q.sigFigs, q.params] : [],
      body: q.body,
    }).replace(/\/uploads\/[\w/.-]+/g, '/uploads/…'),
  );

/** The pictures a stored question's HTML shows, by path. */
const shownPaths = (q: Row) =>
  [...JSON.stringify([q.qText, q.description, q.body]).matchAll(/src=\\"(\/uploads\/[^\\"]+)\\"/g)].map((m) => m[1]!);

async function bytesOf(t: TestApp, path: string) {
  const file = await t.app.deps.files.resolve(path);
  const chunks: Buffer[] = [];
  for await (const chunk of file!.open()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const blank = { answerA: '', answerB: '', answerC: '', answerD: '', answerE: '', correctAnswer: '' };

/** One question of each type, with math, Chinese, each format's special characters and pictures. */
async function buildBank(t: TestApp, teacher: { id: string }) {
  const picture = await t.app.deps.files.save(Readable.from([PNG]), 'png');
  const inline = await t.app.deps.files.save(Readable.from([PNG]), 'png');
  return [
    await buildQuestion(t, teacher, {
      name: 'Newton: second law {F=ma}',
      category: 'Physics',
      qText: '<p>A force of $F = 10\\,\\text{N}$ acts on $m = \\frac{1}{2}\\,\\text{kg}$. What is $a$? ~#=</p>',
      isChoice: 0,
      numChoice: 4,
      correctAnswer: 'C',
      answerA: '<p>$5$</p>',
      answerB: '<p>$10$</p>',
      answerC: '<p>$20\\,\\text{m/s}^2$</p>',
      answerD: '<p>力</p>',
      difficulty: 2,
      description: '<p>From $F = ma$: $a = F/m$.</p>',
      copyright: 'CC BY 4.0',
      referenceId: 'PHY-001',
      image: picture,
      showImg: true,
    }),
    await buildQuestion(t, teacher, {
      name: '二次方程的根',
      category: 'Math',
      qText: '<p>Which are roots of $x^2 - 5x + 6 = 0$?</p>',
      isChoice: 1,
      numChoice: 5,
      correctAnswer: 'B,C',
      answerA: '<p>$1$</p>',
      answerB: '<p>$2$</p>',
      answerC: '<p>$3$</p>',
      answerD: '<p>$6$</p>',
      answerE: '<p>$-2$</p>',
      difficulty: 4,
      description: '',
      copyright: '',
      referenceId: '',
    }),
    await buildQuestion(t, teacher, {
      ...blank,
      name: 'Kinetic energy',
      category: 'Math',
      qText: '<p>Give $E_k$ of $m = 2$ at $v = 3$.</p>',
      isChoice: 2,
      correctAnswer: '9',
      description: '<p>$E_k = \\tfrac12 mv^2 = 9$</p>',
      referenceId: 'M-3',
      answerType: 'number',
      tolerance: 0.5,
      toleranceType: 'absolute',
    }),
    await buildQuestion(t, teacher, {
      ...blank,
      name: 'Projectile range',
      category: 'Physics',
      qText: '<p>A ball leaves at {v0} m/s and 45°. How far does it land?</p>',
      isChoice: 2,
      correctAnswer: '{v0}^2 / 9.8',
      answerType: 'number',
      tolerance: 0.02,
      toleranceType: 'relative',
      unit: 'm',
      sigFigs: 3,
      params: [
        { name: 'v0', min: 10, max: 30, step: 5 },
        { name: 'k', values: [1, 2, 3] },
      ],
    }),
    await buildQuestion(t, teacher, {
      ...blank,
      name: 'Expand',
      category: 'Math',
      qText: '<p>Expand $2(x+1)$.</p>',
      isChoice: 2,
      correctAnswer: '2*(x+1)',
      answerType: 'expression',
    }),
    await buildQuestion(t, teacher, {
      ...blank,
      name: 'Units of g',
      category: 'Physics',
      qText: '<p>What is $g$, with its unit?</p>',
      isChoice: 2,
      correctAnswer: '9.8 m/s^2',
      difficulty: 5,
    }),
    await buildQuestion(t, teacher, {
      ...blank,
      name: 'Explain',
      category: 'Physics',
      qText: '<p>Explain <strong>why</strong> the sky is blue.</p>',
      isChoice: 2,
      difficulty: 1,
    }),
    await buildQuestion(t, teacher, {
      ...blank,
      name: 'Light is a wave',
      category: 'Optics',
      qText: '<p>Light shows interference.</p>',
      isChoice: 3,
      numChoice: 2,
      answerA: 'True',
      answerB: 'False',
      correctAnswer: 'A',
      referenceId: 'OPT-1',
      body: {
        choices: [
          { text: 'True', fraction: 1, feedback: `<p>Yes: Young’s slits <img src="${inline}" alt="slits" /></p>` },
          { text: 'False', fraction: 0, feedback: '<p>Think of Young.</p>' },
        ],
        hints: ['<p>Two slits.</p>', '<p>Bright and dark bands.</p>'],
        hintPenalty: 0.25,
        tags: ['waves', 'category:Physics/Optics'],
      },
    }),
    await buildQuestion(t, teacher, {
      ...blank,
      name: 'Units',
      category: 'Physics',
      qText: '<p>Match each quantity to its unit.</p>',
      isChoice: 4,
      body: {
        pairs: [
          { prompt: '<p>Force</p>', answer: 'N' },
          { prompt: '<p>Energy -&gt; work</p>', answer: 'J' },
          { prompt: '<p>Power</p>', answer: 'W' },
          { prompt: '', answer: 'Pa' },
        ],
        shuffle: true,
      },
    }),
    await buildQuestion(t, teacher, {
      ...blank,
      name: 'Falling stone',
      category: 'Physics',
      qText: '<p>A stone falls with $g$ = {#1} towards the {#2}; in one word it {#3}.</p>',
      isChoice: 5,
      description: '<p>$g \\approx 9.8$</p>',
      body: {
        parts: [
          {
            kind: 'number',
            weight: 2,
            answers: [
              { text: '9.8', fraction: 1, feedback: '<p>Right</p>', tolerance: 0.1 },
              { text: '10', fraction: 0.5, feedback: '<p>Rounded</p>', tolerance: null },
            ],
            choices: [],
            units: [{ unit: 'm/s^2', multiplier: 1 }],
            caseSensitive: false,
          },
          {
            kind: 'choice',
            weight: 1,
            answers: [],
            choices: [
              { text: 'sky', fraction: 0, feedback: 'No {way}' },
              { text: 'ground', fraction: 1, feedback: '' },
            ],
            units: [],
            caseSensitive: false,
          },
          {
            kind: 'text',
            weight: 1,
            answers: [
              { text: 'falls', fraction: 1, feedback: '', tolerance: null },
              { text: 'drops', fraction: 0.5, feedback: 'Close ~ enough', tolerance: null },
            ],
            choices: [],
            units: [],
            caseSensitive: true,
          },
        ],
        hints: ['<p>Think of $9.8$.</p>'],
      },
    }),
    await buildQuestion(t, teacher, {
      ...blank,
      name: 'Read first',
      category: 'Physics',
      qText: '<p>The next questions are about <em>motion</em>.</p>',
      isChoice: 6,
      description: '',
    }),
    await buildQuestion(t, teacher, {
      ...blank,
      name: 'Seven colours',
      category: 'Optics',
      qText: '<p>Which colour has the longest wavelength?</p>',
      isChoice: 0,
      numChoice: 7,
      answerA: '<p>red</p>',
      answerB: '<p>orange</p>',
      answerC: `<p>yellow <img src="${inline}" alt="spectrum" /></p>`,
      answerD: '<p>green</p>',
      answerE: '<p>blue</p>',
      correctAnswer: 'A',
      body: {
        choices: [
          { text: '<p>red</p>', fraction: 1, feedback: '<p>Yes</p>' },
          { text: '<p>orange</p>', fraction: 0.5, feedback: '<p>Close</p>' },
          { text: `<p>yellow <img src="${inline}" alt="spectrum" /></p>`, fraction: 0, feedback: '' },
          { text: '<p>green</p>', fraction: 0, feedback: '' },
          { text: '<p>blue</p>', fraction: 0, feedback: '' },
          { text: '<p>indigo</p>', fraction: 0, feedback: '' },
          { text: '<p>violet</p>', fraction: 0, feedback: '<p>Shortest</p>' },
        ],
        tags: ['spectrum'],
      },
    }),
    await buildQuestion(t, teacher, {
      ...blank,
      name: 'Best animal',
      category: 'Biology',
      qText: '<p>Which animal?</p>',
      isChoice: 2,
      correctAnswer: 'Frog',
      body: {
        answers: [
          { text: 'Frog', fraction: 1, feedback: '<p>Good!</p>', tolerance: null },
          { text: 'Toad', fraction: 0.8, feedback: '<p>Nearly</p>', tolerance: null },
          { text: '*', fraction: 0, feedback: '<p>No</p>', tolerance: null },
        ],
        caseSensitive: true,
      },
    }),
    await buildQuestion(t, teacher, {
      ...blank,
      name: 'Speed',
      category: 'Physics',
      qText: '<p>A car covers 90 km in an hour. Its speed?</p>',
      isChoice: 2,
      correctAnswer: '25',
      answerType: 'number',
      tolerance: 0.5,
      toleranceType: 'absolute',
      body: {
        answers: [
          { text: '25', fraction: 1, feedback: '<p>Right</p>', tolerance: 0.5 },
          { text: '6.674e-11', fraction: 0.5, feedback: '', tolerance: 2 },
          { text: '1822', fraction: 0.5, feedback: '<p>A year?</p>', tolerance: null },
        ],
        units: [
          { unit: 'm/s', multiplier: 1 },
          { unit: 'km/h', multiplier: 3.6 },
        ],
        hints: ['<p>Divide by 3.6.</p>'],
        hintPenalty: 0.1,
      },
    }),
    await buildQuestion(t, teacher, {
      ...blank,
      name: 'Primes',
      category: 'Math',
      qText: '<p>Select the primes.</p>',
      isChoice: 1,
      numChoice: 4,
      answerA: '<p>1</p>',
      answerB: '<p>2</p>',
      answerC: '<p>3</p>',
      answerD: '<p>4</p>',
      correctAnswer: 'B,C',
      body: {
        choices: [
          { text: '<p>1</p>', fraction: -1, feedback: '' },
          { text: '<p>2</p>', fraction: 0.5, feedback: '' },
          { text: '<p>3</p>', fraction: 0.5, feedback: '' },
          { text: '<p>4</p>', fraction: -1, feedback: '<p>4 = 2 × 2</p>' },
        ],
      },
    }),
  ];
}

/**
 * Moodle's own format rules for what its XML importer (qformat_xml, question/format/xml/format.php) reads
 * of each type (a name and a text always; the rest it reads with defaults, so a rule names what a type needs), with the checks its save step makes (a full-credit answer for short answer and numerical,
 * a grade from Moodle's list of fractions: question_bank::fraction_options_full, matched within 1e-5 as
 * match_grade_options does), and qtype_multianswer's pattern for an embedded answer. Each rule answers the
 * problem it finds, or nothing.
 */
const moodleGrades = [
  1, 0.9, 0.8333333, 0.8, 0.75, 0.7, 0.6666667, 0.6, 0.5, 0.4, 0.3333333, 0.3, 0.25, 0.2, 0.1666667, 0.1428571, 0.125,
  0.1111111, 0.1, 0.05, 0,
].flatMap((g) => (g === 0 ? [0] : [g, -g]));
const validGrade = (percent: string) => moodleGrades.some((g) => Math.abs(Number(percent) / 100 - g) < 1e-5);

/** qtype_multianswer's ANSWER_REGEX, as Moodle writes it. */
const embeddedAnswer = (() => {
  const fraction = '=|%(-?[0-9]+(?:[.,][0-9]*)?)%';
  const answer = '.+?(?<!\\\\|&|&amp;)(?=[~#}]|$)';
  const feedback = '.*?(?<!\\\\)(?=[~}]|$)';
  const alternative = `(${fraction})?(${answer})(#(${feedback}))?`;
  const types = [
    'NUMERICAL|NM',
    'MULTICHOICE|MC',
    'MULTICHOICE_V|MCV',
    'MULTICHOICE_H|MCH',
    'SHORTANSWER|SA|MW',
    'SHORTANSWER_C|SAC|MWC',
  ].join('|');
  return new RegExp(`\\{([0-9]*):(${types}):(${alternative}(~${alternative})*)\\}`, 'gs');
})();

// biome-ignore lint/suspicious/noExplicitAny: parsed XML, read field by field as Moodle's importer reads it
type X = any;
const list = (v: X): X[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
/** An element's text, its CDATA sections included. */
const text = (v: X): string =>
  v === undefined ? '' : Array.isArray(v) ? v.map(text).join('') : typeof v === 'object' ? text(v['#text']) : String(v);
const has = (q: X, ...names: string[]) => names.filter((n) => q[n] === undefined).map((n) => `no <${n}>`);

const typeRules: Record<string, (q: X) => string[]> = {
  multichoice: (q) => [
    ...has(
      q,
      'single',
      'shuffleanswers',
      'answernumbering',
      'correctfeedback',
      'partiallycorrectfeedback',
      'incorrectfeedback',
    ),
    ...(['true', 'false'].includes(text(q.single)) ? [] : ['<single> is not true or false']),
    ...(['abc', 'ABCD', '123', 'iii', 'IIII', 'none'].includes(text(q.answernumbering))
      ? []
      : ['bad <answernumbering>']),
    ...(list(q.answer).length >= 2 ? [] : ['fewer than 2 answers']),
    ...list(q.answer).flatMap((a) => [
      ...(validGrade(a['@_fraction']) ? [] : [`grade ${a['@_fraction']} is not one of Moodle's`]),
      ...(a.feedback?.text === undefined ? ['an answer without <feedback><text>'] : []),
    ]),
    ...(text(q.single) === 'true' && !list(q.answer).some((a) => Number(a['@_fraction']) === 100)
      ? ['a single choice without a 100 % answer']
      : []),
  ],
  truefalse: (q) => {
    const answers = list(q.answer);
    const words = answers.map((a) => text(a.text)).sort();
    const grades = answers.map((a) => Number(a['@_fraction'])).sort();
    return [
      ...(words.join() === 'false,true' ? [] : ['answers are not true and false']),
      ...(grades.join() === '0,100' ? [] : ['not one answer at 100 % and one at 0']),
    ];
  },
  shortanswer: (q) => [
    ...has(q, 'usecase'),
    ...(list(q.answer).some((a) => Number(a['@_fraction']) === 100) ? [] : ['no answer at 100 %']),
    ...list(q.answer).flatMap((a) => (validGrade(a['@_fraction']) ? [] : [`grade ${a['@_fraction']}`])),
  ],
  numerical: (q) => [
    ...has(q, 'unitgradingtype', 'unitpenalty', 'showunits', 'unitsleft'),
    ...(list(q.answer).some((a) => Number(a['@_fraction']) === 100) ? [] : ['no answer at 100 %']),
    ...list(q.answer).flatMap((a) => [
      ...(validGrade(a['@_fraction']) ? [] : [`grade ${a['@_fraction']}`]),
      ...(text(a.text) === '*' || Number.isFinite(Number(text(a.text)))
        ? []
        : [`answer ${text(a.text)} is not a number`]),
      ...(Number.isFinite(Number(text(a.tolerance))) ? [] : ['a tolerance that is not a number']),
    ]),
    ...list(q.units?.unit).flatMap((u) => [
      ...(text(u.unit_name) ? [] : ['a unit without a name']),
      ...(Number.isFinite(Number(text(u.multiplier))) ? [] : ['a multiplier that is not a number']),
    ]),
  ],
  matching: (q) => [
    ...has(q, 'shuffleanswers'),
    ...(list(q.subquestion).filter((s) => text(s.text) !== '').length >= 2 ? [] : ['fewer than 2 questions']),
    ...list(q.subquestion).flatMap((s) => (text(s.answer?.text) ? [] : ['a subquestion without an answer'])),
  ],
  cloze: (q) => {
    const found = [...text(q.questiontext.text).matchAll(embeddedAnswer)];
    const opened = text(q.questiontext.text).match(/\{\d*:[A-Z_]+:/g) ?? [];
    return [
      ...(found.length > 0 ? [] : ['no embedded answer']),
      ...(found.length === opened.length ? [] : ['an embedded answer Moodle cannot read']),
    ];
  },
  essay: (q) => [
    ...has(
      q,
      'responseformat',
      'responserequired',
      'responsefieldlines',
      'attachments',
      'attachmentsrequired',
      'graderinfo',
      'responsetemplate',
    ),
    ...(['editor', 'editorfilepicker', 'plain', 'monospaced', 'noinline'].includes(text(q.responseformat))
      ? []
      : ['bad <responseformat>']),
  ],
  description: () => [],
};

const moodleParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  cdataPropName: '#text',
  parseTagValue: false,
});

/** Every problem Moodle's format rules find in a Moodle XML file, by question number. */
function moodleProblems(xml: string): string[] {
  const entries = list(moodleParser.parse(xml).quiz?.question);
  return entries.flatMap((q: X, i: number) => {
    const type = q['@_type'];
    const at = (p: string) => `question ${i + 1} (${type}): ${p}`;
    if (type === 'category')
      return text(q.category?.text).startsWith('$course$/') ? [] : [at('category outside $course$')];
    const rule = typeRules[type];
    if (!rule) return [at('a type Moodle has not')];
    // A file named in a text is shipped beside that text, in the same element.
    const areas = [
      q.questiontext,
      q.generalfeedback,
      ...list(q.answer),
      ...list(q.answer).map((a) => a.feedback),
      ...list(q.hint),
      ...list(q.subquestion),
    ];
    const files = areas.flatMap((area) => {
      const names = new Set(list(area?.file).map((f) => f['@_name']));
      const shown = [...text(area?.text).matchAll(/@@PLUGINFILE@@\/([^"]+)"/g)].map((m) => decodeURIComponent(m[1]!));
      return shown.filter((name) => !names.has(name)).map((name) => `file ${name} is not beside its text`);
    });
    return [
      ...has(q, 'name', 'questiontext'),
      ...(text(q.name?.text) ? [] : ['no name']),
      ...(q.questiontext?.text === undefined ? ['no <questiontext><text>'] : []),
      ...(q.penalty === undefined || (Number(text(q.penalty)) >= 0 && Number(text(q.penalty)) <= 1)
        ? []
        : ['a penalty outside 0..1']),
      ...files,
      ...rule(q),
    ].map(at);
  });
}

const mq = (type: string, body: string, name: string) => `  <question type="${type}">
    <name>
      <text>${name}</text>
    </name>
    <questiontext format="html">
      <text><![CDATA[<p>${name}: what is $x$?</p>]]></text>
    </questiontext>
    <generalfeedback format="html">
      <text></text>
    </generalfeedback>
    <defaultgrade>1.0000000</defaultgrade>
    <penalty>0.3333333</penalty>
    <hidden>0</hidden>
    <idnumber></idnumber>
${body}
  </question>`;
const answer = (fraction: number, text: string, extra = '') =>
  `    <answer fraction="${fraction}" format="html">\n      <text><![CDATA[${text}]]></text>\n      <feedback format="html">\n        <text></text>\n      </feedback>${extra}\n    </answer>`;

/** Moodle's documented question types, as its exporter writes them; the supported ones first. */
const moodleKinds: Record<string, (i: number) => string> = {
  single: (i) =>
    mq(
      'multichoice',
      `    <single>true</single>\n    <shuffleanswers>true</shuffleanswers>\n    <answernumbering>abc</answernumbering>\n${[100, 0, 0, 0].map((f, j) => answer(f, `<p>${j}</p>`)).join('\n')}`,
      `Single ${i}`,
    ),
  multi: (i) =>
    mq(
      'multichoice',
      `    <single>false</single>\n    <shuffleanswers>true</shuffleanswers>\n${[50, -100, 50, -100, -100].map((f, j) => answer(f, `<p>${j}</p>`)).join('\n')}`,
      `Multi ${i}`,
    ),
  shortanswer: (i) => mq('shortanswer', `    <usecase>0</usecase>\n${answer(100, 'Newton')}`, `Short ${i}`),
  numerical: (i) => mq('numerical', answer(100, '3.14', '\n      <tolerance>0.01</tolerance>'), `Numerical ${i}`),
  essay: (i) =>
    mq(
      'essay',
      '    <responseformat>editor</responseformat>\n    <responserequired>1</responserequired>',
      `Essay ${i}`,
    ),
  truefalse: (i) => mq('truefalse', `${answer(100, 'true')}\n${answer(0, 'false')}`, `TrueFalse ${i}`),
  matching: (i) =>
    mq(
      'matching',
      [
        ['H', 'Hydrogen'],
        ['O', 'Oxygen'],
      ]
        .map(
          ([prompt, name]) =>
            `    <subquestion format="html">\n      <text><![CDATA[<p>${prompt}</p>]]></text>\n      <answer>\n        <text>${name}</text>\n      </answer>\n    </subquestion>`,
        )
        .join('\n'),
      `Matching ${i}`,
    ),
  multianswer: (i) =>
    mq('multianswer', '', `Cloze ${i}`).replace('what is $x$?', '$x$ = {1:NUMERICAL:=2:0.1#Right~%50%3}'),
  calculated: (i) => mq('calculated', answer(100, '{a} + {b}'), `Calculated ${i}`),
  ddwtos: (i) =>
    mq(
      'ddwtos',
      '    <dragbox>\n      <text>2</text>\n      <group>1</group>\n    </dragbox>\n    <dragbox>\n      <text>3</text>\n      <group>1</group>\n    </dragbox>',
      `Drag ${i}`,
    ).replace('what is $x$?', '$x$ = [[1]]'),
  description: (i) => mq('description', '', `Description ${i}`),
  threeChoices: (i) =>
    mq(
      'multichoice',
      `    <single>true</single>\n${[100, 0, 0].map((f, j) => answer(f, `<p>${j}</p>`)).join('\n')}`,
      `Three ${i}`,
    ),
};
const cycle = Object.keys(moodleKinds);
const supportedKinds = new Set(cycle.filter((kind) => kind !== 'calculated'));

function moodleFile(n: number): { xml: string; skipped: number[] } {
  const parts = ['<?xml version="1.0" encoding="UTF-8"?>', '<quiz>'];
  const skipped: number[] = [];
  for (let i = 1; i <= n; i += 1) {
    if (i % 20 === 1) {
      parts.push(
        `<!-- question: 0  -->\n  <question type="category">\n    <category>\n      <text>$course$/top/Math</text>\n    </category>\n  </question>`,
      );
    }
    const kind = cycle[(i - 1) % cycle.length]!;
    if (!supportedKinds.has(kind)) skipped.push(i);
    parts.push(`<!-- question: ${1000 + i}  -->`, moodleKinds[kind]!(i));
  }
  parts.push('</quiz>');
  return { xml: parts.join('\n'), skipped };
}

describe('question files: Moodle XML and GIFT', () => {
  const t = useTestApp();
  let teacher: Awaited<ReturnType<typeof buildTeacher>>;
  let token: string;
  let bank: Awaited<ReturnType<typeof buildBank>>;

  beforeAll(async () => {
    teacher = await buildTeacher(t);
    token = await tokenOf(t, teacher);
    bank = await buildBank(t, teacher);
  });

  const importAs = async (format: 'moodle' | 'gift', content: string, language: 'en' | 'zh') =>
    t.rest('POST', '/teacher/importQuestionBank', { token, body: { format, content, language } });

  const importedIn = (language: 'en' | 'zh') =>
    t.app.deps.db
      .select()
      .from(questions)
      .where(and(eq(questions.teacherId, teacher.id), eq(questions.language, language)));

  it('Quanta → Moodle XML → Quanta keeps every field of every type, pictures included, in a file Moodle reads', async () => {
    const exported = await t.rest('POST', '/teacher/exportQuestionBank', {
      token,
      body: { format: 'moodle', questionIds: bank.map((q) => q.id) },
    });
    expect(exported.status).toBe(200);
    const xml: string = exported.body.result.content;
    for (const type of [
      'multichoice',
      'numerical',
      'shortanswer',
      'essay',
      'truefalse',
      'matching',
      'cloze',
      'description',
    ]) {
      expect(xml).toContain(`<question type="${type}">`);
    }
    expect(xml).toContain('$course$/top/Physics/Optics');
    expect(xml).toContain('{2:NUMERICAL:%100%9.8:0.1#<p>Right</p>~%50%10#<p>Rounded</p>}');
    expect(moodleProblems(xml)).toEqual([]);
    const res = await importAs('moodle', xml, 'zh');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toMatchObject({ count: bank.length, skipped: [], notes: [] });
    const back = await importedIn('zh');
    const byName = new Map(back.map((q) => [q.name, q]));
    for (const original of bank) {
      const copy = byName.get(original.name)!;
      expect(carried(copy), original.name).toEqual(carried(original));
      // Each picture inside the HTML is a stored upload of its own with the same bytes.
      expect(shownPaths(copy).length, original.name).toBe(shownPaths(original).length);
      for (const path of shownPaths(copy)) {
        expect(shownPaths(original)).not.toContain(path);
        expect((await bytesOf(t, path)).equals(PNG)).toBe(true);
      }
    }
    const picture = byName.get(bank[0]!.name)!.image;
    expect(picture).not.toBe(bank[0]!.image);
    expect((await bytesOf(t, picture)).equals(PNG)).toBe(true);
  });

  it('Quanta → GIFT → Quanta keeps every field of every type (the question’s own picture does not travel in GIFT)', async () => {
    const exported = await t.trpc(token).teacher.exportQuestionBank.mutate({ format: 'gift', language: 'en' });
    expect(exported.count).toBe(bank.length);
    expect(exported.content).toContain('$CATEGORY: $course$/top/Physics');
    expect(exported.content).toContain('\\{F\\=ma\\}');
    expect(exported.content).toContain('=%50%6.674e-11:2');
    const other = await buildTeacher(t);
    const otherToken = await tokenOf(t, other);
    const res = await t.trpc(otherToken).teacher.importQuestionBank.mutate({
      format: 'gift',
      content: exported.content,
      language: 'en',
    });
    expect(res).toMatchObject({ count: bank.length, skipped: [], notes: [] });
    const back = await t.app.deps.db.select().from(questions).where(eq(questions.teacherId, other.id));
    const byName = new Map(back.map((q) => [q.name, q]));
    for (const original of bank) {
      const copy = byName.get(original.name)!;
      expect({ ...carried(copy), showImg: original.showImg }, original.name).toEqual(carried(original));
    }
  });

  it('holds Moodle’s own files to the same format rules: its valid fixtures pass, its broken ones do not', () => {
    const dir = fileURLToPath(new URL('../fixtures/moodle/moodle-xml/', import.meta.url));
    for (const name of [
      'multichoice',
      'truefalse',
      'multianswer',
      'nested_categories_with_questions',
      'categories_reverse_order',
    ]) {
      expect(moodleProblems(readFileSync(`${dir}${name}.xml`, 'utf8')), name).toEqual([]);
    }
    expect(moodleProblems(readFileSync(`${dir}error_invalid_grades.xml`, 'utf8'))).toEqual([
      "question 1 (multichoice): grade 33 is not one of Moodle's",
    ]);
    expect(moodleProblems(readFileSync(`${dir}broken_cloze_questions.xml`, 'utf8'))).toContain(
      'question 1 (cloze): no embedded answer',
    );
  });

  it('imports 50 Moodle questions of mixed types, reporting each unsupported one by number', async () => {
    const { xml, skipped } = moodleFile(50);
    const res = await importAs('moodle', xml, 'en');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const result = res.body.result;
    expect(result.count).toBe(50 - skipped.length);
    expect(result.skipped.map((s: { number: number }) => s.number)).toEqual(skipped);
    // Each reason is a message key with its values, for the web app to translate.
    expect(result.skipped[0]).toMatchObject({
      type: 'calculated',
      key: 'importSkipUnsupportedType',
      values: { type: 'calculated' },
      reason: 'the calculated type is not supported',
    });
    // The drag-and-drop question is read as a cloze question, which the notes say.
    expect(result.notes).toContainEqual(expect.objectContaining({ number: 10, key: 'importNoteDragAsChoice' }));
    const named = async (name: string) =>
      (
        await t.app.deps.db
          .select()
          .from(questions)
          .where(and(eq(questions.teacherId, teacher.id), eq(questions.name, name)))
      )[0];
    expect(await named('Multi 2')).toMatchObject({ isChoice: 1, numChoice: 5, correctAnswer: 'A,C', category: 'Math' });
    expect(await named('Three 12')).toMatchObject({ isChoice: 0, numChoice: 3, correctAnswer: 'A' });
    expect(await named('TrueFalse 6')).toMatchObject({ isChoice: 3, correctAnswer: 'A' });
    expect(await named('Matching 7')).toMatchObject({
      isChoice: 4,
      body: {
        pairs: [
          { prompt: '<p>H</p>', answer: 'Hydrogen' },
          { prompt: '<p>O</p>', answer: 'Oxygen' },
        ],
      },
    });
    expect(await named('Cloze 8')).toMatchObject({ isChoice: 5, qText: '<p>Cloze 8: $x$ = {#1}</p>' });
    expect(await named('Description 11')).toMatchObject({ isChoice: 6 });
    // graded as a number within Moodle's (absolute) tolerance
    expect(await named('Numerical 4')).toMatchObject({
      isChoice: 2,
      correctAnswer: '3.14',
      answerType: 'number',
      tolerance: 0.01,
      toleranceType: 'absolute',
    });
  });

  it('reports each GIFT question it skips by number, as a message key with its values', async () => {
    const gift = [
      '::Kept:: Which is a vector? {=force ~mass ~time ~energy}',
      '::Unclosed:: The earth is round. {T',
      '::Arrow:: Match {=a -> 1 =b 2}',
      '::Numeric:: Speed of light in km/s? {#fast}',
      '::Two right:: Pick one {=a =b ~c ~d}',
    ].join('\n\n');
    const res = await importAs('gift', gift, 'en');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result.count).toBe(2);
    expect(res.body.result.skipped).toEqual([
      {
        number: 2,
        type: 'unknown',
        key: 'importSkipBraces',
        values: {},
        reason: 'its answer braces { } are not closed',
      },
      {
        number: 3,
        type: 'matching',
        key: 'importSkipMatchingArrow',
        values: {},
        reason: 'each matching answer needs "->"',
      },
      {
        number: 4,
        type: 'numerical',
        key: 'importSkipNotANumber',
        values: { answer: 'fast' },
        reason: 'the answer fast is not a number',
      },
    ]);
    // Several right answers of one choice: a choice in the text, where any of them is full credit.
    expect(res.body.result.notes).toEqual([
      {
        number: 5,
        key: 'importNoteSeveralRight',
        values: {},
        note: 'it has several right choices, so it became a choice in its text',
      },
    ]);
  });

  it('files imported questions in the library chapter or section the teacher picks, if bound to it', async () => {
    const { library, chapter, section } = await buildLibraryTree(t, [teacher]);
    const gift = '::Filed:: Which is a vector? {=force ~mass}';
    const res = await t.rest('POST', '/teacher/importQuestionBank', {
      token,
      body: { format: 'gift', content: gift, language: 'en', sectionId: section.id },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [filed] = await t.app.deps.db
      .select()
      .from(questions)
      .where(and(eq(questions.teacherId, teacher.id), eq(questions.name, 'Filed')));
    expect(filed).toMatchObject({ libraryId: library.id, chapterId: chapter.id, sectionId: section.id });
    const other = await buildLibraryTree(t);
    const refused = await t.rest('POST', '/teacher/importQuestionBank', {
      token,
      body: { format: 'gift', content: '::Not filed:: Which? {=a ~b}', language: 'en', chapterId: other.chapter.id },
    });
    expect(refused.status).toBe(403);
    await bindToLibrary(t, other.library, teacher);
    const bound = await t.rest('POST', '/teacher/importQuestionBank', {
      token,
      body: { format: 'gift', content: '::Now filed:: Which? {=a ~b}', language: 'en', chapterId: other.chapter.id },
    });
    expect(bound.status, JSON.stringify(bound.body)).toBe(200);
    const count = await t.app.deps.db.$count(
      questions,
      and(eq(questions.teacherId, teacher.id), eq(questions.name, 'Not filed')),
    );
    expect(count).toBe(0);
  });

  it('checks a question file with the edit form’s rules, reporting a bad field as a key', async () => {
    const bad = `<?xml version="1.0" encoding="UTF-8"?><quiz>
  <question type="shortanswer">
    <name><text>Unit</text></name>
    <questiontext format="html"><text><![CDATA[<p>g?</p>]]></text></questiontext>
    <answer fraction="100"><text>9.8</text></answer>
    <tags><tag><text>quanta-grading:${Buffer.from(
      JSON.stringify({ answerType: 'number', tolerance: -1, toleranceType: 'absolute', unit: '', params: [] }),
    ).toString('base64url')}</text></tag></tags>
  </question>
  <question type="multichoice">
    <name><text>Empty choice</text></name>
    <questiontext format="html"><text>Pick</text></questiontext>
    <single>true</single>
    <answer fraction="100"><text>a</text></answer>
    <answer fraction="0"><text>b</text></answer>
    <answer fraction="0"><text><![CDATA[<script>x</script>]]></text></answer>
    <answer fraction="0"><text>d</text></answer>
  </question>
  <question type="essay">
    <name><text>Fine</text></name>
    <questiontext format="html"><text>Explain.</text></questiontext>
  </question>
</quiz>`;
    const res = await importAs('moodle', bad, 'en');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result.count).toBe(2);
    // The grading tag that does not read as the shared schema is dropped; the sanitised-away choice is not.
    expect(res.body.result.skipped).toEqual([
      {
        number: 2,
        type: 'single',
        key: 'importSkipChoiceRequired',
        values: { letter: 'C' },
        reason: 'answerC is required for a select question',
      },
    ]);
  });

  it('leaves no question, no picture and no used quota behind when the insert fails part-way', async () => {
    const solo = await buildTeacher(t);
    const soloToken = await tokenOf(t, solo);
    const png = PNG.toString('base64');
    const pictured = (name: string) => `  <question type="essay">
    <name><text>${name}</text></name>
    <questiontext format="html"><text><![CDATA[<p>See the picture.</p><p><img src="@@PLUGINFILE@@/p.png"></p>]]></text>
      <file name="p.png" path="/" encoding="base64">${png}</file>
    </questiontext>
  </question>`;
    const names = Array.from({ length: 30 }, (_, i) => (i === 25 ? 'BOOM' : `Pictured ${i}`));
    const xml = `<?xml version="1.0" encoding="UTF-8"?><quiz>\n${names.map(pictured).join('\n')}\n</quiz>`;
    const { db, files } = t.app.deps;
    const usedBytes = async () =>
      (await db.select({ bytes: uploads.bytes }).from(uploads).where(eq(uploads.userId, solo.id))).reduce(
        (sum, u) => sum + u.bytes,
        0,
      );
    const countOf = () => db.$count(questions, eq(questions.teacherId, solo.id));
    const saved: string[] = [];
    const save = files.save;
    files.save = async (source, ext) => {
      const path = await save(source, ext);
      saved.push(path);
      return path;
    };
    const allowBoom = await refuseQuestionsNamedBoom(t);
    try {
      const res = await t.rest('POST', '/teacher/importQuestionBank', {
        token: soloToken,
        body: { format: 'moodle', content: xml, language: 'en' },
      });
      expect(res.status).toBe(500);
      // The pictures were written before the insert failed, and are gone again.
      expect(saved).toHaveLength(30);
      for (const path of saved) expect(await files.resolve(path)).toBeNull();
      expect(await countOf()).toBe(0);
      expect(await usedBytes()).toBe(0);
    } finally {
      files.save = save;
      await allowBoom();
    }
    const again = await t.rest('POST', '/teacher/importQuestionBank', {
      token: soloToken,
      body: { format: 'moodle', content: xml, language: 'en' },
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.result.count).toBe(30);
    expect(await countOf()).toBe(30);
    expect(await usedBytes()).toBe(30 * PNG.length);
    const stored = await db.select({ image: questions.image }).from(questions).where(eq(questions.teacherId, solo.id));
    for (const { image } of stored) expect(await files.resolve(image)).not.toBeNull();
  });

  it('refuses a file whose pictures pass the upload quota, storing none of them', async () => {
    const solo = await buildTeacher(t);
    const { db } = t.app.deps;
    // Nearly the whole quota already used by one earlier upload.
    const quota = uploadQuotaBytes.Teacher;
    await db.insert(uploads).values({ path: '/uploads/2026/01/earlier.png', userId: solo.id, bytes: quota - 10 });
    const xml = `<?xml version="1.0" encoding="UTF-8"?><quiz>
  <question type="essay">
    <name><text>Pictured</text></name>
    <questiontext format="html"><text>See.</text>
      <file name="p.png" path="/" encoding="base64">${PNG.toString('base64')}</file>
    </questiontext>
  </question>
</quiz>`;
    const res = await t.rest('POST', '/teacher/importQuestionBank', {
      token: await tokenOf(t, solo),
      body: { format: 'moodle', content: xml, language: 'en' },
    });
    expect(res.status).toBe(413);
    expect(await db.$count(questions, eq(questions.teacherId, solo.id))).toBe(0);
    expect(await db.$count(uploads, eq(uploads.userId, solo.id))).toBe(1);
  });

  it('refuses bad files cleanly and stores nothing', async () => {
    const before = (await t.app.deps.db.select({ id: questions.id }).from(questions)).length;
    const notXml = await importAs('moodle', 'this is not xml <quiz', 'en');
    expect(notXml.status).toBe(400);
    expect(notXml.body.msg).toMatch(/not well-formed XML/);
    const bomb = `<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>
<quiz><question type="essay"><name><text>&lol3;</text></name></question></quiz>`;
    const entities = await importAs('moodle', bomb, 'en');
    expect(entities.status).toBe(400);
    expect(entities.body.msg).toMatch(/entities or a DOCTYPE/);
    expect((await importAs('moodle', '<?xml version="1.0"?><html></html>', 'en')).body.msg).toMatch(/<quiz>/);
    const gift = await importAs('gift', '::Broken:: What? {=a ~b', 'en');
    expect(gift.status).toBe(400);
    expect(gift.body.msg).toBe('No question was imported: question 1: its answer braces { } are not closed');
    // 10 MB of questions: past the largest body the API takes.
    const huge = moodleFile(15000).xml;
    expect(huge.length).toBeGreaterThan(10 * 1024 * 1024);
    const big = await importAs('moodle', huge, 'en');
    expect(big.status).toBe(413);
    expect(big.body.msg).toBe('Request body too large');
    // Just within the body limit but past the file size a question file may have.
    const over = await importAs('moodle', `${moodleFile(1).xml}${' '.repeat(1_000_000)}`, 'en');
    expect(over.status).toBe(400);
    expect(over.body.msg).toMatch(/content: must be at most/);
    const nothing = await importAs('moodle', moodleFile(0).xml, 'en');
    expect(nothing.status).toBe(400);
    expect((await t.app.deps.db.select({ id: questions.id }).from(questions)).length).toBe(before);
  });

  it('refuses signed-out callers, students, and another teacher’s questions', async () => {
    const body = { format: 'moodle', questionIds: [bank[0]!.id] };
    expect((await t.rest('POST', '/teacher/exportQuestionBank', { body })).status).toBe(401);
    const student = await tokenOf(t, await buildStudent(t));
    expect((await t.rest('POST', '/teacher/exportQuestionBank', { body, token: student })).status).toBe(403);
    expect(
      (
        await t.rest('POST', '/teacher/importQuestionBank', {
          body: { format: 'gift', content: '::a::b{}' },
          token: student,
        })
      ).status,
    ).toBe(403);
    const other = await tokenOf(t, await buildTeacher(t));
    expect((await t.rest('POST', '/teacher/exportQuestionBank', { body, token: other })).status).toBe(403);
    expect(
      await trpcStatus(t.trpc(other).teacher.exportQuestionBank.mutate({ format: 'gift', questionIds: [UNKNOWN_ID] })),
    ).toBe(404);
    expect((await t.rest('POST', '/teacher/exportQuestionBank', { body: { format: 'pdf' }, token })).status).toBe(400);
    const mine = await t.app.deps.db
      .select({ id: questions.id })
      .from(questions)
      .where(inArray(questions.id, [bank[0]!.id]));
    expect(mine).toHaveLength(1);
  });
});

describe('exporting what My Questions lists', () => {
  const t = useTestApp();

  it('exports every language the list shows, or only the language and name it is filtered by', async () => {
    const teacher = await buildTeacher(t);
    const token = await tokenOf(t, teacher);
    for (const name of ['Lens one', 'Lens two', 'Mirror']) await buildQuestion(t, teacher, { name, language: 'en' });
    for (const name of ['透镜', '平面镜']) await buildQuestion(t, teacher, { name, language: 'zh' });
    const exported = (input: { language?: 'en' | 'zh' | ''; name?: string }) =>
      t.trpc(token).teacher.exportQuestionBank.mutate({ format: 'gift', ...input });
    const listed = await t.trpc(token).teacher.getQuestionsByTeacher.query({});
    const all = await exported({});
    expect(all.count).toBe(listed.total);
    expect(all.count).toBe(5);
    expect(all.leftOut).toEqual([]);
    for (const name of ['Lens one', 'Lens two', 'Mirror', '透镜', '平面镜'])
      expect(all.content).toContain(`::${name}::`);
    expect((await exported({ language: '' })).count).toBe(5);
    expect((await exported({ language: 'zh' })).count).toBe(2);
    const lenses = await t.rest('POST', '/teacher/exportQuestionBank', {
      token,
      body: { format: 'moodle', language: 'en', name: 'lens' },
    });
    expect(lenses.status).toBe(200);
    expect(lenses.body.result.count).toBe(2);
    expect(lenses.body.result.content).toContain('Lens two');
    expect(lenses.body.result.content).not.toContain('Mirror');
  });

  it('leaves a blank "Untitled" question out of the file, says why, and the file imports every question in it', async () => {
    const teacher = await buildTeacher(t);
    const token = await tokenOf(t, teacher);
    await buildQuestion(t, teacher, { name: 'Finished' });
    const blank = await t.trpc(token).teacher.createQuestion.mutate({ language: 'en' });
    await buildQuestion(t, teacher, { name: 'Also finished', isChoice: 2, answerType: 'text', correctAnswer: 'ohm' });
    for (const format of ['gift', 'moodle'] as const) {
      const exported = await t.trpc(token).teacher.exportQuestionBank.mutate({ format });
      expect(exported.count, format).toBe(2);
      expect(exported.leftOut, format).toEqual([
        expect.objectContaining({ _id: blank._id, name: '', key: expect.stringMatching(/^importSkip/) }),
      ]);
      const other = await tokenOf(t, await buildTeacher(t));
      const res = await t.rest('POST', '/teacher/importQuestionBank', {
        token: other,
        body: { format, content: exported.content, language: 'en' },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.result, format).toMatchObject({ count: 2, skipped: [], notes: [] });
    }
  });
});
