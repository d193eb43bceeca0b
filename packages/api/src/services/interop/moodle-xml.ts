import { limits } from '@quanta/validators';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { ImportReason, ImportSkip } from '../../commands/import-questions';
import { fail } from '../../errors';
import {
  type BankQuestion,
  type BankRead,
  fieldsOfTags,
  freeModeOf,
  letters,
  numberOf,
  pictureType,
  tagsOf,
} from './model';
import { cdata, decodeXmlEntities, escapeXml, plainToHtml } from './xml-text';

/* ------------------------------------------------------------------ writing */

const textEl = (tag: string, html: string, extra = '') =>
  `    <${tag} format="html">\n      <text>${cdata(html)}</text>${extra}\n    </${tag}>`;
const plain = (tag: string, text: string) => `    <${tag}>${escapeXml(text)}</${tag}>`;
const emptyFeedback = '<feedback format="html"><text></text></feedback>';

function pictureParts(q: BankQuestion): { html: string; file: string } {
  if (!q.picture) return { html: q.text, file: '' };
  const name = escapeXml(q.picture.name);
  const base64 = Buffer.from(q.picture.bytes).toString('base64');
  return {
    html: `${q.text}<p><img src="@@PLUGINFILE@@/${name}" alt=""></p>`,
    file: `\n      <file name="${name}" path="/" encoding="base64">${base64}</file>`,
  };
}

function answersOf(q: BankQuestion): string[] {
  if (q.kind !== 'free') {
    const correct = new Set(q.correct.split(','));
    const share = q.kind === 'single' ? 100 : Number((100 / correct.size).toFixed(5));
    return q.choices.map((choice, i) => {
      const fraction = correct.has(letters[i]!) ? share : q.kind === 'multi' ? -100 : 0;
      return `    <answer fraction="${fraction}" format="html">\n      <text>${cdata(choice)}</text>\n      ${emptyFeedback}\n    </answer>`;
    });
  }
  const mode = q.freeMode ?? freeModeOf(q.correct);
  if (mode === 'essay') return [];
  const tolerance = mode === 'numerical' ? `\n      <tolerance>${q.numeric?.tolerance ?? 0}</tolerance>` : '';
  return [
    `    <answer fraction="100" format="moodle_auto_format">\n      <text>${escapeXml(q.correct)}</text>\n      ${emptyFeedback}${tolerance}\n    </answer>`,
  ];
}

function typeFields(q: BankQuestion): string[] {
  if (q.kind !== 'free') {
    return [
      plain('single', q.kind === 'single' ? 'true' : 'false'),
      plain('shuffleanswers', 'false'),
      plain('answernumbering', 'ABCD'),
      plain('showstandardinstruction', '0'),
      textEl('correctfeedback', ''),
      textEl('partiallycorrectfeedback', ''),
      textEl('incorrectfeedback', ''),
    ];
  }
  const mode = q.freeMode ?? freeModeOf(q.correct);
  if (mode === 'shortanswer') return [plain('usecase', '0')];
  if (mode === 'essay') {
    return [
      plain('responseformat', 'editor'),
      plain('responserequired', '1'),
      plain('responsefieldlines', '10'),
      plain('attachments', '0'),
      plain('attachmentsrequired', '0'),
      textEl('graderinfo', ''),
      textEl('responsetemplate', ''),
    ];
  }
  return [];
}

const typeOf = (q: BankQuestion) => (q.kind === 'free' ? (q.freeMode ?? freeModeOf(q.correct)) : 'multichoice');

/** Questions as a Moodle XML file, in the shape Moodle's own exporter writes (a category before each group). */
export function writeMoodleXml(questions: BankQuestion[]): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>', '<quiz>'];
  let category: string | undefined;
  for (const [i, q] of questions.entries()) {
    if (q.category !== category) {
      category = q.category;
      out.push(
        `<!-- question: 0  -->\n  <question type="category">\n    <category>\n      <text>$course$/top/${escapeXml(category)}</text>\n    </category>\n    <info format="moodle_auto_format">\n      <text></text>\n    </info>\n    <idnumber></idnumber>\n  </question>`,
      );
    }
    const picture = pictureParts(q);
    const tags = tagsOf(q)
      .map((tag) => `      <tag><text>${escapeXml(tag)}</text></tag>`)
      .join('\n');
    out.push(
      [
        `<!-- question: ${i + 1}  -->`,
        `  <question type="${typeOf(q)}">`,
        `    <name>\n      <text>${escapeXml(q.name)}</text>\n    </name>`,
        textEl('questiontext', picture.html, picture.file),
        textEl('generalfeedback', q.solution),
        plain('defaultgrade', '1.0000000'),
        plain('penalty', '0.3333333'),
        plain('hidden', '0'),
        plain('idnumber', q.referenceId),
        ...typeFields(q),
        ...answersOf(q),
        `    <tags>\n${tags}\n    </tags>`,
        '  </question>',
      ].join('\n'),
    );
  }
  out.push('</quiz>', '');
  return out.join('\n');
}

/* ------------------------------------------------------------------ reading */

// biome-ignore lint/suspicious/noExplicitAny: parsed XML is walked by hand, field by field
type Node = any;

/** How deep a question file's elements may nest. */
export const xmlMaxDepth = 100;

/**
 * The parsed file, every refusal of the parser (its limits included) a 400: the validator has passed the
 * file, so what the parser still refuses is the file's, not the server's.
 */
function parse(xml: string): Node {
  try {
    return parser.parse(xml);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    if (/nested tags/i.test(detail)) throw fail.badRequest('bankTooDeep', { max: xmlMaxDepth });
    throw fail.badRequest('bankNotXml', { detail: detail.slice(0, 200) });
  }
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  cdataPropName: '__cdata',
  // No entity is expanded by the parser: the five XML ones are decoded by hand, a DOCTYPE is refused.
  processEntities: false,
  htmlEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  commentPropName: false,
  isArray: (name: string) => ['question', 'answer', 'file', 'tag'].includes(name),
  // Moodle's own files nest about six deep; a deeper file is refused (400) before it is walked.
  maxNestedTags: xmlMaxDepth,
});

/** The text of an element: its character data decoded plus its CDATA sections as they are. */
function textOf(node: Node): string {
  if (node === undefined || node === null) return '';
  if (typeof node === 'string') return decodeXmlEntities(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  let out = '';
  if (node['#text'] !== undefined) out += textOf(node['#text']);
  if (node.__cdata !== undefined) {
    const parts = Array.isArray(node.__cdata) ? node.__cdata : [node.__cdata];
    out += parts.map((p: Node) => (typeof p === 'string' ? p : textOf(p))).join('');
  }
  return out;
}

/** `<x format="…"><text>…</text></x>` as HTML (plain and Moodle's auto-format as escaped text). */
function htmlOf(node: Node): string {
  if (!node || typeof node !== 'object') return '';
  const text = textOf(node.text);
  const format = node['@_format'] ?? 'html';
  return format === 'html' ? text.trim() : plainToHtml(text);
}

const fractionOf = (a: Node) => Number(a?.['@_fraction'] ?? 0);

/** Unsupported Moodle types, with the word a teacher knows them by. */
const supported = new Set(['multichoice', 'shortanswer', 'essay', 'numerical']);

function categoryName(path: string): string | undefined {
  const last = path.split('/').at(-1)?.trim() ?? '';
  if (last === '' || last === 'top' || last.startsWith('$')) return undefined;
  return last.slice(0, limits.category);
}

function takePicture(q: Node, html: string, number: number, notes: ImportSkip[]) {
  const files: Node[] = q.questiontext?.file ?? [];
  let picture: BankQuestion['picture'];
  for (const f of files) {
    const name = String(f['@_name'] ?? '').replace(/[^A-Za-z0-9._-]/g, '_') || 'picture';
    if (f['@_encoding'] !== 'base64') continue;
    const bytes = new Uint8Array(Buffer.from(textOf(f).replace(/\s+/g, ''), 'base64'));
    if (!picture && pictureType(bytes)) picture = { name, bytes };
    else notes.push({ at: number, key: 'importNoteFileDropped', values: { name } });
  }
  // Every reference to an embedded file goes; the picture is shown from the question's picture field.
  const text = html.replace(/<img\b[^>]*@@PLUGINFILE@@[^>]*>/gi, '').replace(/<p>\s*<\/p>/g, '');
  return { text, picture };
}

function toBank(
  q: Node,
  type: string,
  number: number,
  category: string,
  notes: ImportSkip[],
): BankQuestion | ImportReason {
  const { text, picture } = takePicture(q, htmlOf(q.questiontext), number, notes);
  const tags = (q.tags?.tag ?? []).map((t: Node) => textOf(t.text).trim());
  const fields = fieldsOfTags(tags);
  const base = {
    name: textOf(q.name?.text).trim().slice(0, limits.questionName) || `Question ${number}`,
    category,
    text,
    solution: htmlOf(q.generalfeedback),
    difficulty: fields.difficulty ?? 3,
    copyright: (fields.copyright ?? '').slice(0, limits.copyright),
    ...(fields.grading ? { grading: fields.grading } : {}),
    referenceId: textOf(q.idnumber).trim().slice(0, limits.referenceId),
    picture,
  };
  const answers: Node[] = q.answer ?? [];
  if (type === 'multichoice') {
    if (answers.length < 4 || answers.length > 5) {
      return { key: 'importSkipChoiceCount', values: { count: answers.length } };
    }
    const single = ['true', '1'].includes(textOf(q.single).trim());
    const choices = answers.map(htmlOf);
    const fractions = answers.map(fractionOf);
    if (single) {
      const right = fractions.flatMap((f, i) => (f >= 99.99 ? [letters[i]!] : []));
      if (right.length !== 1) return { key: 'importSkipOneCorrect' };
      if (fractions.some((f) => f > 0 && f < 99.99)) return { key: 'importSkipPartialCredit' };
      return { ...base, kind: 'single', choices, correct: right[0]! };
    }
    const right = fractions.flatMap((f, i) => (f > 0 ? [letters[i]!] : []));
    if (right.length === 0) return { key: 'importSkipNoCorrectChoice' };
    return { ...base, kind: 'multi', choices, correct: right.join(',') };
  }
  if (type === 'essay') return { ...base, kind: 'free', choices: [], correct: '', freeMode: 'essay' };
  const full = answers.filter((a) => fractionOf(a) >= 99.99);
  if (full.length === 0) return { key: 'importSkipNoCorrectAnswer' };
  const correct = textOf(full[0].text).trim().slice(0, limits.correctAnswer);
  if (full.length > 1) notes.push({ at: number, key: 'importNoteFirstAnswer', values: { count: full.length } });
  if (type === 'shortanswer') return { ...base, kind: 'free', choices: [], correct, freeMode: 'shortanswer' };
  const value = numberOf(correct) ?? Number(correct);
  if (!Number.isFinite(value)) return { key: 'importSkipNotANumber', values: { answer: correct } };
  const tolerance = Math.abs(Number(textOf(full[0].tolerance).trim() || 0)) || 0;
  return { ...base, kind: 'free', choices: [], correct, freeMode: 'numerical', numeric: { value, tolerance } };
}

/**
 * A Moodle XML file's questions. Refuses (400) a file that is not well-formed XML, declares a DOCTYPE or
 * entities, nests deeper than `xmlMaxDepth`, or has no `<quiz>`; every question of a type Quanta has not is reported by its number.
 */
export function readMoodleXml(xml: string, maxQuestions: number): BankRead {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw fail.badRequest('bankEntities');
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    throw fail.badRequest('bankNotXml', { detail: `line ${valid.err.line}: ${valid.err.msg}` });
  }
  const doc = parse(xml);
  if (!doc || typeof doc !== 'object' || !doc.quiz) throw fail.badRequest('bankNotMoodle');
  const nodes: Node[] = Array.isArray(doc.quiz.question) ? doc.quiz.question : [];
  const read: BankRead = { questions: [], skipped: [], notes: [] };
  let category = 'Physics';
  let number = 0;
  for (const q of nodes) {
    const type = String(q?.['@_type'] ?? '');
    if (type === 'category') {
      category = categoryName(textOf(q.category?.text)) ?? category;
      continue;
    }
    number += 1;
    if (number > maxQuestions) throw fail.badRequest('bankTooMany', { max: maxQuestions });
    if (!supported.has(type)) {
      read.skipped.push({ at: number, type, key: 'importSkipUnsupportedType', values: { type: type || 'unnamed' } });
      continue;
    }
    const result = toBank(q, type, number, category, read.notes);
    if ('key' in result) read.skipped.push({ at: number, type, ...result });
    else read.questions.push({ ...result, number });
  }
  return read;
}
