import { type DbOrTx, exerciseAnswers, type QuestionRow, questionVersions, type UserRow } from '@quanta/db';
import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { questionForOwner } from '../../policies/question';
import { isoOrNull, isoTime } from '../../presenters/time';

/**
 * Question versions: an edit of a question that has been answered at its current version keeps the old
 * content in `question_versions` and raises `questions.version`, so an answer always names the content it
 * was given on (`exercise_answers.question_version`) until the teacher regrades it onto the newest.
 */

/** The question's columns a version keeps (`name` to `body`, the placement included), by their TypeScript names. */
export const contentKeys = [
  'name',
  'category',
  'qText',
  'image',
  'showImg',
  'isChoice',
  'numChoice',
  'correctAnswer',
  'difficulty',
  'description',
  'sourceId',
  'copyright',
  'answerA',
  'answerB',
  'answerC',
  'answerD',
  'answerE',
  'language',
  'referenceId',
  'libraryId',
  'chapterId',
  'sectionId',
  'answerType',
  'tolerance',
  'toleranceType',
  'unit',
  'sigFigs',
  'params',
  'body',
] as const satisfies readonly (keyof QuestionRow)[];

export type QuestionContent = Pick<QuestionRow, (typeof contentKeys)[number]>;

/** Where the question is filed: moving it changes nothing a student was shown or graded on. */
const placementKeys = new Set<string>(['libraryId', 'chapterId', 'sectionId']);

/** A question's content as a version keeps it. */
export const contentOf = (row: QuestionContent): QuestionContent =>
  Object.fromEntries(contentKeys.map((key) => [key, row[key]])) as QuestionContent;

/** JSON with object keys sorted, so a body read back from jsonb (which orders its keys) compares equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

/** Whether an edit changes what a student is shown or graded on (anything but the placement). */
export const changesContent = (before: QuestionContent, after: QuestionContent) =>
  contentKeys.some((key) => !placementKeys.has(key) && canonical(before[key]) !== canonical(after[key]));

/** Whether an answer has been given to the question at `version`. */
async function answeredAt(tx: DbOrTx, questionId: string, version: number): Promise<boolean> {
  const [row] = await tx
    .select({ questionId: exerciseAnswers.questionId })
    .from(exerciseAnswers)
    .where(
      and(
        eq(exerciseAnswers.questionId, questionId),
        eq(exerciseAnswers.questionVersion, version),
        isNotNull(exerciseAnswers.answeredAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The version an edit of `current` (read locked, in the edit's transaction) saves as: its own version,
 * edited in place, unless the edit changes the content and an answer was given at that version; then
 * the old content is kept as that version and the edit is the next one.
 */
export async function versionForEdit(
  tx: DbOrTx,
  current: QuestionRow,
  next: QuestionContent,
  now: Date,
): Promise<number> {
  if (!changesContent(current, next) || !(await answeredAt(tx, current.id, current.version))) return current.version;
  await tx
    .insert(questionVersions)
    .values({ questionId: current.id, version: current.version, content: contentOf(current), createdAt: now });
  return current.version + 1;
}

/**
 * A question's versions for its author, oldest first: each with when it was made (`createdAt`), when an
 * edit replaced it (`replacedAt`, null for the newest) and how many answers were given on it.
 */
export async function questionVersionsOf(deps: Deps, me: UserRow, questionId: string) {
  const question = await questionForOwner(deps.db, me, questionId);
  const [kept, answered] = await Promise.all([
    deps.db
      .select({ version: questionVersions.version, createdAt: questionVersions.createdAt })
      .from(questionVersions)
      .where(eq(questionVersions.questionId, questionId))
      .orderBy(asc(questionVersions.version)),
    deps.db
      .select({ version: exerciseAnswers.questionVersion, n: count() })
      .from(exerciseAnswers)
      .where(and(eq(exerciseAnswers.questionId, questionId), isNotNull(exerciseAnswers.answeredAt)))
      .groupBy(exerciseAnswers.questionVersion),
  ]);
  const answers = new Map(answered.map((a) => [a.version, a.n]));
  const replacedAt = new Map(kept.map((k) => [k.version, k.createdAt]));
  const list = Array.from({ length: question.version }, (_, i) => {
    const version = i + 1;
    return {
      version,
      createdAt: isoTime(version === 1 ? question.createdAt : (replacedAt.get(version - 1) ?? question.createdAt)),
      replacedAt: isoOrNull(replacedAt.get(version) ?? null),
      answers: answers.get(version) ?? 0,
    };
  });
  return { questionId, version: question.version, list };
}
