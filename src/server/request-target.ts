// The request target exactly as the client sent it. @hono/node-server normalises `/../` and `/%2e%2e/` away when
// building `c.req.url`; the static server wants to see (and refuse) them, and the page gate must read the same path
// the static server reads (url-path.ts), never a differently normalised one.
import type { Context } from 'hono';
import type { ApiEnv } from './api-env.ts';

export function rawTarget(c: Context<ApiEnv>): string {
  const raw = c.env?.incoming?.url;
  if (raw?.startsWith('/')) return raw;
  const url = new URL(c.req.url);
  return url.pathname + url.search;
}
