/**
 * A local stand-in for Stripe, for the tests: a node:http server answering the calls Quanta makes through
 * the official `stripe` package (pointed here by `STRIPE_API_BASE`, `config.stripe.apiBase`), in Stripe's
 * own request and response shapes (API reference, 2025 versions):
 *
 * - `POST /v1/checkout/sessions`: form-encoded with Stripe's bracket notation (`line_items[0][price_data]
 *   [unit_amount]`, `metadata[checkoutId]`); answers a Checkout Session (`object: 'checkout.session'`, `id`
 *   `cs_test_…`, `url`, `status: 'open'`, `payment_status: 'unpaid'`, `amount_total`, `currency`, `metadata`).
 *   An `Idempotency-Key` seen before answers the first answer again, as Stripe does.
 * - `GET /v1/checkout/sessions/:id`: the session; `expand[]=payment_intent` and `payment_intent.payment_method`
 *   nest the PaymentIntent (`pi_…`) and its PaymentMethod (`pm_…`, `type` card, alipay or wechat_pay).
 * - `POST /v1/refunds` (`payment_intent`, `amount`): a Refund (`re_…`); more than is left of the payment is
 *   refused like Stripe (400, `invalid_request_error`, code `amount_too_large`).
 * - Errors as `{ error: { type, code, message } }`; a wrong secret key is 401.
 *
 * The payer's side: a session's `url` is `${url}/pay/${id}`. `GET /pay/:id` shows a page with one link per
 * method; `GET /pay/:id?method=alipay` (`&async=1` for a payment that settles later) pays it, posts the signed
 * `checkout.session.completed` event to `webhookUrl` and redirects (303) to `success_url` with
 * `{CHECKOUT_SESSION_ID}` filled in; `GET /cancel/:id` redirects to `cancel_url`. Events are signed as Stripe
 * signs them, with `Stripe.webhooks.generateTestHeaderString` of the `stripe` package.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { useBeforeAll } from './fixture';
import { startTestApp, type TestApp } from './harness';

export type StandInMethod = 'card' | 'alipay' | 'wechat_pay';

/** A Checkout Session as Stripe answers it (the fields Quanta reads, and a few more). */
export interface StandInSession {
  id: string;
  object: 'checkout.session';
  url: string | null;
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  amount_subtotal: number;
  currency: string;
  metadata: Record<string, string>;
  client_reference_id: string | null;
  customer_email: string | null;
  locale: string | null;
  payment_method_types: string[];
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  created: number;
  expires_at: number;
  livemode: false;
}

/** One call the product made: its method, path, parsed parameters (body or query) and idempotency key. */
export interface StandInCall {
  method: string;
  path: string;
  // biome-ignore lint/suspicious/noExplicitAny: Stripe's parameters are whatever the product sent
  params: Record<string, any>;
  idempotencyKey: string | null;
}

/** A webhook event as Stripe sends it: its id and type, the JSON body and its `Stripe-Signature` header. */
export interface SignedEvent {
  id: string;
  type: string;
  payload: string;
  signature: string;
}

/** What a sent event was answered: the app's status and parsed body. */
export interface EventAnswer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: the app's envelope
  body: any;
}

export interface StripeStandIn {
  /** The API base (`STRIPE_API_BASE`), e.g. `http://127.0.0.1:41234`. */
  url: string;
  secretKey: string;
  webhookSecret: string;
  /** `config.stripe` for `startTestApp({ config: { stripe } })`. */
  config: { secretKey: string; webhookSecret: string; apiBase: string };
  /** Where events are posted (the app's `/api/payments/stripe/webhook`); set once the app listens. */
  webhookUrl: string | undefined;
  /** Every API call the product made, in order. */
  calls: StandInCall[];
  /** The sessions made, by id (their current state). */
  sessions: Map<string, StandInSession>;
  /** The session's PaymentIntent with its PaymentMethod, once paid (or its async payment started). */
  intentOf(sessionId: string): Record<string, unknown> | undefined;
  /**
   * The payer pays: with `async`, the session completes with `payment_status` still 'unpaid' (Alipay, WeChat
   * Pay settling later); otherwise it is paid. Sends `checkout.session.completed` unless `send` is false.
   */
  pay(
    sessionId: string,
    options?: { method?: StandInMethod; async?: boolean; send?: boolean },
  ): Promise<{ event: SignedEvent; answer: EventAnswer | null }>;
  /** An async payment settles: the session is paid; sends `checkout.session.async_payment_succeeded` unless `send` is false. */
  succeedAsync(
    sessionId: string,
    options?: { send?: boolean },
  ): Promise<{ event: SignedEvent; answer: EventAnswer | null }>;
  /** The session expires unpaid; sends `checkout.session.expired` unless `send` is false. */
  expire(sessionId: string, options?: { send?: boolean }): Promise<{ event: SignedEvent; answer: EventAnswer | null }>;
  /** A Stripe event of `type` about `object`, signed with the webhook secret (or `secret`); a new `evt_…` id unless given. */
  signedEvent(type: string, object: object, options?: { id?: string; secret?: string }): SignedEvent;
  /** Posts an event to `webhookUrl` as Stripe does; `signature` overrides its header (a forged one). */
  sendEvent(event: SignedEvent, options?: { signature?: string }): Promise<EventAnswer>;
  close(): Promise<void>;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const seconds = () => Math.floor(Date.now() / 1000);

/**
 * Reads Stripe's bracket notation (`a[b][0][c]=1`) into nested objects and arrays, as Stripe's API
 * does: a level whose keys are all indexes becomes an array.
 */
// biome-ignore lint/suspicious/noExplicitAny: parsed form parameters
export function parseStripeForm(params: URLSearchParams): Record<string, any> {
  // biome-ignore lint/suspicious/noExplicitAny: parsed form parameters
  const root: Record<string, any> = {};
  for (const [key, value] of params) {
    const parts = key.replace(/\]/g, '').split('[');
    let node = root;
    parts.forEach((part, i) => {
      const name = part === '' ? String(Object.keys(node).length) : part;
      if (i === parts.length - 1) node[name] = value;
      else node = node[name] ??= {};
    });
  }
  // biome-ignore lint/suspicious/noExplicitAny: parsed form parameters
  const arrays = (v: any): any => {
    if (v === null || typeof v !== 'object') return v;
    const keys = Object.keys(v);
    const out = Object.fromEntries(keys.map((k) => [k, arrays(v[k])]));
    if (keys.length > 0 && keys.every((k) => /^\d+$/.test(k))) {
      return keys.sort((a, b) => Number(a) - Number(b)).map((k) => out[k]);
    }
    return out;
  };
  return arrays(root);
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
  res.end(JSON.stringify(body));
}

const stripeError = (res: ServerResponse, status: number, type: string, code: string, message: string) =>
  send(res, status, { error: { type, code, message } });

/** Starts the stand-in on loopback. */
export async function startStripeStandIn(
  options: { secretKey?: string; webhookSecret?: string } = {},
): Promise<StripeStandIn> {
  const secretKey = options.secretKey ?? 'sk_test_stand_in';
  const webhookSecret = options.webhookSecret ?? 'whsec_stand_in_secret';
  const sessions = new Map<string, StandInSession>();
  const intents = new Map<string, Record<string, unknown>>();
  const refunded = new Map<string, number>();
  const replies = new Map<string, { status: number; body: unknown }>();
  const calls: StandInCall[] = [];
  let url = '';

  function intentFor(session: StandInSession, method: StandInMethod, status: 'succeeded' | 'processing') {
    const id = session.payment_intent ?? newId('pi');
    const intent = {
      id,
      object: 'payment_intent',
      amount: session.amount_total,
      amount_received: status === 'succeeded' ? session.amount_total : 0,
      currency: session.currency,
      status,
      metadata: session.metadata,
      payment_method: { id: newId('pm'), object: 'payment_method', type: method, [method]: {} },
      payment_method_types: [method],
      created: seconds(),
      livemode: false,
    };
    intents.set(id, intent);
    session.payment_intent = id;
    return intent;
  }

  /** The session as the API answers it, with `payment_intent` (and its `payment_method`) nested when expanded. */
  function rendered(session: StandInSession, expand: string[]) {
    const intent = session.payment_intent ? intents.get(session.payment_intent) : undefined;
    if (!intent || !expand.some((e) => e === 'payment_intent' || e.startsWith('payment_intent.'))) return session;
    const method = intent.payment_method as { id: string };
    const nested = expand.includes('payment_intent.payment_method') ? method : method.id;
    return { ...session, payment_intent: { ...intent, payment_method: nested } };
  }

  // biome-ignore lint/suspicious/noExplicitAny: parsed form parameters
  function createSession(p: Record<string, any>): StandInSession {
    const id = newId('cs_test');
    const items = (p.line_items ?? []) as {
      quantity?: string;
      price_data?: { unit_amount?: string; currency?: string };
    }[];
    const amount = items.reduce(
      (sum, item) => sum + Number(item.price_data?.unit_amount ?? 0) * Number(item.quantity ?? 1),
      0,
    );
    const session: StandInSession = {
      id,
      object: 'checkout.session',
      url: `${url}/pay/${id}`,
      mode: p.mode ?? 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: amount,
      amount_subtotal: amount,
      currency: items[0]?.price_data?.currency ?? p.currency ?? 'usd',
      metadata: p.metadata ?? {},
      client_reference_id: p.client_reference_id ?? null,
      customer_email: p.customer_email ?? null,
      locale: p.locale ?? null,
      payment_method_types: p.allowed_payment_method_types ?? p.payment_method_types ?? ['card'],
      payment_intent: null,
      success_url: p.success_url,
      cancel_url: p.cancel_url,
      created: seconds(),
      expires_at: seconds() + 24 * 3600,
      livemode: false,
    };
    sessions.set(id, session);
    return session;
  }

  // biome-ignore lint/suspicious/noExplicitAny: parsed form parameters
  function createRefund(res: ServerResponse, p: Record<string, any>) {
    const intent = intents.get(String(p.payment_intent ?? ''));
    if (!intent) {
      return stripeError(
        res,
        404,
        'invalid_request_error',
        'resource_missing',
        `No such payment_intent: '${p.payment_intent}'`,
      );
    }
    const charged = Number(intent.amount_received);
    const left = charged - (refunded.get(intent.id as string) ?? 0);
    const amount = p.amount === undefined ? left : Number(p.amount);
    if (left <= 0) {
      return stripeError(
        res,
        400,
        'invalid_request_error',
        'charge_already_refunded',
        'This charge has already been refunded.',
      );
    }
    if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
      return stripeError(
        res,
        400,
        'invalid_request_error',
        'amount_too_large',
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
      );
    }
    refunded.set(intent.id as string, charged - left + amount);
    const refund = {
      id: newId('re'),
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intent.id,
      status: 'succeeded',
      metadata: p.metadata ?? {},
      created: seconds(),
    };
    return { status: 200, body: refund };
  }

  function signedEvent(type: string, object: object, o: { id?: string; secret?: string } = {}): SignedEvent {
    const id = o.id ?? newId('evt');
    const payload = JSON.stringify(
      {
        id,
        object: 'event',
        api_version: '2025-10-29.clover',
        created: seconds(),
        type,
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
      },
      null,
      2,
    );
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: o.secret ?? webhookSecret });
    return { id, type, payload, signature };
  }

  async function sendEvent(event: SignedEvent, o: { signature?: string } = {}): Promise<EventAnswer> {
    if (!standIn.webhookUrl) throw new Error('the stand-in has no webhookUrl to send events to');
    const res = await fetch(standIn.webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': o.signature ?? event.signature,
      },
      body: event.payload,
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {}
    return { status: res.status, body };
  }

  const sessionOf = (id: string) => {
    const session = sessions.get(id);
    if (!session) throw new Error(`the stand-in made no session ${id}`);
    return session;
  };

  async function emit(type: string, session: StandInSession, sendIt: boolean) {
    const event = signedEvent(type, { ...session });
    return { event, answer: sendIt ? await sendEvent(event) : null };
  }

  async function pay(sessionId: string, o: { method?: StandInMethod; async?: boolean; send?: boolean } = {}) {
    const session = sessionOf(sessionId);
    if (session.status !== 'open') throw new Error(`session ${sessionId} is ${session.status}, not open`);
    intentFor(session, o.method ?? 'card', o.async ? 'processing' : 'succeeded');
    session.status = 'complete';
    session.payment_status = o.async ? 'unpaid' : 'paid';
    return emit('checkout.session.completed', session, o.send ?? true);
  }

  async function succeedAsync(sessionId: string, o: { send?: boolean } = {}) {
    const session = sessionOf(sessionId);
    const intent = session.payment_intent ? intents.get(session.payment_intent) : undefined;
    if (!intent) throw new Error(`session ${sessionId} has no payment started`);
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    session.payment_status = 'paid';
    return emit('checkout.session.async_payment_succeeded', session, o.send ?? true);
  }

  async function expire(sessionId: string, o: { send?: boolean } = {}) {
    const session = sessionOf(sessionId);
    session.status = 'expired';
    session.url = null;
    return emit('checkout.session.expired', session, o.send ?? true);
  }

  async function api(req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams) {
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return stripeError(res, 401, 'invalid_request_error', 'api_key_invalid', 'Invalid API Key provided');
    }
    const method = req.method ?? 'GET';
    const params =
      method === 'GET' ? parseStripeForm(query) : parseStripeForm(new URLSearchParams(await readBody(req)));
    const key = (req.headers['idempotency-key'] as string | undefined) ?? null;
    calls.push({ method, path, params, idempotencyKey: key });
    const replayKey = key && method === 'POST' ? `${path} ${key}` : null;
    const replay = replayKey ? replies.get(replayKey) : undefined;
    if (replay) return send(res, replay.status, replay.body);
    const answer = (status: number, body: unknown) => {
      if (replayKey) replies.set(replayKey, { status, body });
      send(res, status, body);
    };
    const expand = ([] as string[]).concat(params.expand ?? []);
    if (method === 'POST' && path === '/v1/checkout/sessions') return answer(200, createSession(params));
    const found = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === 'GET' && found) {
      const session = sessions.get(decodeURIComponent(found[1] as string));
      if (!session) {
        return stripeError(
          res,
          404,
          'invalid_request_error',
          'resource_missing',
          `No such checkout.session: '${found[1]}'`,
        );
      }
      return send(res, 200, rendered(session, expand));
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const made = createRefund(res, params);
      if (made) answer(made.status, made.body);
      return;
    }
    stripeError(res, 404, 'invalid_request_error', 'resource_missing', `Unrecognized request URL (${method}: ${path})`);
  }

  /** The payer's side: the payment page, paying (and the event), and the way back. */
  async function payer(res: ServerResponse, path: string, query: URLSearchParams) {
    const [, kind, id = ''] = path.split('/');
    const session = sessions.get(id);
    if (!session) return send(res, 404, { error: 'no such session' });
    if (kind === 'cancel') {
      res.writeHead(303, { location: session.cancel_url });
      return res.end();
    }
    const method = query.get('method') as StandInMethod | null;
    if (!method) {
      const links = (['card', 'alipay', 'wechat_pay'] as const)
        .filter((m) => session.payment_method_types.includes(m))
        .map((m) => `<li><a href="/pay/${id}?method=${m}">Pay with ${m}</a></li>`)
        .join('');
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(
        `<!doctype html><title>Stripe stand-in</title><h1>${session.amount_total} ${session.currency}</h1><ul>${links}</ul><a href="/cancel/${id}">Cancel</a>`,
      );
    }
    await pay(id, { method, async: query.get('async') === '1', send: Boolean(standIn.webhookUrl) });
    res.writeHead(303, { location: session.success_url.replace('{CHECKOUT_SESSION_ID}', id) });
    res.end();
  }

  const server = createServer((req, res) => {
    const at = new URL(req.url ?? '/', 'http://stand-in');
    const handle = at.pathname.startsWith('/v1/')
      ? api(req, res, at.pathname, at.searchParams)
      : payer(res, at.pathname, at.searchParams);
    handle.catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, { error: { type: 'api_error', message: String(error) } });
      else res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const standIn: StripeStandIn = {
    url,
    secretKey,
    webhookSecret,
    config: { secretKey, webhookSecret, apiBase: url },
    webhookUrl: undefined,
    calls,
    sessions,
    intentOf: (sessionId) => {
      const id = sessions.get(sessionId)?.payment_intent;
      return id ? intents.get(id) : undefined;
    },
    pay,
    succeedAsync,
    expire,
    signedEvent,
    sendEvent,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return standIn;
}

/**
 * A stand-in and a test app paying through it, for the enclosing `describe` block: the stand-in starts first,
 * the app with `config.stripe` pointing at it, and the stand-in's events go to the app's webhook.
 */
export function useStripeTestApp(options: Parameters<typeof startTestApp>[0] = {}): {
  stripe: StripeStandIn;
  t: TestApp;
} {
  let standIn: StripeStandIn | undefined;
  const stripe = useBeforeAll(
    async () => {
      standIn = await startStripeStandIn();
      return standIn;
    },
    (s) => s.close(),
  );
  const t = useBeforeAll(
    async () => {
      if (!standIn) throw new Error('the stand-in is not started');
      const app = await startTestApp({ ...options, config: { ...options.config, stripe: standIn.config } });
      standIn.webhookUrl = `${app.url}/api/payments/stripe/webhook`;
      return app;
    },
    (app) => app.close(),
  );
  return { stripe, t };
}
