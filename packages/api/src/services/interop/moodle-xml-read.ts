import type { ChoiceOption, ClozePart, MatchPair, UnitOption, WeightedAnswer } from '@quanta/grading/body';
import { bodyLimits, limits } from '@quanta/validators';
import type { ImportReason } from '../../commands/import-questions';
import { fail } from '../../errors';
import { readCloze } from './cloze-syntax';
import { FileShelf, splitTrailingPicture } from './embedded-files';
import { type BankQuestion, type BankRead, categoryPathOf, fieldsOfTags, type Noter, pluginFile } from './model';
import { flagOf, type Node, numberIn, parseQuiz, textOf } from './moodle-xml-parse';
import {
  compactBody,
  fractionOfPercent,
  freeShape,
  keptHints,
  keptTags,
  type Shaped,
  selectShape,
  trueFalseShape,
} from './shapes';
import { formatNamed, htmlOfFormat } from './text-formats';
import { plainToHtml } from './xml-text';

/**
 * Reads Moodle XML as Moodle's own importer (qformat_xml) reads it: a `category` entry sets the category
 * of the questions after it, every other `<question>` is a question. Each type Quanta has becomes that
 * type with its partial credit, feedback, hints, units, tags and pictures; Moodle's gap types ("select
 * missing words", "drag and drop into text") become cloze questions with a choice in each gap.
 */

const fileNodes = (node: Node): { name: string; base64: string }[] =>
  (node?.file ?? [])
    .filter((f: Node) => f?.['@_encoding'] === 'base64')
    .map((f: Node) => ({ name: String(f['@_name'] ?? ''), base64: textOf(f) }));

/** Moodle's standard words for right, partly right and wrong answers, which Quanta shows its own way. */
const standardFeedback = new Set([
  '',
  'Your answer is correct.',
  'Your answer is partially correct.',
  'Your answer is incorrect.',
]);
const stripTags = (html: string) => html.replace(/<[^>]*>/g, '').trim();

/** An answer's `fraction` attribute: Moodle's percentage (100 full credit). */
const percentOf = (a: Node) => {
  const n = Number(String(a?.['@_fraction'] ?? '0').trim());
  return Number.isFinite(n) ? n : 0;
};

class Question {
  readonly shelf: FileShelf;
  readonly node: Node;
  readonly note: Noter;

  constructor(node: Node, note: Noter) {
    this.node = node;
    this.note = note;
    this.shelf = new FileShelf(note);
  }

  /** `<x format="…"><text>…</text><file/></x>` as HTML, its files shelved. */
  html(node: Node, fallback: 'html' | 'moodle' = 'html'): string {
    if (!node || typeof node !== 'object') return '';
    const html = htmlOfFormat(textOf(node.text), formatNamed(node['@_format'], fallback));
    return this.shelf.html(html, fileNodes(node));
  }

  answers(): Node[] {
    return this.node.answer ?? [];
  }

  /** A select question's choice from an `<answer>`: its text (files beside it) and its feedback. */
  choice(a: Node): ChoiceOption {
    return {
      text: this.html(a),
      fraction: fractionOfPercent(percentOf(a)),
      feedback: this.html(a?.feedback),
    };
  }

  /** A typed answer (short answer, number) from an `<answer>`: its text as written. */
  weighted(a: Node, tolerance: number | null): WeightedAnswer {
    return {
      text: textOf(a?.text).trim().slice(0, limits.correctAnswer),
      fraction: fractionOfPercent(percentOf(a)),
      feedback: this.html(a?.feedback),
      tolerance,
    };
  }
}

function multichoice(q: Question, text: string): Shaped | ImportReason {
  const single = q.node.single === undefined || flagOf(q.node.single, true);
  const feedbacks = ['correctfeedback', 'partiallycorrectfeedback', 'incorrectfeedback'].map((k) =>
    stripTags(q.html(q.node[k])),
  );
  if (feedbacks.some((f) => !standardFeedback.has(f))) q.note('importNoteCombinedFeedback');
  return selectShape(
    single ? 'single' : 'multi',
    q.answers().map((a) => q.choice(a)),
    text,
    q.note,
  );
}

function truefalse(q: Question): Shaped | ImportReason {
  const of = (word: string) => q.answers().find((a) => textOf(a.text).trim().toLowerCase() === word);
  const t = of('true');
  const f = of('false');
  if (!t || !f) return { key: 'importSkipNoCorrectAnswer' };
  const trueRight = percentOf(t) >= 99.99;
  return trueFalseShape(trueRight, q.html(t.feedback), q.html(f.feedback));
}

function units(q: Question): UnitOption[] {
  const list: Node[] = q.node.units?.unit ?? [];
  const read = list
    .map((u) => ({ unit: textOf(u.unit_name).trim(), multiplier: numberIn(u.multiplier, 1) }))
    .filter((u) => u.unit !== '' && u.multiplier > 0);
  if (read.length > bodyLimits.units) q.note('importNoteUnitsCut', { count: read.length, max: bodyLimits.units });
  const penalty = numberIn(q.node.unitpenalty, 0);
  if (read.length > 0 && numberIn(q.node.unitgradingtype, 0) !== 0 && penalty > 0) {
    q.note('importNoteUnitPenalty', { penalty });
  }
  return read.slice(0, bodyLimits.units);
}

function numerical(q: Question) {
  const answers = q.answers().map((a) => q.weighted(a, Math.abs(numberIn(a.tolerance, 0))));
  const bad = answers.find((a) => a.text !== '*' && !Number.isFinite(Number(a.text)));
  if (bad) return { key: 'importSkipNotANumber', values: { answer: bad.text } } as ImportReason;
  const shaped = freeShape('numerical', answers);
  if ('key' in shaped) return shaped;
  return { ...shaped, body: { ...shaped.body, units: units(q) } };
}

function shortanswer(q: Question) {
  const shaped = freeShape(
    'shortanswer',
    q.answers().map((a) => q.weighted(a, null)),
  );
  if ('key' in shaped) return shaped;
  return { ...shaped, body: { ...shaped.body, caseSensitive: flagOf(q.node.usecase) } };
}

function essay(q: Question) {
  if (stripTags(q.html(q.node.graderinfo)) !== '' || stripTags(q.html(q.node.responsetemplate)) !== '') {
    q.note('importNoteEssayExtras');
  }
  return { kind: 'free' as const, correct: '', choices: [], freeMode: 'essay' as const, body: {} };
}

function matching(q: Question) {
  const pairs: MatchPair[] = (q.node.subquestion ?? []).map((s: Node) => ({
    prompt: q.html(s),
    answer: textOf(s.answer?.[0]?.text).trim(),
  }));
  return { kind: 'matching' as const, correct: '', choices: [], body: { pairs } };
}

/**
 * An ordering question as matching: each position (1, 2, …) takes the item that belongs there, Moodle's
 * fraction of an item being its position.
 */
function ordering(q: Question): Shaped {
  q.note('importNoteOrderingAsMatching');
  const items = q
    .answers()
    .map((a) => ({ at: percentOf(a), text: stripTags(q.html(a)) }))
    .sort((x, y) => x.at - y.at);
  return {
    kind: 'matching',
    correct: '',
    choices: [],
    body: { pairs: items.map((item, i) => ({ prompt: String(i + 1), answer: item.text })) },
  };
}

/** The text's parts as Quanta keeps them: markers in the text, the parts in the body. */
function cloze(q: Question, text: string) {
  const read = readCloze(text);
  if ('key' in read) return read;
  if (read.parts.length === 0) return { key: 'importSkipClozeEmpty' } as ImportReason;
  if (read.droppedWildcards > 0) q.note('importNoteWildcard', { count: read.droppedWildcards });
  return { kind: 'cloze' as const, correct: '', choices: [], body: { parts: read.parts }, text: read.text };
}

/**
 * "Select missing words" and "drag and drop into text": gap `[[n]]` takes option n; the options of its
 * group are the gap's choices. Quanta shows each gap as a choice.
 */
function gaps(q: Question, text: string, type: string) {
  const options: { text: string; plain: string; group: string }[] = (q.node.selectoption ?? q.node.dragbox ?? []).map(
    (o: Node) => ({
      text: plainToHtml(textOf(o.text)),
      plain: textOf(o.text).trim(),
      group: textOf(o.group).trim() || '1',
    }),
  );
  const parts: ClozePart[] = [];
  let missing: string | undefined;
  const marked = text.replace(/\[\[(\d+)\]\]/g, (whole, n: string) => {
    const right = options[Number(n) - 1];
    if (!right) {
      missing = whole;
      return whole;
    }
    const group = options.filter((o) => o.group === right.group);
    const part: ClozePart = { kind: 'choice', weight: 1, answers: [], choices: [], units: [], caseSensitive: false };
    if (group.length > 1) {
      part.choices = group.map((o) => ({ text: o.text, fraction: o === right ? 1 : 0, feedback: '' }));
    } else {
      // A group of one option: a choice of one is no choice, so the gap takes the option typed.
      q.note('importNoteGapAsText', { gap: whole });
      Object.assign(part, {
        kind: 'text',
        answers: [{ text: right.plain, fraction: 1, feedback: '', tolerance: null }],
      });
    }
    parts.push(part);
    return `{#${parts.length}}`;
  });
  if (missing) return { key: 'importSkipGapOption', values: { gap: missing } } as ImportReason;
  if (parts.length === 0) return { key: 'importSkipClozeEmpty' } as ImportReason;
  if (type === 'ddwtos') q.note('importNoteDragAsChoice');
  return { kind: 'cloze' as const, correct: '', choices: [], body: { parts }, text: marked };
}

/** The question's type-specific reading, or why it cannot be one; the text when the type rewrites it. */
function byType(type: string, q: Question, text: string): Shaped | ImportReason {
  switch (type) {
    case 'multichoice':
      return multichoice(q, text);
    case 'truefalse':
      return truefalse(q);
    case 'shortanswer':
      return shortanswer(q);
    case 'numerical':
      return numerical(q);
    case 'essay':
      return essay(q);
    case 'matching':
    case 'match':
      return matching(q);
    case 'cloze':
    case 'multianswer':
      return cloze(q, text);
    case 'gapselect':
    case 'ddwtos':
      return gaps(q, text, type);
    case 'ordering':
      return ordering(q);
    case 'description':
      return { kind: 'description', correct: '', choices: [], body: {} };
    default:
      return { key: 'importSkipUnsupportedType', values: { type: type || 'unnamed' } };
  }
}

/**
 * The question text, its own picture taken out: the text's trailing lone picture (as Quanta writes it),
 * else the first picture beside the text that the text does not show (Moodle 1.9's `<image>` included).
 */
function textAndPicture(q: Question) {
  const html = q.html(q.node.questiontext);
  const trailing = splitTrailingPicture(html);
  let picture = trailing.name ? q.shelf.take(trailing.name) : undefined;
  const text = (picture ? trailing.text : html).replace(/<p>\s*<\/p>/g, '').trim();
  if (!picture) {
    const unshown = q.shelf.files.find((f) => !text.includes(`${pluginFile}${f.name}`));
    if (unshown) picture = q.shelf.take(unshown.name);
  }
  if (q.node.image_base64 !== undefined) {
    const name = textOf(q.node.image).trim() || 'picture.png';
    if (picture) q.note('importNoteFileDropped', { name });
    else picture = q.shelf.loose(name, textOf(q.node.image_base64));
  }
  return { text, picture };
}

/** Every HTML a question shows, to find which of its files it shows. */
function htmlOf(q: BankQuestion): string {
  const b = q.body;
  return [
    q.text,
    q.solution,
    ...q.choices,
    ...(b.choices ?? []).flatMap((c) => [c.text, c.feedback]),
    ...(b.answers ?? []).map((a) => a.feedback),
    ...(b.pairs ?? []).map((p) => p.prompt),
    ...(b.parts ?? []).flatMap((p) => [
      ...p.choices.flatMap((c) => [c.text, c.feedback]),
      ...p.answers.map((a) => a.feedback),
    ]),
    ...(b.hints ?? []),
  ].join('\n');
}

/** The shelved pictures the question shows; any other is named in a note. */
export function shownFiles(q: BankQuestion, note: Noter): BankQuestion['files'] {
  const html = htmlOf(q);
  return q.files.filter((f) => {
    const shown = html.includes(`${pluginFile}${f.name}`);
    if (!shown) note('importNoteFileDropped', { name: f.name });
    return shown;
  });
}

function readOne(node: Node, type: string, category: string, notes: Noter): BankQuestion | ImportReason {
  const q = new Question(node, notes);
  const { text, picture } = textAndPicture(q);
  const shaped = byType(type, q, text);
  if ('key' in shaped) return shaped;
  const tags = fieldsOfTags((node.tags?.tag ?? []).map((t: Node) => textOf(t.text).trim()));
  const hints = keptHints(
    (node.hint ?? []).map((h: Node) => q.html(h)),
    notes,
  );
  const penalty = numberIn(node.penalty, 0);
  const mark = numberIn(node.defaultgrade, 1);
  if (mark !== 1 && type !== 'description' && type !== 'cloze' && type !== 'multianswer') {
    notes('importNoteMark', { mark });
  }
  const question: BankQuestion = {
    name: textOf(node.name?.text).trim().slice(0, limits.questionName),
    category,
    text: shaped.text ?? text,
    kind: shaped.kind,
    correct: shaped.correct,
    choices: shaped.choices,
    ...(shaped.freeMode ? { freeMode: shaped.freeMode } : {}),
    ...((tags.grading ?? shaped.grading) ? { grading: tags.grading ?? shaped.grading } : {}),
    body: compactBody({
      ...shaped.body,
      hints,
      ...(hints.length > 0 && penalty > 0 ? { hintPenalty: Math.min(1, penalty) } : {}),
      tags: keptTags(tags.tags, notes),
      shuffle: flagOf(node.shuffleanswers) && ['multichoice', 'matching', 'match'].includes(type),
    }),
    solution: q.html(node.generalfeedback),
    difficulty: tags.difficulty ?? 3,
    copyright: (tags.copyright ?? '').slice(0, limits.copyright),
    referenceId: textOf(node.idnumber).trim().slice(0, limits.referenceId),
    ...(tags.carried ? { carried: tags.carried } : {}),
    ...(picture ? { picture } : {}),
    files: q.shelf.files,
  };
  return { ...question, files: shownFiles(question, notes) };
}

/**
 * A Moodle XML file's questions; every question Quanta cannot take is reported by its number with the
 * reason, and what of an imported one did not travel is in `notes`.
 */
export function readMoodleXml(xml: string, maxQuestions: number): BankRead {
  const nodes = parseQuiz(xml);
  const read: BankRead = { questions: [], skipped: [], notes: [], total: 0 };
  let category = '';
  let number = 0;
  for (const node of nodes) {
    const type = String(node?.['@_type'] ?? '');
    if (type === 'category') {
      category = categoryPathOf(textOf(node.category?.text ?? node.category));
      continue;
    }
    number += 1;
    if (number > maxQuestions) throw fail.badRequest('bankTooMany', { max: maxQuestions });
    const at = number;
    const notes: BankRead['notes'] = [];
    const result = readOne(node, type, category, (key, values) =>
      notes.push({ at, key, ...(values ? { values } : {}) }),
    );
    if ('key' in result) read.skipped.push({ at, type, ...result });
    else {
      read.questions.push({ ...result, name: result.name || `Question ${at}`, number: at });
      read.notes.push(...notes);
    }
  }
  read.total = number;
  return read;
}
