import { homework, homeworkQuestions } from '@quanta/db';
import { sequence } from '../sequence';
import type { World } from '../world';

const next = sequence();

/** A homework of `teacher` holding `questionIds` in order, inserted directly. */
export async function buildHomework(
  t: World,
  teacher: { id: string },
  o: Partial<typeof homework.$inferInsert> & { questionIds?: string[] } = {},
) {
  const counter = next();
  const { questionIds = [], ...values } = o;
  const [row] = await t.app.deps.db
    .insert(homework)
    .values({ teacherId: teacher.id, name: `Homework ${counter}`, ...values })
    .returning();
  if (questionIds.length > 0) {
    await t.app.deps.db
      .insert(homeworkQuestions)
      .values(questionIds.map((questionId, position) => ({ homeworkId: row!.id, questionId, position })));
  }
  return row!;
}
