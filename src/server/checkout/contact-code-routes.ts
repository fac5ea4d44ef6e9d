// POST /api/reservations/code: a new code to the contact the site proves (the reserve form's "Send a new code"), with
// the same limits as the first: the reserving limiter per address, then the code's own (one per contact a minute, per
// address and per site an hour, claimed in the database).
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { contactToVerify, CONTACT_TEXT } from '#src/domain/checkout/contact-proof.ts';
import { emailSchema, phoneSchema } from '#src/domain/leads/fields.ts';
import { SPEC_TEXT } from '#src/domain/leads/messages.ts';
import { issuesToFields } from '#src/domain/leads/validate.ts';
import type { ApiEnv } from '../api-env.ts';
import type { RateLimiter } from '../leads/rate-limit.ts';
import { clientAddress, decodeBody, isSameOrigin, refuse } from '../leads/request.ts';
import type { TenantLeadsCache } from '../leads/tenant-context.ts';
import type { ProxyTrust } from '../proxy-trust.ts';
import type { CodeSent } from './contact-verification.ts';
import type { ReservationService } from './reservation-service.ts';

const codeRequestSchema = z.object({ email: emailSchema, phone: phoneSchema });

/** What the reserve form's script is told when a code went out. */
export const verifyBody = (sent: CodeSent) => ({
  message: sent.message,
  verify: { channel: sent.to.channel, expires_in_seconds: sent.expiresInSeconds, resend_after_seconds: sent.resendAfterSeconds },
});

export function createContactCodeRoutes(deps: {
  service: ReservationService;
  tenants: TenantLeadsCache;
  perIpReserve: RateLimiter;
  trustProxy: ProxyTrust;
  limited: (c: Context<ApiEnv>, limiter: RateLimiter) => Promise<Response | null>;
}): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  routes.post('/reservations/code', async (c) => {
    if (!isSameOrigin(c)) return refuse(c, { status: 403, error: 'Posts from other sites are not accepted' });
    const stop = await deps.limited(c, deps.perIpReserve);
    if (stop) return stop;
    const body = await decodeBody(c, ['json']);
    if ('status' in body) return refuse(c, body);
    const leads = await deps.tenants.get(c.get('tenantSlug'), c.get('site').manifest.buildId);
    if (!leads) return refuse(c, { status: 503, error: 'This site cannot take reservations right now. Please call us instead.' });
    const parsed = codeRequestSchema.safeParse(body.value);
    if (!parsed.success) return refuse(c, { status: 422, error: SPEC_TEXT.fixErrors, fields: issuesToFields(parsed.error.issues) });
    const contact = contactToVerify(leads.config.features.checkout.verify, parsed.data);
    if (!contact) {
      if (leads.config.features.checkout.verify === 'sign-in') return refuse(c, { status: 400, error: CONTACT_TEXT.signInRequired });
      return refuse(c, { status: 422, error: SPEC_TEXT.fixErrors, fields: { phone: CONTACT_TEXT.mobileNeeded } });
    }
    const sent = await deps.service.sendCode(c.get('tenantSlug'), leads, contact, clientAddress(c, deps.trustProxy));
    if (!sent.ok) return refuse(c, sent);
    c.header('Cache-Control', 'no-store');
    return c.json(verifyBody(sent));
  });
  return routes;
}
