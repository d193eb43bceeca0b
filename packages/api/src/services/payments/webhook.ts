import { stripeEvents } from '@quanta/db';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { applyCheckoutState, checkoutOf } from './fulfil';
import type { CheckoutState } from './provider';

/** The events that may mean a checkout is paid: a card at once, an async method (Alipay, WeChat Pay) later. */
const fulfilling = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

/**
 * `POST /api/payments/stripe/webhook`: the signature checked on the raw body by the provider (400 naming
 * `signature`, nothing stored); each event id handled once (`stripe_events`), a paid checkout fulfilled
 * (`fulfil.ts`). The session is asked of the provider rather than read from the event, so events may come
 * in any order: a `completed` whose async payment has not arrived changes nothing, and whichever event
 * comes once it is paid fulfils. The provider is asked before the transaction; the event's id and the
 * fulfilment are then written in one transaction, so a failure records neither and Stripe's retry
 * (or a later event of the same session) tries again. Other event types are recorded and ignored.
 */
export async function handleStripeWebhook(
  deps: Deps,
  input: { payload: string; signature: string },
): Promise<{ received: true; duplicate: boolean }> {
  const event = deps.payments.verifyEvent(input.payload, input.signature);
  const [seen] = await deps.db
    .select({ id: stripeEvents.id })
    .from(stripeEvents)
    .where(eq(stripeEvents.id, event.id))
    .limit(1);
  if (seen) return { received: true, duplicate: true };
  // Only a session this server made is asked for (another app may share the Stripe account).
  let state: CheckoutState | null = null;
  if (fulfilling.has(event.type) && event.sessionId) {
    const known = await checkoutOf(deps.db, deps.payments.name, event.sessionId);
    if (known && !known.paymentId) state = await deps.payments.retrieveCheckout(event.sessionId);
  }
  const result = await deps.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type, createdAt: deps.now() })
      .onConflictDoNothing({ target: stripeEvents.id })
      .returning({ id: stripeEvents.id });
    if (!fresh) return { duplicate: true, fulfilled: false };
    const done = state ? await applyCheckoutState(tx, deps, state) : null;
    return { duplicate: false, fulfilled: done?.kind === 'paid' && done.fulfilled };
  });
  if (result.fulfilled) deps.outbox.wake();
  return { received: true, duplicate: result.duplicate };
}
