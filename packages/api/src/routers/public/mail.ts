import { messages, unsubscribeInput } from '@quanta/validators';
import { z } from 'zod';
import { answers } from '../../presenters/output-check';
import { wire } from '../../presenters/wire';
import { unsubscribeDigest } from '../../services/email/family-digest';
import { publicProcedure, router } from '../../trpc';

export const publicMailRouter = router({
  /** The weekly digest's one-click unsubscribe (its link's page and the List-Unsubscribe header). */
  unsubscribeDigest: publicProcedure
    .input(unsubscribeInput)
    .output(answers(wire({ message: z.literal(messages.unsubscribed) })))
    .mutation(({ ctx, input }) => unsubscribeDigest(ctx, input.token)),
});
