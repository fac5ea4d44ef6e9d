// Authenticates stock-feed webhooks. The provider signs `${timestamp}.${rawBody}` with
// HMAC-SHA256 and the shared secret; signing the timestamp too stops replays of an old
// (validly signed) request beyond the allowed clock skew.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const MAX_CLOCK_SKEW_SECONDS = 5 * 60;

export type SignatureInput = {
  secret: string;
  /** `X-Timestamp` header: unix seconds. */
  timestamp: string | undefined;
  /** `X-Signature` header: `sha256=<hex>`. */
  signature: string | undefined;
  rawBody: Uint8Array;
  nowMs: number;
};

export type SignatureResult = { ok: true } | { ok: false; reason: string };

function hmac(secret: string, timestamp: string, rawBody: Uint8Array): Buffer {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();
}

/** Produces the `X-Signature` value for a body (used by tests and provider set-up docs). */
export function signStockWebhook(secret: string, timestamp: string, rawBody: Uint8Array | string): string {
  const bytes = typeof rawBody === 'string' ? new TextEncoder().encode(rawBody) : rawBody;
  return `sha256=${hmac(secret, timestamp, bytes).toString('hex')}`;
}

/**
 * The checks that need no body: a well-formed, current timestamp and a well-formed signature. The webhook runs them
 * before reading a body (which may be a whole feed), so a request that cannot be genuine is refused unread.
 */
export function checkSignatureHeaders(input: Omit<SignatureInput, 'rawBody' | 'secret'>): SignatureResult {
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

export function verifyStockSignature(input: SignatureInput): SignatureResult {
  const headers = checkSignatureHeaders(input);
  if (!headers.ok) return headers;
  const { timestamp = '', signature } = input;
  const match = /^sha256=([0-9a-f]{64})$/i.exec(signature?.trim() ?? '');
  if (!match?.[1]) return { ok: false, reason: 'Missing or malformed X-Signature header' };

  const expected = hmac(input.secret, timestamp, input.rawBody);
  const given = Buffer.from(match[1], 'hex');
  // Constant-time compare, so response timing does not reveal how much of a guess matched.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'Invalid signature' };
  }
  return { ok: true };
}
