// The link in every alert (Spam Act 2003: a working way to stop them):
//   GET  /api/alerts/unsubscribe?alert=<id>   a page with a Stop alerts button (a link scanner's GET changes nothing)
//   POST /api/alerts/unsubscribe?alert=<id>   turns the shopper's alerts off; also the one-click List-Unsubscribe post
// The alert's id is random (122 bits) and names one shopper of this site only.
import { Hono, type Context } from 'hono';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { ApiEnv } from '../../api-env.ts';
import type { DB } from '../../db/schema.ts';
import { escapeHtml } from '#src/domain/escape.ts';
import { isSameOrigin } from '../../leads/request.ts';
import type { TenantLeadsCache } from '../../leads/tenant-context.ts';
import { shopperOfAlert } from './alerts-repo.ts';

function page(c: Context<ApiEnv>, status: 200 | 403 | 404, siteName: string, heading: string, body: string): Response {
  c.header('Cache-Control', 'no-store');
  return c.html(
    `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
      `<title>${escapeHtml(heading)} | ${escapeHtml(siteName)}</title><style>body{font:1rem/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#111}button{font:inherit;padding:.6rem 1rem}</style></head>` +
      `<body><main><h1>${escapeHtml(heading)}</h1>${body}</main></body></html>`,
    status,
  );
}

export function createUnsubscribeRoutes(deps: { db: Kysely<DB>; tenants: TenantLeadsCache }): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  const alertId = (c: Context<ApiEnv>) => z.uuid().safeParse(c.req.query('alert')).data ?? null;
  const siteName = async (c: Context<ApiEnv>) =>
    (await deps.tenants.get(c.get('tenantSlug'), c.get('site').manifest.buildId))?.config.name ?? c.get('site').manifest.tenant.name;
  const unknown = async (c: Context<ApiEnv>) =>
    page(
      c,
      404,
      await siteName(c),
      'Link not recognised',
      '<p>This unsubscribe link is not one of ours, or the account it was for has been deleted.</p><p><a href="/">Go to the home page</a></p>',
    );

  routes.get('/alerts/unsubscribe', async (c) => {
    const id = alertId(c);
    if (!id || !(await shopperOfAlert(deps.db, c.get('tenantSlug'), id))) return unknown(c);
    const name = await siteName(c);
    return page(
      c,
      200,
      name,
      'Stop price and stock alerts?',
      `<p>You will get no more alerts from ${escapeHtml(name)} about the cars and searches you saved.</p>` +
        `<form method="post" action="/api/alerts/unsubscribe?alert=${escapeHtml(id)}"><button type="submit">Stop alerts</button></form>`,
    );
  });

  routes.post('/alerts/unsubscribe', async (c) => {
    if (!isSameOrigin(c) && c.req.header('origin') !== 'null')
      return page(c, 403, await siteName(c), 'Not accepted', '<p>Posts from other sites are not accepted.</p>');
    const id = alertId(c);
    const shopperId = id ? await shopperOfAlert(deps.db, c.get('tenantSlug'), id) : null;
    if (!shopperId) return unknown(c);
    await deps.db.updateTable('shoppers').set({ alert_channel: 'off' }).where('tenant', '=', c.get('tenantSlug')).where('id', '=', shopperId).execute();
    const name = await siteName(c);
    return page(
      c,
      200,
      name,
      'Alerts stopped',
      `<p>You will get no more price and stock alerts from ${escapeHtml(name)}. You can turn them back on in your garage.</p><p><a href="/">Go to the home page</a></p>`,
    );
  });
  return routes;
}
