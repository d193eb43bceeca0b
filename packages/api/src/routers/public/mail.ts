import { unsubscribeInput } from '@quanta/validators';
import { unsubscribeDigest } from '../../services/email/family-digest';
import { publicProcedure, router } from '../../trpc';

export const publicMailRouter = router({
  /** The weekly digest's one-click unsubscribe (its link's page and the List-Unsubscribe header). */
  unsubscribeDigest: publicProcedure
    .input(unsubscribeInput)
    .mutation(({ ctx, input }) => unsubscribeDigest(ctx, input.token)),
});
