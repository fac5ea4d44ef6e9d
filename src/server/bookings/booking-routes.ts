// A booking's signed link and what it does (the tenant is the Host's; the link's token is the only proof needed):
//   GET  /pages/booking?b=<id>&t=<token>    the booking's page: when, its status, Confirm and Cancel buttons (plain
//                                           forms: no JavaScript needed). A GET changes nothing (mail scanners open links).
//   POST /pages/booking                      form { b, t, action: confirm|cancel } -> the page with what happened
//   GET  /api/bookings/:id?t=<token>         -> 200 { booking } | 404
//   POST /api/bookings/:id/confirm|cancel    JSON or form { t } -> 200 { booking, message } | 404 | 409 { error, booking }
import { Hono, type Context } from 'hono';
import { escapeHtml } from '#src/domain/escape.ts';
import type { ApiEnv } from '../api-env.ts';
import type { RateLimiter } from '../leads/rate-limit.ts';
import { clientAddress, decodeBody, isSameOrigin, refuse } from '../leads/request.ts';
import type { TenantLeadsCache } from '../leads/tenant-context.ts';
import type { ProxyTrust } from '../proxy-trust.ts';
import { BOOKING_PAGE } from './booking-links.ts';
import type { BookingMove, BookingService, BookingView } from './booking-service.ts';

export type BookingRoutesDeps = { service: BookingService; tenants: TenantLeadsCache; perIp: RateLimiter; trustProxy: ProxyTrust };

const WHAT = { 'test-drive': 'test drive', service: 'service' } as const;

const HEADINGS: Record<BookingView['status'], (what: string) => string> = {
  unconfirmed: (what) => `Please confirm your ${what}`,
  confirmed: (what) => `Your ${what} is booked`,
  cancelled: (what) => `Your ${what} is cancelled`,
  released: (what) => `Your ${what} was not confirmed in time`,
};

const LINK_BROKEN = 'We could not find that booking. Please use the link in your e-mail as it is, or call us.';

/** The booking's page: a small page of its own, like the sign-in and unsubscribe pages the server answers. */
function page(c: Context<ApiEnv>, dealer: string, content: { view: BookingView | null; notice: string | null; token: string }, status: 200 | 404 | 409 | 429) {
  const { view, notice, token } = content;
  const heading = view ? HEADINGS[view.status](WHAT[view.kind]) : 'Booking not found';
  const button = (action: 'confirm' | 'cancel', label: string, className: string) =>
    `<form method="post" action="${BOOKING_PAGE}"><input type="hidden" name="b" value="${escapeHtml(view!.id)}">` +
    `<input type="hidden" name="t" value="${escapeHtml(token)}"><input type="hidden" name="action" value="${action}">` +
    `<button type="submit" class="${className}">${escapeHtml(label)}</button></form>`;
  const body = view
    ? `<p>${escapeHtml(`${WHAT[view.kind][0]!.toUpperCase()}${WHAT[view.kind].slice(1)}: ${view.when}`)}</p>` +
      (view.mayConfirm ? '<p>We are holding this time for you for a short while. Confirm it now, or it is released for someone else.</p>' : '') +
      `<div class="actions">${view.mayConfirm ? button('confirm', `Confirm my ${WHAT[view.kind]}`, 'primary') : ''}${
        view.mayCancel ? button('cancel', `Cancel my ${WHAT[view.kind]}`, 'secondary') : ''
      }</div>`
    : `<p>${escapeHtml(LINK_BROKEN)}</p>`;
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer'); // the link's token stays out of other sites' logs
  return c.html(
    `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<meta name="robots" content="noindex"><title>${escapeHtml(`${heading} | ${dealer}`)}</title>` +
      `<style>body{font:1rem/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#111}h1{font-size:1.4rem}` +
      `.actions{display:flex;gap:.75rem;flex-wrap:wrap}button{font:inherit;padding:.5rem 1rem;border-radius:.375rem;cursor:pointer}` +
      `.primary{background:#0b5394;color:#fff;border:1px solid #0b5394}.secondary{background:#fff;color:#111;border:1px solid #555}` +
      `[role=status]{font-weight:600}</style></head>` +
      `<body><main><h1>${escapeHtml(heading)}</h1>${notice ? `<p role="status">${escapeHtml(notice)}</p>` : ''}${body}` +
      `<p><a href="/">Back to ${escapeHtml(dealer)}</a></p></main></body></html>`,
    status,
  );
}

export function createBookingRoutes(deps: BookingRoutesDeps): { api: Hono<ApiEnv>; site: Hono<ApiEnv> } {
  const limited = (c: Context<ApiEnv>) => deps.perIp.take(`${c.get('tenantSlug')}/${clientAddress(c, deps.trustProxy)}`);
  const dealer = async (c: Context<ApiEnv>) => (await deps.tenants.get(c.get('tenantSlug'), c.get('site').manifest.buildId))?.config.name ?? 'the site';
  const move = (tenant: string, id: string, token: unknown, action: unknown): Promise<BookingMove> | null =>
    action === 'confirm' ? deps.service.confirm(tenant, id, token) : action === 'cancel' ? deps.service.cancelByLink(tenant, id, token) : null;

  const site = new Hono<ApiEnv>();
  site.get(BOOKING_PAGE, async (c) => {
    const taken = await limited(c);
    if (!taken.ok) return c.text('Too many requests', 429, { 'Retry-After': String(taken.retryAfterSeconds) });
    const token = c.req.query('t') ?? '';
    const view = await deps.service.show(c.get('tenantSlug'), c.req.query('b') ?? '', token);
    return page(c, await dealer(c), { view, notice: null, token }, view ? 200 : 404);
  });
  site.post(BOOKING_PAGE, async (c) => {
    const taken = await limited(c);
    if (!taken.ok) return c.text('Too many requests', 429, { 'Retry-After': String(taken.retryAfterSeconds) });
    if (!isSameOrigin(c)) return c.text('Posts from other sites are not accepted', 403);
    const body = await decodeBody(c, ['form']);
    const fields = 'status' in body ? {} : body.value;
    const id = typeof fields.b === 'string' ? fields.b : '';
    const token = typeof fields.t === 'string' ? fields.t : '';
    const result = (await move(c.get('tenantSlug'), id, token, fields.action)) ?? { ok: false as const, status: 404 as const, error: LINK_BROKEN };
    const name = await dealer(c);
    if (result.ok) return page(c, name, { view: result.view, notice: result.message, token }, 200);
    return page(c, name, { view: result.view ?? null, notice: result.error, token }, result.status);
  });

  const api = new Hono<ApiEnv>();
  api.get('/bookings/:id', async (c) => {
    const taken = await limited(c);
    if (!taken.ok) return refuse(c, { status: 429, error: 'Too many requests', retryAfterSeconds: taken.retryAfterSeconds });
    const view = await deps.service.show(c.get('tenantSlug'), c.req.param('id'), c.req.query('t'));
    c.header('Cache-Control', 'no-store');
    return view ? c.json({ booking: view }) : refuse(c, { status: 404, error: LINK_BROKEN });
  });
  api.post('/bookings/:id/:action', async (c) => {
    const taken = await limited(c);
    if (!taken.ok) return refuse(c, { status: 429, error: 'Too many requests', retryAfterSeconds: taken.retryAfterSeconds });
    if (!isSameOrigin(c)) return refuse(c, { status: 403, error: 'Posts from other sites are not accepted' });
    const body = await decodeBody(c, ['json', 'form']);
    if ('status' in body) return refuse(c, body);
    const result = await move(c.get('tenantSlug'), c.req.param('id'), body.value.t, c.req.param('action'));
    c.header('Cache-Control', 'no-store');
    if (!result) return refuse(c, { status: 404, error: 'Unknown action: use confirm or cancel' });
    if (result.ok) return c.json({ booking: result.view, message: result.message });
    return c.json({ error: result.error, ...(result.view ? { booking: result.view } : {}) }, result.status);
  });
  return { api, site };
}
