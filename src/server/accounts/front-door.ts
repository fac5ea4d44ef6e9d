// What every account API request passes first: same-site origin, the per-address rate limit and a JSON body of at
// most 32 KB (the leads API's own checks, src/server/leads/request.ts); then the signed-in shopper where one is needed.
import type { Context } from 'hono';
import type { z } from 'zod';
import { issuesToFields } from '#src/domain/leads/validate.ts';
import type { ApiEnv } from '../api-env.ts';
import type { SessionWithShopper } from '../db/shoppers-repo.ts';
import type { RateLimiter } from '../leads/rate-limit.ts';
import { clientAddress, decodeBody, isSameOrigin, refuse } from '../leads/request.ts';
import type { ProxyTrust } from '../proxy-trust.ts';
import type { SessionStore } from './session.ts';

export type FrontDoor = {
  /** Origin and rate limit; for posts, the JSON body parsed with `schema`. */
  post<T>(c: Context<ApiEnv>, schema: z.ZodType<T>): Promise<{ ok: true; value: T } | { ok: false; response: Response }>;
  /** Rate limit only (reads). */
  read(c: Context<ApiEnv>): Promise<Response | null>;
  /** The signed-in shopper, or a 401 to answer. */
  shopper(c: Context<ApiEnv>): Promise<{ ok: true; session: SessionWithShopper } | { ok: false; response: Response }>;
  client(c: Context<ApiEnv>): string;
};

export const NOT_SIGNED_IN = 'Please sign in first.';

export function createFrontDoor(deps: { perIp: RateLimiter; trustProxy: ProxyTrust; sessions: SessionStore }): FrontDoor {
  const client = (c: Context<ApiEnv>) => clientAddress(c, deps.trustProxy);
  const limited = async (c: Context<ApiEnv>): Promise<Response | null> => {
    const taken = await deps.perIp.take(`${c.get('tenantSlug')}/${client(c)}`);
    return taken.ok
      ? null
      : refuse(c, { status: 429, error: 'Too many requests. Please wait a moment and try again.', retryAfterSeconds: taken.retryAfterSeconds });
  };
  return {
    client,
    read: limited,
    async post(c, schema) {
      if (!isSameOrigin(c)) return { ok: false, response: refuse(c, { status: 403, error: 'Posts from other sites are not accepted' }) };
      const limit = await limited(c);
      if (limit) return { ok: false, response: limit };
      const decoded = await decodeBody(c, ['json']);
      if ('status' in decoded) return { ok: false, response: refuse(c, decoded) };
      const parsed = schema.safeParse(decoded.value);
      if (!parsed.success)
        return { ok: false, response: refuse(c, { status: 422, error: 'Please fix the following errors:', fields: issuesToFields(parsed.error.issues) }) };
      return { ok: true, value: parsed.data };
    },
    async shopper(c) {
      const session = await deps.sessions.current(c);
      if (session) return { ok: true, session };
      c.header('Cache-Control', 'no-store');
      return { ok: false, response: c.json({ error: NOT_SIGNED_IN, signedIn: false }, 401) };
    },
  };
}
