import { stripeWebhookInput } from '@quanta/validators';
import { answers } from '../../presenters/output-check';
import { webhookReceivedShape } from '../../presenters/payments';
import * as payments from '../../services/payments';
import { publicProcedure, router } from '../../trpc';

/** Calls from payment providers: signed by the provider, not by a user's sign-in. */
export const paymentsRouter = router({
  /** Stripe's events: the REST adapter hands over the raw body and the `Stripe-Signature` header. */
  stripeWebhook: publicProcedure
    .input(stripeWebhookInput)
    .output(answers(webhookReceivedShape))
    .mutation(({ ctx, input }) => payments.handleStripeWebhook(ctx, input)),
});
