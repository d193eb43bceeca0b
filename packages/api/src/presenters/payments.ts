import type { PaymentRow, RefundRow } from '@quanta/db';
import { messages } from '@quanta/validators';
import { z } from 'zod';
import { isoTime } from './time';
import { count, instant, named, wire } from './wire';

export const paymentStatuses = ['paid', 'refunded', 'partially_refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
export const paymentMethods = ['card', 'alipay', 'wechat_pay', 'offline'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** A payment's standing: nothing given back, all of it, or part. */
export function paymentStatus(p: { amountMinor: number; refundedMinor: number }): PaymentStatus {
  if (p.refundedMinor <= 0) return 'paid';
  return p.refundedMinor >= p.amountMinor ? 'refunded' : 'partially_refunded';
}

/** Money on the wire of the payment calls: an integer in the currency's minor units (cents, fen). */
const minor = z.number().int().nonnegative();

export const refundShape = named('Refund', wire({ _id: z.string(), amount: minor, createdAt: instant }));

export const paymentShape = named(
  'Payment',
  wire({
    _id: z.string(),
    /** Null once the class is deleted; `className` is kept as it was when paid. */
    classId: z.string().nullable(),
    className: z.string(),
    student: wire({ _id: z.string().nullable(), name: z.string() }),
    payer: wire({ name: z.string() }),
    /** In minor units of `currency`. */
    amount: minor,
    refunded: minor,
    currency: z.string(),
    status: z.enum(paymentStatuses),
    method: z.enum(paymentMethods),
    /** 1 month, 2 year, 3 lesson package (`lessons` of them). */
    durationType: z.number().int(),
    lessons: count,
    receiptNumber: z.number().int().positive(),
    createdAt: instant,
    refunds: z.array(refundShape),
  }),
);

export const paymentListShape = named(
  'PaymentList',
  wire({
    list: z.array(paymentShape),
    total: count,
    /** The school's time zone, which the screens show the instants in. */
    timeZone: z.string(),
  }),
);

export const checkoutShape = named('Checkout', wire({ url: z.string(), sessionId: z.string() }));

export const checkoutStatusShape = named(
  'CheckoutStatus',
  wire({
    sessionId: z.string(),
    /** `open` until paid (an async method may take a while), `paid`, or `expired` (never paid). */
    status: z.enum(['open', 'paid', 'expired']),
    classId: z.string().nullable(),
    payment: paymentShape.nullable(),
  }),
);

export const refundDoneShape = named(
  'RefundDone',
  wire({ message: z.literal(messages.refundDone), payment: paymentShape }),
);

export const reportEntryShape = named(
  'PaymentReportEntry',
  wire({
    kind: z.enum(['payment', 'refund']),
    _id: z.string(),
    paymentId: z.string(),
    receiptNumber: z.number().int().positive(),
    className: z.string(),
    studentName: z.string(),
    method: z.enum(paymentMethods),
    /** In minor units; a refund's is what went back (the totals subtract it). */
    amount: minor,
    currency: z.string(),
    at: instant,
  }),
);

export const paymentReportShape = named(
  'PaymentReport',
  wire({
    month: z.string(),
    currency: z.string(),
    /** The school's time zone: the month's bounds, and how the screens show the instants. */
    timeZone: z.string(),
    list: z.array(reportEntryShape),
    totals: wire({ paid: minor, refunded: minor, net: z.number().int() }),
  }),
);

/** A file answer: the REST adapter sends the bytes with their type; tRPC callers get base64. */
export const fileShape = named('File', wire({ filename: z.string(), contentType: z.string(), base64: z.string() }));

export const schoolDetailsShape = named('SchoolDetails', wire({ name: z.string(), address: z.string() }));

export const webhookReceivedShape = named(
  'WebhookReceived',
  wire({ received: z.literal(true), duplicate: z.boolean() }),
);

export function presentRefund(r: RefundRow): z.infer<typeof refundShape> {
  return { _id: r.id, amount: r.amountMinor, createdAt: isoTime(r.createdAt) };
}

export function presentPayment(p: PaymentRow, refunds: RefundRow[]): z.infer<typeof paymentShape> {
  return {
    _id: p.id,
    classId: p.classId,
    className: p.className,
    student: { _id: p.studentId, name: p.studentName },
    payer: { name: p.payerName },
    amount: p.amountMinor,
    refunded: p.refundedMinor,
    currency: p.currency,
    status: paymentStatus(p),
    method: p.method as PaymentMethod,
    durationType: p.durationType,
    lessons: p.lessons,
    receiptNumber: p.receiptNumber,
    createdAt: isoTime(p.paidAt),
    refunds: refunds.filter((r) => r.paymentId === p.id).map(presentRefund),
  };
}

/** A file for the wire. */
export const presentFile = (filename: string, contentType: string, bytes: Uint8Array) => ({
  filename,
  contentType,
  base64: Buffer.from(bytes).toString('base64'),
});
