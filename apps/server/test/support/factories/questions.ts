import { questions } from '@quanta/db';
import { sql } from 'drizzle-orm';
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

/**
 * Makes the database refuse to insert a question named `BOOM` (a trigger), so a test can fail a write
 * part-way through; answers the function that takes the trigger away again.
 */
export async function refuseQuestionsNamedBoom(t: World): Promise<() => Promise<void>> {
  const { db } = t.app.deps;
  await db.execute(
    sql.raw(`create function refuse_boom() returns trigger language plpgsql as $$
      begin if new.name = 'BOOM' then raise exception 'boom'; end if; return new; end $$`),
  );
  await db.execute(
    sql.raw('create trigger refuse_boom before insert on questions for each row execute function refuse_boom()'),
  );
  return async () => {
    await db.execute(sql.raw('drop trigger refuse_boom on questions'));
    await db.execute(sql.raw('drop function refuse_boom()'));
  };
}
