import { questions, type UserRow } from '@quanta/db';
import { type BankFormat, type Language, limits } from '@quanta/validators';
import { and, asc, inArray } from 'drizzle-orm';
import { Permission, requireAccess } from '../../access/access';
import { checkDraft, type ImportReason, reasonText } from '../../commands/import-questions';
import type { Deps } from '../../deps';
import { ownListWhere } from '../own-list';
import { nameContains } from '../questions/name-search';
import { toBank, writeQuestionFile } from './bank';
import { readQuestionBank } from './bank-draft';
import type { BankQuestion } from './model';

/** A question left out of an export, as the wire carries it: its id and name, and why its file would not bring it back. */
interface LeftOut extends Required<ImportReason> {
  _id: string;
  name: string;
  reason: string;
}

const mime: Record<BankFormat, string> = { moodle: 'application/xml', gift: 'text/plain;charset=utf-8' };
const extension: Record<BankFormat, string> = { moodle: 'xml', gift: 'gift.txt' };

/**
 * Why a question written in a format would not come back when the file is imported, or undefined when it
 * would: the file's reader and the import's check of every draft, as the import runs them. A question
 * nobody finished (a blank "Untitled" one that Create made) has no correct choice and fails here.
 */
export function whyNotImportable(format: BankFormat, q: BankQuestion): ImportReason | undefined {
  const read = readQuestionBank(format, writeQuestionFile(format, [q]));
  const [skip] = read.skipped;
  if (skip) return { key: skip.key, values: skip.values };
  const [draft] = read.drafts;
  if (!draft) return { key: 'importSkipTextRequired' };
  const checked = checkDraft(draft);
  return 'key' in checked ? checked : undefined;
}

/** The caller's questions to export: the named ones in their order, else the list's filter, oldest first. */
async function questionsToExport(
  deps: Deps,
  me: UserRow,
  input: { questionIds: string[]; language?: Language; name: string },
) {
  const named = [...new Set(input.questionIds)];
  if (named.length > 0) {
    const rows = await deps.db.select().from(questions).where(inArray(questions.id, named));
    await requireAccess(deps.db, me, Permission.QuestionOwn, named, deps.now());
    const order = new Map(named.map((id, i) => [id, i]));
    return rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  }
  const where = and(
    ownListWhere(questions, me.id, { name: '', language: input.language }),
    input.name ? await nameContains(deps, input.name) : undefined,
  );
  return deps.db
    .select()
    .from(questions)
    .where(where)
    .orderBy(asc(questions.createdAt), asc(questions.id))
    .limit(limits.bankQuestionsMax);
}

/**
 * Exports the caller's questions (the named ones, else those My Questions lists with the same language and
 * name filter) as Moodle XML or GIFT: `{filename, type, content, count, leftOut}`, the content as text. A
 * question the file could not bring back on import is left out of it and listed in `leftOut` with the reason,
 * so importing the file imports every question in it. A named question of another teacher is refused (403),
 * an unknown one 404.
 */
export async function exportQuestionBank(
  deps: Deps,
  me: UserRow,
  input: { format: BankFormat; questionIds: string[]; language?: Language; name: string },
) {
  const rows = await questionsToExport(deps, me, input);
  const bank = await Promise.all(rows.map((r) => toBank(deps, r, input.format === 'moodle')));
  const kept: BankQuestion[] = [];
  const leftOut: LeftOut[] = [];
  for (const [i, q] of bank.entries()) {
    const why = whyNotImportable(input.format, q);
    if (!why) kept.push(q);
    else
      leftOut.push({ _id: rows[i]!.id, name: q.name, reason: reasonText(why), key: why.key, values: why.values ?? {} });
  }
  return {
    filename: `questions.${extension[input.format]}`,
    type: mime[input.format],
    content: writeQuestionFile(input.format, kept),
    count: kept.length,
    leftOut,
  };
}
