import { randomUUID } from 'node:crypto';
import { checkouts, payments, type UserRow } from '@quanta/db';
import type { CreateCheckoutInput, Language } from '@quanta/validators';
import { eq } from 'drizzle-orm';
import { accessRefused, Permission, requireAccess } from '../../access/access';
import type { Deps } from '../../deps';
import { fail } from '../../errors';
import { studentForCaller } from '../../policies/child';
import { registrableClass } from '../enrolment/classes';
import { chosenDuration, openRequest } from '../enrolment/register';
import { applyCheckoutState, checkoutOf } from './fulfil';
import { presentPayments } from './history';
import { priceOf } from './pricing';

/** The line the payer sees on the provider's page: the class and what is bought, in their language. */
function productName(className: string, durationType: number, lessons: number, lang: Language): string {
  const what =
    lang === 'zh'
      ? durationType === 3
        ? `${lessons} 节课`
        : durationType === 2
          ? '1 年'
          : '1 个月'
      : durationType === 3
        ? `${lessons} lessons`
        : durationType === 2
          ? '1 year'
          : '1 month';
  return `${className} — ${what}`;
}

/**
 * Pay online: records the family's request for the class (as Register does), prices what is bought from
 * the class (`pricing.ts`), opens the provider's session and keeps a `checkouts` row; answers its URL.
 * A parent pays for their child, a student without a parent for themself (a student with one is refused:
 * their parent pays). The amount is the server's: the client names only the class, student and duration.
 */
export async function createCheckout(
  deps: Deps,
  caller: UserRow,
  input: CreateCheckoutInput,
  lang: Language,
): Promise<{ url: string; sessionId: string }> {
  const now = deps.now();
  const student = await studentForCaller(deps.db, caller, input.userId, now);
  if (caller.role === 'Student' && student.parentId) throw accessRefused(Permission.StudentActFor);
  const cls = await registrableClass(deps.db, input.classId, [student.id]);
  const durationType = chosenDuration(cls, input.durationType);
  const price = priceOf(cls, durationType);
  if (price.amountMinor <= 0) throw fail.badRequest('nothingToPay', { field: 'durationType' });
  if (!deps.payments.online) throw fail.conflict('onlinePaymentOff');
  // The request, as Register records it; refused while a payment waits for the teacher's confirmation.
  await openRequest(deps.db, cls, student.id, durationType, now);
  // The row's id is the session's idempotency key and metadata; the row is written once the provider has
  // made the session (its id is not null), before the payer can reach the provider's page.
  const checkoutId = randomUUID();
  const session = await deps.payments.createCheckout({
    amountMinor: price.amountMinor,
    currency: deps.school.currency,
    productName: productName(cls.name, durationType, price.lessons, lang),
    metadata: { checkoutId, classId: cls.id, studentId: student.id, durationType: String(durationType) },
    successUrl: `${deps.publicUrl}/payments/checkout?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${deps.publicUrl}/classRegister/${cls.id}?checkout=cancelled`,
    customerEmail: caller.email,
    locale: lang,
    idempotencyKey: checkoutId,
  });
  await deps.db.insert(checkouts).values({
    id: checkoutId,
    provider: deps.payments.name,
    sessionId: session.sessionId,
    classId: cls.id,
    studentId: student.id,
    payerId: caller.id,
    durationType,
    lessons: price.lessons,
    amountMinor: price.amountMinor,
    currency: deps.school.currency,
    language: lang,
    createdAt: now,
  });
  return { url: session.url, sessionId: session.sessionId };
}

/**
 * The page the provider sends the payer back to asks where its checkout stands; a paid session not yet
 * fulfilled (the webhook still on its way) is fulfilled here, once, as the webhook would. Only those who
 * act for the checkout's student may ask (404 for a session this server did not make).
 */
export async function getCheckout(deps: Deps, caller: UserRow, sessionId: string) {
  const found = await checkoutOf(deps.db, deps.payments.name, sessionId);
  if (!found?.studentId) throw fail.notFound('checkoutNotFound');
  await requireAccess(deps.db, caller, Permission.StudentActFor, found.studentId, deps.now());
  let checkout = found;
  let expired = false;
  if (!checkout.paymentId) {
    const state = await deps.payments.retrieveCheckout(sessionId);
    expired = state.status === 'expired';
    if (state.paid) {
      const done = await deps.db.transaction((tx) => applyCheckoutState(tx, deps, state));
      if (done.kind === 'paid') {
        if (done.fulfilled) deps.outbox.wake();
        checkout = done.checkout;
      }
    }
  }
  const payment = checkout.paymentId ? await paymentWithRefunds(deps, checkout.paymentId) : null;
  return {
    sessionId: checkout.sessionId,
    status: payment ? ('paid' as const) : expired ? ('expired' as const) : ('open' as const),
    classId: checkout.classId,
    payment,
  };
}

async function paymentWithRefunds(deps: Deps, paymentId: string) {
  const rows = await deps.db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
  const [payment] = await presentPayments(deps.db, rows);
  return payment ?? null;
}
