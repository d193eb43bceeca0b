import type { Deps } from '../../deps';

/**
 * `POST /api/payments/stripe/webhook`: the signature checked on the raw body by the provider; each event
 * id handled once (`stripe_events`), a paid checkout fulfilled (`fulfil.ts`).
 */
export async function handleStripeWebhook(
  _deps: Deps,
  _input: { payload: string; signature: string },
): Promise<{ received: true; duplicate: boolean }> {
  throw new Error('not built yet');
}
