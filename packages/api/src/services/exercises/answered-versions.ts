import { type DbOrTx, questionVersions } from '@quanta/db';
import { and, eq, or } from 'drizzle-orm';
import type { AnswerWithQuestion } from '../../presenters/exercise';

/** An answer given on an older version of its question than the question's own (an edit raised it since). */
const onOlderVersion = (a: AnswerWithQuestion) =>
  a.answer.answeredAt !== null && a.answer.questionVersion < a.question.version;

/**
 * Answers shown with their question as it was when they were given: an answer on an older version (until
 * the teacher regrades it) has that version's content (`question_versions`) over the question's row, so an
 * edit never changes what a student already answered. One statement, and only when some answer is older.
 */
export async function withAnsweredVersions(db: DbOrTx, answers: AnswerWithQuestion[]): Promise<AnswerWithQuestion[]> {
  const older = answers.filter(onOlderVersion);
  if (older.length === 0) return answers;
  const rows = await db
    .select()
    .from(questionVersions)
    .where(
      or(
        ...older.map((a) =>
          and(eq(questionVersions.questionId, a.question.id), eq(questionVersions.version, a.answer.questionVersion)),
        ),
      ),
    );
  const contentOf = new Map(rows.map((r) => [`${r.questionId} ${r.version}`, r.content]));
  return answers.map((a) => {
    const content = onOlderVersion(a) ? contentOf.get(`${a.question.id} ${a.answer.questionVersion}`) : undefined;
    return content ? { ...a, question: { ...a.question, ...(content as Partial<AnswerWithQuestion['question']>) } } : a;
  });
}
