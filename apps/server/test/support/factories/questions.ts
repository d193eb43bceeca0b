import { questions } from '@quanta/db';
import { sequence } from '../sequence';
import type { World } from '../world';

const next = sequence();

/** A question of `teacher`, inserted directly: single select, answer B, English, unless asked. */
export async function buildQuestion(t: World, teacher: { id: string }, o: Partial<typeof questions.$inferInsert> = {}) {
  const counter = next();
  const [row] = await t.app.deps.db
    .insert(questions)
    .values({
      teacherId: teacher.id,
      name: `Question ${counter}`,
      qText: `<p>What is $${counter} + 1$?</p>`,
      answerA: `$${counter}$`,
      answerB: `$${counter + 1}$`,
      answerC: `$${counter + 2}$`,
      answerD: `$${counter + 3}$`,
      correctAnswer: 'B',
      description: `<p>$${counter} + 1 = ${counter + 1}$</p>`,
      ...o,
    })
    .returning();
  return row!;
}
