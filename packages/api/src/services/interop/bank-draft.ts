import { type BankFormat, bodyLimits, limits, questionTypes } from '@quanta/validators';
import type { ImportDraft, ImportSkip } from '../../commands/import-questions';
import { readQuestionFile } from './bank';
import { type BankKind, type BankQuestion, categoryTagPrefix } from './model';

const types: Record<BankKind, number> = {
  single: questionTypes.single,
  multi: questionTypes.multi,
  free: questionTypes.free,
  trueFalse: questionTypes.trueFalse,
  matching: questionTypes.matching,
  cloze: questionTypes.cloze,
  description: questionTypes.description,
};

/**
 * The category: the path's last level (Quanta's category), and a path of more levels kept whole as the
 * tag `category:<path>` (`$course$/Iota/Kappa` → category `Kappa`, tag `category:Iota/Kappa`).
 */
function categoryOf(q: BankQuestion, at: number, notes: ImportSkip[]) {
  const last = q.category.split('/').at(-1)?.trim() ?? '';
  const tags = q.body.tags ?? [];
  const tag = `${categoryTagPrefix}${q.category}`;
  if (!q.category.includes('/') || tags.includes(tag)) return { category: last, tags };
  if (tag.length > bodyLimits.tag || tags.length >= bodyLimits.tags) {
    notes.push({ at, key: 'importNoteTagsCut', values: { tags: tag } });
    return { category: last, tags };
  }
  return { category: last, tags: [...tags, tag] };
}

/**
 * A travelling question as the edit form's fields: the spec's fields, the body, Quanta's own grading tag
 * first, else a number graded within Moodle's (absolute) tolerance. The import command checks them as it
 * checks any draft.
 */
export function bankDraft(q: BankQuestion & { number: number }, notes: ImportSkip[]): ImportDraft {
  const select = q.kind === 'single' || q.kind === 'multi';
  const [a = '', b = '', c = '', d = '', e = ''] = q.choices;
  const { category, tags } = categoryOf(q, q.number, notes);
  return {
    at: q.number,
    fields: {
      ...(q.kind === 'free' ? q.grading : undefined),
      name: q.name,
      category: category.slice(0, limits.category) || 'Physics',
      qText: q.text,
      isChoice: types[q.kind] ?? q.kind,
      numChoice: select ? (q.body.choices?.length ?? q.choices.length) : undefined,
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
      body: { ...q.body, ...(tags.length > 0 ? { tags } : {}) },
    },
    picture: q.picture?.bytes,
    files: q.files,
  };
}

/** A Moodle XML or GIFT file's questions as drafts, with what the format skipped and noted. */
export function readQuestionBank(format: BankFormat, content: string) {
  const read = readQuestionFile(format, content);
  const notes = [...read.notes];
  return {
    drafts: read.questions.map((q) => bankDraft(q, notes)),
    skipped: read.skipped,
    notes,
    total: read.total,
    /** Each question's type in the file, for the skips the check adds. */
    types: new Map(read.questions.map((q) => [q.number, q.kind] as const)),
  };
}
