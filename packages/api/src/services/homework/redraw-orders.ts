import type { DbOrTx } from '@quanta/db';
import { type SQL, sql } from 'drizzle-orm';
import { drawnChoiceOrderSql, drawnPositionSql } from '../exercises/choice-order';

/**
 * The exercises of a homework that nobody has begun: not started (an exam), not handed in, and no answer
 * saved. Their student has chosen nothing in the order they were shown, so it may be drawn again.
 */
const unbegunExercises = (homeworkId: string): SQL => sql`(select e.id from exercises e
  where e.homework_id = ${homeworkId} and e.started_at is null and e.finished_at is null
    and not exists (select 1 from exercise_answers b
      where b.exercise_id = e.id and (b.answered_at is not null or b.answer_seq > 0)))`;

/** Which of a homework's shuffle flags changed, and to what. */
export interface ShuffleChange {
  /** The new `shuffle_questions`, when it changed. */
  questions?: boolean;
  /** The new `shuffle_choices`, when it changed. */
  choices?: boolean;
}

/**
 * After a homework's shuffle flags change: the exercises nobody has begun get the orders a publish would
 * give them now (drawn as publish draws them, choice-order.ts, so the same ids give the same order) or
 * lose them; exercises already begun keep the order their student saw. Run it in the update's transaction.
 */
export async function redrawOrders(tx: DbOrTx, homeworkId: string, change: ShuffleChange): Promise<void> {
  if (change.questions !== undefined) {
    if (change.questions) {
      await tx.execute(sql`
        update exercise_answers a set shown_position = d.pos
        from (select x.exercise_id, x.question_id,
            ${drawnPositionSql(sql`x.exercise_id`, sql`x.question_id`)} as pos
          from exercise_answers x where x.exercise_id in ${unbegunExercises(homeworkId)}) d
        where a.exercise_id = d.exercise_id and a.question_id = d.question_id`);
    } else {
      await tx.execute(sql`
        update exercise_answers set shown_position = null
        where exercise_id in ${unbegunExercises(homeworkId)} and shown_position is not null`);
    }
  }
  if (change.choices !== undefined) {
    const order = change.choices
      ? drawnChoiceOrderSql(sql`exercise_answers.exercise_id`, sql`exercise_answers.question_id`)
      : sql`null`;
    await tx.execute(sql`
      update exercise_answers set choice_order = ${order}
      where exercise_id in ${unbegunExercises(homeworkId)}`);
  }
}
