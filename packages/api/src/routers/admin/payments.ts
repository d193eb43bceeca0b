import { messages, paymentReportInput, refundPaymentInput, schoolDetailsInput } from '@quanta/validators';
import { z } from 'zod';
import { answers } from '../../presenters/output-check';
import { fileShape, paymentReportShape, refundDoneShape, schoolDetailsShape } from '../../presenters/payments';
import { wire } from '../../presenters/wire';
import * as payments from '../../services/payments';
import { adminProcedure, router } from '../../trpc';

/** Refunds, the finance report and the school details receipts print. */
export const adminPaymentsRouter = router({
  refundPayment: adminProcedure
    .input(refundPaymentInput)
    .output(answers(refundDoneShape))
    .mutation(({ ctx, input }) => payments.refundPayment(ctx, ctx.user, input)),
  getPaymentReport: adminProcedure
    .input(paymentReportInput)
    .output(answers(paymentReportShape))
    .query(({ ctx, input }) => payments.getPaymentReport(ctx, input)),
  /** The month's report as an xlsx workbook (REST: the file; tRPC: base64). */
  exportPaymentReport: adminProcedure
    .input(paymentReportInput)
    .output(answers(fileShape))
    .query(({ ctx, input }) => payments.exportPaymentReport(ctx, input)),
  getSchoolDetails: adminProcedure
    .output(answers(schoolDetailsShape))
    .query(({ ctx }) => payments.getSchoolDetails(ctx)),
  setSchoolDetails: adminProcedure
    .input(schoolDetailsInput)
    .output(answers(wire({ message: z.literal(messages.schoolDetailsSaved), ...schoolDetailsShape.shape })))
    .mutation(({ ctx, input }) => payments.setSchoolDetails(ctx, input)),
});
