import { createReviewInput } from '@quanta/validators';
import { createReview } from '../../services/store/reviews';
import { router } from '../../trpc';
import { storeUserProcedure } from '../store/procedures';

/** `POST /api/products/{id}/reviews`: any signed-in, verified user, once per product. */
export const userStoreRouter = router({
  createProductReview: storeUserProcedure
    .input(createReviewInput)
    .mutation(({ ctx, input }) => createReview(ctx, ctx.user, input)),
});
