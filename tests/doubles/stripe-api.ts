// A local double of the parts of Stripe's HTTP API the Stripe provider uses, answering with Stripe's documented
// shapes: Checkout Sessions (create, with Stripe's 30 minutes to 24 hours bounds on `expires_at`; retrieve, expire),
// Refunds (create), idempotent requests (the Idempotency-Key header), bearer-key authentication and Stripe's error body. It also plays Stripe's hosted payment page: GET
// /pay/<session> shows Pay and Cancel buttons; paying completes the session, sends the signed
// `checkout.session.completed` webhook (signed with the stripe library's test header helper) and sends the browser
// to the success URL; cancelling sends it to the cancel URL. Tests and the e2e specs start it on 127.0.0.1.
import { randomBytes } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export type DoubleSession = {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  payment_intent: string | null;
  amount_total: number;
  currency: string;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  url: string;
  created: number;
  livemode: false;
};

export type DoubleRefund = {
  id: string;
  object: 'refund';
  amount: number;
  payment_intent: string;
  status: 'succeeded';
  currency: string;
  metadata: Record<string, string>;
  created: number;
};

export type StripeDoubleOptions = {
  secretKey: string;
  /** Signs the webhooks sent to each session's site (`<success_url origin>/api/payments/stripe/webhook`). */
  webhookSecret: string;
  /** Paying sends the webhook before (default) or after the browser returns, or not at all. */
  webhook?: 'before-return' | 'after-return' | 'never';
  /** Stripe's clock (ms): the tests' clock, so a session's `expires_at` is checked against the time the caller has. */
  now?: () => number;
};

export type StripeDouble = {
  url: string;
  port: number;
  sessions: Map<string, DoubleSession>;
  refunds: DoubleRefund[];
  /** Every webhook sent: the event and the site's answer status. */
  webhooks: { event: Record<string, unknown>; status: number }[];
  /** Makes the next `times` session creates answer a 500 (an outage; the SDK retries twice on its own). */
  failNextCreate(times?: number): void;
  options: StripeDoubleOptions;
  /** Sends a session's event again (a replay), or any body with any signature (a forgery). */
  sendWebhook(target: string, payload: string, signature: string): Promise<number>;
  eventFor(session: DoubleSession, type: string): { id: string; payload: string };
  close(): Promise<void>;
};

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const signer = new Stripe('sk_test_signer_only', { telemetry: false });

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': id('req') });
  response.end(JSON.stringify(body));
}

const stripeError = (response: ServerResponse, status: number, message: string, type = 'invalid_request_error', param?: string) =>
  json(response, status, { error: { type, message, ...(param ? { param } : {}) } });

/** Stripe's bounds on `expires_at`: 30 minutes to 24 hours after the session is created (its documented messages). */
function expiresAtRefusal(expiresAt: number, created: number): string | null {
  if (!Number.isInteger(expiresAt)) return 'Invalid integer: expires_at';
  if (expiresAt - created < 30 * 60) return 'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.';
  if (expiresAt - created > 24 * 3600) return 'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.';
  return null;
}

export async function startStripeDouble(options: StripeDoubleOptions): Promise<StripeDouble> {
  const now = () => Math.floor((options.now ?? Date.now)() / 1000);
  const sessions = new Map<string, DoubleSession>();
  const refunds: DoubleRefund[] = [];
  const webhooks: StripeDouble['webhooks'] = [];
  const idempotent = new Map<string, { status: number; body: unknown }>();
  let failCreate = 0;
  let base = '';

  const webhookTarget = (session: DoubleSession) => `${new URL(session.success_url).origin}/api/payments/stripe/webhook`;
  const eventFor = (session: DoubleSession, type: string) => {
    const event = { id: id('evt'), object: 'event', type, created: now(), livemode: false, api_version: '2025-01-01', data: { object: session } };
    return { id: event.id, payload: JSON.stringify(event) };
  };
  /** POSTs like Stripe does; a `<site>.localhost` address goes to this machine with its Host kept (Node does not resolve it). */
  const sendWebhook = (target: string, payload: string, signature: string) =>
    new Promise<number>((resolve, reject) => {
      const address = new URL(target);
      const hostname = address.hostname.endsWith('.localhost') ? '127.0.0.1' : address.hostname;
      const call = httpRequest(
        {
          hostname,
          port: address.port,
          path: `${address.pathname}${address.search}`,
          method: 'POST',
          headers: { Host: address.host, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload), 'Stripe-Signature': signature },
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            webhooks.push({ event: JSON.parse(payload) as Record<string, unknown>, status: response.statusCode ?? 0 });
            resolve(response.statusCode ?? 0);
          });
        },
      );
      call.on('error', reject);
      call.end(payload);
    });
  const notify = async (session: DoubleSession, type: string) => {
    const { payload } = eventFor(session, type);
    await sendWebhook(webhookTarget(session), payload, signer.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret }));
  };

  async function api(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    if (request.headers.authorization !== `Bearer ${options.secretKey}`) return stripeError(response, 401, 'Invalid API Key provided', 'authentication_error');
    const body = new URLSearchParams(await readBody(request));
    const key = request.headers['idempotency-key'];
    const remembered = typeof key === 'string' ? idempotent.get(`${request.method} ${url.pathname} ${key}`) : undefined;
    if (remembered) return json(response, remembered.status, remembered.body);
    const answer = (status: number, value: unknown) => {
      if (typeof key === 'string' && request.method === 'POST') idempotent.set(`${request.method} ${url.pathname} ${key}`, { status, body: value });
      json(response, status, value);
    };
    const parts = url.pathname.split('/').filter(Boolean);
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      if (failCreate > 0) {
        failCreate -= 1;
        return stripeError(response, 500, 'An unknown error occurred', 'api_error');
      }
      const amount = Number(body.get('line_items[0][price_data][unit_amount]'));
      if (!Number.isInteger(amount) || amount < 50) return stripeError(response, 400, 'Invalid amount');
      const created = now();
      const expiresAt = body.has('expires_at') ? Number(body.get('expires_at')) : created + 86_400;
      const refusal = expiresAtRefusal(expiresAt, created);
      if (refusal) return answer(400, { error: { type: 'invalid_request_error', message: refusal, param: 'expires_at' } });
      const session: DoubleSession = {
        id: id('cs'),
        object: 'checkout.session',
        mode: 'payment',
        status: 'open',
        payment_status: 'unpaid',
        payment_intent: null,
        amount_total: amount,
        currency: body.get('line_items[0][price_data][currency]') ?? 'aud',
        customer_email: body.get('customer_email'),
        client_reference_id: body.get('client_reference_id'),
        metadata: Object.fromEntries([...body].filter(([k]) => k.startsWith('metadata[')).map(([k, v]) => [k.slice(9, -1), v])),
        success_url: body.get('success_url') ?? '',
        cancel_url: body.get('cancel_url') ?? '',
        expires_at: expiresAt,
        url: '',
        created,
        livemode: false,
      };
      session.url = `${base}/pay/${session.id}`;
      sessions.set(session.id, session);
      return answer(200, session);
    }
    if (parts[0] === 'v1' && parts[1] === 'checkout' && parts[2] === 'sessions' && parts[3]) {
      const session = sessions.get(parts[3]);
      if (!session) return stripeError(response, 404, `No such checkout.session: '${parts[3]}'`);
      if (request.method === 'GET' && parts.length === 4) return json(response, 200, session);
      if (request.method === 'POST' && parts[4] === 'expire') {
        if (session.status !== 'open')
          return stripeError(
            response,
            400,
            `Only Checkout Sessions with a status of open can be expired. This Checkout Session has a status of ${session.status}.`,
          );
        session.status = 'expired';
        return answer(200, session);
      }
    }
    if (request.method === 'POST' && url.pathname === '/v1/refunds') {
      const intent = body.get('payment_intent');
      const paid = [...sessions.values()].find((session) => session.payment_intent === intent && session.payment_status === 'paid');
      if (!paid) return stripeError(response, 400, `No such payment_intent: '${intent}'`);
      if (refunds.some((refund) => refund.payment_intent === intent)) return stripeError(response, 400, `Charge for ${intent} has already been refunded.`);
      const refund: DoubleRefund = {
        id: id('re'),
        object: 'refund',
        amount: Number(body.get('amount') ?? paid.amount_total),
        payment_intent: intent!,
        status: 'succeeded',
        currency: paid.currency,
        metadata: {},
        created: now(),
      };
      refunds.push(refund);
      return answer(200, refund);
    }
    return stripeError(response, 404, `Unrecognized request URL (${request.method}: ${url.pathname})`);
  }

  /** The hosted payment page: a plain form, like a shopper's view of Stripe Checkout. */
  async function payPage(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const [, , sessionId, action] = url.pathname.split('/');
    const session = sessionId ? sessions.get(sessionId) : undefined;
    if (!session) {
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      return void response.end('No such session');
    }
    if (request.method === 'GET') {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      const amount = `$${(session.amount_total / 100).toFixed(2)}`;
      return void response.end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Pay ${amount}</title></head><body><main><h1>Test payment page</h1>` +
          `<p>Pay ${amount} ${session.currency.toUpperCase()} to ${session.customer_email ?? ''}</p><p>Status: ${session.status}</p>` +
          `<form method="post" action="/pay/${session.id}/complete"><button>Pay ${amount}</button></form>` +
          `<form method="post" action="/pay/${session.id}/cancel"><button>Cancel and go back</button></form></main></body></html>`,
      );
    }
    if (action === 'cancel') {
      response.writeHead(303, { Location: session.cancel_url });
      return void response.end();
    }
    if (session.status !== 'open') {
      response.writeHead(409, { 'Content-Type': 'text/plain' });
      return void response.end(`This session is ${session.status}`);
    }
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent = id('pi');
    const mode = options.webhook ?? 'before-return';
    if (mode === 'before-return') await notify(session, 'checkout.session.completed').catch(() => undefined); // Stripe retries later; the return confirms anyway
    response.writeHead(303, { Location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) });
    response.end();
    if (mode === 'after-return') setTimeout(() => void notify(session, 'checkout.session.completed').catch(() => undefined), 300);
  }

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://double.invalid');
    const handle = url.pathname.startsWith('/pay/') ? payPage : api;
    handle(request, response, url).catch((error: unknown) => stripeError(response, 500, String(error), 'api_error'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
  return {
    url: base,
    port,
    sessions,
    refunds,
    webhooks,
    options,
    failNextCreate: (times = 3) => void (failCreate = times),
    sendWebhook,
    eventFor,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
