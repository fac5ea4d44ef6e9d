// Shopper sessions: server-side rows, 30 days sliding (issue 24). A session seen again after a day is extended to
// 30 days from then, so an active shopper stays signed in and a dormant one is signed out a month after their last visit.

export const SESSION_TTL_MS = 30 * 24 * 3_600_000;
/** A session's expiry moves on at most once a day (not a database write per request). */
export const SESSION_EXTEND_AFTER_MS = 24 * 3_600_000;

export type SessionTimes = { expiresAt: number; lastSeenAt: number };

/**
 * What to do with a session presented now.
 * @example sessionState({ expiresAt: now - 1, lastSeenAt: now - 5 }, now) // 'expired'
 * @example sessionState({ expiresAt: now + SESSION_TTL_MS - 2 * 86_400_000, lastSeenAt: now - 2 * 86_400_000 }, now) // 'extend'
 */
export function sessionState(session: SessionTimes, nowMs: number): 'expired' | 'valid' | 'extend' {
  if (nowMs >= session.expiresAt) return 'expired';
  return nowMs - session.lastSeenAt >= SESSION_EXTEND_AFTER_MS ? 'extend' : 'valid';
}

/** @example sessionExpiry(0) // 2592000000 */
export const sessionExpiry = (nowMs: number): number => nowMs + SESSION_TTL_MS;

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
