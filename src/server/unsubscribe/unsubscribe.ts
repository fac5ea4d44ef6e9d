// The signed unsubscribe link every e-mail and alert text to a shopper carries, and the suppression list it writes to.
// A link is good for one tenant and one address (an e-mail address, or a mobile for texts): HMAC-SHA256 over both,
// keyed by UNSUBSCRIBE_SECRET (an embedded demo key when unset). Other channels call `unsubscribeUrl` for their links
// and `isSuppressed` before any marketing or alert.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { LeadRecord } from '#src/domain/leads/lead-record.ts';
import type { DB } from '../db/schema.ts';
import { isAddressSuppressed, isOnSuppressionList, suppress, type SuppressedAddress } from '../db/suppressions-repo.ts';

/** The page that confirms an unsubscribe (tenants/_content/pages/pages/unsubscribe.md), and where its form posts. */
export const UNSUBSCRIBE_PATH = '/pages/unsubscribe';

/**
 * The key used when UNSUBSCRIBE_SECRET is not set: fine for the demo sites on one machine, never for a live site
 * (anyone who reads this file could unsubscribe any address). The server says so at start.
 */
export const DEMO_UNSUBSCRIBE_SECRET = 'dealer-sites-demo-unsubscribe-key-not-for-production';

const normal = (email: string) => email.trim().toLowerCase();

/**
 * The link's signature: base64url HMAC-SHA256 of "<tenant>\n<address>" (the address lower case).
 * @example unsubscribeSignature('s3cret-s3cret-s3cret', 'harbour-toyota', 'Jane@Example.com') === unsubscribeSignature('s3cret-s3cret-s3cret', 'harbour-toyota', 'jane@example.com') // true
 */
export function unsubscribeSignature(secret: string, tenant: string, email: string): string {
  return createHmac('sha256', secret)
    .update(`unsubscribe\n${tenant}\n${normal(email)}`)
    .digest('base64url');
}

/** Whether the signature is the one for this tenant and address (compared in constant time). */
export function verifyUnsubscribe(secret: string, tenant: string, email: string, signature: string): boolean {
  const expected = Buffer.from(unsubscribeSignature(secret, tenant, email));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export type UnsubscribeLinkInput = {
  /** The tenant's site as the shopper reaches it: `https://www.harbourtoyota.com.au` (its `url`), or its local host. */
  siteOrigin: string;
  tenant: string;
  secret: string;
} & ({ email: string; phone?: undefined } | { phone: string; email?: undefined });

/**
 * The unsubscribe link for a tenant and an address, for the foot of an e-mail to a shopper.
 * @example unsubscribeUrl({ siteOrigin: 'https://www.harbourtoyota.com.au', tenant: 'harbour-toyota', email: 'jane@example.com', secret })
 *   // 'https://www.harbourtoyota.com.au/pages/unsubscribe?email=jane%40example.com&token=...'
 */
export function unsubscribeUrl(input: UnsubscribeLinkInput): string {
  const url = new URL(UNSUBSCRIBE_PATH, input.siteOrigin);
  const [field, address] = input.phone !== undefined ? (['phone', input.phone.trim()] as const) : (['email', normal(input.email)] as const);
  url.search = new URLSearchParams({ [field]: address, token: unsubscribeSignature(input.secret, input.tenant, address) }).toString();
  return url.href;
}

/**
 * The headers that let a mail client unsubscribe in one click (RFC 2369 List-Unsubscribe, RFC 8058 one-click):
 * the client POSTs `List-Unsubscribe=One-Click` to the same link.
 */
export function listUnsubscribeHeaders(input: UnsubscribeLinkInput): Record<'List-Unsubscribe' | 'List-Unsubscribe-Post', string> {
  return { 'List-Unsubscribe': `<${unsubscribeUrl(input)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/**
 * The unsubscribe link of an e-mail to the shopper of a lead (the outbox's shopper e-mail footer): for the
 * lead's address, on the site the shopper used (a reservation's origin) or the tenant's public site.
 */
export function shopperUnsubscribeLink(secret: string): (lead: LeadRecord) => { unsubscribeUrl: string | null } {
  return (lead) => {
    const email = lead.payload.fields.email;
    const siteOrigin = lead.payload.reservation?.origin ?? lead.payload.site.url;
    return { unsubscribeUrl: typeof email === 'string' && email.includes('@') ? unsubscribeUrl({ siteOrigin, tenant: lead.tenant, email, secret }) : null };
  };
}

/** Whether a tenant may no longer send marketing to the address (check before every marketing e-mail). */
export function isSuppressed(db: Kysely<DB>, tenant: string, email: string): Promise<boolean> {
  return isAddressSuppressed(db, tenant, email);
}

/** Whether a site may send an address no more marketing or alerts. */
export type SuppressionCheck = { isSuppressed(tenant: string, address: SuppressedAddress): Promise<boolean> };

/**
 * The suppression list as a check other senders take (the outbox's alert channels). Only marketing and alerts
 * consult it: what a shopper asked for (a reservation receipt, a sign-in code) still goes.
 */
export function suppressionList(db: Kysely<DB>): SuppressionCheck {
  return { isSuppressed: (tenant, address) => isOnSuppressionList(db, tenant, address) };
}

export type UnsubscribeOutcome = { ok: true; address: SuppressedAddress } | { ok: false; reason: 'missing' | 'invalid' };

/** A mobile in a link: international form, +61 and 9 digits. */
const LINK_PHONE = /^\+614\d{8}$/;

/** Records the opt-out the link asks for, when its signature is right. */
export async function unsubscribe(
  db: Kysely<DB>,
  secret: string,
  tenant: string,
  link: { email?: unknown; phone?: unknown; token?: unknown },
  source: 'link' | 'one-click',
): Promise<UnsubscribeOutcome> {
  const { email, phone, token } = link;
  const address: SuppressedAddress | null =
    typeof email === 'string' && email.includes('@') && email.length <= 254
      ? { kind: 'email', address: normal(email) }
      : typeof phone === 'string' && LINK_PHONE.test(phone.trim())
        ? { kind: 'phone', address: phone.trim() }
        : null;
  if (!address || typeof token !== 'string' || !token) return { ok: false, reason: 'missing' };
  if (!verifyUnsubscribe(secret, tenant, address.address, token)) return { ok: false, reason: 'invalid' };
  await suppress(db, tenant, address, source);
  return { ok: true, address };
}
