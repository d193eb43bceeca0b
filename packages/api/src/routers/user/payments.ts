import { checkoutStatusInput, createCheckoutInput, paymentsInput, receiptInput } from '@quanta/validators';
import { answers } from '../../presenters/output-check';
import { checkoutShape, checkoutStatusShape, fileShape, paymentListShape } from '../../presenters/payments';
import * as payments from '../../services/payments';
import { familyProcedure, paymentsProcedure, router } from '../../trpc';

/** Paying online, and the payment history with its receipts. */
export const userPaymentsRouter = router({
  /** A Stripe Checkout session for a place: a parent for their child, a student without a parent for themself. */
  createCheckout: familyProcedure
    .input(createCheckoutInput)
    .output(answers(checkoutShape))
    .mutation(({ ctx, input }) => payments.createCheckout(ctx, ctx.user, input, ctx.lang)),
  /** Where a checkout stands, for the page Stripe sends the payer back to. */
  getCheckout: familyProcedure
    .input(checkoutStatusInput)
    .output(answers(checkoutStatusShape))
    .query(({ ctx, input }) => payments.getCheckout(ctx, ctx.user, input.sessionId)),
  getPayments: paymentsProcedure
    .input(paymentsInput)
    .output(answers(paymentListShape))
    .query(({ ctx, input }) => payments.getPayments(ctx, ctx.user, input)),
  /** The receipt as a PDF (REST: `application/pdf`; tRPC: base64). */
  getReceipt: paymentsProcedure
    .input(receiptInput)
    .output(answers(fileShape))
    .query(({ ctx, input }) => payments.getReceipt(ctx, ctx.user, input.id)),
});
