// POST /api/leads and GET /api/form-token. JSON posts (the form islands) get JSON back; plain form posts
// (no JavaScript) get a 303 to /success, or back to their page with the errors in the query string.
import { Hono, type Context } from 'hono';
import {
  dropBlankFields,
  FIELD_ERROR_PARAM_PREFIX,
  FORM_ERROR_PARAM,
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
  IDEMPOTENCY_KEY_FIELD,
  LEAD_TOKEN_FIELD,
  SUCCESS_PATH,
  BOOKING_HELD_ANCHOR,
  TRADE_IN_LEAD_TOKEN_FIELD,
} from '#src/domain/leads/form-fields.ts';
import { SPEC_TEXT } from '#src/domain/leads/messages.ts';
import { idempotencyKeySchema } from '#src/domain/leads/schemas.ts';
import type { ApiEnv } from '../api-env.ts';
import { escapeHtml } from '#src/domain/escape.ts';
import { CV_FIELD } from '#src/domain/leads/cv-file.ts';
import { checkCvUpload } from './cv-upload.ts';
import { checkFormToken, issueFormToken } from './form-token.ts';
import { decodeMultipart, isMultipart } from './multipart.ts';
import type { LeadService } from './lead-service.ts';
import { leadToken, leadTokenKey } from './lead-token.ts';
import type { RateLimiter } from './rate-limit.ts';
import { clientAddress, decodeBody, isSameOrigin, refererPath, refuse, type Refusal } from './request.ts';
import type { ProxyTrust } from '../proxy-trust.ts';
import type { StockIndexes } from './stock-index.ts';
import { BOOKING_DATE_FIELD } from '#src/domain/bookings/booking-fields.ts';
import { siteOrigin, type CheckoutShopper } from '../checkout/reservation-routes.ts';
import type { TenantLeadsCache } from './tenant-context.ts';

export type LeadRoutesDeps = {
  service: LeadService;
  tenants: TenantLeadsCache;
  stock: StockIndexes;
  /** `perIpBooking`: posts that book a slot, per client address (BOOKING_RATE_LIMIT_IP_PER_MINUTE), far below leads'. */
  limits: { perIp: RateLimiter; perTenant: RateLimiter; perIpBooking?: RateLimiter };
  /** The signed-in shopper (src/server/accounts), never from the body: their bookings are confirmed at once. */
  shopper?: CheckoutShopper;
  formTokenSecret: string;
  minFillMs: number;
  trustProxy: ProxyTrust;
  /** Called after a lead is stored (wakes the delivery worker). */
  onStored?: () => void;
  now?: () => number;
};

/** A post that books a slot: a test drive or service with its date field filled in. */
function booksASlot(answers: Record<string, unknown>): boolean {
  const kind = answers.kind;
  if (kind !== 'test-drive' && kind !== 'service') return false;
  const date = answers[BOOKING_DATE_FIELD[kind]];
  return typeof date === 'string' && date.trim() !== '';
}

const TOO_FAST = 'That was quicker than we expected. Please check your details and send the form again.';

/**
 * A plain form post's error (the shopper has no JavaScript, or it had not loaded yet): a small page listing what to
 * fix, so the errors show even where the static page cannot. Its link goes back to the page with
 * `?form_error=...&fe.<field>=...`, where the form script (if it runs) reopens the dialog with the errors marked;
 * the browser's Back button returns to the form with what the shopper typed.
 */
function formRefusal(c: Context<ApiEnv>, refusal: Refusal): Response {
  const back = refererPath(c);
  const messages = Object.values(refusal.fields ?? {});
  const query = new URLSearchParams({ [FORM_ERROR_PARAM]: refusal.error });
  for (const [field, message] of Object.entries(refusal.fields ?? {})) query.append(`${FIELD_ERROR_PARAM_PREFIX}${field}`, message);
  const heading = messages.length ? refusal.error : SPEC_TEXT.submitFailed;
  const items = messages.map((message) => `<li>${escapeHtml(message)}</li>`).join('');
  const detail = messages.length ? `<ul>${items}</ul>` : `<p>${escapeHtml(refusal.error)}</p>`;
  const link = back ? `<p><a href="${escapeHtml(`${back}?${query}`)}">Back to the form</a></p>` : '';
  c.header('Cache-Control', 'no-store');
  return c.html(
    `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<meta name="robots" content="noindex"><title>${escapeHtml(heading)}</title>` +
      `<style>body{font:1rem/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#111}h1{font-size:1.4rem}li{color:#a00}</style></head>` +
      `<body><main><h1>${escapeHtml(heading)}</h1>${detail}${link}<p>Your browser's Back button returns to the form with what you typed.</p></main></body></html>`,
    refusal.status,
  );
}

export function createLeadRoutes(deps: LeadRoutesDeps): Hono<ApiEnv> {
  const now = deps.now ?? Date.now;
  const tokenKey = leadTokenKey(deps.formTokenSecret);
  const routes = new Hono<ApiEnv>();

  routes.get('/form-token', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ [FORM_TOKEN_FIELD]: issueFormToken(deps.formTokenSecret, c.get('tenantSlug'), now()) });
  });

  routes.post('/leads', async (c) => {
    const multipart = isMultipart(c);
    // A browser's own form post (no JavaScript) gets pages back; the form islands send JSON, or a multipart body
    // with a CV and `Accept: application/json`, and get JSON back.
    const formPost = multipart
      ? !(c.req.header('accept') ?? '').includes('application/json')
      : (c.req.header('content-type') ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');
    const fail = (refusal: Refusal) => (formPost ? formRefusal(c, refusal) : refuse(c, refusal));
    const tenant = c.get('tenantSlug');

    if (!isSameOrigin(c)) return fail({ status: 403, error: 'Posts from other sites are not accepted' });
    const ip = clientAddress(c, deps.trustProxy);
    for (const [limiter, key] of [
      [deps.limits.perIp, `${tenant}/${ip}`],
      [deps.limits.perTenant, tenant],
    ] as const) {
      const taken = await limiter.take(key);
      if (!taken.ok)
        return fail({
          status: 429,
          error: `Too many enquiries. Please try again in ${taken.retryAfterSeconds} seconds.`,
          retryAfterSeconds: taken.retryAfterSeconds,
        });
    }

    const body = multipart ? await decodeMultipart(c) : await decodeBody(c, ['json', 'form']);
    if ('status' in body) return fail(body);
    const {
      [HONEYPOT_FIELD]: honeypot,
      [FORM_TOKEN_FIELD]: token,
      [IDEMPOTENCY_KEY_FIELD]: bodyKey,
      [LEAD_TOKEN_FIELD]: leadTokenSent,
      [TRADE_IN_LEAD_TOKEN_FIELD]: tradeInLeadTokenSent,
      contact_proof: contactProof,
      ...posted
    } = body.value;
    // A plain form posts every box, filled or not: an empty optional box means "not given", as in the form islands.
    const answers = !('kind' in body) || body.kind === 'form' ? dropBlankFields(posted) : posted;
    // Never a fake success: a person never fills the hidden field, so this is a bot, and a bot may know it failed.
    if (honeypot !== undefined && honeypot !== '') return fail({ status: 400, error: SPEC_TEXT.submitFailed });
    if (checkFormToken(deps.formTokenSecret, tenant, token, now(), deps.minFillMs).kind === 'too-fast') return fail({ status: 400, error: TOO_FAST });

    const rawKey = c.req.header('idempotency-key') ?? bodyKey;
    const key = rawKey === undefined || rawKey === '' ? null : idempotencyKeySchema.safeParse(rawKey);
    if (key && !key.success) return fail({ status: 400, error: 'Invalid Idempotency-Key: 8-128 letters, digits or _.:-' });

    if (deps.limits.perIpBooking && booksASlot(answers)) {
      const taken = await deps.limits.perIpBooking.take(`${tenant}/${ip}`);
      if (!taken.ok)
        return fail({
          status: 429,
          error: `Too many bookings. Please try again in ${taken.retryAfterSeconds} seconds.`,
          retryAfterSeconds: taken.retryAfterSeconds,
        });
    }

    const leads = await deps.tenants.get(tenant, c.get('site').manifest.buildId);
    if (!leads) return fail({ status: 503, error: 'This site cannot take enquiries right now. Please call us instead.' });
    const shopper = deps.shopper ? await deps.shopper(c) : null;
    const cv = 'file' in body ? await checkCvUpload(body.file) : null;
    const result = await deps.service.submit({
      ...(cv?.ok ? { attachment: cv.file } : cv ? { attachmentError: { field: CV_FIELD, message: cv.message } } : {}),
      tenant,
      leads,
      stock: await deps.stock.get(tenant),
      body: answers,
      idempotencyKey: key ? key.data! : null,
      clientIp: ip,
      userAgent: c.req.header('user-agent')?.slice(0, 500) ?? null,
      tokens: { lead: leadTokenSent, tradeInLead: tradeInLeadTokenSent },
      sessionPhone: shopper?.phone ?? null,
      contactProof,
      origin: siteOrigin(c, leads.config.url),
    });
    if (!result.ok) return fail(result);
    deps.onStored?.();
    if (formPost) return c.redirect(result.booking?.status === 'unconfirmed' ? `${SUCCESS_PATH}#${BOOKING_HELD_ANCHOR}` : SUCCESS_PATH, 303);
    c.header('Cache-Control', 'no-store');
    const valuation = result.valuation ? { valuation: result.valuation } : {};
    // What the plate lookup found (never the plate itself again): the form shows the car, or asks for it.
    const plate = result.plateLookup ? { plate_lookup: { vehicle: result.plateLookup.vehicle } } : {};
    const order = result.order ? { order: result.order } : {};
    const booking = result.booking ? { booking: result.booking } : {};
    // The token goes back to the form that made the lead only: it is never in a URL, an analytics event or an e-mail.
    const answer = { lead_id: result.leadId, [LEAD_TOKEN_FIELD]: leadToken(tokenKey, tenant, result.leadId), event_id: result.eventId };
    return c.json({ ...answer, ...valuation, ...plate, ...order, ...booking }, result.created ? 201 : 200);
  });
  return routes;
}
