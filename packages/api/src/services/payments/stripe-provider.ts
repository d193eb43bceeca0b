import Stripe from 'stripe';
import { fail } from '../../errors';
import type { CheckoutState, PaymentMethodName, PaymentProvider, ProviderEvent } from './provider';

/** Stripe's settings: `STRIPE_SECRET_KEY`, `STRIPE_WEBHOOK_SECRET`, `STRIPE_API_BASE` (tests: a local stand-in). */
export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Stripe's API address; unset, Stripe's own. */
  apiBase?: string;
}

/** The Stripe settings in the environment, when a key is set (the start-up check wants both together). */
export function stripeOptions(env: Record<string, string | undefined>): StripeOptions | undefined {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim();
  if (!secretKey || !webhookSecret) return undefined;
  return { secretKey, webhookSecret, apiBase: env.STRIPE_API_BASE?.trim() || undefined };
}

/**
 * The currencies in which Stripe Checkout takes Alipay and WeChat Pay (Stripe's payment-method pages);
 * cards are taken in every currency. The session allows these of the methods the Stripe account has on.
 */
const alipayCurrencies = new Set(['aud', 'cad', 'cny', 'eur', 'gbp', 'hkd', 'jpy', 'myr', 'nzd', 'sgd', 'usd']);
const wechatCurrencies = new Set([
  'aud',
  'cad',
  'chf',
  'cny',
  'dkk',
  'eur',
  'gbp',
  'hkd',
  'jpy',
  'nok',
  'sek',
  'sgd',
  'usd',
]);

/** The methods a checkout in `currency` offers: card, and Alipay and WeChat Pay where the currency allows. */
export function checkoutMethods(currency: string): Stripe.Checkout.SessionCreateParams.AllowedPaymentMethodType[] {
  const methods: Stripe.Checkout.SessionCreateParams.AllowedPaymentMethodType[] = ['card'];
  if (alipayCurrencies.has(currency)) methods.push('alipay');
  if (wechatCurrencies.has(currency)) methods.push('wechat_pay');
  return methods;
}

const methodOf = (type: string | undefined): PaymentMethodName =>
  type === 'alipay' || type === 'wechat_pay' ? type : 'card';

function clientOptions(apiBase: string | undefined): Stripe.StripeConfig {
  if (!apiBase) return { maxNetworkRetries: 2, timeout: 20_000 };
  const url = new URL(apiBase);
  return {
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? 443 : 80),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
    maxNetworkRetries: 2,
    timeout: 20_000,
  };
}

/** Where a refusal or silence from Stripe is told: one warning line (never the key). */
export type ProviderLog = (details: object, message: string) => void;

/** Stripe Checkout behind the provider seam, through the official `stripe` package. */
export function createStripeProvider(options: StripeOptions, log: ProviderLog = () => {}): PaymentProvider {
  const stripe = new Stripe(options.secretKey, clientOptions(options.apiBase));
  /** A refusal or silence from Stripe is a 502 to the caller; what Stripe said goes to the log, not the wire. */
  async function calling<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError)) throw error;
      log(
        { stripe: { type: error.type, code: error.code, status: error.statusCode, message: error.message } },
        'Stripe refused or did not answer',
      );
      throw Object.assign(fail.provider(), { cause: error });
    }
  }
  return {
    name: 'stripe',
    online: true,
    async createCheckout(request) {
      const methods = checkoutMethods(request.currency);
      const session = await calling(() =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            allowed_payment_method_types: methods,
            ...(methods.includes('wechat_pay') ? { payment_method_options: { wechat_pay: { client: 'web' } } } : {}),
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: request.currency,
                  unit_amount: request.amountMinor,
                  product_data: { name: request.productName },
                },
              },
            ],
            customer_email: request.customerEmail,
            client_reference_id: request.metadata.checkoutId,
            metadata: request.metadata,
            payment_intent_data: { metadata: request.metadata },
            locale: request.locale === 'zh' ? 'zh' : 'en',
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
          },
          { idempotencyKey: request.idempotencyKey },
        ),
      );
      if (!session.url) throw fail.provider();
      return { sessionId: session.id, url: session.url };
    },
    async retrieveCheckout(sessionId): Promise<CheckoutState> {
      const session = await calling(() =>
        stripe.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent.payment_method'] }),
      );
      const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null;
      const method = intent && typeof intent.payment_method === 'object' ? intent.payment_method : null;
      return {
        sessionId: session.id,
        status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
        paid: session.payment_status === 'paid',
        providerPaymentId: intent?.id ?? (typeof session.payment_intent === 'string' ? session.payment_intent : null),
        method: methodOf(method?.type ?? intent?.payment_method_types?.[0]),
        amountMinor: session.amount_total ?? 0,
        currency: session.currency ?? '',
        metadata: session.metadata ?? {},
      };
    },
    async refund(providerPaymentId, amountMinor, idempotencyKey) {
      const refund = await calling(() =>
        stripe.refunds.create({ payment_intent: providerPaymentId, amount: amountMinor }, { idempotencyKey }),
      );
      return { refundId: refund.id };
    },
    verifyEvent(payload, signature): ProviderEvent {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(payload, signature, options.webhookSecret);
      } catch {
        throw fail.badRequest('webhookSignatureInvalid', { field: 'signature' });
      }
      const object = event.data.object as { object?: string; id?: string };
      return {
        id: event.id,
        type: event.type,
        sessionId: object.object === 'checkout.session' && object.id ? object.id : null,
      };
    },
  };
}
