// Shopper sessions: server-side rows, 30 days sliding (issue 24), within an absolute lifetime (issue 33). A session
// seen again after a day is extended to 30 days from then, so an active shopper stays signed in and a dormant one is
// signed out a month after their last visit; and however often it is renewed, a session ends a set time after the
// sign-in that made it (90 days by default, SHOPPER_SESSION_MAX_AGE_DAYS), so a stolen cookie is not good forever.

export const SESSION_TTL_MS = 30 * 24 * 3_600_000;
/** A session's expiry moves on at most once a day (not a database write per request). */
export const SESSION_EXTEND_AFTER_MS = 24 * 3_600_000;
/** The absolute lifetime of a session from its sign-in, whatever the renewals (the server's setting overrides it). */
export const SESSION_MAX_AGE_MS = 90 * 24 * 3_600_000;

/** When the session was made (its sign-in), when it expires now, and when it was last extended. */
export type SessionTimes = { createdAt: number; expiresAt: number; lastSeenAt: number };

/**
 * What to do with a session presented now: over (its expiry, or its absolute lifetime, has passed), valid, or valid
 * and due for extension.
 * @example sessionState({ createdAt: now - 5, expiresAt: now - 1, lastSeenAt: now - 5 }, now) // 'expired'
 * @example sessionState({ createdAt: now - 91 * 86_400_000, expiresAt: now + 86_400_000, lastSeenAt: now - 3_600_000 }, now) // 'expired'
 * @example sessionState({ createdAt: now - 2 * 86_400_000, expiresAt: now + SESSION_TTL_MS - 2 * 86_400_000, lastSeenAt: now - 2 * 86_400_000 }, now) // 'extend'
 */
export function sessionState(session: SessionTimes, nowMs: number, maxAgeMs: number = SESSION_MAX_AGE_MS): 'expired' | 'valid' | 'extend' {
  if (nowMs >= session.expiresAt || nowMs >= session.createdAt + maxAgeMs) return 'expired';
  return nowMs - session.lastSeenAt >= SESSION_EXTEND_AFTER_MS ? 'extend' : 'valid';
}

/**
 * The expiry of a session made or extended now: 30 days on, but never past its absolute lifetime from its sign-in.
 * @example sessionExpiry(0) // 2592000000
 * @example sessionExpiry(80 * 86_400_000, 0) // 7776000000 (90 days after sign-in, not 110)
 */
export const sessionExpiry = (nowMs: number, createdAtMs: number = nowMs, maxAgeMs: number = SESSION_MAX_AGE_MS): number =>
  Math.min(nowMs + SESSION_TTL_MS, createdAtMs + maxAgeMs);

/**
 * The session cookie's name: `__Host-` (Secure, Path=/, no Domain: bound to this exact host) everywhere but plain-HTTP
 * development hosts (`*.localhost`, `localhost`, `127.0.0.1`), where a browser would refuse a Secure cookie.
 * @example sessionCookieName('harbour-toyota.localhost:4321') // 'shopper_session'
 * @example sessionCookieName('www.harbourtoyota.com.au') // '__Host-shopper_session'
 */
export function sessionCookieName(host: string): string {
  return isDevelopmentHost(host) ? 'shopper_session' : '__Host-shopper_session';
}

/** @example isDevelopmentHost('bayside-auto-group.localhost:4399') // true */
export function isDevelopmentHost(host: string): boolean {
  const name = host.trim().toLowerCase().replace(/:\d+$/, '');
  return name === 'localhost' || name.endsWith('.localhost') || name === '127.0.0.1';
}

/**
 * The signed-in hint: a cookie scripts may read (not HttpOnly, value `1`, set at sign-in beside the session and cleared
 * at sign-out), so a static, cached page's header can show "My Garage" and "Sign out" instead of "Sign in". It
 * grants nothing: the server decides every access from the session alone. `__Host-` like the session where it can be.
 * @example signedInHintCookieName('harbour-toyota.localhost:4321') // 'shopper_signed_in'
 * @example signedInHintCookieName('www.harbourtoyota.com.au') // '__Host-shopper_signed_in'
 */
export function signedInHintCookieName(host: string): string {
  return isDevelopmentHost(host) ? 'shopper_signed_in' : '__Host-shopper_signed_in';
}

/**
 * Whether a `document.cookie` string carries the signed-in hint (either name).
 * @example hasSignedInHint('a=b; shopper_signed_in=1') // true
 * @example hasSignedInHint('shopper_signed_in=0') // false
 */
export function hasSignedInHint(cookies: string): boolean {
  return /(?:^|;\s*)(?:__Host-)?shopper_signed_in=1(?:;|$)/.test(cookies);
}
