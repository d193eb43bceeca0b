import { z } from 'zod';
import { id, page, pageSize, str, text } from './common';
import { durationType } from './enrolment';
import { limits } from './limits';

/** Pay online: the class, the student the place is for, and what is bought (the server prices it). */
export const createCheckoutInput = z.object({ classId: id, userId: id, durationType });

/** The state of one checkout, asked by the page the provider sends the payer back to. */
export const checkoutStatusInput = z.object({
  sessionId: str().trim().min(1, { error: 'is required' }).max(255, { error: 'must be at most 255 characters' }),
});

/** Payment history: newest first, a page at a time. */
export const paymentsInput = z
  .object({ page, pageSize: pageSize(limits.paymentsPageSize) })
  .optional()
  .default({ page: 1, pageSize: limits.paymentsPageSize });

/** One payment's receipt. */
export const receiptInput = z.object({ id });

/** An admin's refund: in minor units, at most what is left; omitted, all that is left. */
export const refundPaymentInput = z.object({
  paymentId: id,
  amount: z.coerce
    .number({ error: 'must be a whole number of minor units (cents)' })
    .int({ error: 'must be a whole number of minor units (cents)' })
    .min(1, { error: 'must be at least 1' })
    .max(limits.moneyMinorMax, { error: `must be at most ${limits.moneyMinorMax}` })
    .optional(),
});

/** A calendar month, `YYYY-MM`, in the school's time zone. */
export const paymentReportInput = z.object({
  month: z
    .string({ error: 'is required' })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'must be a month written YYYY-MM' }),
});

/** A Stripe webhook as it arrived: the raw body and its `Stripe-Signature` header. */
export const stripeWebhookInput = z.object({
  payload: z
    .string({ error: 'is required' })
    .min(1, { error: 'is required' })
    .max(limits.webhookBytesMax, { error: `must be at most ${limits.webhookBytesMax} characters` }),
  signature: z
    .string({ error: 'is required (the Stripe-Signature header)' })
    .min(1, { error: 'is required (the Stripe-Signature header)' })
    .max(2000, { error: 'must be at most 2000 characters' }),
});

/** The school's details printed on receipts. */
export const schoolDetailsInput = z.object({ address: text(500) });

export type CreateCheckoutInput = z.infer<typeof createCheckoutInput>;
export type RefundPaymentInput = z.infer<typeof refundPaymentInput>;
export type SchoolDetailsInput = z.infer<typeof schoolDetailsInput>;
