import type { ChoiceOption, MatchPair, WeightedAnswer } from '@quanta/grading/body';
import { limits } from '@quanta/validators';
import type { ImportReason } from '../../commands/import-questions';
import { fail } from '../../errors';
import { type BankQuestion, type BankRead, categoryPathOf, fieldsOfTags, type Noter } from './model';
import {
  compactBody,
  fractionOfPercent,
  freeShape,
  keptTags,
  type Shaped,
  selectShape,
  trueFalseShape,
} from './shapes';
import { formatNamed, htmlOfFormat, type TextFormat } from './text-formats';

/**
 * Reads GIFT as Moodle's own importer (qformat_gift) reads it, step for step: questions are separated by
 * blank lines, `//` lines are comments (`[id:…]` and `[tag:…]` in them are the question's id and tags), a
 * backslash escapes `~ = # { } :`, the first `{…}` holds the answers and decides the type, and text after
 * the answers makes the braces a blank (`_____`) in the text. Numbers may be written `1822:2`, `1820..1824`,
 * `6.674e-11`, with `~#feedback` for any other answer.
 */

/** Escaped characters stand in for themselves while the question is taken apart. */
const escapes: [string, string][] = [
  ['\\:', '\uE001'],
  ['\\#', '\uE002'],
  ['\\=', '\uE003'],
  ['\\{', '\uE004'],
  ['\\}', '\uE005'],
  ['\\~', '\uE006'],
  ['\\n', '\uE007'],
];
const restored: Record<string, string> = {
  '\uE001': ':',
  '\uE002': '#',
  '\uE003': '=',
  '\uE004': '{',
  '\uE005': '}',
  '\uE006': '~',
  '\uE007': '\n',
};

function escapedPre(text: string): string {
  let out = text.replaceAll('\\\\', '\uE000');
  for (const [from, to] of escapes) out = out.replaceAll(from, to);
  return out.replaceAll('\uE000', '\\');
}

const escapedPost = (text: string) => text.replace(/[\uE001-\uE007]/g, (c) => restored[c]!);

/** `[html]text` as its format and text, escapes restored; the default format when none is named. */
function withFormat(raw: string, fallback: TextFormat): { text: string; format: TextFormat } {
  const text = raw.trim();
  const m = /^\[([a-z]+)\]/.exec(text);
  if (m && ['html', 'moodle', 'plain', 'markdown'].includes(m[1]!)) {
    return { text: escapedPost(text.slice(m[0].length)).trim(), format: formatNamed(m[1], fallback) };
  }
  return { text: escapedPost(text).trim(), format: fallback };
}

const htmlOf = (raw: string, fallback: TextFormat) => {
  const { text, format } = withFormat(raw, fallback);
  return htmlOfFormat(text, format);
};

/** `answer#feedback` as HTML of both. */
function withComment(
  raw: string,
  fallback: TextFormat,
): { answer: { text: string; format: TextFormat }; feedback: string } {
  const [answer = '', feedback] = explode(raw, '#', 2);
  return { answer: withFormat(answer, fallback), feedback: feedback === undefined ? '' : htmlOf(feedback, fallback) };
}

/** Moodle's weight: `%50%`, `%-33.33333%` (read as Moodle's pattern reads it). */
const weightPattern = /^%(-?\d{1,3}(?:\.\d*)?)%/;

function splitWeight(answer: string, fallback: number): { fraction: number; rest: string } {
  const m = weightPattern.exec(answer);
  if (!m) return { fraction: fallback, rest: answer };
  return { fraction: fractionOfPercent(Number(m[1])), rest: answer.slice(m[0].length) };
}

/** PHP's explode with a limit: the last piece keeps the rest. */
function explode(text: string, on: string, limit: number): string[] {
  const parts = text.split(on);
  return parts.length <= limit ? parts : [...parts.slice(0, limit - 1), parts.slice(limit - 1).join(on)];
}

/** Moodle's list split: on a character, the first piece dropped when empty. */
function pieces(text: string, on: string): string[] {
  const list = text.split(on);
  list[0] = list[0]!.trim();
  if (list[0] === '') list.shift();
  return list.map((p) => p.trim());
}

/** Moodle's `is_numeric`: a decimal number, optionally signed, with an exponent. */
const isNumeric = (text: string) => /^\s*[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?\s*$/.test(text);

interface Block {
  lines: string[];
  comment: string;
}

/** The file's questions as Moodle splits them: at blank lines, comments kept apart. */
function blocks(text: string): Block[] {
  const out: Block[] = [];
  let current: Block = { lines: [], comment: '' };
  const end = () => {
    if (current.lines.length > 0 || current.comment) out.push(current);
    current = { lines: [], comment: '' };
  };
  for (const raw of text.replace(/^\uFEFF/, '').split(/\r?\n|\r/)) {
    const line = raw.trim();
    if (line === '') end();
    else if (line.startsWith('//')) current.comment += `${line}\n`;
    else current.lines.push(line);
  }
  end();
  return out.filter((b) => b.lines.length > 0);
}

/** `[id:…]` and every `[tag:…]` of a question's comment lines (`\]` escapes a bracket). */
function idAndTags(comment: string): { id: string; tags: string[] } {
  const token = (name: string) => new RegExp(`\\[${name}:((?:\\\\\\]|[^\\]\\p{Cc}])+)\\]`, 'gu');
  const id = token('id').exec(comment)?.[1]?.replaceAll('\\]', ']').trim() ?? '';
  const tags = [...comment.matchAll(token('tag'))].map((m) => m[1]!.replaceAll('\\]', ']').trim());
  return { id, tags };
}

/** Moodle's default name: the text's first words. */
const defaultName = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80) || 'Question';

function multichoice(answerText: string, format: TextFormat, text: string, note: Noter): Shaped | ImportReason {
  const single = answerText.includes('=');
  const answers = pieces(answerText.replaceAll('=', '~='), '~');
  if (answers.length < 2) return { key: 'importSkipTooFewAnswers', values: { min: 2 } };
  const options = answers.map((a): ChoiceOption => {
    const { fraction, rest } = a.startsWith('=') ? { fraction: 1, rest: a.slice(1) } : splitWeight(a, 0);
    const { answer, feedback } = withComment(rest, format);
    return { text: htmlOfFormat(answer.text, answer.format), fraction, feedback };
  });
  return selectShape(single ? 'single' : 'multi', options, text, note);
}

function matching(answerText: string, format: TextFormat): Shaped | ImportReason {
  const answers = pieces(answerText, '=');
  if (answers.length < 2) return { key: 'importSkipTooFewAnswers', values: { min: 2 } };
  const pairs: MatchPair[] = [];
  for (const a of answers) {
    const arrow = a.indexOf('->');
    if (arrow < 0) return { key: 'importSkipMatchingArrow' };
    const prompt = withFormat(a.slice(0, arrow), format);
    pairs.push({
      prompt: prompt.text === '' ? '' : htmlOfFormat(prompt.text, prompt.format),
      answer: escapedPost(a.slice(arrow + 2)).trim(),
    });
  }
  return { kind: 'matching', correct: '', choices: [], body: { pairs } };
}

function truefalse(answerText: string, format: TextFormat): Shaped {
  // Moodle's explode('#', …, 3): the word, the feedback for a wrong answer, the feedback for a right one.
  const [word = '', wrong = '', right = ''] = explode(answerText, '#', 3);
  const isTrue = ['T', 'TRUE'].includes(withFormat(word, format).text);
  const rightHtml = right === '' ? '' : htmlOf(right, format);
  const wrongHtml = wrong === '' ? '' : htmlOf(wrong, format);
  return trueFalseShape(isTrue, isTrue ? rightHtml : wrongHtml, isTrue ? wrongHtml : rightHtml);
}

function shortanswer(answerText: string, format: TextFormat): Shaped | ImportReason {
  const answers = pieces(answerText, '=');
  if (answers.length < 1) return { key: 'importSkipTooFewAnswers', values: { min: 1 } };
  return freeShape(
    'shortanswer',
    answers.map((a): WeightedAnswer => {
      const { fraction, rest } = splitWeight(a, 1);
      const { answer, feedback } = withComment(rest, format);
      return { text: answer.text.slice(0, limits.correctAnswer), fraction, feedback, tolerance: null };
    }),
  );
}

/** `{#…}`: answers `value:tolerance` or `min..max`, each weighted, `~#feedback` for any other answer. */
function numerical(answerText: string, format: TextFormat): Shaped | ImportReason {
  let text = answerText.slice(1);
  let wrong = '';
  const tilde = text.indexOf('~');
  if (tilde >= 0) {
    wrong = text.slice(tilde);
    text = text.slice(0, tilde);
  }
  const answers = pieces(text, '=');
  if (answers.length === 0) return { key: 'importSkipNoCorrectAnswer' };
  const read: WeightedAnswer[] = [];
  for (const a of answers) {
    const { fraction, rest } = splitWeight(a, 1);
    const { answer, feedback } = withComment(rest, format);
    const written = answer.text;
    let value: string;
    let tolerance: string;
    const range = written.indexOf('..');
    const colon = written.indexOf(':');
    if (range > 0) {
      const min = Number(written.slice(0, range).trim());
      const max = Number(written.slice(range + 2).trim());
      value = String((min + max) / 2);
      tolerance = String(max - (min + max) / 2);
    } else if (colon > 0) {
      value = written.slice(0, colon).trim();
      tolerance = written.slice(colon + 1).trim();
    } else {
      value = written.trim();
      tolerance = '0';
    }
    if (!(isNumeric(value) || value === '*') || !isNumeric(tolerance)) {
      return { key: 'importSkipNotANumber', values: { answer: written.slice(0, 100) } };
    }
    read.push({ text: value, fraction, feedback, tolerance: Math.abs(Number(tolerance)) });
  }
  if (wrong)
    read.push({ text: '*', fraction: 0, feedback: withComment(wrong.slice(1), format).feedback, tolerance: 0 });
  return freeShape('numerical', read);
}

interface Parsed {
  category?: string;
  question?: Omit<BankQuestion, 'category'> | ImportReason;
  type: string;
}

/** One question's lines as Moodle reads them; `type` names the kind for a skip. */
function readQuestion(block: Block, note: Noter): Parsed {
  let text = escapedPre(block.lines.join('\n').trim());
  if (/^\$CATEGORY:/.test(text)) return { category: categoryPathOf(escapedPost(text.slice(10))), type: 'category' };
  let name: string | undefined;
  if (text.startsWith('::')) {
    const end = text.indexOf('::', 2);
    if (end >= 0) {
      name = escapedPost(text.slice(2, end)).trim();
      text = text.slice(end + 2).trim();
    } else text = text.slice(2);
  }
  const start = text.indexOf('{');
  const finish = text.indexOf('}');
  const description = start < 0 && finish < 0;
  if (!description && (start < 0 || finish < 0)) return { question: { key: 'importSkipBraces' }, type: 'unknown' };
  const answerText = description ? '' : text.slice(start + 1, finish).trim();
  const stem = description
    ? text
    : text.endsWith('}')
      ? text.slice(0, start) + text.slice(finish + 1)
      : `${text.slice(0, start)}_____${text.slice(finish + 1)}`;
  let answers = answerText;
  let general = '';
  const gf = answerText.lastIndexOf('####');
  if (gf >= 0) {
    general = answerText.slice(gf + 4);
    answers = answerText.slice(0, gf).trim();
  }
  const questionText = withFormat(stem, 'moodle');
  const format = questionText.format;
  const html = htmlOfFormat(questionText.text, format);
  const { id, tags } = idAndTags(block.comment);
  const fields = fieldsOfTags(tags);
  const tfWord = (answers.indexOf('#') > 0 ? answers.slice(0, answers.indexOf('#')) : answers).trim();
  const type = description
    ? 'description'
    : answers === ''
      ? 'essay'
      : answers.startsWith('#')
        ? 'numerical'
        : answers.includes('~')
          ? 'multichoice'
          : answers.includes('=') && answers.includes('->')
            ? 'matching'
            : ['T', 'TRUE', 'F', 'FALSE'].includes(tfWord)
              ? 'truefalse'
              : 'shortanswer';
  const shaped: Shaped | ImportReason =
    type === 'description'
      ? { kind: 'description', correct: '', choices: [], body: {} }
      : type === 'essay'
        ? { kind: 'free', correct: '', choices: [], freeMode: 'essay', body: {} }
        : type === 'numerical'
          ? numerical(answers, format)
          : type === 'multichoice'
            ? multichoice(answers, format, html, note)
            : type === 'matching'
              ? matching(answers, format)
              : type === 'truefalse'
                ? truefalse(answers, format)
                : shortanswer(answers, format);
  if ('key' in shaped) return { question: shaped, type };
  const grading = fields.grading ?? shaped.grading;
  return {
    type,
    question: {
      name: (name || defaultName(html)).slice(0, limits.questionName),
      text: shaped.text ?? html,
      kind: shaped.kind,
      correct: shaped.correct,
      choices: shaped.choices,
      ...(shaped.freeMode ? { freeMode: shaped.freeMode } : {}),
      ...(grading ? { grading } : {}),
      body: compactBody({ ...shaped.body, tags: keptTags(fields.tags, note) }),
      solution: general.trim() === '' ? '' : htmlOf(general, format),
      difficulty: fields.difficulty ?? 3,
      copyright: (fields.copyright ?? '').slice(0, limits.copyright),
      referenceId: id.slice(0, limits.referenceId),
      ...(fields.carried ? { carried: fields.carried } : {}),
      files: [],
    },
  };
}

/** A GIFT file's questions; a question Moodle's reader would refuse is reported by its number with the reason. */
export function readGift(text: string, maxQuestions: number): BankRead {
  const read: BankRead = { questions: [], skipped: [], notes: [], total: 0 };
  let category = '';
  let number = 0;
  for (const block of blocks(text)) {
    const at = number + 1;
    const notes: BankRead['notes'] = [];
    const parsed = readQuestion(block, (key, values) => notes.push({ at, key, ...(values ? { values } : {}) }));
    if (parsed.category !== undefined) {
      category = parsed.category;
      continue;
    }
    number = at;
    if (number > maxQuestions) throw fail.badRequest('bankTooMany', { max: maxQuestions });
    const q = parsed.question!;
    if ('key' in q) read.skipped.push({ at, type: parsed.type, ...q });
    else {
      read.questions.push({ ...q, category, number: at });
      read.notes.push(...notes);
    }
  }
  read.total = number;
  return read;
}
