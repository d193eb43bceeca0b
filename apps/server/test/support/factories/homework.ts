import { homework, homeworkQuestions } from '@quanta/db';
import type { World } from '../world';

let counter = 0;

/** A homework of `teacher` holding `questionIds` in order, inserted directly. */
export async function buildHomework(
  t: World,
  teacher: { id: string },
  o: Partial<typeof homework.$inferInsert> & { questionIds?: string[] } = {},
) {
  counter += 1;
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
