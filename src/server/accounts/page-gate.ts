// Gated routes, enforced by the server (the pages are static): a page request on a gated route without a session is
// sent to /sign-in with type, redirect (the page asked for) and back (the page the shopper came from, on this site).
// A gated page that the site does not have stays a 404: there is nothing to sign in for.
// The gate reads the raw request path the way the static file server does (src/server/url-path.ts: escapes decoded,
// doubled slashes dropped) and decides on the page it stands for (`pagePath`: case, `.html`, `/index.html` and the
// trailing slash folded), so every spelling that reaches a gated file passes through here first.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';
import { gateFor } from '#src/domain/accounts/gated-routes.ts';
import { safeReturnPath, signInHref } from '#src/domain/accounts/return-path.ts';
import type { ApiEnv } from '../api-env.ts';
import type { TenantLeadsCache } from '../leads/tenant-context.ts';
import { rawTarget } from '../request-target.ts';
import { candidateFiles, canonicalSpelling, pagePath, parseSitePath, pathOfTarget, queryOfTarget } from '../url-path.ts';
import type { SessionStore } from './session.ts';

/** The page the shopper came from, when it is a page of this site. */
function cameFrom(c: Context<ApiEnv>): string | null {
  const referer = c.req.header('referer');
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.host.toLowerCase() === (c.req.header('host') ?? '').toLowerCase() ? safeReturnPath(`${url.pathname}${url.search}`) : null;
  } catch {
    return null;
  }
}

/** What the static server should do with a page request: answer this instead, serve it as private, or serve it. */
export type PageGuard = (c: Context<ApiEnv>) => Promise<Response | 'private' | null>;

/**
 * `sessions: null` (this process could not open the database): gated pages answer 503 rather than open to anyone.
 */
export function createPageGuard(deps: { sessions: SessionStore | null; tenants: TenantLeadsCache }): PageGuard {
  const pages = new Map<string, boolean>();
  async function sitePageExists(siteDir: string, buildId: string, segments: string[], trailingSlash: boolean): Promise<boolean> {
    const key = `${siteDir}/${buildId}/${segments.join('/')}${trailingSlash ? '/' : ''}`;
    let exists = pages.get(key);
    if (exists === undefined) {
      const found = await Promise.all(
        candidateFiles(segments, trailingSlash).map((file) =>
          stat(path.join(siteDir, file)).then(
            (info) => info.isFile(),
            () => false,
          ),
        ),
      );
      exists = found.includes(true);
      if (pages.size > 10_000) pages.clear();
      pages.set(key, exists);
    }
    return exists;
  }

  return async (c) => {
    const target = rawTarget(c);
    // What the static server would serve: a target it refuses (traversal, broken escapes) serves no file either.
    const parsed = parseSitePath(target);
    if (!parsed.ok) return null;
    const site = c.get('site');
    const leads = await deps.tenants.get(site.slug, site.manifest.buildId);
    // Without a readable config the site still gates what every site gates.
    const config = leads ? { garage: leads.config.features.garage, gatedRoutes: leads.config.accounts.gatedRoutes } : { garage: true, gatedRoutes: [] };
    const query = queryOfTarget(target);
    const type = gateFor(pagePath(parsed.segments), new URLSearchParams(query), config);
    if (!type) return null;
    if (!(await sitePageExists(site.dir, site.manifest.buildId, parsed.segments, parsed.trailingSlash))) return null;
    if (!deps.sessions) {
      c.header('Retry-After', '60');
      return c.text('Signing in is not available on this server right now. Please try again shortly.', 503);
    }
    if (await deps.sessions.current(c)) return 'private';
    const back = cameFrom(c);
    const returnTo = safeReturnPath(`${canonicalSpelling(pathOfTarget(target))}${query ? `?${query}` : ''}`) ?? '/';
    c.header('Cache-Control', 'no-store');
    return c.redirect(signInHref(type, returnTo, back && back !== returnTo ? back : null), 302);
  };
}
