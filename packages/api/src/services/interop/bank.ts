import { Readable } from 'node:stream';
import { type QuestionRow, questions, type UserRow } from '@quanta/db';
import { specProblem } from '@quanta/grading';
import {
  type BankFormat,
  formatMessage,
  type Language,
  limits,
  messages,
  questionTypes,
  uploadKinds,
} from '@quanta/validators';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { Permission, requireAccess } from '../../access/access';
import type { Deps } from '../../deps';
import { fail } from '../../errors';
import { sanitiseRichText } from '../richtext/sanitise';
import { defaultUploadQuota, saveWithinQuota } from '../uploads/quota';
import { readGift, writeGift } from './gift';
import { type BankGrading, type BankNote, type BankQuestion, type BankSkip, numberOf, pictureType } from './model';
import { readMoodleXml, writeMoodleXml } from './moodleXml';

const kindOf = (isChoice: number): BankQuestion['kind'] =>
  isChoice === questionTypes.single ? 'single' : isChoice === questionTypes.multi ? 'multi' : 'free';
const choicesOf = (q: QuestionRow) => [q.answerA, q.answerB, q.answerC, q.answerD, q.answerE].slice(0, q.numChoice);

/**
 * A free response's grading as it travels: its fields in a tag, and a plain-number answer as a numeric
 * one with its tolerance made absolute (what Moodle's numerical type and GIFT's `#` know); a text answer
 * travels as a short answer (or an essay without a key), so it comes back as text.
 */
function freeOf(q: QuestionRow): Pick<BankQuestion, 'freeMode' | 'numeric' | 'grading'> {
  if (q.isChoice !== questionTypes.free) return {};
  if (q.answerType === 'text') return { freeMode: q.correctAnswer === '' ? 'essay' : 'shortanswer' };
  const grading: BankGrading = {
    answerType: q.answerType as BankGrading['answerType'],
    tolerance: q.tolerance,
    toleranceType: q.toleranceType as BankGrading['toleranceType'],
    unit: q.unit,
    sigFigs: q.sigFigs,
    params: q.params,
  };
  const value = q.answerType === 'number' ? numberOf(q.correctAnswer) : undefined;
  if (value === undefined) return { freeMode: 'shortanswer', grading };
  const tolerance = q.toleranceType === 'absolute' ? q.tolerance : Math.abs(value) * q.tolerance;
  return { freeMode: 'numerical', numeric: { value, tolerance }, grading };
}

/** A stored question as it travels; its picture read from the store (GIFT leaves it out). */
async function toBank(deps: Deps, q: QuestionRow, withPicture: boolean): Promise<BankQuestion> {
  let picture: BankQuestion['picture'];
  if (withPicture && q.image) {
    const file = await deps.files.resolve(q.image);
    if (file && file.size <= uploadKinds.image.maxBytes) {
      const chunks: Buffer[] = [];
      for await (const chunk of file.open()) chunks.push(chunk as Buffer);
      picture = { name: `picture.${file.ext}`, bytes: new Uint8Array(Buffer.concat(chunks)) };
    }
  }
  return {
    name: q.name,
    category: q.category,
    text: q.qText,
    kind: kindOf(q.isChoice),
    choices: q.isChoice === questionTypes.free ? [] : choicesOf(q),
    correct: q.correctAnswer,
    ...freeOf(q),
    solution: q.description,
    difficulty: q.difficulty,
    copyright: q.copyright,
    referenceId: q.referenceId,
    picture,
  };
}

const mime: Record<BankFormat, string> = { moodle: 'application/xml', gift: 'text/plain;charset=utf-8' };
const extension: Record<BankFormat, string> = { moodle: 'xml', gift: 'gift.txt' };

/**
 * Exports the caller's questions (the named ones, else all of one language, oldest first) as Moodle XML
 * or GIFT: `{filename, type, content, count}`, the content as text. A named question of another teacher
 * is refused (403), an unknown one 404.
 */
export async function exportQuestionBank(
  deps: Deps,
  me: UserRow,
  input: { format: BankFormat; questionIds: string[]; language: Language },
) {
  const named = [...new Set(input.questionIds)];
  const rows =
    named.length > 0
      ? await deps.db.select().from(questions).where(inArray(questions.id, named))
      : await deps.db
          .select()
          .from(questions)
          .where(and(eq(questions.teacherId, me.id), eq(questions.language, input.language)))
          .orderBy(asc(questions.createdAt), asc(questions.id))
          .limit(limits.bankQuestionsMax);
  await requireAccess(deps.db, me, Permission.QuestionOwn, named, deps.now());
  const order = new Map(named.map((id, i) => [id, i]));
  if (named.length > 0) rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  const bank = await Promise.all(rows.map((r) => toBank(deps, r, input.format === 'moodle')));
  const content = input.format === 'moodle' ? writeMoodleXml(bank) : writeGift(bank);
  return {
    filename: `questions.${extension[input.format]}`,
    type: mime[input.format],
    content,
    count: bank.length,
  };
}

type NewQuestion = Omit<typeof questions.$inferInsert, 'teacherId' | 'language'>;

/** A travelling question as a stored one, or why it cannot be one. */
function toRow(q: BankQuestion): NewQuestion | string {
  const rich = (html: string) => sanitiseRichText(html);
  const text = rich(q.text);
  if (!text && !q.picture) return 'the question has no text';
  const fields = [text, rich(q.solution), ...q.choices.map(rich)];
  if (fields.some((f) => f.length > limits.richText)) return 'a text is too long';
  const isChoice =
    q.kind === 'single' ? questionTypes.single : q.kind === 'multi' ? questionTypes.multi : questionTypes.free;
  const choices = q.choices.map(rich);
  if (q.kind !== 'free' && choices.some((c) => c === '')) return 'a choice is empty';
  const [a = '', b = '', c = '', d = '', e = ''] = choices;
  const correctAnswer = q.correct.slice(0, limits.correctAnswer);
  // Quanta's own grading tag first; else a numeric answer is graded within its (absolute) tolerance.
  const grading: BankGrading | undefined =
    q.kind !== 'free'
      ? undefined
      : (q.grading ??
        (q.numeric
          ? {
              answerType: 'number',
              tolerance: q.numeric.tolerance,
              toleranceType: 'absolute',
              unit: '',
              sigFigs: null,
              params: [],
            }
          : undefined));
  if (grading) {
    const problem = specProblem({ ...grading, correctAnswer });
    if (problem) return `the answer's ${problem.path} ${problem.problem}`;
  }
  return {
    ...grading,
    name: q.name,
    category: q.category || 'Physics',
    qText: text,
    isChoice,
    numChoice: q.kind === 'free' ? 4 : choices.length,
    correctAnswer,
    difficulty: q.difficulty,
    description: rich(q.solution),
    copyright: q.copyright,
    referenceId: q.referenceId,
    answerA: a,
    answerB: b,
    answerC: c,
    answerD: d,
    answerE: e,
  };
}

const describe = (skipped: BankSkip[]) =>
  skipped
    .slice(0, 10)
    .map((s) => `question ${s.number}: ${s.reason}`)
    .join('; ') + (skipped.length > 10 ? `; and ${skipped.length - 10} more` : '');

/**
 * Imports a Moodle XML or GIFT file's questions into the caller's bank in one transaction. Questions of
 * types Quanta has not, or that cannot be stored, are skipped and reported by their number in the file
 * (`skipped`), never dropped silently; what did not travel of an imported one is in `notes`. A picture
 * (Moodle XML's base64 file) is stored within the teacher's upload quota.
 */
export async function importQuestionBank(
  deps: Deps,
  me: UserRow,
  input: { format: BankFormat; content: string; language: Language },
) {
  const read =
    input.format === 'moodle'
      ? readMoodleXml(input.content, limits.bankQuestionsMax)
      : readGift(input.content, limits.bankQuestionsMax);
  const skipped = [...read.skipped];
  const notes: BankNote[] = [...read.notes];
  const valid: { q: BankQuestion & { number: number }; row: NewQuestion }[] = [];
  for (const q of read.questions) {
    const row = toRow(q);
    if (typeof row === 'string') skipped.push({ number: q.number, type: q.kind, reason: row });
    else valid.push({ q, row });
  }
  skipped.sort((x, y) => x.number - y.number);
  if (valid.length === 0) {
    throw fail.badRequest('bankNothingValid', { errors: describe(skipped) || 'the file has no questions' });
  }
  for (const v of valid) {
    const picture = v.q.picture;
    if (!picture) continue;
    const ext = pictureType(picture.bytes);
    if (!ext || picture.bytes.length > uploadKinds.image.maxBytes) {
      notes.push({ number: v.q.number, note: 'the picture is not a PNG, JPEG, GIF or WebP image within the limit' });
      continue;
    }
    v.row.image = await saveWithinQuota(deps.db, me, picture.bytes.length, defaultUploadQuota(me), () =>
      deps.files.save(Readable.from([Buffer.from(picture.bytes)]), ext),
    );
    v.row.showImg = true;
  }
  const now = deps.now().getTime();
  await deps.db.transaction(async (tx) => {
    for (let i = 0; i < valid.length; i += 500) {
      await tx.insert(questions).values(
        valid.slice(i, i + 500).map(({ row }, j) => {
          // Earlier questions a moment newer, so the newest-first list shows them in the file's order.
          const at = new Date(now - (i + j));
          return { ...row, teacherId: me.id, language: input.language, createdAt: at, updatedAt: at };
        }),
      );
    }
  });
  notes.sort((x, y) => x.number - y.number);
  return {
    count: valid.length,
    skipped,
    notes,
    message: formatMessage(messages.bankImported, { count: valid.length }),
  };
}
