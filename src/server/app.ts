// The platform's Hono app. Every request is routed by Host:
//   GET /api/health on any host -> the platform's health (200, or 503 naming what is down; see health.ts)
//   localhost / 127.0.0.1     -> platform index (list of built dealer sites); not in production
//   <slug>.localhost (not in production), or a dealer's own hostname from its manifest -> that tenant:
//       /api/*  -> JSON API (stock webhook, plus routes passed in `apiRoutes`)
//       GET/HEAD anything else -> the tenant's static site
//   anything else             -> 404
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { etag } from 'hono/etag';
import { publishGatePath, type PublishGateSummary } from '#src/domain/seo/site-files.ts';
import { HTTPException } from 'hono/http-exception';
import { PERMISSIONS_POLICY, RESPONSE_CSP } from '#src/domain/security/site-policy.ts';
import type { ApiEnv } from './api-env.ts';
import type { PageGuard } from './accounts/page-gate.ts';
import { createFinanceRoutes, type FinanceRoutesOptions } from './finance/finance-routes.ts';
import type { HealthCheck } from './health.ts';
import { requestSchemeOf, TRUST_NO_PROXY, type ProxyTrust } from './proxy-trust.ts';
import { renderPlatformIndex } from './platform-index.ts';
import { rawTarget } from './request-target.ts';
import { createRedirects, type Redirects } from './redirects.ts';
import { parseHost, resolveTenant } from './resolve-tenant.ts';
import type { RebuildMode } from './rebuild-queue.ts';
import type { SiteRegistry } from './site-registry.ts';
import { plainTextResponse, serveSiteFile, type StaticRequest } from './static-files.ts';
import { createSeoStep, type SeoStep } from './seo-responses.ts';
import { createStockWebhookRoutes } from './webhook.ts';
import { EMBEDDED_IMAGE_PREFIX } from '#src/domain/media/embedded-image-url.ts';
import type { ImageService } from './images/image-service.ts';
import { imageServiceFromEnv, imageSiteOf } from './images/image-routes.ts';
import type { StockWebhookConfig } from './webhook-settings.ts';
import type { StockInbox } from '#src/files/stock-changes.ts';

export type { ApiEnv, ApiError, ServerBindings, TenantVariables } from './api-env.ts';

export type CreateAppOptions = {
  registry: SiteRegistry;
  /** Extra routes mounted at `/api` on tenant hosts (e.g. `api.post('/leads', ...)` -> `/api/leads`). */
  apiRoutes?: Hono<ApiEnv>;
  /** Routes at a site's own paths, before its static files (e.g. `POST /pages/unsubscribe`). */
  siteRoutes?: Hono<ApiEnv>;
  /** Queues a rebuild of a tenant; returns true if a new run was scheduled. */
  requestRebuild: (slug: string, mode: RebuildMode) => boolean | Promise<boolean>;
  /** DATA_DIR, where the stock webhook's changes wait for the next build; default: the registry's data folder. */
  dataDir?: string;
  /** Where they wait instead (the database's inbox, for several machines); default: files in `dataDir`. */
  stockInbox?: StockInbox;
  /** The finance API (`POST /api/youx/quote`); needs no database, so it is always mounted. */
  finance?: FinanceRoutesOptions;
  /** The stock webhook's keys and body limits; without keys it answers 503. */
  stockWebhook?: StockWebhookConfig | undefined;
  /** 410 for gone cars, one URL per page, noindex on search variants: before static serving (seo-responses.ts). */
  seo?: SeoStep;
  /** The sites' redirect tables (older location links, 301). */
  redirects?: Redirects;
  /** Gated routes (src/server/accounts/page-gate.ts): may answer a page request with a redirect to /sign-in. */
  pageGuard?: PageGuard;
  /**
   * NODE_ENV=production: dealers' own hostnames only (no platform index, `*.localhost` or IP hosts), and HSTS on
   * responses served over HTTPS. Default false (development).
   */
  production?: boolean;
  /** The proxies trusted to say the client used HTTPS (X-Forwarded-Proto), from TRUST_PROXY; default: none. */
  proxyTrust?: ProxyTrust;
  /** The database and outbox behind `GET /api/health` (health.ts); without it (tests) health answers 200 with no checks. */
  health?: HealthCheck;
  /** The embedded image service (`GET /_img/...`); default: one with a disk cache in `dataDir` (images/image-routes.ts). */
  images?: ImageService;
  now?: () => number;
  log?: (message: string) => void;
};

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  // Each page carries its own policy (Astro's <meta>, src/data/content-security-policy.ts); this adds what a <meta>
  // cannot say. Both are enforced.
  'Content-Security-Policy': RESPONSE_CSP,
  'Permissions-Policy': PERMISSIONS_POLICY,
};

/** Sent in production on every response served over HTTPS: browsers then refuse plain HTTP to the host for two years. */
export const HSTS = 'max-age=63072000; includeSubDomains';

function staticRequest(c: Context<ApiEnv>): StaticRequest {
  return { method: c.req.method, rawTarget: rawTarget(c), headers: c.req.raw.headers };
}

const isApiPath = (urlPath: string) => urlPath === '/api' || urlPath.startsWith('/api/');

/** Each tenant's last publish-gate decision, for the platform index (a tenant without one is left out). */
async function readPublishGates(dataDir: string, slugs: readonly string[]): Promise<Map<string, PublishGateSummary>> {
  const gates = new Map<string, PublishGateSummary>();
  for (const slug of slugs) {
    try {
      gates.set(slug, JSON.parse(await readFile(path.join(dataDir, publishGatePath(slug)), 'utf8')) as PublishGateSummary);
    } catch {
      // no decision yet (or an unreadable one): the index shows the live build's audit only
    }
  }
  return gates;
}

function jsonErrorHandler(log: (message: string) => void) {
  return (error: Error, c: Context<ApiEnv>): Response => {
    if (error instanceof HTTPException) return c.json({ error: error.message || 'Request failed' }, error.status);
    log(`[api] ${c.req.method} ${c.req.path} failed: ${error.stack ?? error.message}`);
    return c.json({ error: 'Internal server error' }, 500);
  };
}

/** `/api/*` on tenant hosts: built-in routes, then `options.apiRoutes`, then a JSON 404. */
function createApiApp(options: CreateAppOptions, log: (message: string) => void): Hono<ApiEnv> {
  const api = new Hono<ApiEnv>();
  api.route(
    '/',
    createStockWebhookRoutes({
      ...options.stockWebhook,
      dataDir: options.dataDir ?? path.dirname(options.registry.sitesDir),
      ...(options.stockInbox ? { inbox: options.stockInbox } : {}),
      requestRebuild: options.requestRebuild,
      log,
      ...(options.now ? { now: options.now } : {}),
    }),
  );
  api.route('/', createFinanceRoutes({ log, ...options.finance }));
  if (options.apiRoutes) api.route('/', options.apiRoutes);
  api.all('*', (c) => c.json({ error: 'Not found' }, 404));
  api.onError(jsonErrorHandler(log));
  return api;
}

function methodNotAllowed(request: StaticRequest): Response {
  const response = plainTextResponse(request, 405, 'Method not allowed');
  response.headers.set('Allow', 'GET, HEAD');
  return response;
}

export function createApp(options: CreateAppOptions): Hono<ApiEnv> {
  const { registry } = options;
  const log = options.log ?? ((message: string) => console.log(message));
  const app = new Hono<ApiEnv>();

  const production = options.production ?? false;
  const proxyTrust = options.proxyTrust ?? TRUST_NO_PROXY;
  app.use(async (c, next) => {
    // The scheme the client used, for the Origin check, links and HSTS: a proxy's word only if TRUST_PROXY trusts it.
    const scheme = requestSchemeOf(c.env?.incoming, proxyTrust, new URL(c.req.url).protocol === 'https:');
    c.set('requestScheme', scheme);
    await next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
    if (production && scheme === 'https') c.res.headers.set('Strict-Transport-Security', HSTS);
  });

  // Health on every host: a supervisor or load balancer asks by address (127.0.0.1, the machine's IP), not by a
  // dealer's name. On a dealer's host it also names the tenant and its live build.
  app.get('/api/health', async (c) => {
    const snapshot = await registry.snapshot();
    const resolved = resolveTenant(c.req.header('host'), snapshot.hosts, { production });
    const site = resolved.kind === 'tenant' ? snapshot.sites.get(resolved.slug) : undefined;
    const report = options.health ? await options.health() : null;
    const ok = report?.ok ?? true;
    c.header('Cache-Control', 'no-store');
    return c.json(
      { ok, ...(site ? { tenant: site.slug, buildId: site.manifest.buildId } : {}), ...(report ? { down: report.down, checks: report.checks } : {}) },
      ok ? 200 : 503,
    );
  });

  // Tenant resolution: the only place a request is tied to a dealer, and only via Host.
  app.use(async (c, next) => {
    const snapshot = await registry.snapshot();
    const host = c.req.header('host');
    const resolved = resolveTenant(host, snapshot.hosts, { production });
    if (resolved.kind === 'platform') {
      const request = staticRequest(c);
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return methodNotAllowed(request);
      if (c.req.path !== '/') return plainTextResponse(request, 404, 'Not found. Dealer sites are listed at /.');
      const port = parseHost(host)?.port;
      c.header('Cache-Control', 'no-store');
      const gates = await readPublishGates(path.dirname(registry.sitesDir), [...snapshot.sites.keys()]);
      return c.html(renderPlatformIndex({ sites: [...snapshot.sites.values()], port, sitesDir: registry.sitesDir, gates }));
    }
    const site = resolved.kind === 'tenant' ? snapshot.sites.get(resolved.slug) : undefined;
    if (!site) {
      if (isApiPath(c.req.path)) return c.json({ error: 'No dealer site at this host' }, 404);
      return plainTextResponse(staticRequest(c), 404, 'No dealer site is served at this address.');
    }
    c.set('tenantSlug', site.slug);
    c.set('site', site);
    await next();
  });

  app.route('/api', createApiApp(options, log));
  const images = options.images ?? imageServiceFromEnv({ dataDir: options.dataDir ?? path.dirname(registry.sitesDir), env: {}, log });
  app.get(`${EMBEDDED_IMAGE_PREFIX}*`, (c) => images.respond(imageSiteOf(c.get('site')), c.req.path));
  if (options.siteRoutes) app.route('/', options.siteRoutes);

  const redirects = options.redirects ?? createRedirects({ log });
  app.get('*', async (c, next) => {
    const site = c.get('site');
    const to = await redirects.target(site.dir, site.manifest.buildId, c.req.path);
    if (!to) return next();
    const query = new URL(c.req.url).search;
    return c.redirect(to.includes('?') || !query ? to : `${to}${query}`, 301);
  });
  const seo = options.seo ?? createSeoStep();
  // Site files; Hono's etag middleware turns a matching If-None-Match into 304 (the ETag is set per file).
  app.get('*', etag(), async (c) => {
    const request = staticRequest(c);
    const answered = await seo.respond(c.get('site').dir, request);
    if (answered) return answered;
    const guard = options.pageGuard ? await options.pageGuard(c) : null;
    if (guard instanceof Response) return guard;
    const response = await serveSiteFile(c, c.get('site').dir, request);
    const robots = response.status === 200 ? seo.robotsHeader(request.rawTarget) : null;
    if (robots) response.headers.set('X-Robots-Tag', robots);
    // A signed-in shopper's gated page is theirs: never kept by a shared cache.
    if (guard === 'private') response.headers.set('Cache-Control', 'private, no-store');
    return response;
  });
  app.all('*', (c) => methodNotAllowed(staticRequest(c)));

  const apiError = jsonErrorHandler(log);
  app.onError((error, c) => {
    if (isApiPath(c.req.path)) return apiError(error, c);
    if (error instanceof HTTPException) return error.getResponse();
    log(`[server] ${c.req.method} ${c.req.path} failed: ${error.stack ?? error.message}`);
    return plainTextResponse(staticRequest(c), 500, 'Internal server error');
  });
  return app;
}
