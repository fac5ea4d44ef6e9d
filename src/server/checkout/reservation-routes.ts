// The checkout API on a tenant's host (tenant from the Host only):
//   GET  /api/reservations/car?car_id=<id or slug>   the car, its terms, whether it can be reserved, how to pay
//   POST /api/reservations                           reserve (JSON, or a plain form post without JavaScript); without a
//                                                    proven contact it sends a code and holds nothing (202, or a code page)
//   POST /api/reservations/code                      a new code to the contact the site verifies
//   GET  /api/reservations/<id>?t=<token>            the shopper's reservation (signed link)
//   POST /api/reservations/<id>/confirm|abandon|cancel   after paying, after leaving the payment page, to cancel
//   POST /api/payments/stripe/webhook                Stripe's events, signature checked by the library
import { Hono, type Context } from 'hono';
import { SPEC_TEXT } from '#src/domain/leads/messages.ts';
import { idempotencyKeySchema } from '#src/domain/leads/schemas.ts';
import type { ApiEnv } from '../api-env.ts';
import { CONTACT_TEXT } from '#src/domain/checkout/contact-proof.ts';
import { createContactCodeRoutes, verifyBody } from './contact-code-routes.ts';
import { codePage, refusalHtml } from './form-pages.ts';
import type { CodeSent } from './contact-verification.ts';
import type { RateLimiter } from '../leads/rate-limit.ts';
import { clientAddress, decodeBody, isSameOrigin, readBodyText, refuse, requestScheme, type Refusal } from '../leads/request.ts';
import type { ProxyTrust } from '../proxy-trust.ts';
import type { TenantLeadsCache } from '../leads/tenant-context.ts';
import { safeReturnPath, signInHref } from '#src/domain/accounts/return-path.ts';
import { formatPhone } from '#src/domain/locations/phone.ts';
import { RESERVATION_PAGE } from './links.ts';
import { ForgedWebhookError, PaymentProviderError } from './payments/provider.ts';
import type { ReservationService } from './reservation-service.ts';

/** The signed-in shopper of a request, from the session cookie (src/server/accounts): never from the body. */
export type CheckoutShopper = (c: Context<ApiEnv>) => Promise<{ phone: string; email: string | null } | null>;

export type ReservationRoutesDeps = {
  service: ReservationService;
  tenants: TenantLeadsCache;
  /** Reads (the car's availability, a reservation by its link) and the signed-link moves, per client address. */
  perIp: RateLimiter;
  /** Reserving and asking for codes, per client address: much lower than reads (RESERVATION_RATE_LIMIT_IP_PER_MINUTE). */
  perIpReserve: RateLimiter;
  trustProxy: ProxyTrust;
  onStored?: () => void;
  /** Without it (no accounts on this server) nobody is signed in, and a tenant gating checkout takes no reservations. */
  shopper?: CheckoutShopper;
  log?: (message: string) => void;
};

/** The page a refused reservation came from, to come back to after signing in. */
function returnPathOf(c: Context<ApiEnv>): string {
  try {
    const referer = new URL(c.req.header('referer') ?? '');
    if (referer.host.toLowerCase() === (c.req.header('host') ?? '').toLowerCase()) return safeReturnPath(`${referer.pathname}${referer.search}`) ?? '/';
  } catch {
    // no usable Referer: back to the home page
  }
  return '/';
}

const channelOf = (leads: { config: { features: { checkout: { verify: string } } } }) =>
  leads.config.features.checkout.verify === 'phone' ? 'phone' : 'email';

/** A plain form post's refusal: a small page that says what went wrong and links on (no JavaScript needed). */
function refusalPage(c: Context<ApiEnv>, refusal: Refusal & { similarPath?: string }): Response {
  c.header('Cache-Control', 'no-store');
  return c.html(refusalHtml(refusal), refusal.status);
}

/** Nothing is held yet: 202 with where the code went, or (a plain form post) the page that asks for it. */
function codeAnswer(c: Context<ApiEnv>, formPost: boolean, answers: Record<string, unknown>, sent: CodeSent): Response {
  if (formPost) return c.html(codePage({ answers, channel: sent.to.channel, sent: sent.message, error: null }), 200);
  return c.json(verifyBody(sent), 202);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The site origin the shopper is on: the tenant's public URL when the Host is its own, else the (validated) Host. */
export function siteOrigin(c: Context<ApiEnv>, tenantUrl: string): string {
  const host = (c.req.header('host') ?? '').toLowerCase();
  const publicUrl = new URL(tenantUrl);
  if (host === publicUrl.host) return publicUrl.origin;
  // The scheme as the client used it: a trusted proxy's X-Forwarded-Proto counts, anyone else's does not.
  return `${requestScheme(c)}://${host}`;
}

export function createReservationRoutes(deps: ReservationRoutesDeps): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  const { service } = deps;

  const tenantOf = async (c: Context<ApiEnv>) => deps.tenants.get(c.get('tenantSlug'), c.get('site').manifest.buildId);
  const unavailable = (c: Context<ApiEnv>) => refuse(c, { status: 503, error: 'This site cannot take reservations right now. Please call us instead.' });
  const limited = async (c: Context<ApiEnv>, limiter: RateLimiter = deps.perIp) => {
    const taken = await limiter.take(`${c.get('tenantSlug')}/${clientAddress(c, deps.trustProxy)}`);
    return taken.ok
      ? null
      : refuse(c, {
          status: 429,
          error: `Too many requests. Please try again in ${taken.retryAfterSeconds} seconds.`,
          retryAfterSeconds: taken.retryAfterSeconds,
        });
  };

  routes.get('/reservations/car', async (c) => {
    const stop = await limited(c);
    if (stop) return stop;
    const carId = c.req.query('car_id') ?? '';
    if (!/^[A-Za-z0-9_-]{1,120}$/.test(carId)) return refuse(c, { status: 422, error: SPEC_TEXT.fixErrors, fields: { car_id: 'Please give a car id.' } });
    const leads = await tenantOf(c);
    if (!leads) return unavailable(c);
    const answer = await service.carAvailability(c.get('tenantSlug'), leads, carId);
    // The signed-in shopper's own details prefill the form (the answer is theirs only: no-store).
    const shopper = (await deps.shopper?.(c)) ?? null;
    c.header('Cache-Control', 'no-store');
    return c.json({ ...answer, shopper: shopper && { phone: formatPhone(shopper.phone), email: shopper.email } }, answer.car ? 200 : 404);
  });

  routes.post('/reservations', async (c) => {
    const formPost = (c.req.header('content-type') ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');
    const fail = (refusal: Refusal & { similarPath?: string }) =>
      formPost
        ? refusalPage(c, refusal)
        : c.json(
            {
              error: refusal.error,
              ...(refusal.fields ? { fields: refusal.fields } : {}),
              ...(refusal.similarPath ? { similar_path: refusal.similarPath } : {}),
            },
            refusal.status,
          );
    if (!isSameOrigin(c)) return fail({ status: 403, error: 'Posts from other sites are not accepted' });
    const stop = await limited(c, deps.perIpReserve);
    if (stop) return formPost ? refusalPage(c, { status: 429, error: 'Too many requests. Please try again in a minute.' }) : stop;
    const body = await decodeBody(c, ['json', 'form']);
    if ('status' in body) return fail(body);
    const { website: honeypot, ...answers } = body.value;
    if (honeypot !== undefined && honeypot !== '') return fail({ status: 400, error: SPEC_TEXT.submitFailed });
    const rawKey = c.req.header('idempotency-key');
    if (rawKey !== undefined && !idempotencyKeySchema.safeParse(rawKey).success)
      return fail({ status: 400, error: 'Invalid Idempotency-Key: 8-128 letters, digits or _.:-' });
    const leads = await tenantOf(c);
    if (!leads) return unavailable(c);
    // Where the tenant gates checkout, or proves contacts by sign-in only, the API asks for the session too (the page
    // gate only guards the static page).
    const shopper = (await deps.shopper?.(c)) ?? null;
    const signInOnly = leads.config.features.checkout.verify === 'sign-in';
    if ((leads.config.accounts.gatedRoutes.includes('checkout') || signInOnly) && !shopper) {
      const signIn = signInHref('checkout', returnPathOf(c), null);
      if (formPost) return c.redirect(signIn, 303);
      return c.json({ error: CONTACT_TEXT.signInRequired, sign_in: signIn }, 401);
    }
    if (body.kind === 'form') for (const [key, value] of Object.entries(answers)) if (value === '') delete answers[key];
    const result = await service.reserve({
      tenant: c.get('tenantSlug'),
      leads,
      body: answers,
      idempotencyKey: rawKey ?? null,
      origin: siteOrigin(c, leads.config.url),
      clientIp: clientAddress(c, deps.trustProxy),
      userAgent: c.req.header('user-agent')?.slice(0, 500) ?? null,
      sessionPhone: shopper?.phone ?? null,
    });
    c.header('Cache-Control', 'no-store');
    if (!result.ok && result.status === 202) return codeAnswer(c, formPost, answers, result.verify);
    if (!result.ok) {
      const refusal = result as Refusal & { similarPath?: string; proof?: string | null };
      // A code that was not right: the same page asks again (a form post), or the field says so (JSON).
      if (formPost && refusal.fields?.code) return c.html(codePage({ answers, channel: channelOf(leads), sent: null, error: refusal.error }), refusal.status);
      if (refusal.retryAfterSeconds) c.header('Retry-After', String(refusal.retryAfterSeconds));
      if (formPost || !refusal.proof) return fail(refusal);
      return c.json(
        { error: refusal.error, ...(refusal.similarPath ? { similar_path: refusal.similarPath } : {}), contact_proof: refusal.proof },
        refusal.status,
      );
    }
    deps.onStored?.();
    const next = result.paymentUrl ?? `${RESERVATION_PAGE}?${new URLSearchParams({ r: result.view.id, t: result.token })}`;
    if (formPost) return c.redirect(next, 303);
    return c.json(
      {
        reservation_id: result.view.id,
        token: result.token,
        status: result.view.status,
        payment_url: result.paymentUrl,
        next,
        reservation: result.view,
        ...(result.proof ? { contact_proof: result.proof } : {}),
      },
      result.created ? 201 : 200,
    );
  });

  routes.route('/', createContactCodeRoutes({ ...deps, limited }));

  routes.get('/reservations/:id', async (c) => {
    const id = c.req.param('id');
    const leads = await tenantOf(c);
    if (!leads) return unavailable(c);
    const view = UUID.test(id) ? await service.view(c.get('tenantSlug'), leads, id, c.req.query('t')) : null;
    c.header('Cache-Control', 'no-store');
    return view ? c.json({ reservation: view }) : refuse(c, { status: 404, error: 'We could not find that reservation. Please use the link in your e-mail.' });
  });

  for (const action of ['confirm', 'abandon', 'cancel'] as const) {
    routes.post(`/reservations/:id/${action}`, async (c) => {
      if (!isSameOrigin(c)) return refuse(c, { status: 403, error: 'Posts from other sites are not accepted' });
      const stop = await limited(c);
      if (stop) return stop;
      const formPost = (c.req.header('content-type') ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');
      const body = await decodeBody(c, ['json', 'form']);
      if ('status' in body) return refuse(c, body);
      const id = c.req.param('id');
      const leads = await tenantOf(c);
      if (!leads) return unavailable(c);
      const tenant = c.get('tenantSlug');
      const token = body.value.t;
      if (!UUID.test(id)) return refuse(c, { status: 404, error: 'We could not find that reservation.' });
      try {
        const answer =
          action === 'cancel'
            ? await service.cancel(tenant, leads, id, token)
            : await (action === 'confirm' ? service.confirm : service.abandon)(tenant, leads, id, token);
        if (!answer) return refuse(c, { status: 404, error: 'We could not find that reservation. Please use the link in your e-mail.' });
        if ('refused' in answer) return formPost ? refusalPage(c, { status: 409, error: answer.refused }) : refuse(c, { status: 409, error: answer.refused });
        deps.onStored?.();
        const view = 'view' in answer ? answer.view : answer;
        if (formPost) return c.redirect(`${RESERVATION_PAGE}?${new URLSearchParams({ r: id, t: String(token) })}`, 303);
        c.header('Cache-Control', 'no-store');
        return c.json({ reservation: view });
      } catch (error) {
        if (error instanceof PaymentProviderError)
          return c.json({ error: 'The payment service did not answer. Nothing has changed: please try again in a moment.' }, 502);
        throw error;
      }
    });
  }

  routes.post('/payments/stripe/webhook', async (c) => {
    const raw = await readBodyText(c, 256 * 1024);
    if (raw === null) return refuse(c, { status: 413, error: 'Payload too large' });
    try {
      const { handled } = await service.handleWebhook(c.get('tenantSlug'), raw, c.req.header('stripe-signature'));
      deps.onStored?.();
      return c.json({ received: true, duplicate: !handled });
    } catch (error) {
      if (error instanceof ForgedWebhookError) return c.json({ error: 'Webhook signature could not be verified' }, 400);
      // Nothing was kept, the event's record included: a 5xx makes the provider send it again.
      deps.log?.(
        `[reservations] ${c.get('tenantSlug')}: a payment event could not be processed, the provider will retry: ${error instanceof Error ? error.message : String(error)}`,
      );
      return c.json({ error: 'The event could not be processed now; please send it again.' }, 500);
    }
  });
  return routes;
}
