import type { QuestionRow } from '@quanta/db';
import { type BankFormat, choiceTextsOf, limits, questionTypes, uploadKinds } from '@quanta/validators';
import type { Deps } from '../../deps';
import { carriedTag, withCarried } from './carry';
import { readGift } from './gift-read';
import { giftCategory, writeGiftQuestion } from './gift-write';
import {
  type BankGrading,
  type BankKind,
  type BankPicture,
  type BankQuestion,
  categoryTagPrefix,
  numberOf,
  pluginFile,
  quantaTagsOf,
} from './model';
import { readMoodleXml } from './moodle-xml-read';
import { moodleCategory, moodleFile, writeMoodleQuestion } from './moodle-xml-write';
import { mapHtml } from './question-html';

const kinds: Record<number, BankKind> = {
  [questionTypes.single]: 'single',
  [questionTypes.multi]: 'multi',
  [questionTypes.free]: 'free',
  [questionTypes.trueFalse]: 'trueFalse',
  [questionTypes.matching]: 'matching',
  [questionTypes.cloze]: 'cloze',
  [questionTypes.description]: 'description',
};

/**
 * A free response's grading as it travels: its fields in a tag, and a plain-number answer (every accepted
 * answer a number) as Moodle's numerical type; a text answer travels as a short answer (or an essay
 * without a key), so it comes back as text.
 */
function freeOf(q: QuestionRow): Pick<BankQuestion, 'freeMode' | 'grading'> {
  if (q.isChoice !== questionTypes.free) return {};
  const answers = q.body.answers ?? [];
  if (q.answerType === 'text') {
    return { freeMode: q.correctAnswer === '' && answers.length === 0 ? 'essay' : 'shortanswer' };
  }
  const grading: BankGrading = {
    answerType: q.answerType as BankGrading['answerType'],
    tolerance: q.tolerance,
    toleranceType: q.toleranceType as BankGrading['toleranceType'],
    unit: q.unit,
    sigFigs: q.sigFigs,
    params: q.params,
  };
  const numeric =
    q.answerType === 'number' &&
    numberOf(q.correctAnswer) !== undefined &&
    answers.every((a) => a.text === '*' || numberOf(a.text) !== undefined);
  return { freeMode: numeric ? 'numerical' : 'shortanswer', grading };
}

/** The category path a question travels with: its `category:` tag when that ends in its category. */
function categoryPath(q: QuestionRow): string {
  const tag = (q.body.tags ?? []).find((t) => t.startsWith(categoryTagPrefix));
  const path = tag?.slice(categoryTagPrefix.length);
  return path && path.split('/').at(-1) === q.category ? path : q.category;
}

async function fileBytes(deps: Deps, path: string): Promise<{ bytes: Uint8Array; ext: string } | undefined> {
  const file = await deps.files.resolve(path);
  if (!file || file.size > uploadKinds.image.maxBytes) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of file.open()) chunks.push(chunk as Buffer);
  return { bytes: new Uint8Array(Buffer.concat(chunks)), ext: file.ext };
}

/** The stored pictures a question's HTML shows (`src="/uploads/…"`), each as a file beside the text. */
async function withFiles(deps: Deps, q: BankQuestion): Promise<BankQuestion> {
  const paths = new Map<string, string>();
  const files: BankPicture[] = [];
  const collect = (html: string) => {
    for (const m of html.matchAll(/<img\b[^>]*\bsrc="(\/uploads\/[^"]+)"/gi)) paths.set(m[1]!, '');
    return html;
  };
  mapHtml(q, collect);
  for (const path of paths.keys()) {
    const file = await fileBytes(deps, path);
    if (!file) continue;
    const name = `${files.length + 1}-${path.split('/').at(-1)}`;
    paths.set(path, name);
    files.push({ name, bytes: file.bytes });
  }
  const rewritten = mapHtml(q, (html) =>
    html.replace(/(<img\b[^>]*\bsrc=")(\/uploads\/[^"]+)(")/gi, (whole, a: string, path: string, b: string) =>
      paths.get(path) ? `${a}${pluginFile}${paths.get(path)}${b}` : whole,
    ),
  );
  return { ...rewritten, files };
}

/** A stored question as it travels; its pictures read from the store when the format carries files. */
export async function toBank(deps: Deps, q: QuestionRow, withPictures: boolean): Promise<BankQuestion> {
  const kind = kinds[q.isChoice] ?? 'free';
  const select = kind === 'single' || kind === 'multi';
  const bank: BankQuestion = {
    name: q.name,
    category: categoryPath(q),
    text: q.qText,
    kind,
    choices: select && !q.body.choices ? choiceTextsOf(q) : [],
    correct: kind === 'matching' || kind === 'cloze' || kind === 'description' ? '' : q.correctAnswer,
    ...freeOf(q),
    body: { ...q.body, tags: (q.body.tags ?? []).filter((t) => !t.startsWith(categoryTagPrefix)) },
    solution: q.description,
    difficulty: q.difficulty,
    copyright: q.copyright,
    referenceId: q.referenceId,
    files: [],
  };
  if (!bank.body.tags?.length) delete bank.body.tags;
  if (!withPictures) return bank;
  const picture = q.image ? await fileBytes(deps, q.image) : undefined;
  const pictured = picture ? { ...bank, picture: { name: `picture.${picture.ext}`, bytes: picture.bytes } } : bank;
  return withFiles(deps, pictured);
}

/** A format's writer of one question and its reader of a file. */
const formats = {
  moodle: {
    write: (q: BankQuestion, tags: string[], id: number) => writeMoodleQuestion(q, tags, id),
    read: (text: string) => readMoodleXml(text, limits.bankQuestionsMax),
  },
  gift: {
    write: (q: BankQuestion, tags: string[]) => writeGiftQuestion(q, tags),
    read: (text: string) => readGift(text, limits.bankQuestionsMax),
  },
} as const;

/** One question in a format, with the tag that carries what the format itself cannot say. */
export function writeQuestion(format: BankFormat, q: BankQuestion, id: number): string {
  const tags = [...quantaTagsOf(q), ...(q.body.tags ?? [])];
  const written = formats[format].write(q, tags, id);
  const back = formats[format].read(format === 'moodle' ? moodleFile([written]) : written).questions[0];
  const carried = back && carriedTag(q, back);
  return carried ? formats[format].write(q, [...tags, carried], id) : written;
}

/** Questions as a file, a category entry before each group of one category path. */
export function writeQuestionFile(format: BankFormat, bank: BankQuestion[]): string {
  const out: string[] = [];
  let category: string | undefined;
  for (const [i, q] of bank.entries()) {
    if (q.category !== category) {
      category = q.category;
      out.push(format === 'moodle' ? moodleCategory(category) : giftCategory(category));
    }
    out.push(writeQuestion(format, q, i + 1));
  }
  return format === 'moodle' ? moodleFile(out) : out.join('\n');
}

/** A file's questions as Quanta reads them, what the tag carried put back. */
export function readQuestionFile(format: BankFormat, content: string) {
  const read = formats[format].read(content);
  return { ...read, questions: read.questions.map(withCarried) };
}
