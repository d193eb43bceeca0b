import type { ChoiceOption, WeightedAnswer } from '@quanta/grading/body';
import { writeCloze } from './cloze-syntax';
import { type BankPicture, type BankQuestion, freeModeOf, letters, pluginFile } from './model';
import { cdata, escapeXml } from './xml-text';

/**
 * Writes questions as Moodle XML in the shape Moodle's own exporter (qformat_xml) writes it, so Moodle's
 * importer reads every element back: a category entry before each group, each type's own elements, the
 * pictures a text shows as `<file>` beside it.
 */

const plain = (tag: string, text: string | number, indent = '    ') =>
  `${indent}<${tag}>${escapeXml(String(text))}</${tag}>`;

/** The `<file>` elements of the pictures an HTML shows. */
function filesOf(html: string, files: BankPicture[], indent: string): string {
  return files
    .filter((f) => html.includes(`${pluginFile}${f.name}`))
    .map(
      (f) =>
        `\n${indent}<file name="${escapeXml(f.name)}" path="/" encoding="base64">${Buffer.from(f.bytes).toString('base64')}</file>`,
    )
    .join('');
}

/** `<tag format="html"><text>…</text><file/></tag>`, the text's pictures beside it. */
function textEl(tag: string, html: string, files: BankPicture[], indent = '    ') {
  return `${indent}<${tag} format="html">\n${indent}  <text>${cdata(html)}</text>${filesOf(html, files, `${indent}  `)}\n${indent}</${tag}>`;
}

/** Percentages as Moodle writes them: up to seven decimals, no trailing zeros. */
const percent = (fraction: number) => String(Number((fraction * 100).toFixed(7)));

function choiceAnswer(c: ChoiceOption, files: BankPicture[]): string {
  return [
    `    <answer fraction="${percent(c.fraction)}" format="html">`,
    `      <text>${cdata(c.text)}</text>${filesOf(c.text, files, '      ')}`,
    textEl('feedback', c.feedback, files, '      '),
    '    </answer>',
  ].join('\n');
}

function typedAnswer(a: WeightedAnswer, files: BankPicture[], tolerance?: number): string {
  return [
    `    <answer fraction="${percent(a.fraction)}" format="moodle_auto_format">`,
    `      <text>${escapeXml(a.text)}</text>`,
    textEl('feedback', a.feedback, files, '      '),
    ...(tolerance === undefined ? [] : [plain('tolerance', tolerance, '      ')]),
    '    </answer>',
  ].join('\n');
}

/** A select question's choices with Moodle's fractions: a plain multi select shares 100 % among its right choices. */
export function choicesOf(q: BankQuestion): ChoiceOption[] {
  if (q.body.choices) return q.body.choices;
  const right = new Set(q.correct.split(','));
  const share = q.kind === 'multi' ? 1 / right.size : 1;
  return q.choices.map((text, i) => ({
    text,
    fraction: right.has(letters[i]!) ? share : q.kind === 'multi' ? -1 : 0,
    feedback: '',
  }));
}

/** A free response's accepted answers: its body's, else its correct answer alone. */
export const answersOf = (q: BankQuestion): WeightedAnswer[] =>
  q.body.answers ?? (q.correct === '' ? [] : [{ text: q.correct, fraction: 1, feedback: '', tolerance: null }]);

/** A numerical question's absolute tolerance for answers that name none. */
export function ownTolerance(q: BankQuestion): number {
  const g = q.grading;
  if (!g) return 0;
  if (g.toleranceType === 'absolute') return g.tolerance;
  const value = Number(q.correct);
  return Number.isFinite(value) ? Math.abs(value) * g.tolerance : 0;
}

export const moodleTypeOf = (q: BankQuestion) =>
  q.kind === 'single' || q.kind === 'multi'
    ? 'multichoice'
    : q.kind === 'trueFalse'
      ? 'truefalse'
      : q.kind === 'matching'
        ? 'matching'
        : q.kind === 'cloze'
          ? 'cloze'
          : q.kind === 'description'
            ? 'description'
            : (q.freeMode ?? freeModeOf(q.correct));

const combinedFeedback = (files: BankPicture[]) => [
  textEl('correctfeedback', '', files),
  textEl('partiallycorrectfeedback', '', files),
  textEl('incorrectfeedback', '', files),
];

function typeFields(q: BankQuestion): string[] {
  const files = q.files;
  const shuffle = plain('shuffleanswers', q.body.shuffle ? 'true' : 'false');
  switch (moodleTypeOf(q)) {
    case 'multichoice':
      return [
        plain('single', q.kind === 'single' ? 'true' : 'false'),
        shuffle,
        plain('answernumbering', 'ABCD'),
        plain('showstandardinstruction', '0'),
        ...combinedFeedback(files),
        ...choicesOf(q).map((c) => choiceAnswer(c, files)),
      ];
    case 'truefalse': {
      const [t, f] = q.body.choices ?? [
        { text: 'True', fraction: q.correct === 'A' ? 1 : 0, feedback: '' },
        { text: 'False', fraction: q.correct === 'A' ? 0 : 1, feedback: '' },
      ];
      return [
        typedAnswer({ text: 'true', fraction: t!.fraction, feedback: t!.feedback, tolerance: null }, files),
        typedAnswer({ text: 'false', fraction: f!.fraction, feedback: f!.feedback, tolerance: null }, files),
      ];
    }
    case 'matching':
      return [
        shuffle,
        ...combinedFeedback(files),
        ...(q.body.pairs ?? []).map(
          (p) =>
            `    <subquestion format="html">\n      <text>${cdata(p.prompt)}</text>${filesOf(p.prompt, files, '      ')}\n      <answer>\n        <text>${escapeXml(p.answer)}</text>\n      </answer>\n    </subquestion>`,
        ),
      ];
    case 'shortanswer':
      return [plain('usecase', q.body.caseSensitive ? '1' : '0'), ...answersOf(q).map((a) => typedAnswer(a, files))];
    case 'numerical': {
      const own = ownTolerance(q);
      const units = q.body.units ?? [];
      return [
        ...answersOf(q).map((a) => typedAnswer(a, files, a.tolerance ?? own)),
        ...(units.length > 0
          ? [
              `    <units>\n${units.map((u) => `      <unit>\n${plain('multiplier', u.multiplier, '        ')}\n${plain('unit_name', u.unit, '        ')}\n      </unit>`).join('\n')}\n    </units>`,
            ]
          : []),
        plain('unitgradingtype', '0'),
        plain('unitpenalty', '0.1000000'),
        plain('showunits', units.length > 0 ? '1' : '3'),
        plain('unitsleft', '0'),
      ];
    }
    case 'essay':
      return [
        plain('responseformat', 'editor'),
        plain('responserequired', '1'),
        plain('responsefieldlines', '10'),
        plain('attachments', '0'),
        plain('attachmentsrequired', '0'),
        textEl('graderinfo', '', files),
        textEl('responsetemplate', '', files),
      ];
    default:
      return [];
  }
}

/** The question's text as Moodle shows it: a cloze's parts written in, the question's picture at the end. */
function questionText(q: BankQuestion): string {
  const text = q.kind === 'cloze' ? writeCloze(q.text, q.body.parts ?? []) : q.text;
  return q.picture ? `${text}<p><img src="${pluginFile}${escapeXml(q.picture.name)}" alt=""></p>` : text;
}

/** The entry that sets the category of the questions after it. */
export const moodleCategory = (path: string) =>
  `<!-- question: 0  -->\n  <question type="category">\n    <category>\n      <text>$course$/top/${escapeXml(path)}</text>\n    </category>\n    <info format="moodle_auto_format">\n      <text></text>\n    </info>\n    <idnumber></idnumber>\n  </question>`;

/** One question's `<question>` element; `tags` are every tag it carries, Quanta's own first. */
export function writeMoodleQuestion(q: BankQuestion, tags: string[], id: number): string {
  const files = q.picture ? [q.picture, ...q.files] : q.files;
  const penalty = q.body.hintPenalty ?? (q.kind === 'trueFalse' ? 1 : 0.3333333);
  return [
    `<!-- question: ${id}  -->`,
    `  <question type="${moodleTypeOf(q)}">`,
    `    <name>\n      <text>${escapeXml(q.name)}</text>\n    </name>`,
    textEl('questiontext', questionText(q), files),
    textEl('generalfeedback', q.solution, files),
    plain('defaultgrade', q.kind === 'description' ? '0.0000000' : '1.0000000'),
    plain('penalty', penalty.toFixed(7)),
    plain('hidden', '0'),
    plain('idnumber', q.referenceId),
    ...typeFields(q),
    ...(q.body.hints ?? []).map((h) => textEl('hint', h, files)),
    `    <tags>\n${tags.map((tag) => `      <tag><text>${escapeXml(tag)}</text></tag>`).join('\n')}\n    </tags>`,
    '  </question>',
  ].join('\n');
}

/** Question elements (and category entries) as a Moodle XML file. */
export const moodleFile = (entries: string[]) =>
  ['<?xml version="1.0" encoding="UTF-8"?>', '<quiz>', ...entries, '</quiz>', ''].join('\n');
