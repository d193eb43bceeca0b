import type { UserRow } from '@quanta/db';
import type { CreateCheckoutInput, Language } from '@quanta/validators';
import type { Deps } from '../../deps';

/**
 * Pay online: records the family's request for the class (as Register does), prices what is bought from
 * the class (`pricing.ts`), keeps a `checkouts` row and opens the provider's session; answers its URL.
 */
export async function createCheckout(
  _deps: Deps,
  _caller: UserRow,
  _input: CreateCheckoutInput,
  _lang: Language,
): Promise<{ url: string; sessionId: string }> {
  throw new Error('not built yet');
}

/**
 * The page the provider sends the payer back to asks where its checkout stands; a paid session not yet
 * fulfilled (the webhook still on its way) is fulfilled here, once, as the webhook would.
 */
export async function getCheckout(_deps: Deps, _caller: UserRow, _sessionId: string): Promise<never> {
  throw new Error('not built yet');
}
