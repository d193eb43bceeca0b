import { type DbOrTx, questionCounts, questions, sources } from '@quanta/db';
import type { Language } from '@quanta/validators';
import { and, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { QuestionWithSource } from '../../presenters/question';

/** A question with its source's name: the columns every question read selects. */
export const questionWithSource = { ...getTableColumns(questions), sourceName: sources.name };

/** Questions with their sources' names, filtered by `where`; chain order, limit and offset. */
export function selectQuestions(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(questionWithSource)
    .from(questions)
    .leftJoin(sources, eq(sources.id, questions.sourceId))
    .where(where)
    .$dynamic();
}

export async function findQuestion(db: DbOrTx, id: string): Promise<QuestionWithSource | undefined> {
  const [row] = await selectQuestions(db, eq(questions.id, id)).limit(1);
  return row;
}

/** The questions of `ids`, in the order of `ids` (unknown ids skipped). */
export async function findQuestionsInOrder(db: DbOrTx, ids: string[]): Promise<QuestionWithSource[]> {
  if (ids.length === 0) return [];
  const rows = await selectQuestions(db, inArray(questions.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** How many questions a teacher has, in one language or in all (question_counts, kept by triggers). */
export async function countQuestions(db: DbOrTx, teacherId: string, language?: Language): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${questionCounts.n}), 0)`.mapWith(Number) })
    .from(questionCounts)
    .where(and(eq(questionCounts.teacherId, teacherId), language ? eq(questionCounts.language, language) : undefined));
  return row?.n ?? 0;
}
