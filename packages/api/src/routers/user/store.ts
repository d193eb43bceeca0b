import { createReviewInput } from '@quanta/validators';
import { answers } from '../../presenters/output-check';
import { reviewAddedShape } from '../../presenters/store';
import { createReview } from '../../services/store/reviews';
import { router } from '../../trpc';
import { storeUserProcedure } from '../store/procedures';

/** `POST /api/products/{id}/reviews`: any signed-in, verified user, once per product. */
export const userStoreRouter = router({
  createProductReview: storeUserProcedure
    .input(createReviewInput)
    .output(answers(reviewAddedShape))
    .mutation(({ ctx, input }) => createReview(ctx, ctx.user, input)),
});
