import { productReviews, products, type UserRow } from '@quanta/db';
import { messages } from '@quanta/validators';
import { and, avg, count, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { fail } from '../../errors';
import { productById } from '../../policies/product';
import { presentReview } from '../../presenters/store';
import { isUniqueViolation } from '../db-errors';

/**
 * Adds the caller's one review of a product and recomputes the product's mean rating and count from
 * its reviews. The product row is locked first, so concurrent reviews queue and each recount sees every
 * review committed before it (a recount inside a bare UPDATE would read a snapshot taken too early).
 */
export async function createReview(deps: Deps, me: UserRow, input: { id: string; rating: number; comment: string }) {
  try {
    return await deps.db.transaction(async (tx) => {
      await productById(tx, input.id, true);
      const [already] = await tx
        .select({ id: productReviews.id })
        .from(productReviews)
        .where(and(eq(productReviews.productId, input.id), eq(productReviews.userId, me.id)))
        .limit(1);
      if (already) throw fail.conflict('productAlreadyReviewed');
      const [review] = await tx
        .insert(productReviews)
        .values({
          productId: input.id,
          userId: me.id,
          name: me.name,
          rating: input.rating,
          comment: input.comment,
          createdAt: deps.now(),
        })
        .returning();
      const [totals] = await tx
        .select({ n: count(), mean: avg(productReviews.rating) })
        .from(productReviews)
        .where(eq(productReviews.productId, input.id));
      const numReviews = totals?.n ?? 0;
      const rating = numReviews ? Number(totals?.mean ?? 0) : 0;
      await tx.update(products).set({ rating, numReviews }).where(eq(products.id, input.id));
      return {
        message: messages.reviewSubmitted,
        review: presentReview(review!),
        rating: Math.round(rating * 100) / 100,
        numReviews,
      };
    });
  } catch (error) {
    // The unique index stands behind the check above.
    if (isUniqueViolation(error)) throw fail.conflict('productAlreadyReviewed');
    throw error;
  }
}
