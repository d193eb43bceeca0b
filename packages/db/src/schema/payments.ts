import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { classes } from './classes';
import { createdAt, primaryId, timestamptz } from './columns';
import { classInterests } from './enrolment';
import { users } from './users';

/**
 * An online checkout offered to a family: what it sells, priced by the server from the class when it was
 * made. `sessionId` is the provider's (Stripe's `cs_…`); `paymentId` is set once it is paid.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: primaryId(),
    provider: text('provider').notNull(),
    sessionId: text('session_id').notNull(),
    classId: uuid('class_id').references(() => classes.id, { onDelete: 'set null' }),
    studentId: uuid('student_id').references(() => users.id, { onDelete: 'set null' }),
    payerId: uuid('payer_id').references(() => users.id, { onDelete: 'set null' }),
    durationType: smallint('duration_type').notNull(),
    /** Lessons of the package bought (duration type 3), else 0. */
    lessons: integer('lessons').notNull().default(0),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** The payer's language when they paid: their receipt's. */
    language: text('language').notNull().default('en'),
    createdAt: createdAt(),
    paymentId: uuid('payment_id'),
  },
  (t) => [
    uniqueIndex('checkouts_session_key').on(t.provider, t.sessionId),
    index('checkouts_student_idx').on(t.studentId),
  ],
);

/**
 * Money received for a place: online (a paid checkout) or offline (a teacher confirmed it). Names are kept
 * as they were when paid, so a receipt never changes and a deleted class or account leaves its books whole.
 * `receiptNumber` comes from the one gap-free counter (`receipt_counter`), taken in the same transaction.
 */
export const payments = pgTable(
  'payments',
  {
    id: primaryId(),
    classId: uuid('class_id').references(() => classes.id, { onDelete: 'set null' }),
    className: text('class_name').notNull(),
    studentId: uuid('student_id').references(() => users.id, { onDelete: 'set null' }),
    studentName: text('student_name').notNull(),
    payerId: uuid('payer_id').references(() => users.id, { onDelete: 'set null' }),
    payerName: text('payer_name').notNull(),
    payerEmail: text('payer_email').notNull(),
    interestId: uuid('interest_id').references(() => classInterests.id, { onDelete: 'set null' }),
    durationType: smallint('duration_type').notNull(),
    /** Lessons of the package bought (duration type 3), else 0. */
    lessons: integer('lessons').notNull().default(0),
    /** The registration time bought (duration types 1 and 2): from and until. */
    periodStart: timestamptz('period_start'),
    periodEnd: timestamptz('period_end'),
    amountMinor: integer('amount_minor').notNull(),
    refundedMinor: integer('refunded_minor').notNull().default(0),
    currency: text('currency').notNull(),
    /** 'card', 'alipay', 'wechat_pay' (online) or 'offline'. */
    method: text('method').notNull(),
    /** 'stripe' or 'manual'. */
    provider: text('provider').notNull(),
    /** The provider's payment (Stripe's PaymentIntent `pi_…`), for refunds. */
    providerPaymentId: text('provider_payment_id'),
    receiptNumber: integer('receipt_number').notNull(),
    /** The payer's language: their receipt's and their mail's. */
    language: text('language').notNull().default('en'),
    /** The teacher who confirmed an offline payment. */
    confirmedBy: uuid('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    paidAt: timestamptz('paid_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_receipt_number_key').on(t.receiptNumber),
    index('payments_paid_at_idx').on(t.paidAt),
    index('payments_student_idx').on(t.studentId, t.paidAt),
    index('payments_payer_idx').on(t.payerId, t.paidAt),
    index('payments_class_idx').on(t.classId),
    check('payments_refunded_range', sql`${t.refundedMinor} >= 0 and ${t.refundedMinor} <= ${t.amountMinor}`),
  ],
);

/** Money given back on a payment, with what of the place it took back (lessons, or time in seconds). */
export const refunds = pgTable(
  'refunds',
  {
    id: primaryId(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    providerRefundId: text('provider_refund_id'),
    lessonsRemoved: integer('lessons_removed').notNull().default(0),
    secondsRemoved: integer('seconds_removed').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('refunds_payment_idx').on(t.paymentId), index('refunds_created_at_idx').on(t.createdAt)],
);

/** The school's one receipt sequence: one row, its last number, raised inside the paying transaction. */
export const receiptCounter = pgTable(
  'receipt_counter',
  {
    id: smallint('id').primaryKey().default(1),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [check('receipt_counter_one_row', sql`${t.id} = 1`)],
);

/** Each Stripe event handled, by its id: a replay finds it here and changes nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  createdAt: createdAt(),
});

export type CheckoutRow = typeof checkouts.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
