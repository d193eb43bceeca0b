import { type QuestionRow, questions, type UserRow } from '@quanta/db';
import { type BankFormat, type Language, limits, questionTypes, uploadKinds } from '@quanta/validators';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { Permission, requireAccess } from '../../access/access';
import type { ImportDraft } from '../../commands/import-questions';
import type { Deps } from '../../deps';
import { readGift, writeGift } from './gift';
import { type BankGrading, type BankQuestion, numberOf } from './model';
import { readMoodleXml, writeMoodleXml } from './moodle-xml';

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

/**
 * A travelling question as the edit form's fields: Quanta's own grading tag first, else a numeric answer
 * graded within its (absolute) tolerance. The import command checks them as it checks any draft.
 */
export function bankDraft(q: BankQuestion & { number: number }): ImportDraft {
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
  const [a = '', b = '', c = '', d = '', e = ''] = q.choices;
  return {
    at: q.number,
    fields: {
      ...grading,
      name: q.name,
      category: q.category || 'Physics',
      qText: q.text,
      isChoice:
        q.kind === 'single' ? questionTypes.single : q.kind === 'multi' ? questionTypes.multi : questionTypes.free,
      numChoice: q.kind === 'free' ? 4 : q.choices.length,
      correctAnswer: q.correct.slice(0, limits.correctAnswer),
      difficuty: q.difficulty,
      description: q.solution,
      copyright: q.copyright,
      referenceId: q.referenceId,
      answerA: a,
      answerB: b,
      answerC: c,
      answerD: d,
      answerE: e,
    },
    picture: q.picture?.bytes,
  };
}

/** A Moodle XML or GIFT file's questions as drafts, with what the format skipped and noted. */
export function readQuestionBank(format: BankFormat, content: string) {
  const read =
    format === 'moodle' ? readMoodleXml(content, limits.bankQuestionsMax) : readGift(content, limits.bankQuestionsMax);
  return {
    drafts: read.questions.map(bankDraft),
    skipped: read.skipped,
    notes: read.notes,
    /** Each question's type in the file, for the skips the check adds. */
    types: new Map(read.questions.map((q) => [q.number, q.kind] as const)),
  };
}
