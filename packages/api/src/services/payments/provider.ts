import { fail } from '../../errors';

/** How a payment was made: online through the provider, or offline (cash, a bank transfer). */
export type PaymentMethodName = 'card' | 'alipay' | 'wechat_pay' | 'offline';

/** What one online checkout sells, priced by the server. */
export interface CheckoutRequest {
  amountMinor: number;
  currency: string;
  /** The line the payer sees: the class and what is bought. */
  productName: string;
  /** Kept on the provider's session: `checkoutId`, `classId`, `studentId`, `durationType`. */
  metadata: Record<string, string>;
  /** Where the provider sends the payer back: `{CHECKOUT_SESSION_ID}` is filled in by Stripe. */
  successUrl: string;
  cancelUrl: string;
  customerEmail: string;
  locale: 'en' | 'zh';
  /** Made once per checkout, so a retried create makes one session. */
  idempotencyKey: string;
}

/** A checkout session as the provider holds it now. */
export interface CheckoutState {
  sessionId: string;
  /** `open` (not paid yet, or an async method still on its way), `complete` or `expired`. */
  status: 'open' | 'complete' | 'expired';
  paid: boolean;
  /** The provider's payment (Stripe's PaymentIntent), for refunds. */
  providerPaymentId: string | null;
  method: PaymentMethodName;
  amountMinor: number;
  currency: string;
  metadata: Record<string, string>;
}

/** A verified webhook event: its id (each is handled once), type, and the checkout it is about. */
export interface ProviderEvent {
  id: string;
  type: string;
  /** The checkout session's id, for `checkout.session.*` events. */
  sessionId: string | null;
}

/**
 * The one seam between Quanta and a payment provider: `manual` (MAKE PAYMENT, a teacher confirms) or
 * `stripe`. Services call only this; the provider's own package stays in its file.
 */
export interface PaymentProvider {
  readonly name: 'manual' | 'stripe';
  /** Whether families can pay online (Pay online is offered). */
  readonly online: boolean;
  createCheckout(request: CheckoutRequest): Promise<{ sessionId: string; url: string }>;
  retrieveCheckout(sessionId: string): Promise<CheckoutState>;
  /** Gives back `amountMinor` of the provider's payment; the provider's refund id. */
  refund(providerPaymentId: string, amountMinor: number, idempotencyKey: string): Promise<{ refundId: string }>;
  /** The event a webhook carries, once its signature holds on the raw body; 400 naming `signature` otherwise. */
  verifyEvent(payload: string, signature: string): ProviderEvent;
}

/** Today's flow: families pay offline and a teacher confirms; nothing is taken or refunded online. */
export const manualProvider: PaymentProvider = {
  name: 'manual',
  online: false,
  createCheckout: async () => {
    throw fail.conflict('onlinePaymentOff');
  },
  retrieveCheckout: async () => {
    throw fail.notFound('checkoutNotFound');
  },
  refund: async () => {
    throw fail.conflict('onlinePaymentOff');
  },
  verifyEvent: () => {
    throw fail.conflict('onlinePaymentOff');
  },
};
