import type { UserRow } from '@quanta/db';
import type { RefundPaymentInput } from '@quanta/validators';
import type { Deps } from '../../deps';

/** An admin gives back all or part of a payment; the place shrinks to match; the payer is mailed. */
export async function refundPayment(_deps: Deps, _admin: UserRow, _input: RefundPaymentInput): Promise<never> {
  throw new Error('not built yet');
}
