// The session cookie and the shopper behind it. The cookie holds an opaque random token; the server keeps only its
// sha256 (the session row's id) with the tenant, so a session cookie of one dealer's site finds nothing on another's.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Kysely } from 'kysely';
import { isDevelopmentHost, SESSION_MAX_AGE_MS, sessionCookieName, sessionExpiry, sessionState, signedInHintCookieName } from '#src/domain/accounts/session.ts';
import type { ApiEnv } from '../api-env.ts';
import type { DB } from '../db/schema.ts';
import { deleteSession, deleteShopperSessions, extendSession, findSession, insertSession, type SessionWithShopper } from '../db/shoppers-repo.ts';
import { isTokenShaped, newSessionToken, sessionIdOf } from './tokens.ts';

const hostOf = (c: Context<ApiEnv>): string => c.req.header('host') ?? '';

function cookieOptions(c: Context<ApiEnv>) {
  // Secure everywhere but plain-HTTP development hosts; __Host- (no Domain, Path=/) binds it to this exact host.
  return { path: '/', httpOnly: true, sameSite: 'Lax' as const, secure: !isDevelopmentHost(hostOf(c)) };
}

/** The token the request's cookie carries, when it is shaped like one of ours. */
export function presentedToken(c: Context<ApiEnv>): string | null {
  const token = getCookie(c, sessionCookieName(hostOf(c)));
  return token && isTokenShaped(token) ? token : null;
}

/** The session cookie, and beside it the signed-in hint the header script reads (it grants nothing). */
function writeCookie(c: Context<ApiEnv>, token: string, maxAgeMs: number): void {
  const maxAge = Math.floor(maxAgeMs / 1000);
  setCookie(c, sessionCookieName(hostOf(c)), token, { ...cookieOptions(c), maxAge });
  setCookie(c, signedInHintCookieName(hostOf(c)), '1', { ...cookieOptions(c), httpOnly: false, maxAge });
}

export function clearSessionCookie(c: Context<ApiEnv>): void {
  deleteCookie(c, sessionCookieName(hostOf(c)), cookieOptions(c));
  deleteCookie(c, signedInHintCookieName(hostOf(c)), { ...cookieOptions(c), httpOnly: false });
}

export type SessionStore = {
  /**
   * The signed-in shopper of this request's site, or null; extends a session seen after a day (sliding 30 days), never
   * past its absolute lifetime from sign-in.
   */
  current(c: Context<ApiEnv>): Promise<SessionWithShopper | null>;
  /** A new session for the shopper (sign-in): a fresh token, so a token planted before sign-in is worth nothing. */
  start(c: Context<ApiEnv>, shopperId: string): Promise<void>;
  /** Ends the request's session, if any (sign-out), and clears the cookie. */
  end(c: Context<ApiEnv>): Promise<void>;
  /** 'Sign out everywhere': ends every session of the shopper on this site (this one too); answers how many. */
  endEverywhere(c: Context<ApiEnv>, shopperId: string): Promise<number>;
};

export type SessionOptions = {
  now?: () => number;
  /** The absolute lifetime of a session from its sign-in (SHOPPER_SESSION_MAX_AGE_DAYS). */
  maxAgeMs?: number;
};

export function createSessionStore(db: Kysely<DB>, options: SessionOptions = {}): SessionStore {
  const now = options.now ?? Date.now;
  const maxAgeMs = options.maxAgeMs ?? SESSION_MAX_AGE_MS;
  return {
    async current(c) {
      const token = presentedToken(c);
      if (!token) {
        if (getCookie(c, signedInHintCookieName(hostOf(c)))) clearSessionCookie(c); // a hint left without a session
        return null;
      }
      const tenant = c.get('tenantSlug');
      const session = await findSession(db, tenant, sessionIdOf(token));
      if (!session) {
        clearSessionCookie(c); // signed out elsewhere, or the account deleted: the header shows Sign in again
        return null;
      }
      const time = now();
      const state = sessionState(session, time, maxAgeMs);
      if (state === 'expired') {
        await deleteSession(db, tenant, session.sessionId);
        clearSessionCookie(c);
        return null;
      }
      if (state === 'extend') {
        const expiresAt = sessionExpiry(time, session.createdAt, maxAgeMs);
        await extendSession(db, tenant, session.sessionId, new Date(expiresAt), new Date(time));
        writeCookie(c, token, expiresAt - time);
      }
      return session;
    },
    async start(c, shopperId) {
      const tenant = c.get('tenantSlug');
      const previous = presentedToken(c);
      if (previous) await deleteSession(db, tenant, sessionIdOf(previous)); // rotated at sign-in
      const token = newSessionToken();
      const time = now();
      const expiresAt = sessionExpiry(time, time, maxAgeMs);
      await insertSession(db, { id: sessionIdOf(token), tenant, shopperId, expiresAt: new Date(expiresAt), now: new Date(time) });
      writeCookie(c, token, expiresAt - time);
    },
    async end(c) {
      const token = presentedToken(c);
      if (token) await deleteSession(db, c.get('tenantSlug'), sessionIdOf(token));
      clearSessionCookie(c);
    },
    async endEverywhere(c, shopperId) {
      const ended = await deleteShopperSessions(db, c.get('tenantSlug'), shopperId);
      clearSessionCookie(c);
      return ended;
    },
  };
}
