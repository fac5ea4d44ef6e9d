// Hono environment shared by the platform app and every `/api/*` route.
import type { HttpBindings } from '@hono/node-server';
import type { TenantSite } from './site-registry.ts';

/**
 * Node request/response objects, present when running under @hono/node-server
 * (absent in `app.request()` tests, hence optional).
 */
export type ServerBindings = Partial<HttpBindings>;

export type TenantVariables = {
  /** Slug of the tenant whose host received the request (from the Host header only). */
  tenantSlug: string;
  /** That tenant's built site: folder and manifest. */
  site: TenantSite;
  /** How the client reached us: the connection's scheme, or a trusted proxy's X-Forwarded-Proto (set by the app). */
  requestScheme?: 'https' | 'http';
};

/**
 * Env for API routes. They only run on tenant hosts, after the tenant middleware, so
 * `c.get('tenantSlug')` and `c.get('site')` are always set.
 */
export type ApiEnv = { Bindings: ServerBindings; Variables: TenantVariables };

/** JSON error body used by every API response that is not a success. */
export type ApiError = { error: string };
