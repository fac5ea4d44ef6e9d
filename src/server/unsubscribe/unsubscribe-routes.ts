// Where an unsubscribe link's opt-out is recorded:
//   POST /api/unsubscribe            JSON { email | phone, token } from the unsubscribe page's script -> 200 { unsubscribed, email | phone } | 400 { error }
//   POST /pages/unsubscribe?email|phone&token  the page's own form without JavaScript (a small page back), and a mail
//                                     client's one-click unsubscribe (RFC 8058, body List-Unsubscribe=One-Click) -> 200
// The tenant is the Host's; the link's signature is the only proof needed (it names the tenant and the address).
import { Hono, type Context } from 'hono';
import type { Kysely } from 'kysely';
import type { ApiEnv } from '../api-env.ts';
import type { DB } from '../db/schema.ts';
import { escapeHtml } from '#src/domain/escape.ts';
import type { RateLimiter } from '../leads/rate-limit.ts';
import { clientAddress, decodeBody, readBodyText, refuse } from '../leads/request.ts';
import type { ProxyTrust } from '../proxy-trust.ts';
import type { TenantLeadsCache } from '../leads/tenant-context.ts';
import { unsubscribe, UNSUBSCRIBE_PATH, type UnsubscribeOutcome } from './unsubscribe.ts';

export type UnsubscribeRoutesDeps = { db: Kysely<DB>; secret: string; tenants: TenantLeadsCache; perIp: RateLimiter; trustProxy: ProxyTrust };

export const UNSUBSCRIBE_TEXT = {
  done: (email: string, dealer: string) => `${email} is unsubscribed: ${dealer} will send it no more offers or news.`,
  donePhone: (phone: string, dealer: string) => `${phone} is unsubscribed: ${dealer} will text it no more alerts.`,
  missing: 'This page works from the unsubscribe link at the foot of our e-mails. Please use that link, or contact us and we will unsubscribe you.',
  invalid:
    'This unsubscribe link is not complete or has been changed. Please use the link from the e-mail as it is, or contact us and we will unsubscribe you.',
} as const;

const limited = (deps: UnsubscribeRoutesDeps, c: Context<ApiEnv>) => deps.perIp.take(`${c.get('tenantSlug')}/${clientAddress(c, deps.trustProxy)}`);

async function dealerName(deps: UnsubscribeRoutesDeps, c: Context<ApiEnv>): Promise<string> {
  return (await deps.tenants.get(c.get('tenantSlug'), c.get('site').manifest.buildId))?.config.name ?? 'We';
}

/** The small page a browser without JavaScript gets back: what happened, and the way back to the site. */
function resultPage(c: Context<ApiEnv>, outcome: UnsubscribeOutcome, dealer: string): Response {
  const message = !outcome.ok
    ? UNSUBSCRIBE_TEXT[outcome.reason]
    : outcome.address.kind === 'phone'
      ? UNSUBSCRIBE_TEXT.donePhone(outcome.address.address, dealer)
      : UNSUBSCRIBE_TEXT.done(outcome.address.address, dealer);
  const heading = outcome.ok ? 'You are unsubscribed' : 'We could not unsubscribe you';
  c.header('Cache-Control', 'no-store');
  return c.html(
    `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<meta name="robots" content="noindex"><title>${escapeHtml(heading)}</title>` +
      `<style>body{font:1rem/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#111}h1{font-size:1.4rem}</style></head>` +
      `<body><main><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(message)}</p><p><a href="/">Back to ${escapeHtml(dealer === 'We' ? 'the site' : dealer)}</a></p></main></body></html>`,
    outcome.ok ? 200 : 400,
  );
}

/** `POST /api/unsubscribe`, mounted under /api. */
export function createUnsubscribeApiRoutes(deps: UnsubscribeRoutesDeps): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  routes.post('/unsubscribe', async (c) => {
    const taken = await limited(deps, c);
    if (!taken.ok) return refuse(c, { status: 429, error: 'Too many requests', retryAfterSeconds: taken.retryAfterSeconds });
    const body = await decodeBody(c, ['json', 'form']);
    if ('status' in body) return refuse(c, body);
    const outcome = await unsubscribe(deps.db, deps.secret, c.get('tenantSlug'), body.value, 'link');
    c.header('Cache-Control', 'no-store');
    if (!outcome.ok) return refuse(c, { status: 400, error: UNSUBSCRIBE_TEXT[outcome.reason] });
    return c.json({ unsubscribed: true, [outcome.address.kind]: outcome.address.address });
  });
  return routes;
}

/** `POST /pages/unsubscribe`, mounted at the site's root before its static files. */
export function createUnsubscribeSiteRoutes(deps: UnsubscribeRoutesDeps): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  routes.post(UNSUBSCRIBE_PATH, async (c) => {
    const taken = await limited(deps, c);
    if (!taken.ok) return c.text('Too many requests', 429, { 'Retry-After': String(taken.retryAfterSeconds) });
    const body = (await readBodyText(c, 4096)) ?? '';
    const oneClick = new URLSearchParams(body).get('List-Unsubscribe') === 'One-Click';
    const link = { email: c.req.query('email'), phone: c.req.query('phone'), token: c.req.query('token') };
    const outcome = await unsubscribe(deps.db, deps.secret, c.get('tenantSlug'), link, oneClick ? 'one-click' : 'link');
    if (oneClick) return c.text(outcome.ok ? 'Unsubscribed' : UNSUBSCRIBE_TEXT[outcome.reason], outcome.ok ? 200 : 400);
    return resultPage(c, outcome, await dealerName(deps, c));
  });
  return routes;
}
