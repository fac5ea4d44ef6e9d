// A lead's token: what lets a browser take a later step of the lead it made (a trade-in's condition answers, an
// order's steps) or name it in another form (an order's trade-in). The lead id alone is no credential: it goes to
// analytics and the dealer's tags, into local storage and e-mails. The token is an HMAC-SHA256 of the tenant and the
// lead id, under a key derived from the form-token key (FORM_TOKEN_SECRET, or the one kept in DATA_DIR), so there is
// no new secret to set, share between servers or back up; it is answered beside `lead_id` and sent back as
// `lead_token` (or `trade_in_lead_token`).
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The lead-token key, derived from the form-token key (another purpose, so a form token never passes as a lead token). */
export const leadTokenKey = (formTokenSecret: string): Buffer => createHmac('sha256', formTokenSecret).update('dealer-sites/lead-token/v1').digest();

/** @example leadToken(key, 'alpha', '0b3f8f0e-...') // 43 base64url characters */
export function leadToken(key: Buffer, tenant: string, leadId: string): string {
  return createHmac('sha256', key).update(`lead:${tenant}:${leadId}`).digest('base64url');
}

/** True when `token` is this tenant's token for this lead (compared in constant time). */
export function checkLeadToken(key: Buffer, tenant: string, leadId: string, token: unknown): boolean {
  if (typeof token !== 'string' || token.length > 100) return false;
  const expected = Buffer.from(leadToken(key, tenant, leadId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
