// Authenticates stock-feed webhooks. The sender signs `${slug}.${timestamp}.${rawBody}` with HMAC-SHA256 and a key:
// the tenant's own (STOCK_WEBHOOK_SECRET_<SLUG>) or the platform's (STOCK_WEBHOOK_SECRET, a relay the platform runs).
// Signing the slug binds a request to one tenant: the same bytes sent to another dealer's host do not verify there,
// whichever key signed them. Signing the timestamp stops replays of an old (validly signed) request beyond the
// allowed clock skew.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const MAX_CLOCK_SKEW_SECONDS = 5 * 60;
/** A shorter key is guessable offline from one captured request: refused at start-up. */
export const MIN_STOCK_WEBHOOK_SECRET_LENGTH = 32;
/** The platform-wide key's variable. */
export const PLATFORM_STOCK_WEBHOOK_SECRET = 'STOCK_WEBHOOK_SECRET';

/**
 * The variable that holds a tenant's own key: the slug upper-cased, every `-` as `_`.
 * @example stockWebhookSecretName('bayside-auto-group') // 'STOCK_WEBHOOK_SECRET_BAYSIDE_AUTO_GROUP'
 */
export const stockWebhookSecretName = (slug: string): string => `${PLATFORM_STOCK_WEBHOOK_SECRET}_${slug.toUpperCase().replaceAll('-', '_')}`;

export type SignatureHeaders = {
  /** `X-Timestamp` header: unix seconds. */
  timestamp: string | undefined;
  /** `X-Signature` header: `sha256=<hex>`. */
  signature: string | undefined;
  nowMs: number;
};

export type SignatureInput = SignatureHeaders & {
  /** The keys any one of which may have signed the request (the tenant's own, the platform's). */
  secrets: readonly string[];
  /** The tenant of the Host the request came to. */
  slug: string;
  rawBody: Uint8Array;
};

export type SignatureResult = { ok: true } | { ok: false; reason: string };

function hmac(secret: string, slug: string, timestamp: string, rawBody: Uint8Array): Buffer {
  return createHmac('sha256', secret).update(`${slug}.${timestamp}.`).update(rawBody).digest();
}

/** Produces the `X-Signature` value of a request to `slug`'s host (used by tests, tools and provider set-up docs). */
export function signStockWebhook(secret: string, slug: string, timestamp: string, rawBody: Uint8Array | string): string {
  const bytes = typeof rawBody === 'string' ? new TextEncoder().encode(rawBody) : rawBody;
  return `sha256=${hmac(secret, slug, timestamp, bytes).toString('hex')}`;
}

/**
 * The checks that need no body: a well-formed, current timestamp and a well-formed signature. The webhook runs them
 * before reading a body (which may be a whole feed), so a request that cannot be genuine is refused unread.
 */
export function checkSignatureHeaders(input: SignatureHeaders): SignatureResult {
  const { timestamp, signature } = input;
  if (!timestamp || !/^\d{1,12}$/.test(timestamp)) {
    return { ok: false, reason: 'Missing or malformed X-Timestamp header' };
  }
  if (Math.abs(input.nowMs / 1000 - Number(timestamp)) > MAX_CLOCK_SKEW_SECONDS) {
    return { ok: false, reason: 'X-Timestamp is too far from the current time' };
  }
  if (!/^sha256=[0-9a-f]{64}$/i.test(signature?.trim() ?? '')) return { ok: false, reason: 'Missing or malformed X-Signature header' };
  return { ok: true };
}

/** Accepts the request when one of `secrets` signed exactly these bytes for this slug at this timestamp. */
export function verifyStockSignature(input: SignatureInput): SignatureResult {
  const headers = checkSignatureHeaders(input);
  if (!headers.ok) return headers;
  const { timestamp = '', signature } = input;
  const match = /^sha256=([0-9a-f]{64})$/i.exec(signature?.trim() ?? '');
  if (!match?.[1]) return { ok: false, reason: 'Missing or malformed X-Signature header' };
  const given = Buffer.from(match[1], 'hex');
  // Every key is tried (no early exit) and compared in constant time, so response timing reveals neither how much of
  // a guess matched nor which key it was tried against.
  let matched = false;
  for (const secret of input.secrets) {
    const expected = hmac(secret, input.slug, timestamp, input.rawBody);
    if (given.length === expected.length && timingSafeEqual(given, expected)) matched = true;
  }
  return matched ? { ok: true } : { ok: false, reason: 'Invalid signature' };
}
